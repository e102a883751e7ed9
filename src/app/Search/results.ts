/** What the dialog shows, from either source: groups of items with highlighted titles and snippets. */
import type { HostedGroup } from '../../shared/search/docsearch.ts';
import { highlighter, type TextSegment } from '../../shared/search/highlight.ts';
import { boundedDistance } from '../../shared/search/labels.ts';
import { planQuery, type ResultGroup } from '../../shared/search/rank.ts';
import { chunksOf } from '../../shared/search/query-plan.ts';
import { rootOf } from '../../shared/search/lemma.ts';
import { writtenAs } from '../../shared/search/display-forms.ts';

/** One result row. */
export interface DisplayItem {
  /** Site-relative link. */
  url: string;
  /** Heading (or page title), with the query marked. */
  title: TextSegment[];
  /** Enclosing heading (`parentLabel`), '' when none. */
  parent: string;
  /** Snippet with the query marked (empty until the snippets arrive). */
  snippet: TextSegment[];
  /**
   * The words the result matched, when neither its title nor its snippet shows one (the snippet is
   * the section's first words, the match further down): the row says 'Mentions …' so the reader
   * sees why it is there. Empty otherwise, and for hosted results.
   */
  mentions: string[];
}

/** The rows of one page. */
export interface DisplayGroup {
  /** Page URL. */
  url: string;
  /** Page title. */
  title: string;
  /** The page's section ('Configuration'), '' when none: the label reads 'Configuration › Output'. */
  section: string;
  /** Rows. */
  items: DisplayItem[];
}

/**
 * The label a row shows before its heading: the enclosing heading, unless that is a single letter
 * (the glossary's A to Z headings: 'C › Code splitting' tells the reader nothing), when it is the
 * page's title instead. Only the label: ranking reads the heading as indexed.
 */
export function parentLabel(parent: string, pageTitle: string): string {
  return /^\p{L}$/u.test(parent.trim()) ? pageTitle : parent;
}

/** What the dialog marks for a query: its words, those it ignores, and the one still being typed. */
export interface QueryMarks {
  /** The query's words and the parts of its names (not its stop words). */
  words: readonly string[];
  /** Its stop words ('with', 'of') and the words searched for a placeholder ('filename' for `[contenthash]`): an indexed term equal to one is not marked. */
  stops: ReadonlySet<string>;
  /** The last word when the reader may still be typing it (no space after it): it marks every word it begins. */
  open: string | undefined;
  /** The docs' words the query stands for (synonyms, other forms, a mistyped word's neighbour): marked wherever matched. */
  related: ReadonlySet<string>;
  /** The parts of those docs' names ('webpack' and 'plugin' of `copy-webpack-plugin`, 'dev' of `devServer.proxy`): searched, but marked only when typed. */
  relatedParts?: ReadonlySet<string>;
  /** The index's words, when known: a query word the index holds was typed as meant, not mistyped. */
  vocabulary?: ReadonlySet<string> | undefined;
}

/** The marks of a query (`vocabulary` from the loaded index, when there is one). */
export function queryMarks(query: string, vocabulary?: ReadonlySet<string>): QueryMarks {
  const plan = planQuery(query, vocabulary);
  const terms = [...plan.terms.values()];
  const words = terms.filter((t) => !t.stop).map((t) => t.term);
  const last = terms.filter((t) => t.whole).at(-1);
  // The word at the very end may still be being typed; not one followed by anything ('Cannot GET /'), nor a pasted message's last.
  const open = last !== undefined && !last.stop && plan.shape !== 'message' && query.toLowerCase().endsWith(last.term) ? last.term : undefined;
  // Stop words as such: a task's filler ('enable', 'add') is a word the reader typed and stays marked.
  const stopWords = chunksOf(query).chunks.flatMap((list) => list.filter((t) => t.stop).map((t) => t.term));
  // The placeholders' section is found by its heading's words, which the reader did not type.
  const placeholder = plan.expansions.filter((e) => e.placeholder === true).flatMap((e) => e.terms);
  const related = new Set([...plan.expansions.filter((e) => e.placeholder !== true).flatMap((e) => e.terms), ...plan.forms.flatMap((f) => f.terms)]);
  const relatedParts = new Set(plan.expansions.flatMap((e) => chunksOf(e.text).chunks.flatMap((list) => list.filter((t) => !t.whole).map((t) => t.term))));
  return { words, stops: new Set([...stopWords, ...placeholder]), open, related, relatedParts, vocabulary };
}

/** How many letters two words begin with alike. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * The words to mark in a hit: the query's, and the indexed terms it matched, less those that only
 * matched because the search is lenient: a stop word ('with'); a longer dotted name that merely
 * begins with a part of the query's ('hooks.run' for `compiler.hooks.emit`); and a typo-tolerant
 * neighbour ('true' beside 'tree', 'side' for 'size') of a word typed as meant: one the hit also
 * matched as typed, or one the index holds. A neighbour of a mistyped word is kept ('minimizer'
 * for 'minimzer') unless it is two edits away and begins otherwise while the hit matched a nearer
 * one ('sharing' beside 'shaken' for 'shakng').
 */
