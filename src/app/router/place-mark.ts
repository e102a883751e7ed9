/**
 * Where the reader was on a page they left, for Back and Forward: the scroll position and the
 * element that had focus (the link they followed), noted as they leave. Noting and restoring it
 * is place.ts, a chunk of its own loaded once the browser is idle or with the first move: the
 * first-load bundle keeps only these types and a hook for it (location.ts, useScrollToHash.ts).
 * The types of a move and of the hook are here too, so that neither module imports the other's.
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

/** How the reader got to the current location: the page's load, a link, or Back/Forward. */
export interface Move {
  /** Counts the moves, so two moves to the same address differ. */
  serial: number;
  /** The kind of move. */
  kind: 'load' | 'push' | 'traverse';
  /** For Back and Forward: the place the reader left this entry at, when known. */
  place?: Place;
  /** The element that had focus then, when this document still holds it. */
  element?: HTMLElement | null;
}

/**
 * What place.ts does at each move once it is loaded (at idle, or with the first move): it notes
 * the place of the entry left and finds the place of the entry Back or Forward arrives at.
 */
export interface PlaceKeeper {
  /** Before a link's move: notes the place of the entry left; returns the state of the entry it makes. */
  leave(): object;
  /** After Back or Forward: the place the entry was left at in this document, if noted. */
  arrive(): Pick<Move, 'place' | 'element'>;
}
