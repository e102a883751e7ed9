/**
 * Querying and ranking: MiniSearch scores with field boosts, prefix and fuzzy matching; a light
 * re-rank then rewards records that match every word of the query and records whose heading or
 * title IS the query, and results are grouped by page. Shared so the relevance runner (Node)
 * measures exactly what the browser shows.
 */
import type { SearchOptions, SearchResult } from 'minisearch';
import { labelMatch } from './labels.ts';
import type { LoadedIndex } from './loaded.ts';
import type { SearchTables } from './records.ts';
import { analyzeChunk, tokenize, type Term } from './tokenize.ts';

/** One matched record. */
export interface SearchHit {
  /** Record id (position in the tables, and in the snippets). */
  id: number;
  /** Site-relative link: the page URL plus `#anchor` for a section. */
  url: string;
  /** Heading of the section ('' for the page itself). */
  heading: string;
  /** Heading of the enclosing section ('' when none). */
  parent: string;
  /** Final score after re-ranking. */
  score: number;
  /** Indexed terms that matched (for highlighting prefix and fuzzy matches). */
  terms: string[];
  /** Whether the section's heading is exactly the query (it then leads its page's group). */
  exact: boolean;
}

/** Hits of one page, best first. */
export interface ResultGroup {
  /** Page URL. */
  url: string;
  /** Page title. */
  title: string;
  /** The page's matching records (the page record and/or sections). */
  hits: SearchHit[];
}

/** Field boosts: exact keys > titles > headings > description > crumbs > body. */
export const FIELD_BOOSTS: Readonly<Record<string, number>> = { key: 10, title: 7, heading: 4, description: 1.5, crumbs: 1.2, text: 1 };

/** How many groups and hits per group a search returns by default. */
export const DEFAULT_LIMITS = { groups: 8, hitsPerGroup: 3 } as const;

/** A query cut into chunks (one per word or identifier) with their terms. */
export interface QueryPlan {
  /** One entry per chunk: its terms, the whole one first. */
  chunks: Array<readonly Term[]>;
  /** Every term of the query by its text. */
  terms: Map<string, Term>;
  /** Weight of each term: compound identifiers count most, their parts and stop words least. */
  weights: Map<string, number>;
  /** The chunks' whole terms, space-joined: compared with headings and titles for exact matches. */
  normalized: string;
  /** Whether the query names an identifier (a dotted path, flag, package or camel-cased name). */
  identifier: boolean;
}

function termWeight(t: Term): number {
  if (t.stop) return 0.25;
  if (!t.whole) return 0.45;
  return t.compound ? 2.5 : 1;
}

/** Analyses a query. */
export function planQuery(query: string): QueryPlan {
  const chunks = tokenize(query)
    .map((c) => analyzeChunk(c))
    .filter((terms) => terms.length > 0);
  const terms = new Map<string, Term>();
  const weights = new Map<string, number>();
  for (const list of chunks) {
    for (const t of list) {
      if (termWeight(t) > (weights.get(t.term) ?? 0)) {
        weights.set(t.term, termWeight(t));
        terms.set(t.term, t);
      }
    }
  }
  const normalized = chunks.map((list) => list.find((t) => t.whole)?.term ?? list[0]?.term ?? '').join(' ');
  return { chunks, terms, weights, normalized, identifier: chunks.some((list) => list.some((t) => t.whole && t.compound)) };
}

/**
 * The typo tolerance of each query term (edit distance; terms not listed match exactly or by
 * prefix). Whole dotted, scoped and flag identifiers match exactly or by prefix, and their parts
 * carry the typo tolerance, unless the index holds the whole identifier: then it was typed
 * right. A word the index holds is searched one edit wide ('optimisation' still finds
 * 'optimization'), since two edits around a real word add only neighbours and are by far the
 * costliest lookup; an unknown word of six letters or more gets two ('moduel').
 */
export function fuzzyDistances(plan: QueryPlan, vocabulary: ReadonlySet<string>): Map<string, number> {
  const typedRight = new Set<string>();
  for (const chunk of plan.chunks) {
    if (chunk.some((t) => t.whole && vocabulary.has(t.term))) for (const t of chunk) if (!t.whole) typedRight.add(t.term);
  }
  const distances = new Map<string, number>();
  for (const [term, t] of plan.terms) {
    if (t.stop || (t.whole && t.compound && /[./@-]/.test(term)) || term.length < 4 || /^\d+$/.test(term)) continue;
    if (!t.whole) {
      if (!typedRight.has(term)) distances.set(term, 1);
    } else distances.set(term, term.length < 6 || vocabulary.has(term) ? 1 : 2);
  }
  return distances;
}

/** MiniSearch options for a plan: prefix for words of 3+ letters, fuzzy as `fuzzyDistances` says, boosts by kind. */
export function searchOptionsFor(plan: QueryPlan, vocabulary: ReadonlySet<string>): SearchOptions {
  const distances = fuzzyDistances(plan, vocabulary);
  return {
    boost: { ...FIELD_BOOSTS },
    boostTerm: (term) => plan.weights.get(term) ?? 0.45,
    prefix: (term) => term.length >= 3 && plan.terms.get(term)?.stop !== true,
    fuzzy: (term) => distances.get(term) ?? false,
    maxFuzzy: 2,
    weights: { fuzzy: 0.3, prefix: 0.35 },
    combineWith: 'OR',
  };
}

