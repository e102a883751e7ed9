/**
 * Where the reader was on a page they left, for Back and Forward: the scroll position and the
 * element that had focus (the link they followed), noted as they leave. Noting and restoring it
 * is place.ts, a chunk of its own loaded once the browser is idle or with the first move: the
 * first-load bundle keeps only these types and a hook for it (location.ts, useScrollToHash.ts).
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
