/** Small indexes for the ranking's unit tests, built from pages as the site builds its own. */
import { encodeIndex } from './codec.ts';
import { indexRecords, loadIndexFile, type LoadedIndex } from './loaded.ts';
import { flattenGroups, searchIndex } from './rank.ts';
import { RANKING, type RankingParams } from './ranking-params.ts';
import { buildRecords, type SourcePage } from './records.ts';

/** An index of `pages`, through the file format, as the browser loads it. */
export function indexOf(pages: SourcePage[]): LoadedIndex {
  const built = indexRecords(buildRecords(pages));
  return loadIndexFile(JSON.parse(JSON.stringify(encodeIndex(built.engine, built.tables))) as ReturnType<typeof encodeIndex>);
}

/** A page of one level-2 section. */
export const onePage = (url: string, title: string, id: string, heading: string, text: string): SourcePage => ({ url, title, description: '', section: url.split('/')[1] ?? '', sections: [{ id, heading, level: 2, text }] });

/** A page of an intro and level-2 sections given as [id, heading, text]. */
export const sectionsPage = (url: string, title: string, intro: string, ...sections: Array<[string, string, string]>): SourcePage => ({
  url,
  title,
  description: '',
  section: url.split('/')[1] ?? '',
  sections: [{ id: '', heading: '', level: 0, text: intro }, ...sections.map(([id, heading, text]) => ({ id, heading, level: 2, text }))],
});

/**
 * A page of its own words beside a test's pages, so that theirs are rarer than everywhere (body
 * keywords are weighed by TF-IDF, which a corpus of two pages makes meaningless).
 */
export const MODE_PAGE: SourcePage = { url: '/configuration/mode/', title: 'Mode', description: '', section: 'configuration', sections: [{ id: 'mode', heading: 'mode', level: 2, text: 'Production or development.' }] };

/** The URL of the first result for `query`. */
export function firstUrl(index: LoadedIndex, query: string): string | undefined {
  return flattenGroups(searchIndex(index, query))[0]?.url;
}

/** Each result's score for `query`, by URL. */
export function scoresOf(index: LoadedIndex, query: string): Map<string, number> {
  return new Map(flattenGroups(searchIndex(index, query)).map((h) => [h.url, h.score]));
}

/** The ranking numbers that are plain factors. */
type Factor = { [K in keyof RankingParams]: RankingParams[K] extends number ? K : never }[keyof RankingParams];

/** `run`'s result with one of the ranking's factors set to `value` meanwhile. */
export function withRanking<T>(factor: Factor, value: number, run: () => T): T {
  const saved = RANKING[factor];
  const params = RANKING as Record<Factor, number>;
  try {
    params[factor] = value;
    return run();
  } finally {
    params[factor] = saved;
  }
}
