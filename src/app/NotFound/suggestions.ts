/**
 * "Did you mean": the pages a reader who typed an unknown path probably wanted, ranked by how
 * close each page's path is to it. Paths are compared segment by segment: a typo, a swapped pair
 * of letters or a lost hyphen in a segment costs a fraction of it; a wrong or missing section
 * costs up to a whole one. A segment may also match by its words (`babel` for `babel-loader`),
 * each weighted by how rare it is among the pages' names, so that words every plugin or loader
 * carries match nothing alone. Old paths (the redirects) stand for the pages they lead to. Pages
 * above the typed path (its section index) come after the others.
 */
import { editDistance } from '../../shared/edit-distance.ts';
import type { Redirect } from '../../shared/redirects.ts';
import type { NavPage } from '../../shared/types.ts';

/** A page offered to the reader. */
export interface Suggestion {
  /** The page's route (a redirect's target may carry a hash). */
  url: string;
  /** Its title. */
  title: string;
}

/** Highest cost of the last compared segment. */
const SEGMENT_LIMIT = 0.4;
/** Most edits a segment's letters may take: a typo is one or two ('outptu', 'confgiuraton'); more is another word. */
const MAX_EDITS = 2;
/** Share of the shorter segment's letters that may be edited: one in 'hrm', two in 'outptu'. */
const EDIT_SHARE = 0.4;
/** Highest cost of a whole path: a wrong or missing section and a one-letter typo in a long name. */
const PATH_LIMIT = 1.2;
/** Cost of each typed segment below a page's path (the page is an ancestor of what was typed). */
const DROPPED_SEGMENT = 0.5;
/** Candidates worse than the best by more than this are left out (a weak tail after a close match). */
const TAIL = 1;
/** What an inexact (one edit) word match is worth of an exact one. */
const FUZZY_WORD = 0.8;

/**
 * The segments of a requested path, as the routes write them: decoded, lower case, spaces and
 * underscores as hyphens, without a trailing `index`, `.html` or `.md`.
 */
export function pathSegments(pathname: string): string[] {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compared as typed.
  }
  const segments = path
    .toLowerCase()
    .replace(/\.(?:html?|md)$/, '')
    .split('/')
    .map((segment) => segment.trim().replace(/[\s_+]+/g, '-'))
    .filter((segment) => segment !== '');
  if (segments.at(-1) === 'index') segments.pop();
  return segments;
}

/**
 * The page a path names in other letter case (`/Concepts/Output/`), if any: hosts match paths
 * case by case, so such a link (typed, or from a page that capitalised it) reached the not-found
 * page, which then only suggested the page (reader review, session 24).
 */
export function caseVariantOf(pathname: string, pages: readonly NavPage[]): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const lower = path.toLowerCase().replace(/\/?$/, '/');
  if (lower === pathname) return undefined;
  return pages.find((page) => page.url === lower)?.url;
}

/** The words of a path's last segment, for a search: `/plugins/define-plugn/` is `define plugn`. */
export function searchWords(pathname: string): string {
  return (pathSegments(pathname).at(-1) ?? '').split('-').filter(Boolean).join(' ');
}

/** Weight of a word: rare words among the pages' last segments weigh more (inverse document frequency). */
type Weigh = (word: string) => number;

