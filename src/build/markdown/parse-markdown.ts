/**
 * Markdown to mdast with markdown-it: the tree remark-parse with remark-gfm makes, for the
 * constructs this site's pages and READMEs use, at a fraction of micromark's cost. CommonMark
 * plus GFM tables, strikethrough (one or two tildes), task list items and autolink literals
 * (the same find-and-replace pass mdast-util-gfm-autolink-literal runs). Raw HTML stays raw
 * (`html` nodes), link references and definitions stay references, so every remark and rehype
 * step after the parser sees the nodes it knows. GFM footnotes are not read here: a document with
 * a footnote definition goes to remark-parse with remark-gfm (`remarkMarkdownIt`).
 *
 * Positions: every block node and every link, image and reference carries the whole source
 * lines it is on (start of its first line to end of its last): the pipeline reads start lines
 * (code fences, links, definitions), never columns, which are not tracked.
 */
import markdownIt, { type MarkdownIt, type StateInline, type Token } from 'markdown-it';
import type {
  Definition,
  Heading,
  List,
  ListItem,
  Nodes,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Plugin } from 'unified';

/** A node's place in the source (unist's Position, as mdast's nodes carry it). */
type Position = NonNullable<Root['position']>;

/** Where a link or image was in its inline text, set by the wrapped link rules. */
interface SourceSpan {
  /** Offset of the `[` (or `!`) in the inline content. */
  start: number;
  /** Offset just past the construct. */
  end: number;
  /** Offset of the label's `]`. */
  labelEnd: number;
}

/** Token meta this module reads: markdown-it's reference label and the span added here. */
interface LinkMeta extends Record<string, unknown> {
  /** markdown-it's normalised reference label. */
  label?: string;
  /** Set on links and images. */
  span?: SourceSpan;
  /** Set on definitions: the label as written, the destination and the title. */
  rawLabel?: string;
  href?: string;
  title?: string;
}

/** The environment markdown-it fills while parsing: the definitions by normalised label. */
interface ParseEnv {
  references?: Record<string, { href: string; title: string }>;
}

/** A micromark identifier: whitespace runs as one space, trimmed, case-folded (micromark-util-normalize-identifier). */
function normalizeIdentifier(value: string): string {
  return value.replace(/[\t\n\r ]+/g, ' ').replace(/^ | $/g, '').toLowerCase().toUpperCase().toLowerCase();
}

/** Records where a link or image rule matched, so the tree can give its line and reference kind. */
function withSpan(rule: (state: StateInline, silent: boolean) => boolean, open: string, labelOffset: number): (state: StateInline, silent: boolean) => boolean {
  return (state, silent) => {
    const start = state.pos;
    const before = state.tokens.length;
    if (!rule(state, silent)) return false;
    if (silent) return true;
    for (let i = before; i < state.tokens.length; i++) {
      const token = state.tokens[i];
      if (token?.type !== open) continue;
      const labelEnd = state.md.helpers.parseLinkLabel(state, start + labelOffset - 1, open === 'link_open');
      const meta = (token.meta ?? {}) as LinkMeta;
      meta.span = { start, end: state.pos, labelEnd };
      token.meta = meta;
      break;
    }
    return true;
  };
}

/**
 * Keeps a code span's line endings, as micromark does (markdown-it turns them into spaces;
 * mdast-util-to-hast does that later, and the page markdown step reads the tree as it is).
 */
function rawCodeSpan(rule: (state: StateInline, silent: boolean) => boolean): (state: StateInline, silent: boolean) => boolean {
  return (state, silent) => {
    const start = state.pos;
    const before = state.tokens.length;
    if (!rule(state, silent)) return false;
    const token = state.tokens[state.tokens.length - 1];
    if (silent || state.tokens.length === before || token?.type !== 'code_inline') return true;
    const fence = token.markup.length;
    const raw = state.src.slice(start + fence, state.pos - fence);
    if (raw.includes('\n')) token.content = (raw.length === token.content.length ? raw : raw.slice(1, -1)).replace(/\n[ \t]+/g, '\n');
    return true;
  };
}

