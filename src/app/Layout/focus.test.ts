import { describe, expect, it } from 'vitest';
import { firstInView } from './focus.ts';

describe('firstInView', () => {
  it('takes the first candidate wholly between its own top limit and the viewport bottom', () => {
    const heading = { top: 120, bottom: 170, visibleFrom: 100 };
    const home = { top: 10, bottom: 40, visibleFrom: 0 };
    expect(firstInView([heading, home], 900)).toBe(0);
  });

  it('passes over a heading under the sticky header or below the fold, and a missing one', () => {
    const home = { top: 10, bottom: 40, visibleFrom: 0 };
    expect(firstInView([{ top: 60, bottom: 110, visibleFrom: 100 }, home], 900)).toBe(1);
    expect(firstInView([{ top: 880, bottom: 930, visibleFrom: 100 }, home], 900)).toBe(1);
    expect(firstInView([undefined, home], 900)).toBe(1);
  });

  it('is -1 when nothing is in view, a box of no height included', () => {
    expect(firstInView([{ top: -400, bottom: -350, visibleFrom: 0 }, { top: 20, bottom: 20, visibleFrom: 0 }], 900)).toBe(-1);
  });
});
