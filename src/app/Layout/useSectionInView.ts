/**
 * Which of the headings `ids` the reader is in, from IntersectionObservers: the browser reports
 * a heading when it crosses the reading line (the sticky header's bottom plus a little), so
 * scrolling costs no layout read and no work per heading. The line is read once per mount and
 * per resize. Near the end of the page, where the last short sections can never reach the line,
 * the last heading on screen wins once the footer is in view.
 */
import { useEffect, useState } from 'react';

/** Extra room below the sticky header before a heading counts as reached. */
const LINE_BELOW_HEADER_PX = 24;
/** How far above the viewport the reading band reaches: any heading above the line is 'reached', however long the page. */
const FAR_ABOVE_PX = 10_000_000;

/** The id of the current heading among `ids`, or null before the first. */
export function useSectionInView(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const elements = (key === '' ? [] : key.split('\n')).map((id) => document.getElementById(id)).filter((el) => el !== null);
    const index = new Map<Element, number>(elements.map((el, i) => [el, i]));
    const reached = elements.map(() => false);
    const onScreen = elements.map(() => false);
    let footerInView = false;
    const update = (): void => {
      let current = reached.lastIndexOf(true);
      if (footerInView && window.scrollY > 0) current = Math.max(current, onScreen.lastIndexOf(true));
      setActive(elements[current]?.id ?? null);
    };
    const track =
      (flags: boolean[]) =>
      (entries: IntersectionObserverEntry[]): void => {
        for (const entry of entries) {
          const i = index.get(entry.target);
          if (i !== undefined) flags[i] = entry.isIntersecting;
        }
        update();
      };
    let observers: IntersectionObserver[] = [];
    const start = (): void => {
      for (const o of observers) o.disconnect();
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const below = Math.max(window.innerHeight - Math.max(header, 0) - LINE_BELOW_HEADER_PX, 0);
      const reach = new IntersectionObserver(track(reached), { rootMargin: `${FAR_ABOVE_PX}px 0px ${-below}px 0px` });
      const seen = new IntersectionObserver(track(onScreen));
      const end = new IntersectionObserver((entries) => {
        footerInView = entries.some((e) => e.isIntersecting);
        update();
      });
      for (const el of elements) {
        reach.observe(el);
        seen.observe(el);
      }
      const footer = document.querySelector('body > #root footer, footer');
      if (footer !== null) end.observe(footer);
      observers = [reach, seen, end];
    };
    if (elements.length === 0) {
      setActive(null);
      return undefined;
    }
    start();
    window.addEventListener('resize', start);
    return () => {
      window.removeEventListener('resize', start);
      for (const o of observers) o.disconnect();
    };
  }, [key]);
  return active;
}