/** GFM strikethrough as micromark reads it: runs of one or two tildes, closed by a run of the same length. */
function strikethroughTokenize(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (silent || state.src.charCodeAt(start) !== 0x7e) return false;
  const scanned = state.scanDelims(start, true);
  const length = scanned.length;
  if (length > 2) {
    // Three or more tildes are text, never a delimiter.
    const token = state.push('text', '', 0);
    token.content = state.src.slice(start, start + length);
    state.pos += length;
    return true;
  }
  const token = state.push('text', '', 0);
  token.content = state.src.slice(start, start + length);
  state.delimiters.push({ marker: 0x7e, length, token: state.tokens.length - 1, end: -1, open: scanned.can_open, close: scanned.can_close });
  state.pos += length;
  return true;
}

/** Pairs tilde runs of equal length (nearest opener first) into `s` tokens. */
function strikethroughPostProcess(state: StateInline): void {
  const process = (delimiters: StateInline['delimiters']): void => {
    const used = new Set<number>();
    for (let closer = 0; closer < delimiters.length; closer++) {
      const close = delimiters[closer];
      if (close?.marker !== 0x7e || !close.close || used.has(closer)) continue;
      for (let opener = closer - 1; opener >= 0; opener--) {
        const open = delimiters[opener];
        if (open?.marker !== 0x7e || !open.open || used.has(opener) || open.length !== close.length) continue;
        used.add(opener);
        used.add(closer);
        const openToken = state.tokens[open.token];
        const closeToken = state.tokens[close.token];
        if (openToken === undefined || closeToken === undefined) break;
        openToken.type = 's_open';
        openToken.tag = 's';
        openToken.nesting = 1;
        openToken.markup = openToken.content;
        openToken.content = '';
        closeToken.type = 's_close';
        closeToken.tag = 's';
        closeToken.nesting = -1;
        closeToken.markup = closeToken.content;
        closeToken.content = '';
        // Openers between the pair can no longer close anything outside it.
        for (let k = opener + 1; k < closer; k++) used.add(k);
        break;
      }
    }
  };
  process(state.delimiters);
  for (const meta of state.tokens_meta) if (meta?.delimiters) process(meta.delimiters);
}

/** The one configured markdown-it instance. */
function createParser(): MarkdownIt {
  const md = markdownIt('default', { html: true, linkify: false });
  // URLs stay as written (mdast-util-to-hast encodes them), and no scheme is refused here: the sanitiser decides.
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  md.validateLink = () => true;
  // Definitions stay in the tree as `definition` nodes.
  md.core.ruler.disable('strip_references');
  const rules = md.inline.ruler.__rules__;
  const link = rules.find((r) => r.name === 'link')?.fn;
  const image = rules.find((r) => r.name === 'image')?.fn;
  if (link === undefined || image === undefined) throw new Error('markdown-it has no link or image rule');
  md.inline.ruler.at('link', withSpan(link, 'link_open', 1));
  md.inline.ruler.at('image', withSpan(image, 'image', 2));
  const autolink = rules.find((r) => r.name === 'autolink')?.fn;
  const backtick = rules.find((r) => r.name === 'backticks')?.fn;
  if (autolink === undefined || backtick === undefined) throw new Error('markdown-it has no autolink or backtick rule');
  md.inline.ruler.at('autolink', withSpan(autolink, 'link_open', 1));
  md.inline.ruler.at('backticks', rawCodeSpan(backtick));
  md.inline.ruler.at('strikethrough', strikethroughTokenize);
  md.inline.ruler2.at('strikethrough', strikethroughPostProcess);
  // Each definition's own label, destination and title (markdown-it keeps only the first of a label).
  const reference = md.block.ruler.__rules__.find((r) => r.name === 'reference')?.fn;
  if (reference === undefined) throw new Error('markdown-it has no reference rule');
  md.block.ruler.at(
    'reference',
    (state, startLine, endLine, silent) => {
      if (silent) return reference(state, startLine, endLine, silent);
      const env = state.env as ParseEnv;
      const known = (env.references ??= {});
      const own: NonNullable<ParseEnv['references']> = {};
      env.references = own;
      const before = state.tokens.length;
      const found = reference(state, startLine, endLine, silent);
      env.references = known;
      const token = state.tokens[before];
      if (!found || token?.type !== 'reference_definition') return found;
      const meta = token.meta as LinkMeta;
      const key = meta.label ?? '';
      const target = own[key];
      if (target !== undefined) known[key] ??= target;
      const from = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
      const m = /^\[((?:[^\\[\]]|\\[^])*)\]:/.exec(state.src.slice(from, state.eMarks[state.line - 1]));
      meta.rawLabel = m?.[1] ?? key;
      meta.href = target?.href ?? '';
      meta.title = target?.title ?? '';
      return true;
    },
    { alt: ['paragraph', 'reference'] },
  );
  return md;
}

