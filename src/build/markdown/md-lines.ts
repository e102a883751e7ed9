/** Source lines for the mdast that parse-markdown.ts makes: positions that span whole lines. */
import type { Token } from 'markdown-it';
import type { Root } from 'mdast';

/** A node's place in the source (unist's Position, as mdast's nodes carry it). */
export type Position = NonNullable<Root['position']>;

/** Line numbers of offsets in one inline content, read forwards. */
export class LineCounter {
  private offset = 0;
  private line: number;

  constructor(
    /** The inline content. */
    readonly source: string,
    private readonly firstLine: number,
    /** The document's lines. */
    readonly spans: LineSpans,
  ) {
    this.line = firstLine;
  }

  /** The 1-based line of an offset. */
  at(offset: number): number {
    if (offset < this.offset) {
      this.offset = 0;
      this.line = this.firstLine;
    }
    for (let i = this.source.indexOf('\n', this.offset); i !== -1 && i < offset; i = this.source.indexOf('\n', i + 1)) this.line++;
    this.offset = offset;
    return this.line;
  }

  /** The position of the line an offset is on. */
  position(offset: number): Position {
    const line = this.at(offset);
    return this.spans.span(line, line);
  }
}

/** Positions that span whole source lines: from the start of a node's first line to the end of its last. */
export class LineSpans {
  private readonly starts: number[] = [0];

  constructor(private readonly markdown: string) {
    for (let i = markdown.indexOf('\n'); i !== -1; i = markdown.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  /** Lines `first` to `last`, 1-based and inclusive. */
  span(first: number, last: number): Position {
    const count = this.starts.length;
    const from = Math.min(Math.max(first, 1), count);
    const to = Math.min(Math.max(last, from), count);
    const startOffset = this.starts[from - 1] ?? 0;
    const lineStart = this.starts[to - 1] ?? 0;
    const next = this.starts[to];
    const endOffset = next === undefined ? this.markdown.length : next - 1;
    return { start: { line: from, column: 1, offset: startOffset }, end: { line: to, column: endOffset - lineStart + 1, offset: endOffset } };
  }

  /** The text of a 1-based line, undefined past the end. */
  text(line: number): string | undefined {
    const start = this.starts[line - 1];
    if (start === undefined) return undefined;
    const next = this.starts[line];
    return this.markdown.slice(start, next === undefined ? undefined : next - 1);
  }

  /** A block token's lines. */
  block(token: Token): Position | undefined {
    return token.map === null ? undefined : this.span(token.map[0] + 1, token.map[1]);
  }
}
