/**
 * Splits the readers' relevance set (tests/search/relevance-readers.json) into a tuning half and
 * a held-out half with a fixed, seeded shuffle, so the split is the same on every machine:
 *
 *   npx tsx src/build/search/split-set.ts
 *
 * The shuffle is Fisher–Yates driven by mulberry32 (a 32-bit PRNG by Tommy Ettinger: add
 * 0x6D2B79F5 to the state, then mix with two multiply-xorshift rounds). The first ceil(n / 2)
 * shuffled cases are the tuning half; the rest are held out. Each half keeps the cases in their
 * order in the full set. The cases of tests/search/relevance-tuning-added.json (written later, for
 * tuning only) follow the tuning half's, so adding them moves no case between the halves.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SPLIT_SEED = 20261125;

export interface RelevanceSet<T> {
  $comment: string;
  cases: T[];
}

/** mulberry32: a generator of floats in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy of `items` (Fisher–Yates with mulberry32). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The two halves: `tuning` gets ceil(n / 2) cases, `heldout` the rest, each in input order. */
export function splitCases<T>(cases: readonly T[], seed: number = SPLIT_SEED): { tuning: T[]; heldout: T[] } {
  const order = seededShuffle(
    cases.map((_, i) => i),
    seed,
  );
  const tuningIndexes = new Set(order.slice(0, Math.ceil(cases.length / 2)));
  const tuning: T[] = [];
  const heldout: T[] = [];
  cases.forEach((c, i) => (tuningIndexes.has(i) ? tuning : heldout).push(c));
  return { tuning, heldout };
}

/** Cases for the tuning half only, appended after the split. */
export const TUNING_ADDED = 'relevance-tuning-added.json';

const TUNING_COMMENT =
  'Tuning half of tests/search/relevance-readers.json (seeded split by src/build/search/split-set.ts, seed 20261125). Queries as readers type them, with every acceptable result (url, and the heading anchor when only that section answers). Tune search ranking against this half only. The cases of relevance-tuning-added.json follow (tuning only).';
const HELDOUT_COMMENT =
  'HELD-OUT half of tests/search/relevance-readers.json (seeded split by src/build/search/split-set.ts, seed 20261125). Never look at this file, its queries or its per-query results while tuning search ranking: it exists to measure whether tuning on relevance-tuning.json generalises. Report only its aggregate score.';

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(import.meta.dirname, '../../../tests/search');
  const full = JSON.parse(await readFile(path.join(dir, 'relevance-readers.json'), 'utf8')) as RelevanceSet<unknown>;
  const added = JSON.parse(await readFile(path.join(dir, TUNING_ADDED), 'utf8')) as RelevanceSet<unknown>;
  const { tuning: half, heldout } = splitCases(full.cases);
  const tuning = [...half, ...added.cases];
  const write = (name: string, set: RelevanceSet<unknown>) =>
    writeFile(path.join(dir, name), `${JSON.stringify(set, null, 1)}\n`);
  await write('relevance-tuning.json', { $comment: TUNING_COMMENT, cases: tuning });
  await write('relevance-heldout.json', { $comment: HELDOUT_COMMENT, cases: heldout });
  console.log(`relevance-readers.json: ${full.cases.length} cases → ${half.length} tuning (+ ${added.cases.length} from ${TUNING_ADDED}), ${heldout.length} held out`);
}
