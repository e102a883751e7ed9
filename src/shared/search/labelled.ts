/**
 * Titles and headings as the re-ranking reads them (`labelOf`, cached per index), and the
 * records labelled by the query itself, which are re-ranked however low MiniSearch put them.
 */
import type { SearchResult } from 'minisearch';
import { contentWords } from './priors.ts';
import { chunksOf, type QueryPlan } from './query-plan.ts';
import type { LoadedIndex } from './loaded.ts';
import type { SearchTables } from './records.ts';
import { headingKeys } from './tokenize.ts';

/** What the re-ranking reads from a title or heading, computed once per label. */
export interface LabelInfo {
  /** Whole terms, space-joined (compared with the query by `labelMatch`). */
  normalized: string;
  /** Stemmed content words (see `saysShare`). */
  words: string[];
  /** Whether the label names identifiers (an option or hook heading such as `watchOptions.poll`). */
  name: boolean;
}

const labelCache = new WeakMap<SearchTables, Map<number, LabelInfo>>();

/** The label of a record (`id`) or of a page (`-1 - page`). */
export function labelOf(tables: SearchTables, id: number, text: string): LabelInfo {
  let cache = labelCache.get(tables);
  if (cache === undefined) labelCache.set(tables, (cache = new Map<number, LabelInfo>()));
  let label = cache.get(id);
  if (label === undefined) cache.set(id, (label = { normalized: chunksOf(text).normalized, words: contentWords(text), name: headingKeys(text).length > 0 }));
  return label;
}

/** Pages by their title's terms, sections by `roughKey`, and the pages whose own record was read. */
interface LabelTables {
  pages: Map<string, number[]>;
  sections: Map<string, number[]>;
  seen: Set<number>;
}

const labelledRecords = new WeakMap<SearchTables, LabelTables>();

/** How many sections of one heading are kept for it ('Options' heads hundreds of README sections). */
const PER_HEADING = 24;

/**
 * A label's runs of letters and digits, lower-cased without accents, one-letter runs left out as
 * the tokenizer leaves out one-letter words: cheap, and the same for a heading and for its whole
 * terms (`chunksOf(heading).normalized`), so it can pick the headings to analyse.
 */
export function roughKey(text: string): string {
  // 'The compiler' is found by 'compiler' (`sideRecords`); the exact labels compare whole terms anyway.
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((run) => run.length > 1 || /^\d$/.test(run))
    .join(' ')
    .replace(/^(?:the|an) /, '');
}

/**
 * Each page's own record by the whole terms of its title, and the sections by the rough form of
 * their heading (`roughKey`), computed once per index. Headings are not analysed here: the
 * first query would pay for all of them (a tenth of a second on a phone).
 */
function labelTables(tables: SearchTables): LabelTables {
  const known = labelledRecords.get(tables);
  if (known !== undefined) return known;
  const made = { pages: new Map<string, number[]>(), sections: new Map<string, number[]>(), seen: new Set<number>() };
  addRecords(tables, 0, made);
  labelledRecords.set(tables, made);
  return made;
}

/** Adds the records of `tables` from `first` on to `made`. */
function addRecords(tables: SearchTables, first: number, made: LabelTables): void {
  const { pages, sections, seen } = made;
  for (let id = first; id < tables.docs.length; id += 1) {
    const doc = tables.docs[id];
    const page = doc === undefined ? undefined : tables.pages[doc.page];
    if (doc === undefined || page === undefined) continue;
    if (doc.anchor !== '') {
      const key = roughKey(doc.heading);
      const list = sections.get(key);
      if (list === undefined) sections.set(key, [id]);
      else list.push(id);
    } else if (!seen.has(doc.page)) {
      seen.add(doc.page);
      const title = labelOf(tables, -1 - doc.page, page.title).normalized;
      const list = pages.get(title);
      if (list === undefined) pages.set(title, [id]);
      else list.push(id);
    }
  }
}

/**
 * Carries what the first queries made for `from` over to `to`, which holds `from`'s records and
 * pages followed by more (the reference shard merged, `shard.ts`): every label stays, and only
 * the new records' headings are read. Made again from nothing, they were most of the first query
 * after the merge (about 30 of its 45 ms here).
 */
