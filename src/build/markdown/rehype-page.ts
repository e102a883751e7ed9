/**
 * HTML-level steps after sanitising: heading ids and permalinks, anchors, search sections,
 * external link attributes, scrollable tables, dates in table cells and the link list the link
 * check reads.
 */
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { SITE_ORIGIN } from '../../shared/constants.ts';
import { isExternalHref } from '../../shared/urls.ts';
import { toSiteRelative } from '../../shared/view-urls.ts';
import type { Anchor } from '../../shared/types.ts';
import { wrapTables } from './tables.ts';
import { addClass, SKIP, walkElements } from './walk.ts';

/** A slice of a page between headings, for the search index. */
export interface TextSection {
  /** Heading id ('' for the text before the first heading). */
  id: string;
  /** Heading text ('' before the first heading). */
  heading: string;
  /** Heading level (0 before the first heading). */
  level: number;
  /** Plain text of the slice. */
  text: string;
  /**
   * Inline code spans of the slice that hold words (`Cannot use import statement outside a
   * module`): the plain text loses their marks, so the search keeps them here to index a message
   * written as code (`phrasesOf` in `src/shared/search/keywords.ts` picks those that read as one).
   */
  phrases?: string[];
  /** Readers' words for this section (frontmatter `asks`, keyed by its id; `src/build/content/asks.ts`). */
  asks?: string[];
  /**
   * The names its tables define: a body row whose first cell is one code span (`hidden-source-map`,
   * `asset/resource`, `'errors-only'`); the search keeps those that read as a value's name.
   */
  names?: string[];
  /** What a search result shows instead of the text (a generated entry's declaration, when it has no description); never searched. */
  excerpt?: string;
}

/** What the HTML steps collect. */
export interface PageCollect {
  /** Headings of levels 1-3. */
  anchors: Anchor[];
  /** Every element id on the page. */
  ids: Set<string>;
  /** Site-relative link targets, with their hash. */
  links: string[];
  /** Text slices for search. */
  sections: TextSection[];
  /** Text of every heading, any level (the documentation checks match option and hook names). */
  headings: string[];
}

const HEADING = /^h[1-6]$/;
/** A calendar date as the content writes it, `2020-10-10`. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Ids the page template uses itself: a heading never takes them (`## Root` becomes `root-1`). */
export const RESERVED_IDS = ['root', 'main', 'initial-data', 'further-reading', 'contributors-heading'];
const SECTION_TEXT_CAP = 4000;

/**
 * Extra content placed right after a heading (e.g. an option's generated signature). It is
 * given the first elements that follow the heading (`ANNOTATOR_LOOKAHEAD` of them, fewer at the
 * end of the page), so it can leave out what the page already says there.
 */
export type HeadingAnnotator = (headingText: string, following: readonly ElementContent[]) => ElementContent | undefined;

/** How many elements after a heading an annotator sees (a copy of every later sibling per heading was quadratic). */
export const ANNOTATOR_LOOKAHEAD = 2;

/** The first `count` elements of `siblings` from `from` on (text nodes between them skipped). */
export function followingElements(siblings: readonly ElementContent[], from: number, count = ANNOTATOR_LOOKAHEAD): ElementContent[] {
  const out: ElementContent[] = [];
  for (let i = from; i < siblings.length && out.length < count; i++) {
    const node = siblings[i];
    if (node?.type === 'element') out.push(node);
  }
  return out;
}

/** The class of a link whose text is its own address (print then leaves the address out). */
export const URL_TEXT_CLASS = 'url-text';

/** An address as a reader writes it: no scheme, no trailing slash. */
function bareAddress(url: string): string {
  return url.trim().replace(/^(https?:)?\/\//i, '').replace(/\/$/, '');
}

/** Whether a link's text is its own address (`href` site-relative for the site's own pages), with or without the scheme and the trailing slash. */
export function textIsAddress(text: string, href: string): boolean {
  const said = bareAddress(text);
  return said !== '' && (said === bareAddress(href) || (href.startsWith('/') && said === bareAddress(`${SITE_ORIGIN}${href}`)));
}

/** Adds ids, permalinks, link attributes and collects what later steps need. */
export const rehypePage: Plugin<[PageCollect, (HeadingAnnotator | undefined)?, number?], Root> = (collect, annotate, sectionDepth = SECTION_DEPTH) => (tree) => {
  const slugger = new GithubSlugger();
  for (const id of RESERVED_IDS) slugger.slug(id);
  walkElements(tree, (node, index, parent) => {
    if (typeof node.properties['id'] === 'string') collect.ids.add(node.properties['id']);
    if (HEADING.test(node.tagName)) {
      const title = toString(node).trim();
      const existing = node.properties['id'];
      const id = typeof existing === 'string' && existing !== '' ? existing : slugger.slug(title);
      node.properties['id'] = id;
      collect.ids.add(id);
      const level = Number(node.tagName.slice(1));
      collect.headings.push(title);
      if (level <= 3) collect.anchors.push({ title, id, level });
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-link'], href: `#${id}`, ariaLabel: `Permalink to ${title}` },
        children: [{ type: 'text', value: '#' }],
      });
      if (annotate === undefined || parent === undefined || index === undefined) return SKIP;
      const siblings = parent.children as ElementContent[];
      const extra = annotate(title, followingElements(siblings, index + 1));
      if (extra === undefined) return SKIP;
      siblings.splice(index + 1, 0, extra);
      return [SKIP, index + 2];
    }
    if (node.tagName === 'input' && node.properties['type'] === 'checkbox') {
      // A task-list box: read-only, so a glyph with the state as its accessible name, not a form field.
      const checked = node.properties['checked'] === true;
      node.tagName = 'span';
      node.properties = { className: ['task-box'], role: 'img', ariaLabel: checked ? 'Done' : 'To do' };
      node.children = [{ type: 'text', value: checked ? '☑' : '☐' }];
      return SKIP;
    }
    if (node.tagName === 'td' && ISO_DATE.test(toString(node).trim())) {
      // A date in a table (the blog's list of posts) is one word: broken at its hyphens on a
      // phone it read as three rows. As a <time> it is also machine-readable.
      const date = toString(node).trim();
      node.children = [{ type: 'element', tagName: 'time', properties: { dateTime: date }, children: [{ type: 'text', value: date }] }];
      return SKIP;
    }
    if (node.tagName === 'th' && toString(node).trim() === '') {
      node.children = [{ type: 'element', tagName: 'span', properties: { className: ['visually-hidden'] }, children: [{ type: 'text', value: 'Item' }] }];
      return SKIP;
    }
    if (node.tagName === 'a' && typeof node.properties['href'] === 'string') {
      const href = toSiteRelative(node.properties['href']);
      node.properties['href'] = href;
      // Print adds a link's address after its text (content.css), which would say it twice.
      if (textIsAddress(toString(node), href)) addClass(node, URL_TEXT_CLASS);
      if (isExternalHref(href)) {
        if (/^https?:/i.test(href) || href.startsWith('//')) node.properties['rel'] = ['noopener', 'noreferrer'];
      } else if (href.startsWith('/') || href.startsWith('#')) {
        collect.links.push(href);
      }
    }
    return undefined;
  });
  // Wrap tables so wide ones scroll on their own, reachable by keyboard and named.
  wrapTables(tree);
  collect.sections.push(...splitSections(tree, sectionDepth));
};

