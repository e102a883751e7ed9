import { describe, expect, it } from 'vitest';
import { breakPoints } from './breakPoints.ts';

describe('break points of long names', () => {
  it('cuts a path after each dot and slash, keeping every character', () => {
    expect(breakPoints('optimization.splitChunks.cacheGroups')).toEqual(['optimization.', 'splitChunks.', 'cacheGroups']);
    expect(breakPoints('output.library.type/umd')).toEqual(['output.', 'library.', 'type/', 'umd']);
  });

  it('cuts a name without dots between its camel-case words', () => {
    expect(breakPoints('NormalModuleReplacementPlugin')).toEqual(['Normal', 'Module', 'Replacement', 'Plugin']);
    expect(breakPoints('DLL Plugin')).toEqual(['DLL Plugin']);
  });

  it('leaves other text alone', () => {
    expect(breakPoints('Getting Started')).toEqual(['Getting Started']);
    expect(breakPoints('ends.')).toEqual(['ends.']);
    expect(breakPoints('')).toEqual(['']);
  });
});
