import { describe, expect, it } from 'vitest';
import { sortPages } from './sort.ts';

describe('sortPages', () => {
  it('puts the index first, then sort, then title', () => {
    const pages = [
      { title: 'B', sort: 1 },
      { title: 'Index', sort: -1 },
      { title: 'A', sort: 1 },
      { title: 'Z', sort: 0 },
    ];
    expect(sortPages(pages).map((p) => p.title)).toEqual(['Index', 'Z', 'A', 'B']);
  });

  it('keeps a group together at the place of its first member', () => {
    const pages = [
      { title: 'css-loader', sort: 5, group: 'CSS' },
      { title: 'babel-loader', sort: 1 },
      { title: 'style-loader', sort: 9, group: 'CSS' },
      { title: 'html-loader', sort: 6 },
      { title: 'Loaders', sort: -1 },
    ];
    expect(sortPages(pages).map((p) => p.title)).toEqual(['Loaders', 'babel-loader', 'css-loader', 'style-loader', 'html-loader']);
  });
});
