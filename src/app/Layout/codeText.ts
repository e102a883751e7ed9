/** The text a code block's copy button copies, apart from the DOM so it can be tested alone. */

/** One line of a highlighted code block. */
export interface CodeLine {
  /** The line's text as shown. */
  text: string;
  /** Whether the line is marked removed (a `// [!code --]` line). */
  removed: boolean;
}

const HEADER = /^(?:---|\+\+\+|@@)/;

/**
 * The code to copy: removed lines are left out; in a `diff` block the file and hunk headers and
 * the `-` lines are left out and the `+` markers dropped, as is the leading space of context
 * lines when every unmarked line has one (a block written without it keeps its indentation).
 */
export function copyableText(lines: readonly CodeLine[], lang: string): string {
  const kept = lines.filter((line) => !line.removed);
  if (lang !== 'diff') return kept.map((line) => line.text).join('\n');
  const body = kept.filter((line) => !HEADER.test(line.text) && !line.text.startsWith('-'));
  const context = body.filter((line) => !line.text.startsWith('+') && line.text !== '');
  const spaced = context.length > 0 && context.every((line) => line.text.startsWith(' '));
  return body
    .map(({ text }) => (text.startsWith('+') || (spaced && text.startsWith(' ')) ? text.slice(1) : text))
    .join('\n');
}
