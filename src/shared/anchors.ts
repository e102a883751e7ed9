/** Nesting of page anchors for the sidebar. */
import { ANCHOR_DEFAULT_LOWEST_LEVEL } from './constants.ts';
import type { Anchor } from './types.ts';

/** An anchor with the anchors nested below it. */
export interface AnchorNode extends Anchor {
  /** Deeper headings that follow this one. */
  children: AnchorNode[];
}

/**
 * Nests a flat heading list: the shallowest level present is the top (starting the search at
 * 99 so a page whose first heading is an h3 still nests correctly); deeper headings hang
 * below the nearest shallower one before them.
 */
export function nestAnchors(anchors: readonly Anchor[]): AnchorNode[] {
  const lowest = anchors.reduce((min, a) => Math.min(min, a.level), ANCHOR_DEFAULT_LOWEST_LEVEL);
  const roots: AnchorNode[] = [];
  const stack: AnchorNode[] = [];
  for (const anchor of anchors) {
    const node: AnchorNode = { ...anchor, children: [] };
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= node.level) stack.pop();
    const parent = stack.at(-1);
    if (parent === undefined || node.level <= lowest) roots.push(node);
    else parent.children.push(node);
    stack.push(node);
  }
  return roots;
}

/** The sections the "On this page" column lists: the page's h2 and h3 headings, nested. */
export function onThisPageSections(anchors: readonly Anchor[]): AnchorNode[] {
  return nestAnchors(anchors.filter((a) => a.level === 2 || a.level === 3));
}

/**
 * Whether a page gets the "On this page" column: two sections or more. The layout reads this
 * too, to give the column its room before the column's element (after the page text) is parsed.
 */
export function hasOnThisPage(anchors: readonly Anchor[]): boolean {
  return onThisPageSections(anchors).length >= 2;
}

/**
 * Class of the empty mark that carries one of the incumbent site's old section ids at the start of
 * the heading that now covers it (`src/build/content/legacy-anchors.ts`). The app's hash
 * scrolling treats its heading as the target.
 */
export const LEGACY_ANCHOR_CLASS = 'legacy-anchor';
