/**
 * Back and Forward to a place (place-mark.ts): the app restores scroll and focus itself (the
 * router sets `history.scrollRestoration` to manual). The browser's own restoring ran before the
 * page's content was back, and focus went to the page's h1 even with the page scrolled 14,000 px
 * down, so the next Tab jumped back to the top. A chunk of its own, loaded on the first move.
 */
import { firstInView, focusablesIn, type Placement } from '../Layout/focus.ts';
import type { FocusMark, Place } from './place-mark.ts';

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
