/**
 * One pass over a markdown file for the markdown gate, with markdown-it (CommonMark plus GFM
 * tables and strikethrough, raw HTML recognised): its HTML, its links and images, its heading
 * ids as a viewer slugs them, its words, and the `##` lists of an llms.txt. micromark with the
 * GFM extensions read the site's 2.4 MB of page markdown in 7.6 s of CPU, markdown-it in 0.3 s.
 * Bare URLs in text (GFM's autolink literals) are not read as links: the converter writes
 * every link it makes explicitly.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';

const parser = new MarkdownIt({ html: true, linkify: false });

/** A link of a `##` list: its text and destination. */
export interface ListedLink {
  /** Link text. */
  text: string;
  /** Destination. */
  href: string;
}

/** What the gate reads of one markdown file. */
export interface MarkdownScan {
  /** Raw HTML outside code, as written. */
  html: string[];
  /** Table rows with a code span holding an unescaped `|`: GFM ends the cell there (markdown-it does not). */
  tablePipes: string[];
  /** Destinations of links and images, in order. */
  links: string[];
  /** Heading ids a markdown viewer gives the headings (github-slugger). */
  slugs: Set<string>;
  /** The words of the title and of everything after the first top-level thematic break (the header's end). */
  bodyText: string;
  /** Links before the first `##` heading. */
  leadLinks: ListedLink[];
  /** Each `##` heading's text with the links listed under it. */
  groups: Array<{ title: string; links: ListedLink[] }>;
}

/** The contents of a line's code spans: a run of backticks up to the next run of the same length. */
export function codeSpans(line: string): string[] {
  const out: string[] = [];
  const runs = [...line.matchAll(/(?<!\\)`+/g)];
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i];
    if (open === undefined) continue;
    const close = runs.findIndex((r, j) => j > i && r[0] === open[0]);
    if (close === -1) continue;
    const closing = runs[close];
    if (closing === undefined) continue;
    out.push(line.slice(open.index + open[0].length, closing.index));
    i = close;
  }
  return out;
}

/** Text a reader sees in an inline token's children. */
function inlineText(children: readonly Token[] | null): string {
  return (children ?? []).map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : c.type === 'image' ? inlineText(c.children) : c.type === 'softbreak' || c.type === 'hardbreak' ? ' ' : '')).join('');
}

/** Scans one markdown text. */
export function scanMarkdown(text: string): MarkdownScan {
  const tokens = parser.parse(text, {});
  const lines = text.split('\n');
  const scan: MarkdownScan = { html: [], tablePipes: [], links: [], slugs: new Set(), bodyText: '', leadLinks: [], groups: [] };
  const slugger = new GithubSlugger();
  const words: string[] = [];
  let afterHeader = false;
  let headingLevel = 0;
  let titleSeen = false;
  for (const token of tokens) {
    if (token.type === 'hr' && token.level === 0) afterHeader = true;
    if (token.type === 'heading_open') headingLevel = Number(token.tag.slice(1));
    if (token.type === 'html_block') scan.html.push(token.content.trim());
    if (token.type === 'table_open' && token.map !== null) {
      for (const line of lines.slice(token.map[0], token.map[1])) if (codeSpans(line).some((code) => /(?<!\\)\|/.test(code))) scan.tablePipes.push(line);
    }
    if (token.type === 'fence' || token.type === 'code_block') {
      // A code block's title is in its info string (`js title="webpack.config.js"`); the page shows it above the code.
      if (afterHeader) words.push(/\btitle="([^"]*)"/.exec(token.info)?.[1] ?? '', token.content);
      continue;
    }
    if (token.type !== 'inline') continue;
    const content = inlineText(token.children);
    if (headingLevel !== 0) {
      scan.slugs.add(slugger.slug(content));
      if (headingLevel === 2 && token.level === 1) scan.groups.push({ title: content, links: [] });
      if (!titleSeen) words.push(content);
      titleSeen = true;
      headingLevel = 0;
    }
    if (afterHeader) words.push(content);
    const children = token.children ?? [];
    children.forEach((child, i) => {
      if (child.type === 'html_inline') scan.html.push(child.content);
      const attr = child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      if (attr === null) return;
      const href = String(attr);
      scan.links.push(href);
      if (child.type !== 'link_open') return;
      const close = children.findIndex((c, j) => j > i && c.type === 'link_close');
      const link = { text: inlineText(children.slice(i + 1, close === -1 ? undefined : close)), href };
      (scan.groups.at(-1)?.links ?? scan.leadLinks).push(link);
    });
  }
  scan.bodyText = words.join(' ');
  return scan;
}
