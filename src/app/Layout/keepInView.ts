/** Keeps a highlighted link of a scrolling list (the sidebar, "On this page") in sight. */

/** Room kept around the highlighted link when the sidebar scrolls to show it. */
const KEEP_IN_VIEW_MARGIN_PX = 48;

/**
 * Scrolls the sidebar's own scroll box (never the page) just enough to show `link`: with long
 * pages the highlighted heading would otherwise move out of sight as the reader scrolls.
 */
export function keepInView(scroller: HTMLElement, link: HTMLElement): void {
  if (scroller.scrollHeight <= scroller.clientHeight) return;
  const box = scroller.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  if (item.top < box.top + KEEP_IN_VIEW_MARGIN_PX) scroller.scrollTop -= box.top + KEEP_IN_VIEW_MARGIN_PX - item.top;
  else if (item.bottom > box.bottom - KEEP_IN_VIEW_MARGIN_PX) scroller.scrollTop += item.bottom - (box.bottom - KEEP_IN_VIEW_MARGIN_PX);
}
