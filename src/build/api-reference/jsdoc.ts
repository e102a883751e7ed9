/**
 * Reads one `/** ... *\/` comment of webpack's `types.d.ts` into its description and its tags,
 * for types-source.ts. The file's comments are plain: each line is `* ` and its text, a tag
 * (`@since 5.1`, `@deprecated use x`) starts a line or follows a space mid-line, and a tag's text
 * runs to the next tag. `{@link X}` and code spans stay as written. Lines without a star, or a
 * tag's text indented deeper on its next lines, are read plainly rather than as TypeScript reads
 * them; jsdoc.test.ts compares the result with TypeScript's on every declaration of the file.
 */

/** A JSDoc comment split into its description and its tags. */
export interface ParsedJsDoc {
  /** The text before the first tag, trimmed; undefined when there is none. */
  description: string | undefined;
  /** The tags in the order written: the name without its `@`, and its text, trimmed (undefined when empty). */
  tags: { name: string; text: string | undefined }[];
}

/** Where a line ends: `\r\n`, `\n`, `\r`, or a Unicode line or paragraph separator (ECMAScript's line terminators, `\r\n` once). */
export const LINE_END = /\r\n|[\n\r\u2028\u2029]/g;

/** `@name` at the start of the text or of a line, or after white space: `a@b` and `{@link` are text. */
const TAG = /(?<!\S)@([A-Za-z_$][\w$]*)/g;

/** A line of the comment without its margin: the white space, the `*` and one space or tab after it. */
function stripMargin(line: string): string {
  const text = line.trimStart();
  if (!text.startsWith('*')) return text;
  return text[1] === ' ' || text[1] === '\t' ? text.slice(2) : text.slice(1);
}

/** Trimmed text, or undefined when nothing is left. */
function nonEmpty(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Reads the JSDoc comment from `start` (its `/**`) to `end` (just past its `*\/`) in `text`. */
export function parseJsDoc(text: string, start: number, end: number): ParsedJsDoc {
  const [first = '', ...rest] = text.slice(start + 3, end - 2).split(LINE_END);
  const body = [first.trimStart(), ...rest.map(stripMargin)].join('\n');
  const found = [...body.matchAll(TAG)];
  const tags = found.map((match, i) => {
    const from = match.index + match[0].length;
    const to = found[i + 1]?.index ?? body.length;
    // A tag's text read over several lines loses each line's indentation.
    const lines = body.slice(from, to).split('\n').map((line) => line.trimStart());
    return { name: match[1]!, text: nonEmpty(lines.join('\n')) };
  });
  return { description: nonEmpty(body.slice(0, found[0]?.index ?? body.length)), tags };
}
