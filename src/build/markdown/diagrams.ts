/**
 * Diagrams drawn as inline SVG in a `<figure>` (CONTRIBUTING, "Images and diagrams") keep
 * labels a reader can read on a phone. A diagram drawn to the column's width (`width="100%"`)
 * shrank with it: at 390 px its 13-unit labels were 7 px. Each one now sits in a box of its own
 * that scrolls sideways, reachable by keyboard like a wide table's, and the SVG's `width` becomes
 * the narrowest width at which its smallest text is still `MIN_LABEL_PX`; content.css lets it grow
 * to the column from there and never shrink below it. A diagram with a width of its own (in
 * pixels) keeps it and scrolls when the column is narrower.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { Plugin } from 'unified';
import { addClass, SKIP, walkElements } from './walk.ts';

/** The smallest size, in CSS pixels, a diagram's text is drawn at. */
export const MIN_LABEL_PX = 11;
/** The size SVG text takes when nothing sets one (the browser's default font size). */
const DEFAULT_FONT_PX = 16;
/** The scroll box's accessible name (it is a tab stop, so it needs one). */
export const DIAGRAM_LABEL = 'Diagram';

/** A number in an SVG length without a unit or in `px`; undefined for other units. */
function pixels(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+(?:\.\d+)?)(px)?$/.exec(text);
  return match === null ? undefined : Number(match[1]);
}

/** The width of an SVG's `viewBox`, in its own units. */
function viewBoxWidth(svg: Element): number | undefined {
  const box = svg.properties['viewBox'];
  if (typeof box !== 'string') return undefined;
  const width = Number(box.trim().split(/[\s,]+/)[2]);
  return Number.isFinite(width) && width > 0 ? width : undefined;
}

/** The smallest `font-size` set on the SVG or inside it, in its own units. */
function smallestFontSize(svg: Element): number {
  let smallest = Number.POSITIVE_INFINITY;
  walkElements(svg, (node) => {
    const size = pixels(node.properties['fontSize']);
    if (size !== undefined && size > 0) smallest = Math.min(smallest, size);
  });
  return Number.isFinite(smallest) ? smallest : DEFAULT_FONT_PX;
}

/**
 * The narrowest width, in CSS pixels, at which a diagram drawn to its column's width shows its
 * smallest text at `MIN_LABEL_PX`; undefined for an SVG with a width of its own or no `viewBox`.
 */
export function diagramMinWidth(svg: Element): number | undefined {
  const width = svg.properties['width'];
  const fluid = width === undefined || (typeof width === 'string' && width.trim().endsWith('%'));
  const box = viewBoxWidth(svg);
  if (!fluid || box === undefined) return undefined;
  return Math.ceil((box * MIN_LABEL_PX) / smallestFontSize(svg));
}

/** Wraps every SVG that is a child of a `<figure>` in a scroll box; a fluid one gets its minimum width. */
export const rehypeDiagrams: Plugin<[], Root> = () => (tree) => {
  walkElements(tree, (node) => {
    if (node.tagName !== 'figure') return undefined;
    node.children = node.children.map((child): ElementContent => {
      if (child.type !== 'element' || child.tagName !== 'svg') return child;
      const min = diagramMinWidth(child);
      if (min !== undefined) {
        child.properties['width'] = String(min);
        addClass(child, 'diagram-fluid');
      }
      return {
        type: 'element',
        tagName: 'div',
        properties: { className: ['diagram-scroll'], tabIndex: 0, role: 'group', ariaLabel: DIAGRAM_LABEL },
        children: [child],
      };
    });
    return SKIP;
  });
};
