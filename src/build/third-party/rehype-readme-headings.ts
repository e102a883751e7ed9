/**
 * Heading levels of a README for a third-party page. The page template's title is the page's
 * one h1, so the README's own title (a markdown `#` or an HTML `<h1>`, wherever it stands) goes
 * when it repeats the page title or the package name, and a README that uses h1 for its sections
 * has every heading moved down one level. Levels then never skip (h3 straight to h5 confuses
 * screen-reader navigation). Runs on HTML, after raw HTML has been parsed, so `<h1>` in a
 * README's HTML counts as much as `#`.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { walkElements } from '../markdown/walk.ts';

const HEADING = /^h[1-6]$/;

/** Letters and digits only, lower case: "Babel Loader", "babel-loader" and "BabelLoader" compare equal. */
export function titleKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * New levels for a README's headings, in document order (0 drops the heading): the first h1
 * goes if no heading precedes it and its text is one of `names`; then, if an h1 is left, every
 * level moves down one (h6 stays h6); then no level is more than one below the one before it
 * (the first at most 2).
 */
export function readmeHeadingLevels(headings: ReadonlyArray<{ level: number; text: string }>, names: readonly string[]): number[] {
  const keys = new Set(names.map(titleKey).filter((k) => k !== ''));
  const levels = headings.map((h) => h.level);
  const first = headings[0];
  if (first !== undefined && first.level === 1 && keys.has(titleKey(first.text))) levels[0] = 0;
  const shift = levels.some((l) => l === 1) ? 1 : 0;
  let previous = 1;
  return levels.map((level) => {
    if (level === 0) return 0;
    const next = Math.min(Math.min(level + shift, 6), previous + 1);
    previous = next;
    return next;
  });
}

/** The step: `names` are the page title and the package name. */
export const rehypeReadmeHeadings: Plugin<[readonly string[]], Root> = (names) => (tree) => {
  const found: Array<{ node: Element; parent: Element | Root }> = [];
  walkElements(tree, (node, _index, parent) => {
    if (HEADING.test(node.tagName) && parent !== undefined) found.push({ node, parent });
  });
  const levels = readmeHeadingLevels(
    found.map(({ node }) => ({ level: Number(node.tagName.slice(1)), text: toString(node) })),
    names,
  );
  found.forEach(({ node, parent }, i) => {
    const level = levels[i] ?? 0;
    if (level === 0) parent.children.splice(parent.children.indexOf(node), 1);
    else node.tagName = `h${level}`;
  });
};