const parser = createParser();

/** A task list item's check: `[ ]` or `[x]` and the whitespace that must follow it. */
const CHECK = /^\[([ \t\nxX])\](?=[ \t\n])/;

/** Line numbers of offsets in one inline content, read forwards. */
class LineCounter {
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
class LineSpans {
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

  /** A block token's lines. */
  block(token: Token): Position | undefined {
    return token.map === null ? undefined : this.span(token.map[0] + 1, token.map[1]);
  }
}

/** An attribute of a token as a string. */
function attr(token: Token, name: string): string | null {
  const value = token.attrGet(name);
  return value === null ? null : String(value);
}

/** Appends text, merged with a text node before it (micromark never leaves two side by side). */
function pushText(children: PhrasingContent[], value: string): void {
  if (value === '') return;
  const last = children[children.length - 1];
  if (last?.type === 'text') last.value += value;
  else children.push({ type: 'text', value });
}

/** Converts one inline token's children. */
function inlineChildren(tokens: readonly Token[], lines: LineCounter, inTable: boolean): PhrasingContent[] {
  const stack: Array<{ node: Parent & { children: PhrasingContent[] } }> = [{ node: { type: 'paragraph', children: [] } }];
  const top = (): PhrasingContent[] => {
    const entry = stack[stack.length - 1];
    if (entry === undefined) throw new Error('inline stack underflow');
    return entry.node.children;
  };
  const open = (node: PhrasingContent & { children: PhrasingContent[] }): void => {
    top().push(node);
    stack.push({ node });
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        pushText(top(), token.content);
        break;
      case 'softbreak':
        pushText(top(), '\n');
        break;
      case 'hardbreak':
        top().push({ type: 'break' });
        break;
      case 'code_inline':
        top().push({ type: 'inlineCode', value: inTable ? token.content.replace(/\\\|/g, '|') : token.content });
        break;
      case 'html_inline':
        top().push({ type: 'html', value: token.content });
        break;
      case 'em_open':
        open({ type: 'emphasis', children: [] });
        break;
      case 'strong_open':
        open({ type: 'strong', children: [] });
        break;
      case 's_open':
        open({ type: 'delete', children: [] });
        break;
      case 'link_open':
        open(linkNode(token, lines));
        break;
      case 'image':
        top().push(imageNode(token, lines));
        break;
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      default:
        throw new Error(`markdown: unexpected inline token ${token.type}`);
    }
  }
  return top();
}

/** A reference's identifier (from the label as written), its label (escapes and entities decoded) and kind. */
function referenceFields(meta: LinkMeta, source: string, labelStart: number): { identifier: string; label: string; referenceType: 'full' | 'collapsed' | 'shortcut' } {
  const span = meta.span;
  if (span === undefined) throw new Error('markdown: a reference without its source span');
  const text = source.slice(labelStart, span.labelEnd);
  const decode = parser.utils.unescapeAll;
  if (span.end === span.labelEnd + 1) return { identifier: normalizeIdentifier(text), label: decode(text), referenceType: 'shortcut' };
  const ref = source.slice(span.labelEnd + 2, span.end - 1);
  if (ref === '') return { identifier: normalizeIdentifier(text), label: decode(text), referenceType: 'collapsed' };
  return { identifier: normalizeIdentifier(ref), label: decode(ref), referenceType: 'full' };
}

/** A link, autolink or link reference, positioned on its line. */
function linkNode(token: Token, lines: LineCounter): PhrasingContent & { children: PhrasingContent[] } {
  const meta = (token.meta ?? {}) as LinkMeta;
  const position = meta.span === undefined ? undefined : lines.position(meta.span.start);
  if (token.markup === 'autolink') return { type: 'link', url: attr(token, 'href') ?? '', title: null, children: [], ...(position && { position }) };
  if (meta.label !== undefined) {
    const fields = referenceFields(meta, lines.source, (meta.span?.start ?? 0) + 1);
    return { type: 'linkReference', ...fields, children: [], ...(position && { position }) };
  }
  return { type: 'link', url: attr(token, 'href') ?? '', title: attr(token, 'title'), children: [], ...(position && { position }) };
}

