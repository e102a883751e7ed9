/**
 * The tuning queries in the other forms readers type them (issue #23): in lower case, with a
 * phone's capital first letter, with the site's name in front or behind, with a typist's slip in
 * their longest word, with the last word's other number, with 'how to' before a task. Each form is made by rule from a tuning query and
 * scored on that query's labels, so it measures how far a ranking tuned on the queries as written
 * holds for the same questions written otherwise; the held-out and fresh sets are never read here.
 * A form that loses a query's first place points at a brittleness (each rule of `spelling.ts` and
 * `withoutSiteName` came from one), not at a label to change.
 *
 * `npx tsx src/build/search/variants.ts [dist] [--show]` prints, per form, how many tuning queries
 * it changes and how many of those lose or gain the first place; `--show` lists them.
 */
import { answers, LATER_TUNING_SETS, loadRefreshed, loadRelevanceCases, RELEVANCE_SETS, withRefreshed, type RelevanceCase } from './relevance-sets.ts';
import { loadBuiltIndex } from './relevance.ts';
import type { LoadedIndex } from '../../shared/search/loaded.ts';
import { flattenGroups, searchIndex } from '../../shared/search/rank.ts';

/** The longest plain lower-case word of a query of at least `min` letters, by position, or -1. */
function longestWord(words: readonly string[], min: number): number {
  let at = -1;
  words.forEach((w, i) => {
    if (/^[a-z]+$/.test(w) && w.length >= min && w.length > (words[at] ?? '').length) at = i;
  });
  return at;
}

/** A query with its longest word (of `min` letters or more) changed by `slip` at its middle letter, or the query itself. */
function withSlip(query: string, min: number, slip: (word: string, middle: number) => string): string {
  const words = query.split(' ');
  const at = longestWord(words, min);
  const word = words[at];
  if (word === undefined) return query;
  words[at] = slip(word, Math.floor(word.length / 2));
  return words.join(' ');
}

/** A key beside each letter on a QWERTY keyboard (one of several), for the slip of a finger. */
const NEXT_KEY: Readonly<Record<string, string>> = { a: 's', b: 'v', c: 'x', d: 's', e: 'r', f: 'g', g: 'h', h: 'j', i: 'o', j: 'k', k: 'l', l: 'k', m: 'n', n: 'm', o: 'i', p: 'o', q: 'w', r: 'e', s: 'a', t: 'r', u: 'y', v: 'c', w: 'e', x: 'z', y: 'u', z: 'x' };

/** Verbs a task starts with, before which a reader may write 'how to'. */
const TASK_START = /^(?:add|use|set|enable|disable|split|load|configure|create|remove|change|import|run|make|write|reduce|exclude|generate|serve|keep|get|build)\b/i;

/** The forms, by name: each takes a tuning query (and the index's words) and gives the query as a reader might also type it. */
export const VARIANT_FORMS: Readonly<Record<string, (query: string, vocabulary: ReadonlySet<string>) => string>> = {
  'lower case': (q) =>
    q
      .toLowerCase()
      .replace(/['"`]/g, '')
      .replace(/^(?:uncaught )?(?:\w*error: )+/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  'first capital': (q) => q.charAt(0).toUpperCase() + q.slice(1),
  'webpack first': (q) => (/webpack/i.test(q) || q.split(' ').length > 4 ? q : `webpack ${q}`),
  'webpack last': (q) => (/webpack/i.test(q) || q.split(' ').length > 4 ? q : `${q} webpack`),
  'letter left out': (q) => withSlip(q, 7, (w, m) => w.slice(0, m) + w.slice(m + 1)),
  'letter doubled': (q) => withSlip(q, 6, (w, m) => w.slice(0, m + 1) + w.slice(m)),
  'key beside': (q) => withSlip(q, 6, (w, m) => w.slice(0, m) + (NEXT_KEY[w[m] ?? ''] ?? w[m] ?? '') + w.slice(m + 1)),
  'letters swapped': (q) => withSlip(q, 6, (w, m) => (w[m] === w[m + 1] ? w : w.slice(0, m) + (w[m + 1] ?? '') + (w[m] ?? '') + w.slice(m + 2))),
  'other number': (q, vocabulary) => {
    const words = q.split(' ');
    const last = words[words.length - 1] ?? '';
    if (words.length > 3 || !/^[a-z]{4,}$/.test(last)) return q;
    const other = last.endsWith('s') ? last.slice(0, -1) : `${last}s`;
    return vocabulary.has(other) ? [...words.slice(0, -1), other].join(' ') : q;
  },
  'how to': (q) => (q.split(' ').length >= 2 && TASK_START.test(q) ? `how to ${q}` : q),
};

/** One form's effect on the queries it changes. */
export interface VariantCounts {
  /** Queries the form changes. */
  changed: number;
  /** Of those, queries whose first result answers as typed but not in the form. */
  lost: string[];
  /** Of those, queries whose first result answers in the form but not as typed. */
  gained: string[];
}

/** Scores every form on `cases`, each changed query against its own labels. */
export function variantReport(index: LoadedIndex, cases: readonly RelevanceCase[]): Record<string, VariantCounts> {
  const first = (query: string, c: RelevanceCase): boolean => {
    const top = flattenGroups(searchIndex(index, query))[0];
    return top !== undefined && answers(top.url, c);
  };
  const report: Record<string, VariantCounts> = Object.fromEntries(Object.keys(VARIANT_FORMS).map((name) => [name, { changed: 0, lost: [], gained: [] }]));
  for (const c of cases) {
    // The query as typed is searched once, whatever number of forms change it.
    let typed: boolean | undefined;
    for (const [name, form] of Object.entries(VARIANT_FORMS)) {
      const other = form(c.query, index.vocabulary);
      const counts = report[name];
      if (other === c.query || counts === undefined) continue;
      counts.changed += 1;
      typed ??= first(c.query, c);
      const written = first(other, c);
      if (typed && !written) counts.lost.push(`${c.query} → ${other}`);
      if (!typed && written) counts.gained.push(`${c.query} → ${other}`);
    }
  }
  return report;
}

/** Every tuning query (the readers' tuning half on its refreshed labels and the later tuning sets). */
export async function tuningCases(): Promise<RelevanceCase[]> {
  const cases = [...withRefreshed(await loadRelevanceCases(RELEVANCE_SETS.tuning), await loadRefreshed()).cases];
  for (const name of LATER_TUNING_SETS) cases.push(...(await loadRelevanceCases(RELEVANCE_SETS[name])));
  return cases;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist';
  const { index } = await loadBuiltIndex(dir);
  const cases = await tuningCases();
  console.log(`${cases.length} tuning queries; per form: queries changed, first place lost, first place gained`);
  for (const [name, c] of Object.entries(variantReport(index, cases))) {
    console.log(`${name.padEnd(16)} ${String(c.changed).padStart(5)} ${String(c.lost.length).padStart(5)} ${String(c.gained.length).padStart(5)}`);
    if (process.argv.includes('--show')) for (const q of [...c.lost.map((x) => `  lost   ${x}`), ...c.gained.map((x) => `  gained ${x}`)]) console.log(q);
  }
}
