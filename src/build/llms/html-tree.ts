/**
 * A light element tree of a page body, read with one regular expression. The bodies are the
 * build's own output (hast-util-to-html after the sanitiser: quoted attributes, every end tag
 * written), so a full HTML parser is not needed: parse5 plus hast-util-to-mdast and
 * mdast-util-to-markdown took 6.4 s of CPU for the site, this tree and `to-markdown.ts` a
 * fraction of it. An end tag closes the nearest open element of its name.
 */
import { decodeEntities, parseAttributes } from '../gates/html-scan.ts';

/** An element of the tree. */
export interface HtmlElement {
  /** Lower-case tag name. */
  tag: string;
  /** Attributes, entities decoded. */
  attrs: Map<string, string>;
  /** Children: elements and decoded text. */
  children: HtmlNode[];
}

/** A node of the tree: an element or a run of text. */
export type HtmlNode = HtmlElement | string;

const TOKEN = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Parses a body fragment into a root element (`tag` ''). */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '', attrs: new Map(), children: [] };
  const stack: HtmlElement[] = [root];
  let last = 0;
  const text = (end: number): void => {
    if (end > last) stack.at(-1)?.children.push(decodeEntities(html.slice(last, end)));
  };
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m !== null; m = TOKEN.exec(html)) {
    text(m.index);
    last = TOKEN.lastIndex;
    const end = m[1]?.toLowerCase();
    if (end !== undefined) {
      const at = stack.findLastIndex((e) => e.tag === end);
      if (at > 0) stack.length = at;
      continue;
    }
    const tag = m[2]?.toLowerCase();
    if (tag === undefined) continue; // a comment
    const element: HtmlElement = { tag, attrs: parseAttributes(m[3] ?? ''), children: [] };
    stack.at(-1)?.children.push(element);
    if (!VOID.has(tag) && m[4] !== '/') stack.push(element);
  }
  text(html.length);
  return root;
}

/** Whether an element has a class. */
export function hasClass(element: HtmlElement, name: string): boolean {
  const value = element.attrs.get('class');
  return value !== undefined && value.split(/\s+/).includes(name);
}

/** The text of a node and its descendants. */
export function textOf(node: HtmlNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

/** Every element under `node` (depth first, itself included) for which `test` holds. */
export function findAll(node: HtmlElement, test: (e: HtmlElement) => boolean, out: HtmlElement[] = []): HtmlElement[] {
  if (test(node)) out.push(node);
  for (const child of node.children) if (typeof child !== 'string') findAll(child, test, out);
  return out;
}
