/**
 * Search records from the content pipeline's `search-sources.json`: one record for each page
 * (title, description, exact keys) and one for each heading section (heading, exact keys, parent
 * heading and page title, body keywords). Pure, so the index build and the dev-mode browser
 * build the same.
 *
 * Body text is not indexed word for word: every word of every section tripled the index (480 KB
 * gzip here), and a page-wide bag of body words (the first design) led a body word to the page,
 * never to the section saying it, and outranked sections with noise. Each section keeps instead
 * its few most telling terms (`keywords.ts`), so a task or symptom only a section's text
 * describes finds that section.
 */
import type { Options } from 'minisearch';
import { sectionKeywords } from './keywords.ts';
import { analyzeChunk, analyzeText, ASKS_FIELD, BODY_FIELD, headingKeys, KEY_FIELD, processTerm, tokenize } from './tokenize.ts';

/** One heading slice of a page, as the content pipeline writes it. */
export interface SourceSection {
  /** Heading id ('' for the text before the first heading). */
  id: string;
  /** Heading text ('' before the first heading). */
  heading: string;
  /** Heading level (0 before the first heading). */
  level: number;
  /** Plain text of the slice (capped by the pipeline). */
  text: string;
  /** Its inline code spans of more than one word (a message written as code keeps its words: `keywords.ts`). */
  phrases?: string[] | undefined;
  /** Readers' words for this section (frontmatter `asks` under its id). */
  asks?: string[] | undefined;
  /** Names its tables define, one per row (`rowNames` in the pipeline): `hidden-source-map`, `asset/resource`. */
  names?: string[] | undefined;
  /** What a result shows instead of the text (a generated entry's declaration, when it has no description); never searched. */
  excerpt?: string | undefined;
}

/** The first text among the subsections of `sections[i]` (up to its next sibling), or '' when none has any. */
export function textBelow(sections: readonly SourceSection[], i: number): string {
  const level = sections[i]?.level ?? 0;
  for (const next of sections.slice(i + 1)) {
    if (next.level <= level) return '';
    if (next.text.trim() !== '') return next.text;
  }
  return '';
}

/** One page of `search-sources.json`. */
export interface SourcePage {
  /** Route with trailing slash. */
  url: string;
  /** Page title. */
  title: string;
  /** Page description ('' when none). */
  description: string;
  /** Top-level section (`configuration`; '' for root pages). */
  section: string;
  /** npm package of a third-party page (a package's README shown here); absent on first-party pages. */
  package?: string;
  /** Readers' words for the page as a whole (frontmatter `asks.page`). */
  asks?: string[] | undefined;
  /** Words naming the page's subject beside webpack (frontmatter `about`): `react`, `jsx`. */
  about?: string[] | undefined;
  /** Heading slices in page order. */
  sections: SourceSection[];
}

/** A page a record belongs to. */
export interface SearchPage {
  /** Route with trailing slash. */
  url: string;
  /** Page title. */
  title: string;
  /** npm package of a third-party page; absent on first-party pages. */
  package?: string;
  /** Words naming the page's subject beside webpack (a tool or framework); absent on pages about webpack itself. */
  about?: readonly string[];
}

/** What the browser shows for a record; a record's MiniSearch id is its position in `docs`. */
export interface SearchDoc {
  /** Position of its page in `pages`. */
  page: number;
  /** Heading id ('' for a page record). */
  anchor: string;
  /** Heading text ('' for a page record). */
  heading: string;
  /** Id of the record of the enclosing heading, or -1. */
  parent: number;
}

/** Pages and records, the tables beside the MiniSearch index. */
export interface SearchTables {
  /** Pages, referenced by position. */
  pages: SearchPage[];
  /** Records, by id. */
  docs: SearchDoc[];
}

/** The fields MiniSearch indexes for a record. */
export interface SearchDocument {
  /** Position in `SearchTables.docs`. */
  id: number;
  /** Page title (page records only; sections reach it through `crumbs`). */
  title: string;
  /** Exact identifiers the record defines (see `headingKeys`), indexed whole only. */
  key: string;
  /** Section heading ('' for page records). */
  heading: string;
  /** Parent heading and page title of a section. */
  crumbs: string;
  /** Page description (page records only). */
  description: string;
  /** The section's own body keywords (`keywords.ts`; sections only). */
  body: string;
  /**
   * Readers' words written for the record (frontmatter `asks`): tasks, symptoms and other names
   * its own text does not use, so a query in a reader's words finds it (issue #23).
   */
  asks: string;
}

