/** What the dialog shows, from either source: groups of items with highlighted titles and snippets. */
import type { HostedGroup } from '../../shared/search/docsearch.ts';
import { highlightTerms, type TextSegment } from '../../shared/search/highlight.ts';
import { boundedDistance } from '../../shared/search/labels.ts';
import { planQuery, type ResultGroup } from '../../shared/search/rank.ts';

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

/**
 * The words to mark in a hit: the query's and the indexed terms it matched, less a typo-tolerant
 * neighbour of a word the hit also matched as typed ('true' beside 'tree' for 'tree shaking'): the
 * neighbour matched only because the search forgives a typo the reader did not make. A neighbour
 * of a word the hit did not match as typed is kept ('minimizer' for 'minimzer').
 */
export function markedTerms(queryTerms: readonly string[], hitTerms: readonly string[]): string[] {
  const matchedAsTyped = queryTerms.filter((q) => hitTerms.some((t) => t.startsWith(q)));
  const forgiven = (t: string): boolean => !queryTerms.some((q) => t.startsWith(q)) && matchedAsTyped.some((q) => q.length >= 3 && boundedDistance(t, q, 2) <= 2);
  return [...queryTerms, ...hitTerms.filter((t) => !forgiven(t))];
}

/** Local results as rows: the query's words and the indexed terms they matched are marked. */
export function localDisplay(groups: readonly ResultGroup[], query: string, snippets: readonly string[] | undefined): DisplayGroup[] {
  const queryTerms = [...planQuery(query).terms.values()].filter((t) => !t.stop).map((t) => t.term);
  return groups.map((group) => ({
    url: group.url,
    title: group.title,
    section: group.section,
    items: group.hits.map((hit) => {
      const terms = markedTerms(queryTerms, hit.terms);
      return {
        url: hit.url,
        title: highlightTerms(hit.heading === '' ? group.title : hit.heading, terms),
        parent: parentLabel(hit.parent, group.title),
        snippet: highlightTerms(snippets?.[hit.id] ?? '', terms),
      };
    }),
  }));
}

/** Hosted results as rows (the service marked them already). */
export function hostedDisplay(groups: readonly HostedGroup[]): DisplayGroup[] {
  return groups.map((g) => ({ url: g.url, title: g.title, section: g.section, items: g.items.map((i) => ({ url: i.url, title: i.title, parent: parentLabel(i.parent, g.title), snippet: i.snippet })) }));
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
