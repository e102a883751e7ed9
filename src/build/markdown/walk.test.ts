import type { Element, ElementContent, Root } from 'hast';
import { SKIP as VISIT_SKIP, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, walk, walkElements, type WalkAction } from './walk.ts';

const el = (tagName: string, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties: {}, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/** A tree with nesting, text and siblings to replace, insert and remove. */
function sample(): Root {
  return {
    type: 'root',
    children: [
      el('h1', [text('Title')]),
      el('p', [text('a '), el('code', [text('x y')]), el('em', [el('strong', [text('deep')])])]),
      el('table', [el('tr', [el('td', [text('1')]), el('td', [text('2')])])]),
      el('pre', [el('code', [text('skip me')])]),
      el('ul', [el('li', [text('one')]), el('li', [el('a', [text('two')])])]),
    ],
  };
}

/** A step that uses every kind of result: replacing, inserting, removing, skipping. */
function step(order: string[]): (node: Element, index: number | undefined, parent: Root | Element | undefined) => WalkAction {
  return (node, index, parent) => {
    order.push(`${node.tagName}@${index ?? '-'}<${parent?.type === 'element' ? parent.tagName : (parent?.type ?? '-')}`);
    if (parent === undefined || index === undefined) return undefined;
    if (node.tagName === 'table') {
      parent.children[index] = el('div', [node]);
      return SKIP;
    }
    if (node.tagName === 'h1') {
      parent.children.splice(index + 1, 0, el('aside', [el('b')]));
      return [SKIP, index + 2];
    }
    if (node.tagName === 'pre') return SKIP;
    if (node.tagName === 'li' && node.children[0]?.type === 'text') {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.tagName === 'em') return index + 1;
    return undefined;
  };
}

describe('walk', () => {
  it('visits, mutates and skips as unist-util-visit does', () => {
    const theirs = sample();
    const theirOrder: string[] = [];
    const theirStep = step(theirOrder);
    visit(theirs, 'element', (node, index, parent) => {
      const action = theirStep(node, index, parent);
      if (Array.isArray(action)) return [VISIT_SKIP, action[1] as number];
      if (action === SKIP) return VISIT_SKIP;
      return typeof action === 'number' ? action : undefined;
    });
    const ours = sample();
    const ourOrder: string[] = [];
    walkElements(ours, step(ourOrder));
    expect(ourOrder).toEqual(theirOrder);
    expect(ours).toEqual(theirs);
    // The replaced table is not entered; the skipped pre's code is never seen.
    expect(ourOrder.some((s) => s.startsWith('tr@'))).toBe(false);
    expect(ourOrder.filter((s) => s.startsWith('code@'))).toEqual(['code@1<p']);
  });

  it('stops at EXIT and includes the start node when it is an element', () => {
    const seen: string[] = [];
    walkElements(el('a', [el('b', [el('c')]), el('d')]), (node) => {
      seen.push(node.tagName);
      return node.tagName === 'c' ? EXIT : undefined;
    });
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('visits every node type with walk, in document order', () => {
    const types: string[] = [];
    walk<Root | ElementContent, Root | Element>(sample(), (node) => void types.push(node.type === 'element' ? node.tagName : node.type));
    expect(types.slice(0, 7)).toEqual(['root', 'h1', 'text', 'p', 'text', 'code', 'text']);
  });
});
