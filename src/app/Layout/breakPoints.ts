/**
 * Option paths such as `optimization.splitChunks.cacheGroups` and plugin names such as
 * `NormalModuleReplacementPlugin` are one long word: a narrow column would cut them or break them
 * at any letter. These are the places a reader parses them at.
 */

/**
 * The text cut after each `.` and `/` that has more text after it; a name without either is cut
 * between its camel-case words instead (a path keeps its words whole: `splitChunks.` then
 * `cacheGroups`, never `splitChunks.cache` then `Groups`).
 */
export function breakPoints(text: string): string[] {
  return /[./]./.test(text) ? text.split(/(?<=[./])(?=.)/) : text.split(/(?<=\p{Ll})(?=\p{Lu})/u);
}
