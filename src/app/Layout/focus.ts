/** Small focus helpers for the drawer and the dropdown. */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements inside `container` that are shown, in document order. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Keeps Tab and Shift+Tab inside `container`; returns true when it moved the focus itself. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusablesIn(container);
  const first = items[0];
  const last = items.at(-1);
  if (first === undefined || last === undefined) return false;
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (!inside || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
    return true;
  }
  return false;
}

/** Where an element is on screen (from `getBoundingClientRect()`) and the highest its top may be to count as seen. */
export interface Placement {
  top: number;
  bottom: number;
  /** 0, or for content under the sticky header, the header's lower edge. */
  visibleFrom: number;
}

/** The index of the first of `placements` wholly in view in a viewport `height` high; -1 when none is. */
export function firstInView(placements: readonly (Placement | undefined)[], height: number): number {
  return placements.findIndex((p) => p !== undefined && p.bottom > p.top && p.top >= p.visibleFrom && p.bottom <= height);
}

/**
 * Gives focus a place to go when the control holding it disappears (the notification bar's
 * dismiss button), instead of dropping to the page body: the main content's h1 when it is in
 * view, else the home link of the sticky header, so the page does not scroll; with neither in
 * view (a short screen, where the header scrolls away), the h1, scrolled to.
 */
export function focusInPlaceOfRemoved(): void {
  const heading = document.querySelector<HTMLElement>('#main h1');
  const home = document.querySelector<HTMLElement>('header a[href="/"]');
  const headerBottom = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
  const place = (el: HTMLElement | null, visibleFrom: number): Placement | undefined => {
    if (el === null) return undefined;
    const { top, bottom } = el.getBoundingClientRect();
    return { top, bottom, visibleFrom };
  };
  const candidates = [heading, home];
  const index = firstInView([place(heading, headerBottom), place(home, 0)], window.innerHeight);
  const target = index >= 0 ? candidates[index] : heading;
  target?.focus(index >= 0 ? { preventScroll: true } : {});
}
