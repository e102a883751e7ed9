/**
 * Where the reader was on a page they left, for Back and Forward: the scroll position and the
 * element that had focus (the link they followed), noted as they leave (location.ts). Restoring
 * it is place.ts, a chunk of its own loaded on the first move: the first-load bundle keeps only this.
 */

/** Finds an element again in a page rendered afresh: what it is, and which of the alike it was. */
export interface FocusMark {
  /** Tag, link target, id and text, joined. */
  signature: string;
  /** Its index among the elements of the page with that signature, in document order. */
  nth: number;
}

/** A place on a page. */
export interface Place {
  /** Horizontal scroll. */
  x: number;
  /** Vertical scroll. */
  y: number;
  /** The element that had focus, if any (not the body). */
  focus: FocusMark | null;
}

/** What identifies an element among its page's alike ones. */
export function signatureOf(element: Pick<Element, 'tagName' | 'id' | 'getAttribute' | 'textContent'>): string {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return [element.tagName.toLowerCase(), element.getAttribute('href') ?? '', element.id, text].join('|');
}

/** The elements of the page that could carry `signature` (its tag), in document order. */
export function alike(signature: string): Element[] {
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

