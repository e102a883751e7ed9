/**
 * Back and Forward to a place (place-mark.ts): the app notes where the reader leaves each history
 * entry and restores scroll and focus itself (`history.scrollRestoration` manual). The browser's
 * own restoring ran before the page's content was back, and focus went to the page's h1 even
 * with the page scrolled 14,000 px down, so the next Tab jumped back to the top. A chunk of its
 * own, out of the first-load bundle: the router loads it once the browser is idle, or with the
 * first move if that comes sooner, and calls `keepPlaces`' hooks from then on (location.ts).
 */
import { firstInView, focusablesIn, type Placement } from '../Layout/focus.ts';
import type { FocusMark, Move, Place, PlaceKeeper } from './place-mark.ts';

export { markTarget } from '../Page/markTarget.ts';

/** The current history entry's state, with the key and place the app puts there. */
function entryState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/**
 * The place kept in the current entry's state: the entry was left by a link, in this document or
 * in one the browser has since let go of (Back across a full load), or before this chunk was there.
 */
function storedPlace(): Place | undefined {
  const place = entryState()['place'] as Partial<Place> | null | undefined;
  return typeof place?.x === 'number' && typeof place.y === 'number' ? { x: place.x, y: place.y, focus: place.focus ?? null } : undefined;
}

/** What identifies an element among its page's alike ones. */
export function signatureOf(element: Pick<Element, 'tagName' | 'id' | 'getAttribute' | 'textContent'>): string {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return [element.tagName.toLowerCase(), element.getAttribute('href') ?? '', element.id, text].join('|');
}

/** The elements of the page that could carry `signature` (its tag), in document order. */
function alike(signature: string): Element[] {
  const tag = signature.slice(0, signature.indexOf('|'));
  return /^[a-z][a-z0-9-]*$/.test(tag) ? [...document.getElementsByTagName(tag)].filter((e) => signatureOf(e) === signature) : [];
}

/** The place the reader is at now, and the focused element itself (kept in memory only). */
export function capturePlace(): { place: Place; element: HTMLElement | null } {
  const active = document.activeElement;
  const element = active instanceof HTMLElement && active !== document.body && active !== document.documentElement ? active : null;
  let focus: FocusMark | null = null;
  if (element !== null) {
    const signature = signatureOf(element);
    focus = { signature, nth: Math.max(0, alike(signature).indexOf(element)) };
  }
  return { place: { x: window.scrollX, y: window.scrollY, focus }, element };
}

/** Where an element is, seen below the sticky header. */
function placement(element: Element, visibleFrom: number): Placement | undefined {
  const rect = element.getBoundingClientRect();
  return rect.width === 0 && rect.height === 0 ? undefined : { top: rect.top, bottom: rect.bottom, visibleFrom };
}

/** Text blocks focus may be put on (by script only) when nothing focusable is in view. */
const BLOCKS = 'h1, h2, h3, h4, p, li, pre, table, figure';

/**
 * Puts focus on something in view without scrolling: the first focusable element of the main
 * content wholly in view, else the first text block whose top is in view (made focusable by
 * script), so the next Tab goes on from what the reader sees. Never on anything out of view.
 */
function focusInView(visibleFrom: number): void {
  const main = document.getElementById('main');
  if (main === null) return;
  const height = window.innerHeight;
  const controls = focusablesIn(main);
  const index = firstInView(controls.map((c) => placement(c, visibleFrom)), height);
  const control = controls[index];
  if (control !== undefined) {
    control.focus({ preventScroll: true });
    return;
  }
  const block = [...main.querySelectorAll<HTMLElement>(BLOCKS)].find((b) => {
    const p = placement(b, visibleFrom);
    return p !== undefined && p.top >= visibleFrom && p.top < height;
  });
  if (block !== undefined) {
    if (!block.hasAttribute('tabindex')) block.setAttribute('tabindex', '-1');
    block.focus({ preventScroll: true });
  } else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/**
 * Back at a place: scrolls there, then puts focus on the element that had it when the reader
 * left (the same node when it is still in the page, else the one found by its mark) when it is
 * in view, else on something else in view.
 */
export function restorePlace(place: Place, element: HTMLElement | null): void {
  window.scrollTo(place.x, place.y);
  const visibleFrom = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
  const target = element?.isConnected === true ? element : place.focus === null ? undefined : alike(place.focus.signature)[place.focus.nth];
  if (target instanceof HTMLElement) {
    // A control of the sticky header (the search button) counts as in view from the top.
    const from = target.closest('header') === null ? visibleFrom : 0;
    if (firstInView([placement(target, from)], window.innerHeight) === 0) {
      target.focus({ preventScroll: true });
      if (document.activeElement === target) return;
    }
  }
  focusInView(visibleFrom);
}

/**
 * Back or Forward to the current entry (`move`, or the page's load): restores the place the reader
 * left it at, noted in this document or kept in the entry's state; without one, `otherwise`
 * (the hash's target, or the top).
 */
export function restoreBack(move: Move, otherwise: () => void): void {
  const place = move.place ?? storedPlace();
  if (place === undefined) otherwise();
  else restorePlace(place, move.element ?? null);
}

/** A fresh key for a history entry (in `history.state.key`): places are kept by it. */
function freshKey(): string {
  return Math.random().toString(36).slice(2);
}

/** The key of the current history entry, given one if it has none. */
function keyEntry(): string {
  const state = entryState();
  const key = state['key'];
  if (typeof key === 'string' && key !== '') return key;
  const fresh = freshKey();
  window.history.replaceState({ ...state, key: fresh }, '');
  return fresh;
}

/**
 * Starts noting places, once per document: takes over scroll restoration for this document's
 * entries (the app restores places itself, once the page's content is back) and gives it back to
 * the browser for the entry a full load leaves, whose document the browser restores.
 */
export function keepPlaces(): PlaceKeeper {
  /** The current entry's key. */
  let entryKey = keyEntry();
  /** Places the reader left entries at, by key, in this document, with the element that had focus. */
  const places = new Map<string, { place: Place; element: HTMLElement | null }>();
  window.history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => {
    window.history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.history.scrollRestoration = 'manual';
  });
  return {
    leave() {
      const left = capturePlace();
      places.set(entryKey, left);
      // Kept in the entry's state too, for Back to it from another document.
      window.history.replaceState({ ...entryState(), key: entryKey, place: left.place }, '');
      entryKey = freshKey();
      return { key: entryKey };
    },
    arrive() {
      // The entry left: the page still shows it (scroll restoration is manual), so its place is read now.
      places.set(entryKey, capturePlace());
      entryKey = keyEntry();
      return places.get(entryKey) ?? {};
    },
  };
}
