import { describe, expect, it } from 'vitest';
import { encodeIndex } from './codec.ts';
import { boundedDistance } from './labels.ts';
import { indexRecords, loadIndexFile, type LoadedIndex } from './loaded.ts';
import { flattenGroups, fuzzyDistances, planQuery, searchIndex, searchOptionsFor, trimSiblings, type ResultGroup, type SearchHit } from './rank.ts';
import { RANKING } from './ranking-params.ts';
import { buildRecords } from './records.ts';
import { suggestQuery } from './suggest.ts';
import { CORPUS } from './test-corpus.ts';

function load(): LoadedIndex {
  const built = indexRecords(buildRecords(CORPUS));
  // Through the file format, as the browser loads it.
  return loadIndexFile(JSON.parse(JSON.stringify(encodeIndex(built.engine, built.tables))) as ReturnType<typeof encodeIndex>);
}

const index = load();
const top = (query: string, n = 1): string[] => flattenGroups(searchIndex(index, query)).slice(0, n).map((h) => h.url);

describe('ranking', () => {
  it('puts the section defining an exact option path first, ahead of pages that mention it', () => {
    expect(top('output.publicPath')).toEqual(['/configuration/output/#outputpublicpath']);
    expect(top('publicPath')).toEqual(['/configuration/output/#outputpublicpath']);
  });

  it('puts the defining section first for a hook and a CLI flag', () => {
    expect(top('afterEmit')).toEqual(['/api/compiler-hooks/#afteremit']);
    expect(top('--mode')).toEqual(['/api/cli/#--mode']);
    expect(top('mode')).toEqual(['/configuration/mode/#mode']);
  });

  it('finds a package by its hyphenated name and its class name', () => {
    expect(top('mini-css-extract-plugin')).toEqual(['/plugins/mini-css-extract-plugin/']);
    expect(top('MiniCssExtractPlugin')).toEqual(['/plugins/mini-css-extract-plugin/']);
  });

  it('ranks titles above headings above body text', () => {
    expect(top('code splitting')).toEqual(['/guides/code-splitting/']);
    expect(top('public path')).toEqual(['/guides/public-path/']);
  });

  it("answers a reader's words with the docs' own ('source maps' → devtool), ahead of a README's section of that name", () => {
    expect(top('source maps')).toEqual(['/configuration/devtool/']);
    expect(top('sourcemaps')).toEqual(['/configuration/devtool/']);
  });

  it('ranks a third-party README first when the query names its package', () => {
    const groups = searchIndex(index, 'sass-loader source maps');
    expect(groups[0]?.url).toBe('/loaders/sass-loader/');
    expect(groups[0]?.hits.map((h) => h.url)).toContain('/loaders/sass-loader/#source-maps');
  });

  it("labels each group with its section, named by the section's index page ('' when the index has none)", () => {
    expect(searchIndex(index, 'mini-css-extract-plugin')[0]?.section).toBe('Plugins');
    expect(searchIndex(index, 'output')[0]?.section).toBe('');
  });

  it('finds the section whose body quotes a pasted message, ahead of an option named after one of its words', () => {
    expect(top('Invalid Host header')).toEqual(['/configuration/dev-server/#devserverallowedhosts']);
  });

  it("finds a task by the words of a section's body, and puts that section ahead of its page", () => {
    expect(top('open the browser automatically')).toEqual(['/configuration/dev-server/#devserveropen']);
  });

  it("answers a section's name with the section index page", () => {
    expect(top('plugins')).toEqual(['/plugins/']);
  });

  it('keeps stop words of titles ("why webpack")', () => {
    expect(top('why webpack')).toEqual(['/concepts/why-webpack/']);
  });

  it('forgives typos', () => {
    expect(top('afterEmitt')).toEqual(['/api/compiler-hooks/#afteremit']);
    expect(top('ouptut.publicPath')).toEqual(['/configuration/output/#outputpublicpath']);
    expect(top('code spliting')).toEqual(['/guides/code-splitting/']);
  });

  it('groups hits by page, best page first, and returns site-relative links', () => {
    const groups = searchIndex(index, 'output');
    expect(groups[0]?.url).toBe('/configuration/output/');
    expect(new Set(groups.map((g) => g.url)).size).toBe(groups.length);
    for (const hit of flattenGroups(groups)) expect(hit.url.startsWith('/')).toBe(true);
  });

  it('returns nothing for an empty query or stop words only', () => {
    expect(searchIndex(index, '  ')).toEqual([]);
    expect(searchIndex(index, 'zzqqxx')).toEqual([]);
  });
});

describe('planQuery', () => {
  it('weights whole identifiers above words above parts and stop words', () => {
    const plan = planQuery('the output.publicPath');
    expect(plan.weights.get('output.publicpath')).toBeGreaterThan(plan.weights.get('output') ?? 0);
    expect(plan.weights.get('the')).toBeLessThan(plan.weights.get('output') ?? 0);
    expect(plan.normalized).toBe('the output.publicpath');
    expect(plan.identifier).toBe(true);
  });
});