export function markedTerms(marks: QueryMarks, hitTerms: readonly string[]): string[] {
  const { words, stops, related, vocabulary } = marks;
  const meant = words.filter((q) => hitTerms.some((t) => t.startsWith(q)) || vocabulary?.has(q) === true);
  // The word typed, a longer or shorter form of it ('minified' for 'minifier': five letters or more
  // in common), or a word the query stands for; a typo's neighbour shares less ('side', 'size').
  const typed = (t: string): boolean => related.has(t) || words.some((q) => t.startsWith(q) || q.startsWith(t) || rootOf(q) === rootOf(t) || sharedStart(q, t) >= 5);
  const forgiven = (t: string): boolean => !typed(t) && meant.some((q) => q.length >= 3 && boundedDistance(t, q, 2) <= 2);
  // A mistyped word's farther neighbour that begins otherwise, beside a nearer one the hit also
  // matched ('sharing' beside 'shaken' for the 'shakng' of 'tree shakng'); alone it is what the
  // reader meant ('typescript' for 'typscrpt').
  const near = (o: string, q: string): boolean => sharedStart(q, o) >= 4 || boundedDistance(o, q, 1) <= 1;
  const far = (t: string, q: string): boolean => !meant.includes(q) && q.length >= 3 && sharedStart(q, t) < 4 && boundedDistance(t, q, 2) === 2;
  const farNeighbour = (t: string): boolean => !typed(t) && words.some((q) => far(t, q) && hitTerms.some((o) => o !== t && near(o, q)));
  const longerName = (t: string): boolean => t.includes('.') && !words.some((q) => q.includes('.') && t.startsWith(q)) && !words.includes(t);
  // A longer word that merely begins with one the reader typed ('webpack' for 'web', 'minimal' for
  // the `Mini` of `MiniCssExtractPlugin`, 'error' for the `ERR` of `ERR_OSSL_EVP_UNSUPPORTED`), not
  // a form of it: prefix search found it, but the reader did not type it.
  const form = (t: string): boolean => related.has(t) || words.some((q) => t === q || q.startsWith(t) || rootOf(q) === rootOf(t) || sharedStart(q, t) >= 5);
  const extension = (t: string): boolean => !form(t) && words.some((q) => t.startsWith(q));
  // A part of a name the query stands for, matched on its own ('webpack' of `copy-webpack-plugin` for 'static files').
  const part = (t: string): boolean => marks.relatedParts?.has(t) === true && !form(t);
  return [...words, ...hitTerms.filter((t) => !stops.has(t) && !forgiven(t) && !farNeighbour(t) && !longerName(t) && !extension(t) && !part(t))];
}

/** At most this many words after 'Mentions'. */
const MENTIONS = 3;

/**
 * The marked terms the hit matched itself, in the hit's order, less those inside a longer one
 * ('contenthash', not 'content'); a term the reader typed is written as typed ('publicPath'),
 * another as the site writes it ('ProvidePlugin', `forms`).
 */
function mentionsOf(terms: readonly string[], hitTerms: readonly string[], query: string, forms: ReadonlyMap<string, string> | undefined): string[] {
  const marked = new Set(terms);
  const matched = hitTerms.filter((t) => marked.has(t) && t.length >= 2);
  const typed = new Map(query.split(/\s+/).map((chunk) => chunk.replace(/^[^\p{L}\p{N}_$@.-]+|[^\p{L}\p{N}_$]+$/gu, '')).map((chunk) => [chunk.toLowerCase(), chunk]));
  return [...new Set(matched.filter((t) => !matched.some((o) => o !== t && o.includes(t))))].slice(0, MENTIONS).map((t) => typed.get(t) ?? writtenAs(t, forms));
}

/** Local results as rows: the query's words and the indexed terms they matched are marked. */
export function localDisplay(groups: readonly ResultGroup[], query: string, snippets: readonly string[] | undefined, vocabulary?: ReadonlySet<string>, forms?: ReadonlyMap<string, string>): DisplayGroup[] {
  const marks = queryMarks(query, vocabulary);
  const termsOf = new Map(groups.flatMap((g) => g.hits).map((hit) => [hit, markedTerms(marks, hit.terms)]));
  const mark = highlighter([...termsOf.values()], marks.open);
  return groups.map((group) => ({
    url: group.url,
    title: group.title,
    section: group.section,
    items: group.hits.map((hit) => {
      const terms = termsOf.get(hit) ?? [];
      const title = mark(hit.heading === '' ? group.title : hit.heading, terms);
      const snippet = mark(snippets?.[hit.id] ?? '', terms);
      const shown = snippets === undefined || [...title, ...snippet].some((s) => s.mark);
      return { url: hit.url, title, parent: parentLabel(hit.parent, group.title), snippet, mentions: shown ? [] : mentionsOf(terms, hit.terms, query, forms) };
    }),
  }));
}

/** Hosted results as rows (the service marked them already). */
export function hostedDisplay(groups: readonly HostedGroup[]): DisplayGroup[] {
  return groups.map((g) => ({ url: g.url, title: g.title, section: g.section, items: g.items.map((i) => ({ url: i.url, title: i.title, parent: parentLabel(i.parent, g.title), snippet: i.snippet, mentions: [] })) }));
}

/** The query answered, and the row the reader had moved to (undefined while on the first row). */
export interface ActiveRow {
  query: string;
  url: string | undefined;
}

/**
 * Which row is active when an answer arrives: the first for a new query, and for the same query
 * answered again (the reference shard merged in) unless the reader had moved off the first row;
 * then that row, wherever it now sits, so an arrow key pressed as the list updates is not lost.
 */
export function activeAfter(previous: ActiveRow, query: string, items: readonly DisplayItem[]): number {
  if (previous.query !== query || previous.url === undefined) return 0;
  return Math.max(0, items.findIndex((item) => item.url === previous.url));
}