export function carryLabels(from: SearchTables, to: SearchTables): void {
  const labels = labelCache.get(from);
  if (labels !== undefined && !labelCache.has(to)) labelCache.set(to, labels);
  const made = labelledRecords.get(from);
  if (made === undefined || labelledRecords.has(to)) return;
  const copy = (map: ReadonlyMap<string, number[]>): Map<string, number[]> => new Map([...map].map(([key, ids]) => [key, [...ids]]));
  const carried = { pages: copy(made.pages), sections: copy(made.sections), seen: new Set(made.seen) };
  addRecords(to, from.docs.length, carried);
  labelledRecords.set(to, carried);
}

/** The records labelled by the query: pages titled by it, and up to `PER_HEADING` sections headed by it, in page order. */
export function recordsLabelled(tables: SearchTables, normalized: string): number[] {
  const { pages, sections } = labelTables(tables);
  const headed = (sections.get(roughKey(normalized)) ?? []).filter((id) => labelOf(tables, id, tables.docs[id]?.heading ?? '').normalized === normalized);
  return [...(pages.get(normalized) ?? []), ...headed.slice(0, PER_HEADING)];
}

/** A label's content words in any order, as one key: 'The compiler' and 'compiler' give the same. */
export function wordsKey(words: readonly string[]): string {
  return [...words].sort().join(' ');
}

/** The sections headed by exactly the content words of one side of a comparison (`QueryPlan.compared`), up to `PER_HEADING` a side. */
function sideRecords(tables: SearchTables, plan: QueryPlan): Array<{ id: number; side: string }> {
  const { sections } = labelTables(tables);
  return plan.compared.flatMap((side) => {
    const words = wordsKey(contentWords(side));
    const headed = (sections.get(roughKey(side)) ?? []).filter((id) => wordsKey(labelOf(tables, id, tables.docs[id]?.heading ?? '').words) === words);
    return headed.slice(0, PER_HEADING).map((id) => ({ id, side }));
  });
}

const wholeTerms = (plan: Pick<QueryPlan, 'chunks'>): string[] => plan.chunks.flatMap((list) => list.filter((t) => t.whole).map((t) => t.term));

/**
 * The results, plus the record of every page whose title is the query ('why webpack' → Why
 * webpack) and every section whose heading is ('chunk' → the glossary's Chunk) that MiniSearch
 * ranked below the `reranked` ones, at the lowest score among them: a word every reference entry
 * holds ('webpack', 'chunk') can push the page or entry the reader named out of reach.
 */
export function withLabelledRecords(tables: SearchTables, plan: QueryPlan, results: readonly SearchResult[], reranked: number): readonly SearchResult[] {
  const lowest = results.at(-1)?.score;
  if (lowest === undefined || results.length < reranked) return results;
  const present = new Set(results.map((r) => r['id'] as number));
  const added = (id: number, terms: string[]): SearchResult => ({ id, score: lowest, terms, queryTerms: terms, match: Object.fromEntries(terms.map((t) => [t, ['title']])) });
  const missing = recordsLabelled(tables, plan.normalized).filter((id) => !present.has(id));
  for (const id of missing) present.add(id);
  // Each side of a comparison as its own heading ('The compilation' for 'compiler vs compilation').
  const sides = sideRecords(tables, plan).filter(({ id }) => !present.has(id));
  if (missing.length === 0 && sides.length === 0) return results;
  const terms = wholeTerms(plan);
  return [...results, ...missing.map((id) => added(id, terms)), ...sides.map(({ id, side }) => added(id, wholeTerms(chunksOf(side))))];
}

/**
 * The sections that explain one side each of a comparison ('compiler vs compilation') on a page
 * that explains the other side too (Under the hood's 'The compiler' and 'The compilation', the
 * glossary's two entries): a heading that says exactly the words of one side.
 */
export function comparedSections(index: LoadedIndex, plan: QueryPlan, results: readonly SearchResult[]): Set<number> {
  const found = new Set<number>();
  if (plan.compared.length !== 2) return found;
  const sides = plan.compared.map((side) => wordsKey(contentWords(side)));
  if (sides.includes('') || sides[0] === sides[1]) return found;
  const byPage = new Map<number, Array<{ id: number; side: number }>>();
  for (const result of results) {
    const id = result['id'] as number;
    const doc = index.tables.docs[id];
    if (doc === undefined || doc.anchor === '') continue;
    const side = sides.indexOf(wordsKey(labelOf(index.tables, id, doc.heading).words));
    if (side === -1) continue;
    const list = byPage.get(doc.page) ?? [];
    byPage.set(doc.page, [...list, { id, side }]);
  }
  for (const list of byPage.values()) if (new Set(list.map((s) => s.side)).size === 2) for (const s of list) found.add(s.id);
  return found;
}
