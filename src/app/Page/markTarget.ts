/**
 * The section a move led to, marked for content.css (a bar beside its heading). The browser's
 * :target marks it on a page's load, with or without script; a move by the History API leaves
 * :target where it was, so from the app's first move on it marks the target itself and
 * `html[data-hash-marks]` turns the :target rule off. In the place chunk (place.ts), which every
 * move loads, rather than in the first-load bundle.
 */

/** The attribute on the marked element. */
const MARK = 'data-hash-target';

/** Marks `target` (the element the address names, or null) and only it. */
export function markTarget(target: Element | null): void {
  for (const marked of document.querySelectorAll(`[${MARK}]`)) if (marked !== target) marked.removeAttribute(MARK);
  target?.setAttribute(MARK, '');
  document.documentElement.setAttribute('data-hash-marks', '');
}