function weigher(slugs: readonly string[]): Weigh {
  const frequency = new Map<string, number>();
  for (const slug of slugs) for (const word of new Set(slug.split('-'))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return (word) => Math.log(1 + slugs.length / Math.max(1, frequency.get(word) ?? 0));
}

/** Cost of the letters: edits (hyphens aside) over the longer length, 1 beyond the limits. */
function letterCost(typed: string, known: string): number {
  const a = typed.replace(/-/g, '');
  const b = known.replace(/-/g, '');
  const limit = Math.min(MAX_EDITS, Math.floor(Math.min(a.length, b.length) * EDIT_SHARE));
  const edits = editDistance(a, b, limit);
  if (edits > limit) return 1;
  // The same letters with other hyphens ('devserver'): close, but after an exact match.
  return Math.max(edits, 0.25) / Math.max(a.length, b.length);
}

/** Cost of the words: the share of the weight of both segments' words that the typed words do not match. */
function wordCost(typed: string, known: string, weigh: Weigh): number {
  const knownWords = known.split('-');
  let matched = 0;
  let total = knownWords.reduce((sum, word) => sum + weigh(word), 0);
  const used = new Set<string>();
  for (const word of typed.split('-')) {
    const exact = knownWords.find((k) => k === word && !used.has(k));
    const near = exact ?? knownWords.find((k) => !used.has(k) && word.length >= 5 && editDistance(word, k, 1) <= 1);
    if (near === undefined) total += weigh(word);
    else {
      used.add(near);
      matched += weigh(near) * (exact === undefined ? FUZZY_WORD : 1);
    }
  }
  return total === 0 ? 1 : 1 - matched / total;
}

/** Cost of one segment against another, 0 (equal) to 1 (nothing alike). */
function segmentCost(typed: string, known: string, weigh: Weigh): number {
  if (typed === known) return 0;
  return Math.min(letterCost(typed, known), wordCost(typed, known, weigh));
}

/** Edit distance over segments: a segment changed costs its segment cost, one added or missing costs 1. */
function sequenceCost(typed: readonly string[], known: readonly string[], weigh: Weigh): number {
  let previous = Array.from({ length: known.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const current = [i];
    for (let j = 1; j <= known.length; j++) {
      current[j] = Math.min((previous[j] ?? i) + 1, (current[j - 1] ?? j) + 1, (previous[j - 1] ?? 0) + segmentCost(typed[i - 1] ?? '', known[j - 1] ?? '', weigh));
    }
    previous = current;
  }
  return previous[known.length] ?? typed.length;
}

/**
 * Cost of offering a page for a typed path, or undefined when it is not close: the last segments
 * compared must be close, and the rest not far off. A page shallower than the path is compared
 * with the path's first segments, each segment dropped below it costing `DROPPED_SEGMENT`.
 */
function pathCost(typed: readonly string[], known: readonly string[], weigh: Weigh): number | undefined {
  if (typed.length === 0 || known.length === 0) return undefined;
  const dropped = Math.max(0, typed.length - known.length);
  const compared = typed.slice(0, typed.length - dropped);
  const last = segmentCost(compared.at(-1) ?? '', known.at(-1) ?? '', weigh);
  if (last > SEGMENT_LIMIT) return undefined;
  const cost = last + sequenceCost(compared.slice(0, -1), known.slice(0, -1), weigh) + dropped * DROPPED_SEGMENT;
  return cost <= PATH_LIMIT ? cost : undefined;
}

/** A candidate that is close enough, with what ranks it. */
interface Ranked {
  /** The page offered. */
  suggestion: Suggestion;
  /** An ancestor of the typed path (its section index): after the rest. */
  above: boolean;
  /** From `pathCost`. */
  cost: number;
  /** Its place among the candidates. */
  order: number;
}

/** Close matches first, then the typed path's ancestors; by cost (a page of the typed section costs less than its namesake elsewhere), then the candidates' order. */
function byRank(a: Ranked, b: Ranked): number {
  return Number(a.above) - Number(b.above) || a.cost - b.cost || a.order - b.order;
}

/**
 * The pages a reader at an unknown `pathname` most likely meant, best first, at most `limit`:
 * none when nothing is close (a path of random letters). Equal costs keep the order of `pages`
 * (the sidebar's).
 */
export function suggestPages(pathname: string, pages: readonly NavPage[], redirects: readonly Redirect[], limit = 5): Suggestion[] {
  const typed = pathSegments(pathname);
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const candidates = [
    ...pages.map((page) => ({ path: page.url, url: page.url, title: page.title })),
    ...redirects.flatMap((r) => {
      const target = byUrl.get(r.to.split('#')[0] ?? '');
      return target === undefined ? [] : [{ path: r.from, url: r.to, title: target.title }];
    }),
  ];
  const weigh = weigher(candidates.map((c) => pathSegments(c.path).at(-1) ?? ''));
  const best = new Map<string, Ranked>();
  candidates.forEach((candidate, order) => {
    const known = pathSegments(candidate.path);
    const cost = pathCost(typed, known, weigh);
    const seen = best.get(candidate.url);
    if (cost === undefined || (seen !== undefined && seen.cost <= cost)) return;
    const above = known.length < typed.length && known.every((segment, i) => segment === typed[i]);
    best.set(candidate.url, { suggestion: { url: candidate.url, title: candidate.title }, above, cost, order });
  });
  const ranked = [...best.values()].sort(byRank);
  const floor = ranked.find((r) => !r.above)?.cost ?? 0;
  return ranked
    .filter((r) => r.above || r.cost <= floor + TAIL)
    .slice(0, limit)
    .map((r) => r.suggestion);
}
