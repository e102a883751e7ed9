/**
 * A tree walk for the build's own markdown and HTML steps, in the order and with the results
 * `unist-util-visit` gives (preorder; a visitor may skip a node's children, stop the walk or say
 * at which index of the parent to go on), without its per-node cost: `unist-util-visit-parents`
 * makes a closure, a copy of the ancestor list and a debugging name (`Object.defineProperty` on
 * a coloured string) for every node it passes, which in a render worker took about half a
 * second of a cold build's CPU across the steps that walk every tree.
 */

import type { Element, Nodes as HastNodes, Parents as HastParents } from 'hast';

/** Do not walk into this node's children. */
export const SKIP = 'skip';
/** Stop the walk. */
export const EXIT = false;

/** A node as the walk sees it: anything with a `type`, maybe with children. */
interface WalkNode {
  type: string;
  children?: WalkNode[];
}

/**
 * What a visitor returns: nothing (go on, children included), `SKIP`, `EXIT`, the index in the
 * parent to go on at (children included), or `[SKIP, index]`.
 */
export type WalkAction = typeof SKIP | typeof EXIT | number | readonly [typeof SKIP, number] | undefined | void;

/** A visitor: the node, its index in its parent and the parent (both undefined for the start node). */
export type Visitor<N, P> = (node: N, index: number | undefined, parent: P | undefined) => WalkAction;

function childrenOf(node: WalkNode): WalkNode[] | undefined {
  return Array.isArray(node.children) ? node.children : undefined;
}

/** Walks the children of `parent`; true when a visitor stopped the walk. */
function walkChildren(parent: WalkNode, children: WalkNode[], visit: Visitor<WalkNode, WalkNode>): boolean {
  let index = 0;
  // The length is read at each step: a visitor may add or remove siblings.
  while (index > -1 && index < children.length) {
    const child = children[index] as WalkNode;
    const action = visit(child, index, parent);
    if (action === EXIT) return true;
    const skip = action === SKIP || Array.isArray(action);
    if (!skip) {
      const grand = childrenOf(child);
      if (grand !== undefined && walkChildren(child, grand, visit)) return true;
    }
    index = typeof action === 'number' ? action : Array.isArray(action) ? (action as readonly [typeof SKIP, number])[1] : index + 1;
  }
  return false;
}

/**
 * Visits `tree` and then every descendant, in document order. `N` is the tree's node type and
 * `P` its parents' (hast's or mdast's `Nodes` and `Parents`); the visitor narrows the node itself.
 */
export function walk<N extends WalkNode, P extends WalkNode>(tree: N, visitor: Visitor<N, P>): void {
  const visit = visitor as unknown as Visitor<WalkNode, WalkNode>;
  const action = visit(tree, undefined, undefined);
  if (action === EXIT || action === SKIP || Array.isArray(action)) return;
  const children = childrenOf(tree);
  if (children !== undefined) walkChildren(tree, children, visit);
}

/** Visits every element of a hast tree (`tree` itself too when it is one), as `visit(tree, 'element', visitor)` does. */
export function walkElements(tree: HastNodes, visitor: Visitor<Element, HastParents>): void {
  walk<HastNodes, HastParents>(tree, (node, index, parent) => (node.type === 'element' ? visitor(node, index, parent) : undefined));
}

/** Adds `name` after an element's own classes. */
export function addClass(node: Element, name: string): void {
  const own = node.properties['className'];
  node.properties['className'] = [...(Array.isArray(own) ? own.map(String) : []), name];
}