/** Share of the query's chunks a result matched: a chunk counts when its whole term or all its parts did. */
function coverage(plan: QueryPlan, matched: readonly string[]): number {
  if (plan.chunks.length === 0) return 0;
  let hit = 0;
  for (const terms of plan.chunks) {
    let whole = false;
    let parts = 0;
    let partsMatched = 0;
    for (const t of terms) {
      if (t.whole) whole ||= matched.includes(t.term);
      else {
        parts += 1;
        if (matched.includes(t.term)) partsMatched += 1;
      }
    }
    if (whole || (parts > 0 && partsMatched === parts)) hit += 1;
  }
  return hit / plan.chunks.length;
}

/**
 * Priors for identifier queries by section: the reference documentation defines identifiers
 * (guides only use them), and a configuration option is the likeliest meaning of a bare name
 * such as `publicPath` or `library` that plugins and loaders reuse for their own options.
 */
function referencePrior(url: string): number {
  if (url.startsWith('/configuration/')) return 1.6;
  return /^\/(api|plugins|loaders)\//.test(url) ? 1.2 : 1;
}

/** Normalised labels (title or heading) per index, computed once. */
const labelCache = new WeakMap<SearchTables, Map<number, string>>();

function labelOf(tables: SearchTables, id: number, text: string): string {
  let cache = labelCache.get(tables);
  if (cache === undefined) labelCache.set(tables, (cache = new Map<number, string>()));
  let label = cache.get(id);
  if (label === undefined) cache.set(id, (label = planQuery(text).normalized));
  return label;
}

/** How many of MiniSearch's results are re-ranked; the rest score too low to reach the groups shown. */
const RERANKED = 120;

/** Re-ranks MiniSearch results into hits. */
function rerank(index: LoadedIndex, plan: QueryPlan, results: readonly SearchResult[]): SearchHit[] {
  const hits: SearchHit[] = [];
  // Results cluster on few pages: each page title is compared with the query once.
  const pageMatches = new Map<number, number>();
  for (let r = 0; r < results.length && r < RERANKED; r += 1) {
    const result = results[r];
    const id = result?.['id'] as number;
    const doc = index.tables.docs[id];
    const page = doc === undefined ? undefined : index.tables.pages[doc.page];
    if (result === undefined || doc === undefined || page === undefined) continue;
    const share = coverage(plan, result.queryTerms);
    let score = result.score * (0.3 + 0.7 * share * share);
    let pageMatch = pageMatches.get(doc.page);
    if (pageMatch === undefined) pageMatches.set(doc.page, (pageMatch = labelMatch(labelOf(index.tables, -1 - doc.page, page.title), plan.normalized)));
    if (doc.anchor === '') {
      score *= 1 + 1.5 * pageMatch;
    }
    const headingMatch = doc.anchor === '' ? 0 : labelMatch(labelOf(index.tables, id, doc.heading), plan.normalized);
    // On a page named after an option ('Devtool'), the section defining it comes first.
    score *= 1 + headingMatch * (pageMatch > 0 ? 1.8 : 1);
    if (plan.identifier) score *= referencePrior(page.url);
    // A section's index page is the answer to the section's name ('plugins', 'loader').
    if (doc.anchor === '' && /^\/[\w-]+\/$/.test(page.url) && plan.chunks.length === 1) {
      const name = page.url.slice(1, -1);
      if (plan.normalized === name || `${plan.normalized}s` === name) score *= 3;
    }
    const parent = doc.parent === -1 ? '' : (index.tables.docs[doc.parent]?.heading ?? '');
    hits.push({ id, url: doc.anchor === '' ? page.url : `${page.url}#${doc.anchor}`, heading: doc.heading, parent, score, terms: result.terms, exact: headingMatch === 1 });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/** Searches and groups by page: groups ordered by their best hit. */
export function searchIndex(index: LoadedIndex, query: string, limits: { groups: number; hitsPerGroup: number } = DEFAULT_LIMITS): ResultGroup[] {
  const plan = planQuery(query);
  if (plan.chunks.length === 0) return [];
  const results = index.engine.search(query, searchOptionsFor(plan, index.vocabulary));
  const groups = new Map<number, ResultGroup>();
  for (const hit of rerank(index, plan, results)) {
    const pageIndex = index.tables.docs[hit.id]?.page ?? -1;
    const page = index.tables.pages[pageIndex];
    if (page === undefined) continue;
    let group = groups.get(pageIndex);
    if (group === undefined) {
      if (groups.size >= limits.groups) continue;
      group = { url: page.url, title: page.title, hits: [] };
      groups.set(pageIndex, group);
    }
    if (group.hits.length < limits.hitsPerGroup) group.hits.push(hit);
    // A section whose heading is the query leads its page's group, even ahead of the page itself.
    else if (hit.exact && !group.hits.some((h) => h.exact)) group.hits.splice(limits.hitsPerGroup - 1, 1, hit);
  }
  for (const group of groups.values()) group.hits.sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
  return [...groups.values()];
}

/** The hits in the order the reader sees them (groups in order, hits within each). */
export function flattenGroups(groups: readonly ResultGroup[]): SearchHit[] {
  return groups.flatMap((g) => g.hits);
}
