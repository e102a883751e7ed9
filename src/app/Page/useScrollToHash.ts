/** After a page renders: scroll to the element the hash names, or to the top. */
import { useEffect, useRef } from 'react';
import { LEGACY_ANCHOR_CLASS } from '../../shared/anchors.ts';
import { READER_MOVED_GLOBAL } from '../../shared/early-click.ts';
import { currentMove, loadPlaceRestore } from '../router/location.ts';

/** What takes focus without a tabindex of its own. */
const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]';

/** Focuses `target` where it is, made focusable by script only (tabindex -1) if it is not already. */
function focusTarget(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Scrolls when `ready` turns true for a new `key` (path + hash) or a new move to it. Back and
 * Forward go back to the place the reader left the entry at, scroll and focus (place.ts).
 */
export function useScrollToHash(path: string, hash: string, ready: boolean): void {
  const done = useRef<string | null>(null);
  const move = currentMove();
  const key = `${move.serial} ${path}`;
  useEffect(() => {
    if (!ready || done.current === key) return;
    const first = done.current === null;
    done.current = key;
    const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
    const named = id === '' ? null : document.getElementById(id);
    // An old section id of the incumbent site is an empty mark at the start of its heading
    // (`src/build/content/legacy-anchors.ts`): the heading is the target, for scrolling and focus.
    const target = named?.classList.contains(LEGACY_ANCHOR_CLASS) === true ? named.parentElement : named;
    // A move by the History API leaves :target where the page was loaded: from the first move on,
    // the app marks the target itself (markTarget.ts), whatever the scroll below does. Every move
    // has loaded the place chunk already.
    if (!first) loadPlaceRestore().then((m) => m.markTarget(target), () => undefined);
    const scroll = (): void => {
      if (target !== null) {
        target.scrollIntoView();
        // As the browser does for an in-page link it follows itself: the next Tab goes on from the
        // target (the skip link's `main`, a heading of the on-this-page list), not from the link.
        if (!first) focusTarget(target);
      } else if (!first || hash !== '') window.scrollTo(0, 0);
      if (!first && target === null) {
        // Move focus to the new page's heading so screen readers announce the navigation.
        document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
      }
    };
    // How this document was loaded, for its first page: a reload, or Back or Forward to an entry
    // whose document the browser had let go of, puts the reader back where they were, as the
    // browser does (scroll restoration is its own for the entry a full load left, place.ts), not
    // at the hash's target: that is for a link to it.
    const load = first ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type : undefined;
    // Back or Forward: place.ts restores the place the reader left the entry at, when it was noted
    // (loaded with the move, most often); the browser's or the hash's place otherwise.
    if (move.kind === 'traverse' || load === 'back_forward') {
      loadPlaceRestore().then((m) => m.restoreBack(move, first ? () => undefined : scroll), scroll);
    } else if (load !== 'reload' && !(first && READER_MOVED_GLOBAL in window)) scroll();
    // (A reader who scrolled, swiped or pressed a key before this ran has moved on from where the
    // browser put the first page, at its hash: early-click.ts.)
  }, [key, hash, ready, move]);
}
