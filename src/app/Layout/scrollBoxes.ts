/**
 * The page body's scroll boxes (wide tables, diagrams) are tab stops in the build-time HTML, so a
 * reader without JavaScript can still scroll them by keyboard. With JavaScript, a box that has
 * nothing to scroll at the current width leaves the tab order (it would be a stop that does
 * nothing), and joins it again when a narrower window makes it scroll. A chunk of its own, loaded
 * only on pages with such a box.
 */

/** The scroll boxes of the page body. */
export const SCROLL_BOXES = '[data-page-body] :is(.table-wrap, .diagram-scroll)';

/** Puts a box in the tab order when its content is wider than it, and takes it out otherwise. */
function updateTabStop(box: HTMLElement): void {
  if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
  else box.removeAttribute('tabindex');
}

let observer: ResizeObserver | null = null;

/** Follows the current page's boxes (and their content) as their sizes change; the previous page's are let go. */
export function watchScrollBoxes(): void {
  observer?.disconnect();
  const boxes = [...document.querySelectorAll<HTMLElement>(SCROLL_BOXES)];
  if (typeof ResizeObserver !== 'function') {
    boxes.forEach(updateTabStop);
    return;
  }
  observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.target.closest<HTMLElement>('.table-wrap, .diagram-scroll');
      if (box !== null) updateTabStop(box);
    }
  });
  for (const box of boxes) {
    observer.observe(box);
    if (box.firstElementChild !== null) observer.observe(box.firstElementChild);
  }
}
