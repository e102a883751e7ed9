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
import { internalsOf, passesOf } from './scorer-passes.ts';

/** What `scoreQuery` returns. */
export interface ScoredQuery {
  /** How many records matched (MiniSearch's `results.length`). */
  count: number;
  /** The first `limit` results, equal to the start of `engine.search(query, options)`. */
  results: SearchResult[];
  /** Every indexed term that matched, with the records of each field holding it (short ids). */
  matched: Array<{ term: string; docs: Int32Array[] }>;
  /** One more than the largest short id (the size of an array indexed by record). */
  space: number;
}

/** Positions of the first `limit` scores in MiniSearch's order: higher first, equal ones as they came (a stable sort's start). */
export function firstByScore(scores: Float64Array, limit: number): number[] {
  const n = scores.length;
  let picked: number[];
  if (limit >= n) picked = Array.from({ length: n }, (_, p) => p);
  else if (limit <= 0) return [];
  else {
    const threshold = scores.slice().sort()[n - limit] ?? 0;
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

/** A result being rebuilt: its match per query term, merged as MiniSearch's OR merges them. */
interface Entry {
  spec: number;
  local: Record<string, string[]> | undefined;
  match: Record<string, string[]> | undefined;
  terms: string[];
}

function flush(entry: Entry, specTerms: readonly string[]): void {
  if (entry.local === undefined) return;
  const source = specTerms[entry.spec] ?? '';
  if (entry.match === undefined) {
    entry.match = entry.local;
    entry.terms = [source];
  } else {
    Object.assign(entry.match, entry.local);
    if (!entry.terms.includes(source)) entry.terms.push(source);
  }
  entry.local = undefined;
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
  const { steps, specTerms, matched } = passes;
  const space = internals._nextId;
  const specScore = new Float64Array(space);
  const inSpec = new Int32Array(space);
  const total = new Float64Array(space);
  // How many distinct query terms reached each record (MiniSearch's `quality`); 0: not a result.
  const quality = new Int32Array(space);
  const order: number[] = [];
  // A query term that comes twice counts once per record: the records its earlier passes reached.
  const firstOf = specTerms.map((t) => specTerms.indexOf(t));
  const marks = new Map<number, Uint8Array>();
  firstOf.forEach((first, s) => {
    if (first !== s && !marks.has(first)) marks.set(first, new Uint8Array(space));
  });
  let at = 0;
  for (let s = 0; s < specTerms.length; s += 1) {
    const touched: number[] = [];
    for (let step = steps[at]; step !== undefined && step.spec === s; step = steps[(at += 1)]) {
      const { docs, raw } = step.postings;
      const weight = step.weight;
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
  }
  const scores = new Float64Array(order.length);
  order.forEach((doc, p) => {
    scores[p] = (total[doc] ?? 0) * (quality[doc] ?? 1);
  });
  const top = firstByScore(scores, limit).map((p) => order[p] ?? 0);
  // Rebuild the shown results' `match` and `terms` by going over the same passes for them alone.
  const slot = new Int32Array(space).fill(-1);
  const entries: Entry[] = top.map((doc, e) => {
    slot[doc] = e;
    return { spec: -1, local: undefined, match: undefined, terms: [] };
  });
  for (const step of steps) {
    const { docs } = step.postings;
    for (let i = 0; i < docs.length; i += 1) {
      const entry = entries[slot[docs[i] ?? 0] ?? -1];
      if (entry === undefined) continue;
      if (entry.spec !== step.spec) {
        flush(entry, specTerms);
        entry.spec = step.spec;
        entry.local = { [step.term]: [step.field] };
        continue;
      }
      const local = entry.local ?? {};
      const fields = Object.prototype.hasOwnProperty.call(local, step.term) ? local[step.term] : undefined;
      if (fields !== undefined) fields.push(step.field);
      else local[step.term] = [step.field];
    }
  }
  const results = top.map((doc, e): SearchResult => {
    const entry = entries[e] as Entry;
    flush(entry, specTerms);
    const match = entry.match ?? {};
    const result: SearchResult = { id: internals._documentIds.get(doc), score: (total[doc] ?? 0) * (quality[doc] ?? 1), terms: Object.keys(match), queryTerms: entry.terms, match };
    return Object.assign(result, internals._storedFields.get(doc));
  });
  return { count: order.length, results, matched: [...matched].map(([term, docs]) => ({ term, docs })), space };
}
