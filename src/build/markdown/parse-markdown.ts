/**
 * Markdown to mdast with markdown-it: the tree remark-parse with remark-gfm makes, for the
 * constructs this site's pages and READMEs use, at a fraction of micromark's cost. CommonMark
 * plus GFM tables, strikethrough (one or two tildes), task list items and autolink literals
 * (the same find-and-replace pass mdast-util-gfm-autolink-literal runs). Raw HTML stays raw
 * (`html` nodes), link references and definitions stay references, so every remark and rehype
 * step after the parser sees the nodes it knows. GFM footnotes, CRLF line endings and a few
 * autolink literals are left to remark-parse with remark-gfm (`parseMarkdown`).
 *
 * Positions: every block node and every link, image and reference carries the whole source
 * lines it is on (start of its first line to end of its last): the pipeline reads start lines
 * (code fences, links, definitions), never columns, which are not tracked.
 */
import type { Definition, Heading, List, ListItem, Nodes, Parent, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { createRequire } from 'node:module';
import type remarkGfmPlugin from 'remark-gfm';
import type remarkParsePlugin from 'remark-parse';
import { unified, type Plugin } from 'unified';
import { attr, autolinkLiterals, inlineChildren, LITERAL_HINT } from './md-inline.ts';
import { normalizeIdentifier, parser, type LinkMeta, type ParseEnv } from './md-it-parser.ts';
import { LineCounter, LineSpans } from './md-lines.ts';

/** A GFM footnote definition (`[^label]:`), which markdown-it would read as a link definition. */
const FOOTNOTE_DEFINITION = /\[\^[^\]\n]+\]:/;

/**
 * Text where micromark's autolink literals and the find-and-replace pass used here disagree: an
 * `http(s)://` host without a dot (`http://localhost:8080/`, which micromark links) and an
 * address after `mailto:` or `xmpp:` (micromark links the address alone).
 */
const UNSURE_LITERAL = /https?:\/\/[^\s./?#]*(?:[\s/?#]|$)|(?:mailto|xmpp):/i;

/** Whether any text of the tree (outside code, which holds no literals) has an unsure literal. */
function hasUnsureLiteral(node: Nodes): boolean {
  if (node.type === 'text') return UNSURE_LITERAL.test(node.value);
  return 'children' in node && node.children.some(hasUnsureLiteral);
}

/** A task list item's check: `[ ]` or `[x]` and the whitespace that must follow it. */
const CHECK = /^\[([ \t\nxX])\](?=[ \t\n])/;

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

/**
 * The mdast of a document read with markdown-it, or undefined when it holds what this reader
 * does not cover (footnotes, carriage returns, autolink literals micromark would read otherwise,
 * a whitespace-only line after indented code).
 */
export function markdownItTree(markdown: string): Root | undefined {
  if (FOOTNOTE_DEFINITION.test(markdown) || markdown.includes('\r')) return undefined;
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
        if (LITERAL_HINT.test(token.content) && !autolinkLiterals(children, lines)) return undefined;
        container.children.push(...children);
        break;
      }
      case 'fence':
        add({ type: 'code', ...fenceInfo(token.info), value: token.content.replace(/\n$/, ''), ...at });
        break;
      case 'code_block':
        // micromark keeps a whitespace-only line after indented code (beyond the indent) in the code; markdown-it drops it.
        if (/^[ \t]{5,}$/.test(spans.text((token.map?.[1] ?? 0) + 1) ?? '')) return undefined;
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
  return hasUnsureLiteral(root) ? undefined : root;
}

/** remark-parse with remark-gfm, for the documents markdown-it's reading does not cover. */
function remarkGfmParser() {
  // Loaded (with `require`, as this is synchronous) the first time a document needs them: none of
  // the site's documents does today, and importing both with their micromark and mdast modules
  // at start took each render worker 0.05 s of CPU apiece.
  const require = createRequire(import.meta.url);
  const { default: remarkParse } = require('remark-parse') as { default: typeof remarkParsePlugin };
  const { default: remarkGfm } = require('remark-gfm') as { default: typeof remarkGfmPlugin };
  return unified().use(remarkParse).use(remarkGfm);
}

let remark: ReturnType<typeof remarkGfmParser> | undefined;

/** Parses markdown into an mdast root: with markdown-it, or with remark-parse and remark-gfm where `markdownItTree` declines. */
export function parseMarkdown(markdown: string): Root {
  return markdownItTree(markdown) ?? (remark ??= remarkGfmParser()).parse(markdown);
}

/** The parser as a unified plugin, in place of remark-parse and remark-gfm. */
export const remarkMarkdownIt: Plugin<[], string, Root> = function () {
  this.parser = (document) => parseMarkdown(document);
};