describe('searchOptionsFor', () => {
  it("boosts readers' words (asks) fully for words and by RANKING.asksOnName for a name", () => {
    const words = searchOptionsFor(planQuery('persistent caching'), new Set()).boost ?? {};
    const name = searchOptionsFor(planQuery('TerserPlugin'), new Set()).boost ?? {};
    expect(words['asks']).toBe(RANKING.boosts.asks);
    expect(name['asks']).toBeCloseTo(RANKING.boosts.asks * RANKING.asksOnName);
    expect(name['key']).toBe(words['key']);
  });
});

describe('fuzzyDistances', () => {
  const vocabulary = new Set(['output', 'optimisation', 'optimization', 'html', 'webpack', 'plugin', 'htmlwebpackplugin']);
  const distances = (query: string): Record<string, number> => Object.fromEntries(fuzzyDistances(planQuery(query), vocabulary));

  it('searches a word the index holds one edit wide, an unknown long word two', () => {
    expect(distances('optimisation')).toEqual({ optimisation: 1 });
    expect(distances('moduel')).toEqual({ moduel: 2 });
    expect(distances('devtol loader')).toEqual({ devtol: 2, loader: 2 });
    expect(distances('tree')).toEqual({ tree: 1 });
  });

  it('gives parts no typo search when the index holds the whole identifier, one edit otherwise', () => {
    expect(distances('HtmlWebpackPlugin')).toEqual({ htmlwebpackplugin: 1 });
    expect(distances('HtmlWebpackPlgin')).toEqual({ htmlwebpackplgin: 2, html: 1, webpack: 1, plgin: 1 });
  });

  it('never searches dotted identifiers, stop words, short words or numbers by typo', () => {
    expect(distances('ouptut.publicPath')).toEqual({ ouptut: 1, publicpath: 1, public: 1, path: 1 });
    expect(distances('the css 12345')).toEqual({});
  });
});

/** Plain Levenshtein distance, the whole matrix. */
function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) next.push(Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length] ?? 0;
}

describe('boundedDistance', () => {
  it('computes edit distance and stops past the limit', () => {
    expect(boundedDistance('devtool', 'devtol', 2)).toBe(1);
    expect(boundedDistance('moduel', 'module', 2)).toBe(2);
    expect(boundedDistance('abc', 'xyzxyz', 2)).toBe(3);
  });

  it('agrees with the whole-matrix distance, capped at limit + 1, for every pair of short strings', () => {
    const words = ['', 'a', 'ab', 'ba', 'abc', 'acb', 'bca', 'abcd', 'dcba', 'abdc', 'aabb', 'output', 'ouptut', 'outptu', 'devtool', 'devtol', 'resolve', 'reslove'];
    for (const a of words) {
      for (const b of words) {
        for (const limit of [0, 1, 2, 3]) expect(boundedDistance(a, b, limit), `${a}/${b}/${limit}`).toBe(Math.min(levenshtein(a, b), limit + 1));
      }
    }
  });
});

describe('suggestQuery', () => {
  it('offers the nearest indexed term for a query with no results', () => {
    expect(searchIndex(index, 'splittingzzz')).toEqual([]);
    expect(suggestQuery(index, 'splittingzzz')).toBe('splitting');
  });

  it('maps words from other tools to what this documentation calls them', () => {
    expect(searchIndex(index, 'webpackconfig')).toEqual([]);
    expect(suggestQuery(index, 'webpackconfig')).toBe('configuration');
  });

  it('finds the other forms of a word the index holds: caching finds the cache pages', () => {
    expect(flattenGroups(searchIndex(index, 'caching'))[0]?.url).toMatch(/^\/configuration\/cache\//);
  });

  it('suggests nothing when nothing is close', () => {
    expect(suggestQuery(index, 'zzqqxx')).toBeNull();
  });
});

describe('trimSiblings', () => {
  const hit = (url: string, score: number): SearchHit => ({ id: 0, url, heading: '', parent: '', score, terms: [], exact: false, answered: 1 });
  const group = (url: string, ...scores: number[]): ResultGroup => ({ url, title: url, section: '', hits: scores.map((s, i) => hit(`${url}#${i}`, s)) });

  it("drops a page's later sections that score below the share of the next page's best, never the first hit nor the last page's", () => {
    const share = RANKING.sibling;
    expect(share).toBeGreaterThan(0);
    const groups = trimSiblings([group('/a/', 10, 5, share * 3.9 - 0.01), group('/b/', 1, 3.9, share * 2 - 0.01), group('/c/', 2, 0.1)]);
    expect(groups.map((g) => g.hits.map((h) => h.url))).toEqual([['/a/#0', '/a/#1'], ['/b/#0', '/b/#1'], ['/c/#0', '/c/#1']]);
  });
});
