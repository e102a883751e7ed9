/**
 * The page body's scroll boxes (wide tables, diagrams, code blocks) are tab stops in the
 * build-time HTML, so a reader without JavaScript can still scroll them by keyboard. With
 * JavaScript, a box that has nothing to scroll at the current width leaves the tab order (it
 * would be a stop that does nothing: a short code block cost two Tab presses, itself and its copy
 * button), and joins it again when a narrower window makes it scroll. A chunk of its own, loaded
 * only on pages with such a box (by CodeCopy.tsx for tables and diagrams, by the copy buttons'
 * chunk for code, so the first-load bundle carries nothing for it).
 */

/** The scroll boxes of the page body. */
export const SCROLL_BOXES = '[data-page-body] :is(.table-wrap, .diagram-scroll, figure.code-block > pre)';

/** What `closest` finds from a box or its content. */
const BOX = '.table-wrap, .diagram-scroll, pre';

/**
 * Whether a box should be a tab stop: when its content is wider than it. Undefined for a code
 * block the browser has not laid out yet (off screen, `content-visibility` in content.css): its
 * widths say nothing yet, and its code's size changes once it is laid out, which asks again.
 */
function wantsStop(box: HTMLElement): boolean | undefined {
  const content = box.firstElementChild;
  if (box.tagName === 'PRE' && content !== null && !content.checkVisibility({ contentVisibilityAuto: true })) return undefined;
  return box.scrollWidth > box.clientWidth + 1;
}

/**
 * Puts each box in the tab order or takes it out. Every width is read before any attribute is
 * written: a write between two reads made the browser lay out the page again for each box, a
 * long task on a page with a hundred code blocks.
 */
function updateTabStops(boxes: Iterable<HTMLElement>): void {
  const wanted = [...boxes].map((box) => [box, wantsStop(box)] as const);
  for (const [box, stop] of wanted) {
    if (stop === true) box.tabIndex = 0;
    // A block Tab reached while not yet laid out keeps its stop while it has focus: taking it away would drop focus.
    else if (stop === false && box !== document.activeElement) box.removeAttribute('tabindex');
  }
}

let observer: ResizeObserver | null = null;

/** Follows the current page's boxes (and their content) as their sizes change; the previous page's are let go. */
export function watchScrollBoxes(): void {
  observer?.disconnect();
  const boxes = [...document.querySelectorAll<HTMLElement>(SCROLL_BOXES)];
  if (typeof ResizeObserver !== 'function') {
    updateTabStops(boxes);
    return;
  }
  observer = new ResizeObserver((entries) => {
    const changed = new Set<HTMLElement>();
    for (const entry of entries) {
      const box = entry.target.closest<HTMLElement>(BOX);
      if (box !== null) changed.add(box);
    }
    updateTabStops(changed);
  });
  for (const box of boxes) {
    observer.observe(box);
    if (box.firstElementChild !== null) observer.observe(box.firstElementChild);
  }
}