/** Fields in index order. */
export const SEARCH_FIELDS = ['title', KEY_FIELD, 'heading', 'crumbs', 'description', BODY_FIELD, ASKS_FIELD] as const;

/** Characters of section text kept for the result snippet. */
export const EXCERPT_LENGTH = 140;

/** The MiniSearch options both sides must share (search-time options live in `rank.ts`). */
export function indexOptions(): Options<SearchDocument> {
  return { idField: 'id', fields: [...SEARCH_FIELDS], storeFields: [], tokenize, processTerm };
}

/**
 * Every term an index of these documents holds (in `fields`, by default all): each field cut and
 * processed the way MiniSearch indexes it (the same `tokenize` and `processTerm`, field by field).
 */
export function vocabularyOf(documents: readonly SearchDocument[], fields: readonly (typeof SEARCH_FIELDS)[number][] = SEARCH_FIELDS): Set<string> {
  const terms = new Set<string>();
  for (const doc of documents) {
    for (const field of fields) {
      for (const chunk of tokenize(doc[field])) for (const term of processTerm(chunk, field) ?? []) terms.add(term);
    }
  }
  return terms;
}

/** The start of a text, cut at a word boundary. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:(–-]+$/, '')}…`;
}

/** Exact keys of a page: an identifier-like title (`DefinePlugin`), its URL slug, a section index's section name. */
function pageKeys(page: SourcePage): string[] {
  const slug = page.url.split('/').filter(Boolean).at(-1) ?? '';
  const keys = new Set([...headingKeys(page.title), ...(/^\d+$/.test(slug) ? [slug] : headingKeys(slug))]);
  if (page.section !== '' && page.url === `/${page.section}/`) keys.add(page.section);
  return [...keys];
}

/** Where the migration guides live: their sections are found by the old names they discuss. */
export const MIGRATION_GUIDES = '/migrate/';

/**
 * The identifiers a migration guide's section names in its text (`CommonsChunkPlugin`,
 * `optimization.namedModules`, `extract-text-webpack-plugin`): a reader searches the name they
 * have in an old configuration, and the section about it is the answer.
 */
export function namesIn(text: string): string[] {
  const names = new Set<string>();
  for (const chunk of tokenize(text)) {
    const whole = analyzeChunk(chunk).find((t) => t.whole);
    if (whole?.compound === true && !/[/@]/.test(whole.term) && !/\.(?:js|json|css)$/.test(whole.term)) names.add(whole.term);
  }
  return [...names];
}

/**
 * The value names a section's tables define that a reader types as a name: keys joined by `-`,
 * `/` or `_` only (`hidden-source-map`, `asset/resource`, `errors-only`,
 * `PROCESS_ASSETS_STAGE_OPTIMIZE`), quotes dropped. A single word (`true`, `node`, `version`) names
 * too many things to be a key, and a dotted option path is defined by its own heading.
 */
