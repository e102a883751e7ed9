import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { encodeIndex } from './codec.ts';
import { indexRecords, loadIndexFile, type LoadedIndex } from './loaded.ts';
import { ChunkMatcher } from './evidence.ts';
import { fuzzyDistances, planQuery, searchOptionsFor } from './query-plan.ts';
import { buildRecords, indexOptions } from './records.ts';
import { firstByScore, nthLargest, scoreQuery } from './scorer.ts';
import { CORPUS } from './test-corpus.ts';

/** Results as text, keys in their order: equal text is equal results, scores to the last bit. */
const text = (results: readonly SearchResult[]): string => JSON.stringify(results);

/** Queries of every shape the site plans: names, words, messages, typos, placeholders, repeated words. */
const QUERIES = ['output.publicPath', 'publicPath', 'public path', 'publicPaht', 'contenthash', '[contenthash]', 'source maps', 'how to set the public path', 'output output path', 'Module not found', 'devtol', 'plugin', 'p', 'zzzz unknown words'];

function built(): LoadedIndex {
  const records = buildRecords(CORPUS);
  return loadIndexFile(encodeIndex(indexRecords(records).engine, records.tables));
}

/** The site's plans for the queries, and options that exercise MiniSearch's other paths. */
function cases(index: LoadedIndex): Array<[string, SearchOptions]> {
  const planned = QUERIES.map((q): [string, SearchOptions] => {
    const plan = planQuery(q, index.vocabulary);
    return [plan.text, searchOptionsFor(plan, index.vocabulary)];
  });
  return [
    ...planned,
    ['output path public', { prefix: true, fuzzy: 0.2 }],
    ['output output', { prefix: true }],
    ['publik', { fuzzy: 2, weights: { fuzzy: 0.3, prefix: 0.5 }, boost: { title: 3, heading: 0 } }],
    ['output', { bm25: { k: 1.5, b: 0.5, d: 0.2 } }],
  ];
}

describe('scoreQuery', () => {
  it('equals engine.search on a decoded index: every result, score, match and order', () => {
    const index = built();
    for (const [query, options] of cases(index)) {
      const expected = index.engine.search(query, options);
      const all = scoreQuery(index.engine, query, options, Number.POSITIVE_INFINITY);
      expect(all?.count).toBe(expected.length);
      expect(text(all?.results ?? [])).toBe(text(expected));
      for (const limit of [0, 1, 3, 10]) expect(text(scoreQuery(index.engine, query, options, limit)?.results ?? [])).toBe(text(expected.slice(0, limit)));
    }
  });

  it('equals engine.search on an index built in memory, and again after records are added', () => {
    const records = buildRecords(CORPUS);
    const half = Math.floor(records.documents.length / 2);
    const engine = new MiniSearch(indexOptions());
    engine.addAll(records.documents.slice(0, half));
    const queries = cases(indexRecords(records));
    const check = (): void => {
      for (const [query, options] of queries) expect(text(scoreQuery(engine, query, options, Number.POSITIVE_INFINITY)?.results ?? [])).toBe(text(engine.search(query, options)));
    };
    check();
    // Postings and neighbours kept from the first queries must not outlive the records added (the reference shard).
    engine.addAll(records.documents.slice(half));
    check();
  });

  it('lists the records each matched term reached', () => {
    const index = built();
    const plan = planQuery('public path', index.vocabulary);
    const options = searchOptionsFor(plan, index.vocabulary);
    const scored = scoreQuery(index.engine, plan.text, options, Number.POSITIVE_INFINITY);
    const reached = new Map<string, Set<number>>();
    for (const { term, docs } of scored?.matched ?? []) for (const list of docs) for (const doc of list) (reached.get(term) ?? reached.set(term, new Set()).get(term))?.add(doc);
    const expected = new Map<string, Set<number>>();
    for (const r of index.engine.search(plan.text, options)) for (const term of r.terms) (expected.get(term) ?? expected.set(term, new Set()).get(term))?.add(r.id as number);
    expect(reached).toEqual(expected);
  });

  it('gives the chunk weights that the terms of every result give', () => {
    const index = built();
    for (const query of QUERIES) {
      const plan = planQuery(query, index.vocabulary);
      const options = searchOptionsFor(plan, index.vocabulary);
      const scored = scoreQuery(index.engine, plan.text, options, 2);
      const matcher = new ChunkMatcher(plan, fuzzyDistances(plan, index.vocabulary));
      const documents = index.tables.docs.length;
      expect(matcher.weightsOfMatched(scored?.matched ?? [], scored?.space ?? 0, documents)).toEqual(matcher.weights(index.engine.search(plan.text, options), documents));
    }
  });

  it('leaves a query to MiniSearch when it cannot score it the same way', () => {
    const index = built();
    expect(scoreQuery(index.engine, 'output', { combineWith: 'AND' }, 10)).toBeNull();
    expect(scoreQuery(index.engine, 'output', { filter: () => true }, 10)).toBeNull();
    const engine = new MiniSearch(indexOptions());
    engine.addAll(buildRecords(CORPUS).documents);
    engine.discard(0);
    expect(scoreQuery(engine, 'output', {}, 10)).toBeNull();
  });
});

/** A stable sort's first `limit` positions, the plain way. */
const naiveFirst = (scores: readonly number[], limit: number): number[] =>
  scores
    .map((score, p) => ({ score, p }))
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, limit))
    .map(({ p }) => p);

describe('firstByScore and nthLargest', () => {
  it('pick what a stable sort puts first, ties in their order', () => {
    let seed = 7;
    const random = (): number => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let run = 0; run < 200; run += 1) {
      const n = Math.floor(random() * 60);
      // Few distinct values, so that ties are common, and some spread ones.
      const scores = Array.from({ length: n }, () => (random() < 0.5 ? Math.floor(random() * 4) : random() * 10));
      for (const limit of [0, 1, 2, 5, n - 1, n, n + 3]) expect(firstByScore(Float64Array.from(scores), limit)).toEqual(naiveFirst(scores, limit));
      const sorted = [...scores].sort((a, b) => b - a);
      for (let rank = 0; rank < n; rank += 1) expect(nthLargest(Float64Array.from(scores), rank)).toBe(sorted[rank]);
    }
  });
});
