/**
 * Where a record matched each word of the query, weighed. MiniSearch adds up BM25 over fields,
 * so an option whose name holds one word of 'Invalid Host header' ('invalid') outscores the
 * section whose text says all three. Here each chunk of the query (a word or an identifier)
 * counts once per record, by the strongest field it matched in (the record's own name over its
 * body keywords over the page around it) and by how rare it is among the results (a word half
 * the site says tells little). The share of the query a record answers this way scales its score.
 */
import type { SearchResult } from 'minisearch';
import { boundedDistance } from './labels.ts';
import { rootOf } from './lemma.ts';
import type { QueryPlan } from './query-plan.ts';
import { RANKING } from './ranking-params.ts';
import { ASKS_FIELD } from './tokenize.ts';

/** How much a match in each field says about the record: its name, its own text, its surroundings. */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = RANKING.evidence;

/** Weight of a chunk that is a stop word ('how', 'to', 'with'). */
const STOP_CHUNK = 0.15;

/** A query term a match counts for: its chunk, and which of the chunk's parts it is (-1: the whole chunk). */
interface Slot {
  chunk: number;
  part: number;
  /** Share of the chunk's credit it earns (another form of the word earns `FORM_CREDIT`, a longer word `PREFIX_CREDIT`). */
  credit: number;
}

/** Credit of another form of a reader's word ('cache' for 'caching'): the word itself counts more. */
export const FORM_CREDIT = 0.8;

/**
 * Credit of a longer word the reader's begins ('variables', 'paths' for 'variable path') or of a
 * near spelling: the word as typed counts a little more. 0.93 to 0.95 gave the tuning sets +4 −1
 * (session 39); 0.8 and 0.9 traded more queries both ways.
 */
export const PREFIX_CREDIT = 0.95;

/**
 * Credit of another spelling one edit from a word the index holds, which was typed right: 'pile'
 * is no 'file', though MiniSearch finds it. One holding the word or held by it ('resolve' for
 * 'resolver', '@import' for 'import') or of its root ('caches' for 'cached') is a form of it and
 * keeps `PREFIX_CREDIT`; an irregular form ('built' for 'build') gets the half. 0.5 and 0 gave
 * the tuning sets +1 hit@1 and +3 hit@5, −0 (session 40); British and American spellings are both
 * in the index ('optimisation', 'optimization'), so half.
 */
export const EDIT_OF_KNOWN = 0.5;

/** How much matching every part of a compound chunk, but not the whole, counts ('source' and 'map' for 'hidden-source-map'). */
const PARTS_SHARE = 0.7;

/** Matches indexed terms to the query's chunks (cached per query). */
export class ChunkMatcher {
  readonly #plan: QueryPlan;
  readonly #distances: ReadonlyMap<string, number>;
  readonly #cache = new Map<string, readonly Slot[]>();
  /** Query terms with the slots they fill. */
  readonly #sources: Array<{ term: string; slots: Slot[]; near: Slot[]; edited: Slot[]; prefix: boolean; root?: string }> = [];
  /** The words the index holds: a query word among them was typed right. */
  readonly #known: ReadonlySet<string>;
  /** Parts per chunk. */
  readonly #parts: number[];

  constructor(plan: QueryPlan, distances: ReadonlyMap<string, number>, known: ReadonlySet<string> = new Set()) {
    this.#plan = plan;
    this.#known = known;
    this.#distances = distances;
    this.#parts = plan.chunks.map((terms) => terms.filter((t) => !t.whole).length);
    plan.chunks.forEach((terms, chunk) => {
      let part = 0;
      for (const t of terms) {
        this.#add(t.term, [{ chunk, part: t.whole ? -1 : part++, credit: 1 }], t.term.length >= 3 && !t.stop);
      }
    });
    for (const e of plan.expansions) {
      const typed = e.covers.map((chunk) => {
        const whole = plan.chunks[chunk]?.find((t) => t.whole);
        return { chunk, root: rootOf(whole?.term ?? ''), stop: whole?.stop === true };
      });
      for (const term of e.terms) {
        // A word the phrase and its expansion share answers only itself (and the stop words the
        // phrase covers: the article of 'load the fonts' → 'loading'): the 'cache' of 'persistent
        // cache' → 'cache' is no 'persistent' (the browser-caching guide is titled 'Caching').
        const root = rootOf(term);
        const own = typed.some((c) => c.root === root) ? typed.filter((c) => c.root === root || c.stop) : typed;
        this.#add(term, own.map(({ chunk }) => ({ chunk, part: -1, credit: 1 })), false);
      }
    }
    for (const f of plan.forms) for (const term of f.terms) this.#add(term, [{ chunk: f.chunk, part: -1, credit: FORM_CREDIT }], false);
  }

