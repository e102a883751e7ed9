/**
 * A page body's HTML as markdown: GFM tables, fenced code with its language, title and marked
 * lines, callouts as blockquotes led by their label, task lists, diagrams as their text, no HTML.
 * The permalink after each heading and screen-reader-only text are page chrome and left out.
 */
import { extractCodeFigures, fenceMeta, placeholderFigure, type CodeFigure } from './code-figures.ts';
import { hasClass, parseHtml, textOf, type HtmlElement, type HtmlNode } from './html-tree.ts';
import { codeSpan, destination, escapeLineStart, escapeText, fencedBlock, prefixLines, quote, wrapInline } from './md-text.ts';
import { pmTabsMarkdown } from './pm-tabs.ts';

/** What a conversion needs besides the HTML. */
export interface ConvertOptions {
  /** Rewrites a link or image URL as the markdown should carry it. */
  href: (url: string) => string;
}

interface Context extends ConvertOptions {
  figures: readonly CodeFigure[];
  inTable: boolean;
}

const INLINE = new Set(['a', 'abbr', 'b', 'br', 'cite', 'code', 'del', 'em', 'i', 'img', 'input', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
const HEADING = /^h([1-6])$/;

/** Whether an element is page chrome the markdown leaves out (an example's 'Open in checker' action among it). */
function isChrome(e: HtmlElement): boolean {
  return (e.tag === 'a' && hasClass(e, 'heading-link')) || (e.tag === 'span' && (hasClass(e, 'visually-hidden') || hasClass(e, 'task-box'))) || (e.tag === 'p' && hasClass(e, 'code-actions'));
}

/** Text a reader sees, chrome left out (heading text for slugs). */
export function visibleText(node: HtmlNode): string {
  if (typeof node === 'string') return node;
  return isChrome(node) ? '' : node.children.map(visibleText).join('');
}

/** A code span in a table cell: GFM splits cells at every `|`, even inside code, unless it is escaped. */
const cellSafe = (span: string, ctx: Context): string => (ctx.inTable ? span.replace(/\|/g, '\\|') : span);

function inline(nodes: readonly HtmlNode[], ctx: Context): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += escapeText(node.replace(/\s+/g, ' '));
      continue;
    }
    if (isChrome(node)) continue;
    switch (node.tag) {
      case 'a': {
        const href = node.attrs.get('href');
        const text = inline(node.children, ctx).trim();
        if (href === undefined) out += text;
        else out += `[${text === '' ? escapeText(href) : text}](${destination(ctx.href(href))})`;
        break;
      }
      case 'code':
      case 'kbd':
      case 'samp':
        out += cellSafe(codeSpan(textOf(node)), ctx);
        break;
      case 'pre':
        out += cellSafe(codeSpan(placeholderFigure(node.attrs, ctx.figures)?.code ?? textOf(node)), ctx);
        break;
      case 'strong':
      case 'b':
        out += wrapInline('**', inline(node.children, ctx));
        break;
      case 'em':
      case 'i':
        out += wrapInline('*', inline(node.children, ctx));
        break;
      case 'del':
      case 's':
        out += wrapInline('~~', inline(node.children, ctx));
        break;
      case 'img': {
        const src = node.attrs.get('src');
        if (src !== undefined) out += `![${escapeText(node.attrs.get('alt') ?? '')}](${destination(ctx.href(src))})`;
        break;
      }
      case 'br':
        out += ctx.inTable ? ' ' : '\\\n';
        break;
      case 'svg':
        break;
      default:
        out += inline(node.children, ctx);
    }
  }
  return out;
}

/** A paragraph of inline nodes: whitespace collapsed, each line safe at its start. */
function paragraph(nodes: readonly HtmlNode[], ctx: Context): string {
  return inline(nodes, ctx)
    .replace(/ {2,}/g, ' ')
    .trim()
    .split('\n')
    .map((line) => escapeLineStart(line.trim()))
    .join('\n')
    .replace(/\\$/, '');
}

function blocks(nodes: readonly HtmlNode[], ctx: Context): string[] {
  const out: string[] = [];
  let run: HtmlNode[] = [];
  const flush = (): void => {
    const text = paragraph(run, ctx);
    if (text !== '') out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || INLINE.has(node.tag)) {
      run.push(node);
      continue;
    }
    if (isChrome(node)) continue;
    flush();
    out.push(...block(node, ctx));
  }
  flush();
  return out;
}

