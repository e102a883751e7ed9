/**
 * Code blocks of a rendered page, read straight from the highlighter's markup. Shiki's spans are
 * most of a page's bytes (4 MB of the site's 6.4 MB of page HTML), so they are taken out with one
 * regular expression before the rest of the page is parsed: each figure becomes an empty
 * `<pre data-md-code="N">` that the markdown conversion fills from the list.
 */
import { decodeEntities } from '../gates/html-scan.ts';

/** One highlighted code block as the page shows it. */
export interface CodeFigure {
  /** The fence language (`js`, `bash`; `text` when none was given). */
  lang: string;
  /** The title above the code, if any. */
  title?: string;
  /** The code as shown. */
  code: string;
  /** 1-based numbers of highlighted lines. */
  highlighted: number[];
  /** 1-based numbers of lines marked as added. */
  added: number[];
  /** 1-based numbers of lines marked as removed. */
  removed: number[];
}

const FIGURE = /<figure class="code-block"[^>]*? data-lang="([^"]*)"[^>]*>(?:<figcaption class="code-title">([\s\S]*?)<\/figcaption>)?<pre\b[^>]*><code>([\s\S]*?)<\/code><\/pre><\/figure>/g;
const LINE_CLASS = /^<span class="line([^"]*)"/;

/** Attribute a placeholder carries: the index of its block in the list. */
export const CODE_PLACEHOLDER_ATTRIBUTE = 'data-md-code';

/** Replaces every code figure by a placeholder and returns the blocks in page order. */
export function extractCodeFigures(html: string): { html: string; figures: CodeFigure[] } {
  const figures: CodeFigure[] = [];
  const rest = html.replace(FIGURE, (_whole, lang: string, title: string | undefined, inner: string) => {
    const figure: CodeFigure = { lang, code: '', highlighted: [], added: [], removed: [] };
    if (title !== undefined) figure.title = decodeEntities(title);
    const lines = inner.split('\n');
    lines.forEach((line, i) => {
      const classes = (LINE_CLASS.exec(line)?.[1] ?? '').split(' ');
      if (classes.includes('highlighted')) figure.highlighted.push(i + 1);
      if (classes.includes('add')) figure.added.push(i + 1);
      if (classes.includes('remove')) figure.removed.push(i + 1);
    });
    figure.code = lines.map((line) => decodeEntities(line.replace(/<[^>]*>/g, ''))).join('\n');
    figures.push(figure);
    return `<pre ${CODE_PLACEHOLDER_ATTRIBUTE}="${figures.length - 1}"></pre>`;
  });
  return { html: rest, figures };
}

/** `1,2,3,5` as `1-3,5`. */
export function lineRanges(lines: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = lines[i] ?? 0;
    let end = start;
    while (lines[i + 1] === end + 1) end = lines[++i] ?? end;
    parts.push(end === start ? String(start) : `${start}-${end}`);
  }
  return parts.join(',');
}

/**
 * The info string after the language: the title, highlighted lines as `{2,4-6}` (the form the
 * site's own fences use) and diff lines as `ins={3}` / `del={5}`.
 */
export function fenceMeta(figure: CodeFigure): string | null {
  const parts: string[] = [];
  if (figure.title !== undefined) parts.push(`title="${figure.title.replace(/"/g, "'")}"`);
  if (figure.highlighted.length > 0) parts.push(`{${lineRanges(figure.highlighted)}}`);
  if (figure.added.length > 0) parts.push(`ins={${lineRanges(figure.added)}}`);
  if (figure.removed.length > 0) parts.push(`del={${lineRanges(figure.removed)}}`);
  return parts.length === 0 ? null : parts.join(' ');
}


/** The figure a placeholder `<pre>` stands for, if it is one. */
export function placeholderFigure(attrs: ReadonlyMap<string, string>, figures: readonly CodeFigure[]): CodeFigure | undefined {
  const index = attrs.get(CODE_PLACEHOLDER_ATTRIBUTE);
  return index === undefined ? undefined : figures[Number(index)];
}
