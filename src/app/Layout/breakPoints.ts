/**
 * Option paths such as `optimization.splitChunks.cacheGroups` are one long word: a narrow column
 * would cut them or break them at any letter. These are the places a reader parses them at.
 */

/** The text cut after each `.` and `/` that has more text after it. */
export function breakPoints(text: string): string[] {
  return text.split(/(?<=[./])(?=.)/);
}