function list(node: HtmlElement, ctx: Context): string {
  let n = Number(node.attrs.get('start') ?? '1');
  const items = node.children.filter((c): c is HtmlElement => typeof c !== 'string' && c.tag === 'li');
  const spread = items.some((li) => li.children.some((c) => typeof c !== 'string' && c.tag === 'p'));
  return items
    .map((li) => {
      const marker = node.tag === 'ol' ? `${n++}. ` : '- ';
      const box = li.children.flatMap((c) => (typeof c === 'string' ? [] : c.tag === 'p' ? c.children : [c])).find((c) => typeof c !== 'string' && hasClass(c, 'task-box'));
      const task = box === undefined ? '' : textOf(box) === '☑' ? '[x] ' : '[ ] ';
      return prefixLines(`${task}${blocks(li.children, ctx).join(spread ? '\n\n' : '\n')}`, marker, ' '.repeat(marker.length));
    })
    .join(spread ? '\n\n' : '\n');
}

function table(node: HtmlElement, ctx: Context): string {
  const rows: HtmlElement[] = [];
  const collect = (e: HtmlElement): void => {
    for (const c of e.children) {
      if (typeof c === 'string' || c.tag === 'table') continue;
      if (c.tag === 'tr') rows.push(c);
      else collect(c);
    }
  };
  collect(node);
  const cellCtx = { ...ctx, inTable: true };
  const cells = rows.map((r) =>
    r.children
      .filter((c): c is HtmlElement => typeof c !== 'string' && (c.tag === 'th' || c.tag === 'td'))
      .map((c) => inline(c.children, cellCtx).replace(/\s+/g, ' ').trim()),
  );
  const width = Math.max(1, ...cells.map((r) => r.length));
  const line = (r: readonly string[]): string => `| ${Array.from({ length: width }, (_, i) => r[i] ?? '').join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(Array.from({ length: width }, () => '---')), ...body.map(line)].join('\n');
}

/** An SVG drawing as text: its title (or label) and the words drawn in it. */
function diagram(node: HtmlElement): string {
  const title = node.children.find((c): c is HtmlElement => typeof c !== 'string' && c.tag === 'title');
  const label = (node.attrs.get('aria-label') ?? (title === undefined ? '' : textOf(title))).replace(/\s+/g, ' ').trim();
  const labels: string[] = [];
  const walk = (e: HtmlElement): void => {
    for (const c of e.children) {
      if (typeof c === 'string') continue;
      if (c.tag === 'text') labels.push(textOf(c).replace(/\s+/g, ' ').trim());
      else walk(c);
    }
  };
  walk(node);
  const words = `Diagram: ${label === '' ? 'untitled' : label}${labels.length === 0 ? '' : ` Labels: ${labels.filter((l) => l !== '').join(', ')}.`}`;
  return `*${escapeText(words)}*`;
}

function block(node: HtmlElement, ctx: Context): string[] {
  const heading = HEADING.exec(node.tag);
  if (heading !== null) {
    const text = paragraph(node.children, ctx).replace(/\n/g, ' ');
    return text === '' ? [] : [`${'#'.repeat(Number(heading[1]))} ${text}`];
  }
  switch (node.tag) {
    case 'p':
      return [paragraph(node.children, ctx)].filter((t) => t !== '');
    case 'ul':
    case 'ol':
      return [list(node, ctx)];
    case 'blockquote':
      return [quote(blocks(node.children, ctx))];
    case 'pre': {
      const figure = placeholderFigure(node.attrs, ctx.figures);
      return [figure === undefined ? fencedBlock('text', null, textOf(node).replace(/\n$/, '')) : fencedBlock(figure.lang === '' ? 'text' : figure.lang, fenceMeta(figure), figure.code)];
    }
    case 'table':
      return [table(node, ctx)];
    case 'hr':
      return ['---'];
    case 'svg':
      return [diagram(node)];
    case 'figcaption':
      return [`*${paragraph(node.children, ctx)}*`];
    case 'dt':
    case 'summary':
      return [`**${paragraph(node.children, ctx)}**`];
    case 'div':
      if (node.attrs.has('data-pm-tabs')) return pmTabsMarkdown(node, ctx.figures);
      if (hasClass(node, 'callout')) {
        return [quote(node.children.flatMap((c) => (typeof c !== 'string' && hasClass(c, 'callout-title') ? [`**${escapeText(textOf(c).trim())}**`] : blocks([c], ctx))))];
      }
      return blocks(node.children, ctx);
    default:
      return blocks(node.children, ctx);
  }
}

/** Converts a page body to markdown blocks. */
export function bodyMarkdown(html: string, options: ConvertOptions): string[] {
  const { html: rest, figures } = extractCodeFigures(html);
  return blocks(parseHtml(rest).children, { ...options, figures, inTable: false });
}

/** The visible text of every heading of a body, in order (for the ids a markdown viewer makes). */
export function bodyHeadings(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/g)) out.push(visibleText(parseHtml(m[1] ?? '')).replace(/\s+/g, ' ').trim());
  return out;
}
