import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mulberry32, seededShuffle, splitCases, SPLIT_SEED, TUNING_ADDED, type RelevanceSet } from './split-set.ts';

interface Case {
  query: string;
  kind: string;
  accept: { url: string; anchor?: string }[];
}

const dir = path.resolve(import.meta.dirname, '../../../tests/search');
const load = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as RelevanceSet<Case>;

describe('mulberry32', () => {
  it('gives the same floats in [0, 1) for the same seed', () => {
    const a = mulberry32(SPLIT_SEED);
    const b = mulberry32(SPLIT_SEED);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    // Reference value of the published algorithm for seed 1.
    expect(mulberry32(1)()).toBeCloseTo(0.6270739405881613, 15);
  });
});

describe('seededShuffle', () => {
  it('is a permutation and depends on the seed', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = seededShuffle(items, SPLIT_SEED);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(seededShuffle(items, SPLIT_SEED + 1)).not.toEqual(shuffled);
  });
});

describe('splitCases', () => {
  const full = load('relevance-readers.json').cases;
  const { tuning, heldout } = splitCases(full);

  it('is deterministic', () => {
    expect(splitCases(full)).toEqual({ tuning, heldout });
  });

  it('gives disjoint halves that together cover every case, about half each', () => {
    const t = new Set(tuning.map((c) => c.query));
    expect(heldout.some((c) => t.has(c.query))).toBe(false);
    expect(tuning.length + heldout.length).toBe(full.length);
    expect(new Set([...tuning, ...heldout].map((c) => c.query))).toEqual(new Set(full.map((c) => c.query)));
    expect(tuning.length - heldout.length).toBeGreaterThanOrEqual(0);
    expect(tuning.length - heldout.length).toBeLessThanOrEqual(1);
  });

  it('matches the committed tuning and held-out files (the tuning-only cases after the tuning half)', () => {
    expect(load('relevance-tuning.json').cases).toEqual([...tuning, ...load(TUNING_ADDED).cases]);
    expect(load('relevance-heldout.json').cases).toEqual(heldout);
  });

  it('adds no held-out query to the tuning half', () => {
    const held = new Set(heldout.map((c) => c.query.toLowerCase()));
    expect(load(TUNING_ADDED).cases.filter((c) => held.has(c.query.toLowerCase()))).toEqual([]);
  });
});