/** An image or image reference; its alt is the plain text of its label, as mdast-util-from-markdown makes it. */
function imageNode(token: Token, lines: LineCounter): PhrasingContent {
  const meta = (token.meta ?? {}) as LinkMeta;
  const position = meta.span === undefined ? undefined : lines.position(meta.span.start);
  const alt = toString({ type: 'paragraph', children: inlineChildren(token.children ?? [], new LineCounter(token.content, position?.start.line ?? 1, lines.spans), false) });
  if (meta.label !== undefined) {
    const fields = referenceFields(meta, lines.source, (meta.span?.start ?? 0) + 2);
    return { type: 'imageReference', ...fields, alt, ...(position && { position }) };
  }
  return { type: 'image', url: attr(token, 'src') ?? '', title: attr(token, 'title'), alt, ...(position && { position }) };
}

const transformLiterals = gfmAutolinkLiteralFromMarkdown().transforms?.[0];
/** Text that may hold a GFM autolink literal (a URL, `www.` or an e-mail address). */
const LITERAL_HINT = /[:@]|www\./i;

/**
 * GFM autolink literals (`https://…`, `www.…`, e-mail addresses) with mdast-util-gfm-autolink-literal's
 * own pass over the text, each new link given the line its text starts on.
 */
function autolinkLiterals(children: PhrasingContent[], lines: LineCounter): void {
  if (transformLiterals === undefined) return;
  const root: Root = { type: 'root', children: [{ type: 'paragraph', children }] };
  transformLiterals(root);
  const first = root.children[0];
  if (first?.type !== 'paragraph') return;
  let cursor = 0;
  const walk = (nodes: PhrasingContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'link' && node.position === undefined) {
        const text = toString(node);
        const found = lines.source.indexOf(text, cursor);
        if (found !== -1) {
          cursor = found + text.length;
          node.position = lines.position(found);
        }
      } else if ('children' in node) walk(node.children);
    }
  };
  walk(first.children);
  children.splice(0, children.length, ...first.children);
}

/** Splits a fence's info string as micromark does: language up to the first whitespace, meta after it. */
function fenceInfo(info: string): { lang: string | null; meta: string | null } {
  const trimmed = info.trim();
  if (trimmed === '') return { lang: null, meta: null };
  const m = /^(\S+)[ \t]*(.*)$/s.exec(trimmed);
  const lang = m?.[1] ?? trimmed;
  const meta = m?.[2] ?? '';
  return { lang: parser.utils.unescapeAll(lang), meta: meta === '' ? null : parser.utils.unescapeAll(meta) };
}

/** `[ ]` or `[x]` starting a list item's first paragraph becomes the item's `checked` (mdast-util-gfm-task-list-item). */
function taskListItem(item: ListItem): void {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return;
  const head = first.children[0];
  if (head?.type !== 'text') return;
  const m = CHECK.exec(head.value);
  if (m === null) return;
  item.checked = m[1] === 'x' || m[1] === 'X';
  head.value = head.value.slice(m[0].length + 1);
  if (head.value === '') first.children.shift();
}

type BlockParent = Root | Extract<Nodes, { children: RootContent[] }>;

