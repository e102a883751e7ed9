import { describe, expect, it } from 'vitest';
import { planQuery } from './query-plan.ts';
import { fixSwappedLetters, swapsOf } from './spelling.ts';

const vocabulary = new Set(['resolve', 'alias', 'contenthash', 'form', 'from', 'entry', 'mode', 'publicpath']);

describe('swapped letters', () => {
  it('finds the indexed words that swapping two neighbouring letters makes', () => {
    expect(swapsOf('alais', vocabulary)).toEqual(['alias']);
    expect(swapsOf('contenthahs', vocabulary)).toEqual(['contenthash']);
    expect(swapsOf('entyr', vocabulary)).toEqual(['entry']);
    expect(swapsOf('alaiss', vocabulary)).toEqual([]);
  });

  it("replaces an unknown plain word by its one swapped spelling, and leaves the rest as typed", () => {
    expect(fixSwappedLetters('resolve alais', vocabulary)).toBe('resolve alias');
    expect(fixSwappedLetters('contenthahs', vocabulary)).toBe('contenthash');
    // Known words, short words, names and words inside paths or quotes stay.
    expect(fixSwappedLetters('resolve alias', vocabulary)).toBe('resolve alias');
    expect(fixSwappedLetters('from mdoe', vocabulary)).toBe('from mdoe');
    expect(fixSwappedLetters('output.publicPtah', vocabulary)).toBe('output.publicPtah');
    expect(fixSwappedLetters('Alais', vocabulary)).toBe('Alais');
    expect(fixSwappedLetters("'alais'", vocabulary)).toBe("'alais'");
  });

  it('leaves a word with two swapped spellings in the index as typed', () => {
    expect(fixSwappedLetters('abcde', new Set(['bacde', 'abced']))).toBe('abcde');
  });

  it('plans the fixed query when the index vocabulary is given', () => {
    expect(planQuery('resolve alais', vocabulary).normalized).toBe('resolve alias');
    expect(planQuery('resolve alais').normalized).toBe('resolve alais');
  });
});
