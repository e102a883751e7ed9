import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('output', 'output', 3)).toBe(0);
    expect(editDistance('outpt', 'output', 3)).toBe(1);
    expect(editDistance('outputs', 'output', 3)).toBe(1);
    expect(editDistance('outpat', 'output', 3)).toBe(1);
    expect(editDistance('outptu', 'output', 3)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('stops at max + 1', () => {
    expect(editDistance('zzzz', 'output', 2)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3);
  });
});