/**
 * The deepest heading level that starts a search section of a hand-written page: a level-4
 * heading there names an option of its own (`cacheGroups.{cacheGroup}.reuseExistingChunk`,
 * `snapshot.module.hash`, the output filename's 'Template placeholders'), which a reader searches
 * by name. A README's level-4 headings are mostly the types an option takes ('boolean', 'object'):
 * its sections stop at level 3 (`README_SECTION_DEPTH`).
 */
export const SECTION_DEPTH = 4;

/** The deepest heading level that starts a search section of a third-party README (see `SECTION_DEPTH`). */
export const README_SECTION_DEPTH = 3;

/**
 * Splits the top level of a page into heading-led slices of plain text, at headings down to level
 * `depth`. A level-4 heading of one plain word ('production' under `mode`, `enforce` of a cache
 * group) names too many things to stand alone: it and its text go to the section of the level-2
 * or level-3 heading above it, which says what it is of.
 */
function splitSections(tree: Root, depth: number): TextSection[] {
  const starts = new RegExp(`^h[1-${depth}]$`);
  let current: TextSection = { id: '', heading: '', level: 0, text: '' };
  const out: TextSection[] = [current];
  // The last section of level 3 or above: where a plain word's level-4 heading and its text go.
  let above = current;
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    // A heading's words, without the permalink's '#'; one that starts no section stays in the text as these words.
    const words = /^h[1-6]$/.test(child.tagName) ? toString(child).replace(/#$/, '').trim() : undefined;
    const heading = starts.test(child.tagName) ? words : undefined;
    if (heading !== undefined && !(child.tagName === 'h4' && /^\p{Ll}+$/u.test(heading))) {
      current = { id: String(child.properties['id'] ?? ''), heading, level: Number(child.tagName.slice(1)), text: '' };
      out.push(current);
      if (current.level <= 3) above = current;
      continue;
    }
    if (heading !== undefined) current = above;
    if (current.text.length < SECTION_TEXT_CAP) current.text = appendText(current.text, words ?? toString(child));
    const spans = codeSpans(child);
    if (spans.length > 0) current.phrases = [...new Set([...(current.phrases ?? []), ...spans])];
    const names = rowNames(child);
    if (names.length > 0) current.names = [...new Set([...(current.names ?? []), ...names])];
  }
  return out.filter((section) => section.text.trim() !== '' || section.heading !== '');
}

/**
 * `${text} ${more}` with every run of white space made one space, cut at the cap. `text` is
 * already so: only `more` is replaced in, where replacing in the whole text again for each
 * element of a section cost a render worker 0.1 to 0.15 s.
 */
function appendText(text: string, more: string): string {
  const added = more.replace(/\s+/g, ' ');
  return `${text.endsWith(' ') ? text.slice(0, -1) : text} ${added.startsWith(' ') ? added.slice(1) : added}`.slice(0, SECTION_TEXT_CAP);
}

/** The text of each table body row's first cell when that cell is one code span and nothing else. */
function rowNames(node: Element): string[] {
  const out: string[] = [];
  walkElements(node, (el) => {
    if (el.tagName !== 'tbody') return undefined;
    for (const row of el.children) {
      if (row.type !== 'element' || row.tagName !== 'tr') continue;
      const cell = row.children.find((c): c is Element => c.type === 'element');
      const inner = cell?.children.filter((c) => c.type !== 'text' || c.value.trim() !== '') ?? [];
      const only = inner[0];
      if (cell?.tagName === 'td' && inner.length === 1 && only?.type === 'element' && only.tagName === 'code') out.push(toString(only).trim());
    }
    return SKIP;
  });
  return out;
}

/** The inline code spans (not code blocks) of an element that hold more than one word. */
function codeSpans(node: Element): string[] {
  const out: string[] = [];
  walkElements(node, (el) => {
    if (el.tagName === 'pre') return SKIP;
    if (el.tagName !== 'code') return undefined;
    const text = toString(el).replace(/\s+/g, ' ').trim();
    if (text.includes(' ') && text.length <= 160) out.push(text);
    return SKIP;
  });
  return out;
}
