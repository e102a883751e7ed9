import { describe, expect, it } from 'vitest';
import { hasOnThisPage, nestAnchors } from './anchors.ts';

describe('nestAnchors', () => {
  it('nests h3 under the h2 before it', () => {
    const tree = nestAnchors([
      { title: 'A', id: 'a', level: 2 },
      { title: 'A1', id: 'a1', level: 3 },
      { title: 'B', id: 'b', level: 2 },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[0]?.children.map((n) => n.id)).toEqual(['a1']);
  });

  it('treats the shallowest level present as the top, even when it is h3', () => {
    const tree = nestAnchors([
      { title: 'X', id: 'x', level: 3 },
      { title: 'Y', id: 'y', level: 3 },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['x', 'y']);
  });

  it('keeps a leading h3 at the top when h2s follow', () => {
    const tree = nestAnchors([
      { title: 'Intro', id: 'intro', level: 3 },
      { title: 'A', id: 'a', level: 2 },
      { title: 'A1', id: 'a1', level: 3 },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['intro', 'a']);
    expect(tree[1]?.children.map((n) => n.id)).toEqual(['a1']);
  });

  it('returns nothing for no anchors', () => {
    expect(nestAnchors([])).toEqual([]);
  });
});

describe('hasOnThisPage', () => {
  it('is true from two h2/h3 sections, counting only the top level', () => {
    expect(hasOnThisPage([{ title: 'A', id: 'a', level: 2 }])).toBe(false);
    expect(hasOnThisPage([{ title: 'A', id: 'a', level: 2 }, { title: 'A1', id: 'a1', level: 3 }])).toBe(false);
    expect(hasOnThisPage([{ title: 'A', id: 'a', level: 2 }, { title: 'B', id: 'b', level: 2 }])).toBe(true);
  });

  it('ignores h4 headings and deeper', () => {
    expect(hasOnThisPage([{ title: 'A', id: 'a', level: 4 }, { title: 'B', id: 'b', level: 4 }])).toBe(false);
  });
});
