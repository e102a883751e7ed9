import { describe, expect, it } from 'vitest';
import { breakPoints } from './breakPoints.ts';

describe('break points of long names', () => {
  it('cuts after each dot and slash, keeping every character', () => {
    expect(breakPoints('optimization.splitChunks.cacheGroups')).toEqual(['optimization.', 'splitChunks.', 'cacheGroups']);
    expect(breakPoints('output.library.type/umd')).toEqual(['output.', 'library.', 'type/', 'umd']);
    expect(breakPoints('Getting Started')).toEqual(['Getting Started']);
    expect(breakPoints('ends.')).toEqual(['ends.']);
    expect(breakPoints('')).toEqual(['']);
  });
});
