/**
 * The lines of a content page that the docs checks read claims from: outside fenced code and the
 * frontmatter, each heading line marked. The checks had a scanner each; one that toggled on any
 * fence marker read a `~~~` block holding a three-backtick line as prose.
 */

/** One line outside fenced code. */
export interface MarkdownLine {
  /** 1-based line number in the file. */
  line: number;
  /** The line as written. */
  text: string;
  /** For a heading line, its level (1 to 6) and its text without the marker or trailing spaces. */
  heading?: { depth: number; text: string };
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;

/**
 * The lines of `markdown` outside fenced code blocks (a fence closes at a marker of its own
 * character at least as long) and outside a leading `---` frontmatter block.
 */
export function markdownLines(markdown: string): MarkdownLine[] {
  const lines = markdown.split(/\r?\n/);
  const out: MarkdownLine[] = [];
  let start = 0;
  if (lines[0] === '---') start = lines.indexOf('---', 1) + 1;
  let fence: string | undefined;
  for (let i = start; i < lines.length; i++) {
    const text = lines[i] ?? '';
    const marker = FENCE.exec(text)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const heading = HEADING.exec(text);
    out.push(heading === null ? { line: i + 1, text } : { line: i + 1, text, heading: { depth: (heading[1] ?? '').length, text: heading[2] ?? '' } });
  }
  return out;
}

/** Splits a table row into its cells, trimmed (no escaped pipes in the tables the checks read). */
export function tableCells(row: string): string[] {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}