  /** A query term, with the slots it fills as typed and, for less, as the start of a longer word or a near spelling. */
  #add(term: string, slots: Slot[], prefix: boolean): void {
    const near = slots.map((slot) => ({ ...slot, credit: slot.credit * PREFIX_CREDIT }));
    this.#sources.push({ term, slots, near, edited: this.#known.has(term) ? slots.map((slot) => ({ ...slot, credit: slot.credit * EDIT_OF_KNOWN })) : near, prefix });
  }

  /** The slots an indexed term fills. */
  slotsOf(indexed: string): readonly Slot[] {
    let found = this.#cache.get(indexed);
    if (found === undefined) {
      const out: Slot[] = [];
      for (const s of this.#sources) {
        const d = this.#distances.get(s.term);
        if (indexed === s.term) out.push(...s.slots);
        else if (s.prefix && indexed.startsWith(s.term)) out.push(...s.near);
        else if (d !== undefined && boundedDistance(indexed, s.term, d) <= d) {
          // A form of the word: one holding it or held by it, or of its root (the root read once per term, and only for a word typed right).
          const form = s.edited === s.near || indexed.includes(s.term) || s.term.includes(indexed) || rootOf(indexed) === (s.root ??= rootOf(s.term));
          out.push(...(form ? s.near : s.edited));
        }
      }
      found = out;
      this.#cache.set(indexed, found);
    }
    return found;
  }

  /** Weight of each chunk: rarer among the results weighs more; stop words little. */
  weights(results: readonly SearchResult[], documents: number): number[] {
    const df = this.#plan.chunks.map(() => 0);
    const seen = new Set<number>();
    for (const r of results) {
      seen.clear();
      for (const term of r.terms) for (const slot of this.slotsOf(term)) seen.add(slot.chunk);
      for (const c of seen) df[c] = (df[c] ?? 0) + 1;
    }
    return this.#idf(df, documents);
  }

  /**
   * `weights` from the records each matched term reached (`ScoredQuery.matched` of `scorer.ts`)
   * rather than from every result's terms: a chunk's count is the records any of its terms reached.
   */
  weightsOfMatched(matched: ReadonlyArray<{ term: string; docs: readonly Int32Array[] }>, space: number, documents: number): number[] {
    // Each matched term's records, under every chunk it fills.
    const byChunk = this.#plan.chunks.map((): Array<readonly Int32Array[]> => []);
    for (const { term, docs } of matched) {
      let last = -1;
      for (const { chunk } of this.slotsOf(term)) {
        if (chunk !== last) byChunk[chunk]?.push(docs);
        last = chunk;
      }
    }
    const stamp = new Int32Array(space);
    const df = byChunk.map((lists, chunk) => {
      let count = 0;
      for (const docs of lists) {
        for (const list of docs) {
          for (let i = 0; i < list.length; i += 1) {
            const doc = list[i] ?? 0;
            if (stamp[doc] === chunk + 1) continue;
            stamp[doc] = chunk + 1;
            count += 1;
          }
        }
      }
      return count;
    });
    return this.#idf(df, documents);
  }

  #idf(df: readonly number[], documents: number): number[] {
    return this.#plan.chunks.map((terms, i) => {
      const idf = Math.log(1 + documents / (1 + (df[i] ?? 0)));
      return terms.every((t) => t.stop) ? idf * STOP_CHUNK : idf;
    });
  }

  /**
   * Share of the query (by chunk weight) a result answers: each chunk by the strongest field its
   * whole term matched in, or, short of that, by its parts' fields.
   */
  answered(result: SearchResult, weights: readonly number[]): number {
    const whole = weights.map(() => 0);
    const parts = this.#parts.map((n) => new Array<number>(n).fill(0));
    for (const [term, fields] of Object.entries(result.match)) {
      let strongest = 0;
      let strongestPart = 0;
      for (const f of fields) {
        const weight = FIELD_WEIGHTS[f] ?? 0;
        strongest = Math.max(strongest, weight);
        // Readers' words answer a name only whole: 'terser' in a phrase is not 'TerserPlugin'.
        if (f !== ASKS_FIELD) strongestPart = Math.max(strongestPart, weight);
      }
      for (const { chunk, part, credit } of this.slotsOf(term)) {
        const list = part === -1 ? whole : parts[chunk];
        const at = part === -1 ? chunk : part;
        const weight = (part === -1 ? strongest : strongestPart) * credit;
        if (list !== undefined && weight > (list[at] ?? 0)) list[at] = weight;
      }
    }
    let total = 0;
    let got = 0;
    weights.forEach((w, i) => {
      const p = parts[i] ?? [];
      const byParts = p.length === 0 ? 0 : (PARTS_SHARE * p.reduce((a, b) => a + b, 0)) / p.length;
      total += w;
      got += w * Math.max(whole[i] ?? 0, byParts);
    });
    return total === 0 ? 0 : got / total;
  }
}
