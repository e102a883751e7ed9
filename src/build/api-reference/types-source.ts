/**
 * webpack's `types.d.ts` as extract.ts reads it after oxc-parser: a node's text, its line and its
 * JSDoc, each as TypeScript gives them (`getText`, `getLineAndCharacterOfPosition` and
 * `getJSDocCommentsAndTags`), from the node's offsets and the parser's comment list.
 */
import type { ParsedJsDoc } from './jsdoc.ts';
import { LINE_END, parseJsDoc } from './jsdoc.ts';

/** One comment as oxc-parser reports it: its kind and its offsets in the source text. */
export interface SourceComment {
  /** `//` or `/* *\/`. */
  type: 'Line' | 'Block';
  /** Offset of its first character. */
  start: number;
  /** Offset just past its last character. */
  end: number;
}

/** A node's JSDoc text and its `@deprecated` note, as the model holds them. */
export interface Doc {
  /** The description, trimmed. */
  doc: string;
  /** The `@deprecated` tag's text, trimmed; absent without the tag. */
  deprecated?: string;
}

/** Text that is only white space and line breaks (ECMAScript's, `\s` in a regular expression). */
const BLANK = /^\s*$/;

/** How many of the sorted `items` have a key at or below `limit` (a binary search). */
function countUpTo<T>(items: readonly T[], limit: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (key(items[middle]!) <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A block comment opening with `/**` (the empty `/**\/` is not one). */
const isJsDoc = (text: string, comment: SourceComment): boolean =>
  comment.type === 'Block' && text.startsWith('/**', comment.start) && text[comment.start + 3] !== '/';

/** The source text with its lines and comments. */
export class TypesSource {
  /** The offset each line starts at, in order. */
  private readonly lineStarts: number[] = [0];
  private readonly parsed = new Map<number, ParsedJsDoc>();

  constructor(
    readonly text: string,
    private readonly comments: readonly SourceComment[],
  ) {
    for (const match of text.matchAll(LINE_END)) this.lineStarts.push(match.index + match[0].length);
  }

  /** The text from `start` to `end`. */
  slice(start: number, end: number): string {
    return this.text.slice(start, end);
  }

  /** The 1-based line of an offset: how many lines start at or before it. */
  lineOf(offset: number): number {
    return countUpTo(this.lineStarts, offset, (lineStart) => lineStart);
  }

  /**
   * The JSDoc of the node whose first token is at `start`: the last `/** *\/` comment in the gap
   * between the token before and `start` (comments and blanks only). A comment on the same line
   * as the token before belongs to that token, unless `sameLine`: TypeScript gives a variable and
   * an export specifier the comments after the comma or brace before them too. At the very start
   * of the file every comment counts. A line break inside another comment does not end a line.
   */
  jsDocAt(start: number, sameLine = false): ParsedJsDoc | undefined {
    const before = countUpTo(this.comments, start, (comment) => comment.end);
    // The gap's comments: the last ones before `start` with nothing but blanks between them.
    let first = before;
    let gapStart = start;
    while (first > 0 && this.blank(this.comments[first - 1]!.end, gapStart)) gapStart = this.comments[--first]!.start;
    const gap = this.comments.slice(first, before);
    let previousEnd = gapStart;
    while (previousEnd > 0 && BLANK.test(this.text[previousEnd - 1]!)) previousEnd--;
    // The node's own comments start with the first one a line break in the blanks comes before.
    let own = sameLine || previousEnd === 0 ? 0 : gap.findIndex((comment, i) => this.breaksLine(gap[i - 1]?.end ?? previousEnd, comment.start));
    if (own === -1) own = gap.length;
    const found = gap.slice(own).findLast((comment) => isJsDoc(this.text, comment));
    if (found === undefined) return undefined;
    let jsDoc = this.parsed.get(found.start);
    if (jsDoc === undefined) {
      jsDoc = parseJsDoc(this.text, found.start, found.end);
      this.parsed.set(found.start, jsDoc);
    }
    return jsDoc;
  }

  /** Whether the text from `from` to `to` is blank. */
  private blank(from: number, to: number): boolean {
    return BLANK.test(this.text.slice(from, to));
  }

  /** Whether the text from `from` to `to` holds a line break. */
  private breaksLine(from: number, to: number): boolean {
    return /[\n\r\u2028\u2029]/.test(this.text.slice(from, to));
  }

  /** The model's doc of a node from its JSDoc comments, in TypeScript's order (the node's own first). */
  docOf(...jsDocs: (ParsedJsDoc | undefined)[]): Doc {
    const parts: string[] = [];
    let deprecated: string | undefined;
    for (const jsDoc of jsDocs) {
      if (jsDoc === undefined) continue;
      if (jsDoc.description !== undefined) parts.push(jsDoc.description);
      const tag = jsDoc.tags.find((t) => t.name === 'deprecated');
      if (tag !== undefined) deprecated ??= tag.text ?? '';
    }
    const doc = parts.join('\n\n');
    return deprecated === undefined ? { doc } : { doc, deprecated };
  }

  /** The doc of the node whose first token is at `start`. */
  docAt(start: number): Doc {
    return this.docOf(this.jsDocAt(start));
  }
}
