/** The render pool's hand-out: the group to one worker first, every file once. */
import { describe, expect, it } from 'vitest';
import { takeNext, type HandOut } from './hand-out.ts';

/** Two workers over one pair of counters: files 0 to 2 are the group, 3 to 6 the rest. */
function pool(): { first: HandOut; other: HandOut } {
  const next = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  return { first: { next, groupEnd: 3, total: 7, groupFirst: true }, other: { next, groupEnd: 3, total: 7, groupFirst: false } };
}

describe('takeNext', () => {
  it('gives the group to the first worker and the rest to the others', () => {
    const { first, other } = pool();
    expect([takeNext(first), takeNext(other), takeNext(first), takeNext(other), takeNext(first)]).toEqual([0, 3, 1, 4, 2]);
    // The group is taken: the first worker joins the rest.
    expect([takeNext(first), takeNext(other)]).toEqual([5, 6]);
    expect([takeNext(first), takeNext(other)]).toEqual([-1, -1]);
  });

  it('lets the others help with the group once the rest is taken', () => {
    const { first, other } = pool();
    const taken = [takeNext(first), takeNext(other), takeNext(other), takeNext(other), takeNext(other), takeNext(other), takeNext(first), takeNext(other)];
    expect(taken).toEqual([0, 3, 4, 5, 6, 1, 2, -1]);
  });

  it('hands out every file once, whatever the order of asking', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { first, other } = pool();
      const seen: number[] = [];
      let turn = seed;
      for (;;) {
        // A fixed pseudo-random order of the two workers per seed.
        turn = (turn * 1103515245 + 12345) % 2147483648;
        const i = takeNext(turn % 3 === 0 ? first : other);
        if (i === -1) break;
        seen.push(i);
      }
      expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
  });
});
