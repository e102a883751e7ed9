/**
 * MiniSearch's `search` for an OR query, computed over the engine's own data in typed arrays:
 * the same results, scores (every addition in the same order), ties and `match` objects, in less
 * time. MiniSearch builds a result object per record per query term and merges them; most of a
 * warm query went there and into the garbage it left (issue #23). Here each term's postings are
 * read once into arrays with their BM25 scores (`scorer-passes.ts`, per engine state), scores add up in
 * arrays, and result objects are built only for the first `limit` results, which is all the
 * re-ranking reads; for the rest it needs only which records each matched term reached
 * (`ScoredQuery.matched`).
 *
 * It reads MiniSearch 7's private fields. `scoreQuery` returns null when they are not where it
 * expects them, or when the engine holds discarded records (which MiniSearch drops from postings
 * as it meets them): the caller then uses `engine.search`. `scorer.test.ts` compares the two.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import { internalsOf, passesOf, type Passes } from './scorer-passes.ts';

/** What `scoreQuery` returns. */
export interface ScoredQuery {
  /** How many records matched (MiniSearch's `results.length`). */
  count: number;
  /** The first `limit` results, equal to the start of `engine.search(query, options)`. */
  results: SearchResult[];
  /** Every indexed term that matched, with the records of each field holding it (short ids); a term may come more than once. */
  matched: ReadonlyArray<{ term: string; docs: readonly Int32Array[] }>;
  /** One more than the largest short id (the size of an array indexed by record). */
  space: number;
}

/** The value `rank` places from the top (0: the largest) of `values`, which it reorders (Hoare's selection). */
export function nthLargest(values: Float64Array, rank: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] ?? 0) > pivot) i += 1;
      while ((values[j] ?? 0) < pivot) j -= 1;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (rank <= j) hi = j;
    else if (rank >= i) lo = i;
    else break;
  }
  return values[rank] ?? 0;
}

/** Positions of the first `limit` scores in MiniSearch's order: higher first, equal ones as they came (a stable sort's start). */
export function firstByScore(scores: Float64Array, limit: number): number[] {
  const n = scores.length;
  let picked: number[];
  if (limit <= 0) return [];
  if (limit >= n) picked = Array.from({ length: n }, (_, p) => p);
  else {
    const threshold = nthLargest(scores.slice(), limit - 1);
    let above = 0;
    for (let p = 0; p < n; p += 1) if ((scores[p] ?? 0) > threshold) above += 1;
    let ties = limit - above;
    picked = [];
    for (let p = 0; p < n; p += 1) {
      const score = scores[p] ?? 0;
      if (score > threshold) picked.push(p);
      else if (score === threshold && ties > 0) {
        picked.push(p);
        ties -= 1;
      }
    }
  }
  return picked.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
}

/** Scores added up as MiniSearch's OR adds them: records in the order they first matched, their sums and distinct query terms. */
interface Sums {
  order: number[];
  total: Float64Array;
  quality: Int32Array;
}

/** Adds up every pass: within a query term as `termResults` does, then across query terms as the OR merge does. */
function addUp(passes: Passes, space: number): Sums {
  const { specs, boosts } = passes;
  const specScore = new Float64Array(space);
  const inSpec = new Int32Array(space);
  const total = new Float64Array(space);
  // How many distinct query terms reached each record (MiniSearch's `quality`); 0: not a result.
  const quality = new Int32Array(space);
  const order: number[] = [];
  // A query term that comes twice counts once per record: the records its earlier passes reached.
  const firstOf = specs.map((spec) => specs.findIndex((other) => other.term === spec.term));
  const marks = new Map<number, Uint8Array>();
  firstOf.forEach((first, s) => {
    if (first !== s && !marks.has(first)) marks.set(first, new Uint8Array(space));
  });
  const touched: number[] = [];
  specs.forEach(({ termBoost, passes: n }, s) => {
    touched.length = 0;
    for (let p = 0; p < n.docs.length; p += 1) {
      const docs = n.docs[p] ?? new Int32Array(0);
      const raw = n.raw[p] ?? new Float64Array(0);
      // MiniSearch's `termWeight * termBoost * fieldBoost * docBoost`, in that order (no document boost: 1).
      const weight = (n.termWeight[p] ?? 0) * termBoost * (boosts[n.fieldIndex[p] ?? 0] ?? 1) * 1;
      for (let i = 0; i < docs.length; i += 1) {
        const doc = docs[i] ?? 0;
        const score = weight * (raw[i] ?? 0);
        if (inSpec[doc] === s + 1) specScore[doc] = (specScore[doc] ?? 0) + score;
        else {
          inSpec[doc] = s + 1;
          specScore[doc] = score;
          touched.push(doc);
        }
      }
    }
    const first = firstOf[s] ?? s;
    const mark = marks.get(first);
    for (const doc of touched) {
      if (quality[doc] === 0) {
        quality[doc] = 1;
        total[doc] = specScore[doc] ?? 0;
        order.push(doc);
      } else {
        total[doc] = (total[doc] ?? 0) + (specScore[doc] ?? 0);
        if (first === s || mark?.[doc] === 0) quality[doc] = (quality[doc] ?? 0) + 1;
      }
      if (mark !== undefined) mark[doc] = 1;
    }
  });
  return { order, total, quality };
}