/** Parses markdown into an mdast root. */
export function parseMarkdown(markdown: string): Root {
  const tokens = parser.parse(markdown, {} satisfies ParseEnv);
  const spans = new LineSpans(markdown);
  const root: Root = { type: 'root', children: [] };
  const stack: Array<Root | Parent> = [root];
  const lists: List[] = [];
  let rowLine = 1;
  let align: Table['align'] = [];
  const parent = (): Parent => {
    const top = stack[stack.length - 1];
    if (top === undefined) throw new Error('markdown: block stack underflow');
    return top;
  };
  const add = (node: RootContent): void => {
    (parent() as BlockParent).children.push(node as never);
  };
  const enter = (node: RootContent & Parent): void => {
    add(node);
    stack.push(node);
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined) continue;
    // Closing tokens make no node and need no position.
    const position = token.nesting === -1 ? undefined : spans.block(token);
    const at = position === undefined ? {} : { position };
    switch (token.type) {
      case 'paragraph_open': {
        const list = lists[lists.length - 1];
        if (list !== undefined && parent().type === 'listItem' && !token.hidden) list.spread = true;
        enter({ type: 'paragraph', children: [], ...at });
        break;
      }
      case 'heading_open':
        enter({ type: 'heading', depth: Number(token.tag.slice(1)) as Heading['depth'], children: [], ...at });
        break;
      case 'blockquote_open':
        enter({ type: 'blockquote', children: [], ...at });
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = token.type === 'ordered_list_open';
        const list: List = { type: 'list', ordered, start: ordered ? Number(attr(token, 'start') ?? 1) : null, spread: false, children: [], ...at };
        lists.push(list);
        enter(list);
        break;
      }
      case 'list_item_open':
        enter({ type: 'listItem', spread: false, checked: null, children: [], ...at });
        break;
      case 'list_item_close': {
        taskListItem(parent() as ListItem);
        stack.pop();
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close': {
        const list = lists.pop();
        if (list !== undefined) for (const item of list.children) item.spread = list.spread;
        stack.pop();
        break;
      }
      case 'paragraph_close':
      case 'heading_close':
      case 'blockquote_close':
      case 'table_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
        stack.pop();
        break;
      case 'thead_open':
      case 'thead_close':
      case 'tbody_open':
      case 'tbody_close':
        break;
      case 'inline': {
        const container = parent() as Parent & { children: PhrasingContent[] };
        const line = container.type === 'tableCell' ? rowLine : (token.map?.[0] ?? 0) + 1;
        const lines = new LineCounter(token.content, line, spans);
        const children = inlineChildren(token.children ?? [], lines, container.type === 'tableCell');
        if (LITERAL_HINT.test(token.content)) autolinkLiterals(children, lines);
        container.children.push(...children);
        break;
      }
      case 'fence':
        add({ type: 'code', ...fenceInfo(token.info), value: token.content.replace(/\n$/, ''), ...at });
        break;
      case 'code_block':
        add({ type: 'code', lang: null, meta: null, value: token.content.replace(/\n$/, ''), ...at });
        break;
      case 'html_block':
        add({ type: 'html', value: token.content.replace(/\n$/, ''), ...at });
        break;
      case 'hr':
        add({ type: 'thematicBreak', ...at });
        break;
      case 'reference_definition': {
        const meta = token.meta as LinkMeta;
        const label = meta.rawLabel ?? meta.label ?? '';
        add({ type: 'definition', identifier: normalizeIdentifier(label), label: parser.utils.unescapeAll(label), url: meta.href ?? '', title: meta.title || null, ...at } satisfies Definition);
        break;
      }
      case 'table_open':
        align = [];
        enter({ type: 'table', align, children: [], ...at } satisfies Table);
        break;
      case 'tr_open':
        rowLine = (token.map?.[0] ?? 0) + 1;
        enter({ type: 'tableRow', children: [], ...at } satisfies TableRow);
        break;
      case 'th_open':
      case 'td_open': {
        if (token.type === 'th_open') {
          const style = attr(token, 'style');
          align.push(style === null ? null : (style.slice('text-align:'.length) as 'left' | 'right' | 'center'));
        }
        enter({ type: 'tableCell', children: [], position: spans.span(rowLine, rowLine) } satisfies TableCell);
        break;
      }
      default:
        throw new Error(`markdown: unexpected block token ${token.type}`);
    }
  }
  return root;
}

/** A GFM footnote definition (`[^label]:`), which markdown-it would read as a link definition. */
const FOOTNOTE_DEFINITION = /\[\^[^\]\n]+\]:/;
/** remark-parse with remark-gfm, for the documents this parser does not cover (footnotes). */
const remark = unified().use(remarkParse).use(remarkGfm);

/**
 * The parser as a unified plugin, in place of remark-parse and remark-gfm. A document with a
 * footnote definition (none today) goes to remark-parse with remark-gfm, which reads footnotes.
 */
export const remarkMarkdownIt: Plugin<[], string, Root> = function () {
  this.parser = (document) => (FOOTNOTE_DEFINITION.test(document) ? remark.parse(document) : parseMarkdown(document));
};