export function definedNames(names: readonly string[] | undefined): string[] {
  if (names === undefined) return [];
  return [...new Set(names.flatMap((name) => headingKeys(name.replace(/['"`]/g, '')).filter((k) => /[-/_]/.test(k))))];
}

/**
 * The indexed fields of a section record from its heading, its parent's heading, its page's
 * title and the names its tables define (exact keys beside the heading's); the description
 * (migration guides) and body keywords are the caller's to fill.
 */
export function sectionDocument(id: number, heading: string, parentHeading: string, pageTitle: string, names?: readonly string[]): SearchDocument {
  const key = [...new Set([...headingKeys(heading), ...definedNames(names)])].join(' ');
  return { id, title: '', key, heading, crumbs: `${parentHeading} ${pageTitle}`.trim(), description: '', body: '', asks: '' };
}

/**
 * A record's readers' words as one indexed text (phrases apart, so no phrase runs into the next),
 * less each word whose terms the record's title, heading or keys already hold: those match it by
 * a stronger field, and a second copy only grew the index. A word the crumbs hold stays: crumbs
 * say less than readers' words, and 'hot' of a section's 'hot reload not working' had counted
 * only as its page title's word in the crumbs.
 */
export function asksText(asks: readonly string[] | undefined, known: ReadonlySet<string>): string {
  const phrases = (asks ?? []).map((phrase) =>
    tokenize(phrase)
      .filter((chunk) => analyzeChunk(chunk).some((t) => !t.stop && !known.has(t.term)))
      .join(' '),
  );
  return phrases.filter((p) => p !== '').join(' ; ');
}

/** Terms of a record's title, heading and keys. */
function knownTerms(doc: SearchDocument): Set<string> {
  return new Set(analyzeText(`${doc.title} ${doc.heading} ${doc.key}`).map((t) => t.term));
}

/** What `buildRecords` returns. */
export interface BuiltRecords {
  /** Tables for display. */
  tables: SearchTables;
  /** Documents to index, ids 0..n-1 in order. */
  documents: SearchDocument[];
  /** Snippet text per record id. */
  excerpts: string[];
}

/**
 * The sections every package README ends with, the same on each ('Contributing' points to the
 * organisation's guide, 'License' names MIT): no search record, so 'license' and 'contributing'
 * find the site's own pages rather than thirty copies of the same two paragraphs.
 */
export function isReadmeBoilerplate(heading: string): boolean {
  return /^(?:contributing|license)$/i.test(heading.trim());
}

/** Builds the tables, the documents to index and the snippets, in one pass over the sources. */
export function buildRecords(sources: readonly SourcePage[]): BuiltRecords {
  const tables: SearchTables = { pages: [], docs: [] };
  const documents: SearchDocument[] = [];
  const excerpts: string[] = [];
  const sectionBodies: Array<{ doc: SearchDocument; text: string; phrases?: readonly string[]; known: ReadonlySet<string> }> = [];
  for (const page of sources) {
    const pageIndex = tables.pages.push({ url: page.url, title: page.title, ...(page.package === undefined ? {} : { package: page.package }), ...(page.about === undefined ? {} : { about: page.about }) }) - 1;
    const intro = page.sections.find((s) => s.level === 0);
    const pageDoc: SearchDocument = {
      id: tables.docs.push({ page: pageIndex, anchor: '', heading: '', parent: -1 }) - 1,
      title: page.title,
      key: pageKeys(page).join(' '),
      heading: '',
      crumbs: '',
      description: page.description,
      body: '',
      asks: '',
    };
    pageDoc.asks = asksText(page.asks, knownTerms(pageDoc));
    documents.push(pageDoc);
    excerpts.push(excerptOf(page.description || intro?.text || ''));
    // Open headings above the current one, by level, for the parent link.
    const open: Array<{ level: number; id: number; heading: string }> = [];
    // A heading with no text of its own before its first subheading ('Generated code' over its
    // options) shows that subsection's text rather than none.
    const listed = page.sections.filter((section) => section.level !== 0 && section.id !== '' && !(page.package !== undefined && isReadmeBoilerplate(section.heading)));
    listed.forEach((section, i) => {
      while (open.length > 0 && (open.at(-1)?.level ?? 0) >= section.level) open.pop();
      const parent = open.at(-1);
      const id = tables.docs.push({ page: pageIndex, anchor: section.id, heading: section.heading, parent: parent?.id ?? -1 }) - 1;
      open.push({ level: section.level, id, heading: section.heading });
      const doc = sectionDocument(id, section.heading, parent?.heading ?? '', page.title, section.names);
      if (page.url.startsWith(MIGRATION_GUIDES)) doc.description = namesIn(section.text).join(' ');
      doc.asks = asksText(section.asks, knownTerms(doc));
      documents.push(doc);
      sectionBodies.push({ doc, text: section.text, ...(section.phrases === undefined ? {} : { phrases: section.phrases }), known: new Set(analyzeText(`${doc.heading} ${doc.crumbs}`).map((t) => t.term)) });
      excerpts.push(excerptOf(section.excerpt ?? (section.text.trim() === '' ? textBelow(listed, i) : section.text)));
    });
  }
  sectionKeywords(sectionBodies).forEach((keywords, i) => {
    const target = sectionBodies[i];
    if (target !== undefined) target.doc.body = keywords.join(' ');
  });
  return { tables, documents, excerpts };
}
