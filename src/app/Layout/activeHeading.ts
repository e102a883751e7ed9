/** Which heading the reader is in: the rule behind the sidebar's highlight, apart from the DOM. */

/** A heading and where it is. */
export interface HeadingPosition {
  /** The heading's element id. */
  id: string;
  /** Distance of its top from the top of the viewport, in CSS pixels (negative when above). */
  top: number;
}

/**
 * The current heading: the last one (in document order) whose top has passed `line`, or null
 * before the first. At the end of the page, where the last short sections can never reach the
 * line, the last heading visible in the viewport of height `viewport` wins.
 */
export function activeHeadingId(headings: readonly HeadingPosition[], line: number, atEnd: boolean, viewport: number): string | null {
  let current: string | null = null;
  for (const heading of headings) {
    if (heading.top <= line || (atEnd && heading.top < viewport)) current = heading.id;
  }
  return current;
}