/** A result being rebuilt: its match per query term, merged as MiniSearch's OR merges them. */
interface Entry {
  spec: number;
  local: Record<string, string[]> | undefined;
  match: Record<string, string[]> | undefined;
  terms: string[];
}

function flush(entry: Entry, source: string): void {
  if (entry.local === undefined) return;
  if (entry.match === undefined) {
    entry.match = entry.local;
    entry.terms = [source];
  } else {
    Object.assign(entry.match, entry.local);
    if (!entry.terms.includes(source)) entry.terms.push(source);
  }
  entry.local = undefined;
}

/** The `match` and query terms of the given records, by going over the same passes for them alone. */
function matchesOf(passes: Passes, top: readonly number[], space: number): Entry[] {
  const slot = new Int32Array(space).fill(-1);
  const entries: Entry[] = top.map((doc, e) => {
    slot[doc] = e;
    return { spec: -1, local: undefined, match: undefined, terms: [] };
  });
  passes.specs.forEach(({ passes: n }, spec) => {
    for (let p = 0; p < n.docs.length; p += 1) {
      const docs = n.docs[p] ?? new Int32Array(0);
      const term = n.term[p] ?? '';
      const field = n.field[p] ?? '';
      for (let i = 0; i < docs.length; i += 1) {
        const at = slot[docs[i] ?? 0] ?? -1;
        const entry = at < 0 ? undefined : entries[at];
        if (entry === undefined) continue;
        if (entry.spec !== spec) {
          flush(entry, passes.specs[entry.spec]?.term ?? '');
          entry.spec = spec;
          entry.local = { [term]: [field] };
          continue;
        }
        const local = entry.local ?? {};
        const fields = Object.prototype.hasOwnProperty.call(local, term) ? local[term] : undefined;
        if (fields !== undefined) fields.push(field);
        else local[term] = [field];
      }
    }
  });
  for (const entry of entries) flush(entry, passes.specs[entry.spec]?.term ?? '');
  return entries;
}

/**
 * `engine.search(query, options)` for an OR query: how many records match, the first `limit`
 * results (equal to the start of MiniSearch's list), and the records each matched term reached.
 * Null when the engine's internals are not as expected: call `engine.search` then.
 */
export function scoreQuery(engine: MiniSearch, query: string, options: SearchOptions, limit: number): ScoredQuery | null {
  const internals = internalsOf(engine);
  const passes = internals === null ? null : passesOf(internals, query, options);
  if (internals === null || passes === null) return null;
  const space = internals._nextId;
  const { order, total, quality } = addUp(passes, space);
  const scores = new Float64Array(order.length);
  order.forEach((doc, p) => {
    scores[p] = (total[doc] ?? 0) * (quality[doc] ?? 1);
  });
  const top = firstByScore(scores, limit).map((p) => order[p] ?? 0);
  const entries = matchesOf(passes, top, space);
  const results = top.map((doc, e): SearchResult => {
    const entry = entries[e];
    const match = entry?.match ?? {};
    const result: SearchResult = { id: internals._documentIds.get(doc), score: (total[doc] ?? 0) * (quality[doc] ?? 1), terms: Object.keys(match), queryTerms: entry?.terms ?? [], match };
    return Object.assign(result, internals._storedFields.get(doc));
  });
  return { count: order.length, results, matched: passes.specs.flatMap((spec) => spec.passes.matched), space };
}
