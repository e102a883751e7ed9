/** Tracks, as the reader scrolls, which of the headings `ids` is current. */
import { useEffect, useState } from 'react';
import { activeHeadingId, type HeadingPosition } from './activeHeading.ts';

/** Extra room below the sticky header before a heading counts as reached. */
const LINE_BELOW_HEADER_PX = 24;

/** The id of the current heading among `ids`, or null. */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const headings: HeadingPosition[] = [];
      for (const id of list) {
        const el = document.getElementById(id);
        if (el !== null) headings.push({ id, top: el.getBoundingClientRect().top });
      }
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const root = document.documentElement;
      const atEnd = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(activeHeadingId(headings, Math.max(header, 0) + LINE_BELOW_HEADER_PX, atEnd, window.innerHeight));
    };
    const schedule = (): void => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

/** Room kept around the highlighted link when the sidebar scrolls to show it. */
const KEEP_IN_VIEW_MARGIN_PX = 48;

/**
 * Scrolls the sidebar's own scroll box (never the page) just enough to show `link` (or, with
 * `align` 'start', to show it near the top): with long pages the highlighted heading would
 * otherwise move out of sight as the reader scrolls, and in a long section the current page's
 * entry would open out of sight.
 */
export function keepInView(scroller: HTMLElement, link: HTMLElement, align: 'nearest' | 'start' = 'nearest'): void {
  if (scroller.scrollHeight <= scroller.clientHeight) return;
  const box = scroller.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  // The link's own scroll margin, where larger: in the phone drawer it keeps clear of the sticky close bar.
  const style = getComputedStyle(link);
  const top = box.top + Math.max(KEEP_IN_VIEW_MARGIN_PX, parseFloat(style.scrollMarginTop) || 0);
  const bottom = box.bottom - Math.max(KEEP_IN_VIEW_MARGIN_PX, parseFloat(style.scrollMarginBottom) || 0);
  const above = item.top < top;
  const below = item.bottom > bottom;
  // 'start' brings a link out of sight up to the top margin, so what follows it shows too.
  if (above || (below && align === 'start')) scroller.scrollTop -= top - item.top;
  else if (below) scroller.scrollTop += item.bottom - bottom;
}
