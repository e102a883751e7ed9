/** Inline tokens of markdown-it to mdast phrasing content, as mdast-util-from-markdown makes it. */
import type { Token } from 'markdown-it';
import type { Parent, PhrasingContent, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { toString } from 'mdast-util-to-string';
import { normalizeIdentifier, parser, type LinkMeta } from './md-it-parser.ts';
import { LineCounter } from './md-lines.ts';

/** An attribute of a token as a string. */
export function attr(token: Token, name: string): string | null {
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
export function inlineChildren(tokens: readonly Token[], lines: LineCounter, inTable: boolean): PhrasingContent[] {
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
/**
 * Source text that may hold a GFM autolink literal: every literal the pass finds starts with
 * `http://`, `https://` or `www.`, or holds an `@`; with an escape or a character reference the
 * text may spell one the source does not. A colon alone (most of the site's paragraphs have one)
 * ran the pass, about 0.15 s of each render worker, for nothing.
 */
export const LITERAL_HINT = /https?:\/\/|www\.|[@&\\]/i;

/**
 * GFM autolink literals (`https://…`, `www.…`, e-mail addresses) with mdast-util-gfm-autolink-literal's
 * own pass over the text, each new link given the line its text starts on. Returns false when a
 * literal may not be the one micromark reads from the source (which it does before any decoding):
 * its text is not in the source as written (an escape or a character reference inside it), or it
 * holds a `*` or `<`, where micromark ends it.
 */
export function autolinkLiterals(children: PhrasingContent[], lines: LineCounter): boolean {
  if (transformLiterals === undefined) return true;
  const root: Root = { type: 'root', children: [{ type: 'paragraph', children }] };
  transformLiterals(root);
  const first = root.children[0];
  if (first?.type !== 'paragraph') return true;
  let cursor = 0;
  let sure = true;
  const walk = (nodes: PhrasingContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'link' && node.position === undefined) {
        const text = toString(node);
        const found = lines.source.indexOf(text, cursor);
        if (found === -1 || /[*<]/.test(text)) sure = false;
        else {
          cursor = found + text.length;
          node.position = lines.position(found);
        }
      } else if ('children' in node) walk(node.children);
    }
  };
  walk(first.children);
  children.splice(0, children.length, ...first.children);
  return sure;
}
