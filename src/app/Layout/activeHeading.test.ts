import { describe, expect, it } from 'vitest';
import { activeHeadingId } from './activeHeading.ts';

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }));

describe('activeHeadingId', () => {
  it('is null before the first heading reaches the line', () => {
    expect(activeHeadingId(at(300, 900), 100, false, 800)).toBeNull();
    expect(activeHeadingId([], 100, false, 800)).toBeNull();
  });

  it('is the last heading whose top has passed the line', () => {
    expect(activeHeadingId(at(-500, 40, 100, 700), 100, false, 800)).toBe('h2');
    expect(activeHeadingId(at(-500, 40, 101, 700), 100, false, 800)).toBe('h1');
  });

  it('at the end of the page takes the last heading in view', () => {
    expect(activeHeadingId(at(-500, 40, 300, 700), 100, true, 800)).toBe('h3');
    expect(activeHeadingId(at(-500, 40, 300, 900), 100, true, 800)).toBe('h2');
  });
});
