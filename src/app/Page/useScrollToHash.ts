/** After a page renders: scroll to the element the hash names, or to the top. */
import { useEffect, useRef } from 'react';

/** Scrolls when `ready` turns true for a new `key` (path + hash). */
export function useScrollToHash(key: string, hash: string, ready: boolean): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || done.current === key) return;
    const first = done.current === null;
    done.current = key;
    const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
    const target = id === '' ? null : document.getElementById(id);
    if (target !== null) target.scrollIntoView();
    else if (!first || hash !== '') window.scrollTo(0, 0);
    if (!first && target === null) {
      // Move focus to the new page's heading so screen readers announce the navigation.
      document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    }
  }, [key, hash, ready]);
}
