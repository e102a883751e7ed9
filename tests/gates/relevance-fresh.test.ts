/**
 * The fresh held-out relevance sets (tests/search/relevance-fresh.json and relevance-fresh2.json,
 * issue #23): their format, the first one's mix of query kinds (the second one's was written to
 * the same shares, then lost the queries that repeat another set's: mostly names and concepts,
 * what readers type alike), and that every url and anchor they accept exists in the built page index
 * (dist/page-index.json, which npm test builds before this project runs). A seeded broken set
 * proves that each check reports what it should.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRESH2_SET, FRESH_SET, LATER_FRESH_SETS, RELEVANCE_SETS } from '../../src/build/search/relevance-sets.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SET = FRESH_SET;
const SET2 = FRESH2_SET;
/** The second tuning set, written as the second fresh set was (its shape and targets are checked the same way). */
const TUNING2 = RELEVANCE_SETS.tuning2;
/**
 * The third set on, each split into a held-out half (`freshN`) and a tuning half (`tuningN`), as
 * the relevance runner registers them (`relevance-sets.ts`), in order: a set registered there is
 * checked here too.
 */
const SPLIT_SETS: ReadonlyArray<readonly [held: string, tuning: string]> = Object.entries(LATER_FRESH_SETS).flatMap(([name, held]) => {
  if (name === 'fresh2') return [];
  const tuning = (RELEVANCE_SETS as Readonly<Record<string, string>>)[name.replace('fresh', 'tuning')];
  if (tuning === undefined) throw new Error(`${name} has no tuning half registered in relevance-sets.ts`);
  return [[held, tuning] as const];
});
const INDEX = path.join(ROOT, process.env['E2E_SITE_DIR'] ?? 'dist', 'page-index.json');

/** The share of each kind the set was written to, in percent. */
const KIND_SHARES = { name: 25, concept: 20, task: 25, symptom: 15, legacy: 10, typo: 5 } as const;
type Kind = keyof typeof KIND_SHARES;
const KINDS = Object.keys(KIND_SHARES) as Kind[];
/** How far, in percentage points, a kind's share may stray from the target. */
const SHARE_TOLERANCE = 5;
const MIN_CASES = 200;
/** The second set's size after its repeats were dropped (93 of 200). */
const MIN_CASES_2 = 90;
/** Each half of a later set: the third's 99 of 360 were new, the thirteenth's 77 of 280 (readers' queries converge on earlier sets'), 39 and 38 a half. */
const MIN_CASES_3 = 35;

interface IndexNode { url?: string; anchors?: { id: string }[]; children?: IndexNode[] }

/** Every page url in the page index, with the ids of its headings. */
function anchorsByUrl(index: IndexNode): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  const walk = (node: IndexNode): void => {
    if (node.url !== undefined) pages.set(node.url, new Set((node.anchors ?? []).map((a) => a.id)));
    for (const child of node.children ?? []) walk(child);
  };
  walk(index);
  return pages;
}

/**
 * The ids of a built page's headings, read from its HTML: the page index lists a page's sections,
 * and the labels may name a deeper heading (an option block's, a generated entry's) as the
 * built page does. An empty set when the page is not built.
 */
function headingIdsOf(url: string): Set<string> {
  const file = path.join(path.dirname(INDEX), url, 'index.html');
  if (!existsSync(file)) return new Set();
  return new Set([...readFileSync(file, 'utf8').matchAll(/<h[1-6][^>]*\bid="([^"]+)"/g)].map((m) => m[1] ?? ''));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (v: Record<string, unknown>, keys: string[]): string[] => Object.keys(v).filter((k) => !keys.includes(k));

/** One line per problem with the set: its shape, a url or anchor the site lacks, the size and the mix of kinds. */
function problemsOf(set: unknown, pages: Map<string, Set<string>>, options: { minCases: number; shares: boolean; headingIds?: (url: string) => Set<string> } = { minCases: MIN_CASES, shares: true }): string[] {
  if (!isRecord(set) || typeof set['$comment'] !== 'string' || !Array.isArray(set['cases'])) {
    return ['the file is not { "$comment": string, "cases": [...] }'];
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  const counts = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  set['cases'].forEach((c: unknown, i: number) => {
    if (!isRecord(c)) return void problems.push(`case ${i}: not an object`);
    const label = typeof c['query'] === 'string' ? `"${c['query']}"` : `case ${i}`;
    const extra = onlyKeys(c, ['query', 'accept', 'kind']);
    if (extra.length > 0) problems.push(`${label}: unknown key ${extra.join(', ')}`);
    if (typeof c['query'] !== 'string' || c['query'].trim() === '' || c['query'] !== c['query'].trim()) {
      problems.push(`${label}: the query must be a non-empty string without outer spaces`);
    } else if (seen.has(c['query'].toLowerCase())) problems.push(`${label}: duplicate query`);
    else seen.add(c['query'].toLowerCase());
    if (typeof c['kind'] === 'string' && counts.has(c['kind'] as Kind)) counts.set(c['kind'] as Kind, (counts.get(c['kind'] as Kind) ?? 0) + 1);
    else problems.push(`${label}: kind must be one of ${KINDS.join(', ')}`);
    if (!Array.isArray(c['accept']) || c['accept'].length === 0) return void problems.push(`${label}: accept must list at least one result`);
    const targets = new Set<string>();
    for (const a of c['accept'] as unknown[]) {
      if (!isRecord(a) || typeof a['url'] !== 'string' || onlyKeys(a, ['url', 'anchor']).length > 0 || ('anchor' in a && (typeof a['anchor'] !== 'string' || a['anchor'] === ''))) {
        problems.push(`${label}: an accepted result must be { url, anchor? } with a non-empty anchor`);
        continue;
      }
      const anchor = typeof a['anchor'] === 'string' ? a['anchor'] : undefined;
      const target = anchor === undefined ? a['url'] : `${a['url']}#${anchor}`;
      if (targets.has(target)) problems.push(`${label}: ${target} is listed twice`);
      targets.add(target);
      const ids = pages.get(a['url']);
      if (ids === undefined) problems.push(`${label}: no page ${a['url']}`);
      else if (anchor !== undefined && !ids.has(anchor) && options.headingIds?.(a['url']).has(anchor) !== true) problems.push(`${label}: no heading #${anchor} on ${a['url']}`);
    }
  });
  const total = set['cases'].length;
  if (total < options.minCases) problems.push(`${total} cases; the set needs at least ${options.minCases}`);
  for (const kind of options.shares ? KINDS : []) {
    const share = total === 0 ? 0 : (100 * (counts.get(kind) ?? 0)) / total;
    if (Math.abs(share - KIND_SHARES[kind]) > SHARE_TOLERANCE) problems.push(`${kind}: ${share.toFixed(1)}% of the cases, aimed at ${KIND_SHARES[kind]}% ± ${SHARE_TOLERANCE}`);
  }
  return problems;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe('the fresh held-out relevance set', () => {
  it('is well formed, mixes the kinds as planned and accepts only urls and anchors the built site has', () => {
    const pages = anchorsByUrl(readJson(INDEX) as IndexNode);
    expect(pages.size).toBeGreaterThan(100);
    expect(problemsOf(readJson(SET), pages)).toEqual([]);
    expect(problemsOf(readJson(SET2), pages, { minCases: MIN_CASES_2, shares: false, headingIds: headingIdsOf })).toEqual([]);
    expect(problemsOf(readJson(TUNING2), pages, { minCases: MIN_CASES_2, shares: false, headingIds: headingIdsOf })).toEqual([]);
    for (const file of SPLIT_SETS.flatMap(([held, tuning]) => [tuning, held])) expect(problemsOf(readJson(file), pages, { minCases: MIN_CASES_3, shares: false, headingIds: headingIdsOf }), file).toEqual([]);
  });

  it('repeats no query between the fresh sets and the later tuning sets', () => {
    const queries = (file: string): string[] => ((readJson(file) as { cases: Array<{ query: string }> }).cases).map((c) => c.query.toLowerCase());
    const first = new Set(queries(SET));
    const second = new Set(queries(SET2));
    expect(queries(SET2).filter((q) => first.has(q))).toEqual([]);
    expect(queries(TUNING2).filter((q) => first.has(q) || second.has(q))).toEqual([]);
    // Each later set's two halves repeat no query of the sets before it, nor of each other.
    const earlier = new Set([...first, ...second, ...queries(TUNING2)]);
    for (const [held, tuning] of SPLIT_SETS) {
      const heldOut = new Set(queries(held));
      expect(queries(held).filter((q) => earlier.has(q)), held).toEqual([]);
      expect(queries(tuning).filter((q) => earlier.has(q) || heldOut.has(q)), tuning).toEqual([]);
      for (const q of [...heldOut, ...queries(tuning)]) earlier.add(q);
    }
  });

  it('reports a seeded broken set: missing page and anchor, bad kind and shape, duplicates, size and mix', () => {
    const pages = new Map([['/guides/caching/', new Set(['content-hashes-in-file-names'])]]);
    const good = { query: 'cache busting', accept: [{ url: '/guides/caching/' }], kind: 'concept' };
    const broken = {
      $comment: 'seeded',
      cases: [
        good,
        { ...good, query: 'Cache Busting' },
        { query: 'ghost page', accept: [{ url: '/guides/ghost/' }], kind: 'name' },
        { query: 'ghost anchor', accept: [{ url: '/guides/caching/', anchor: 'nope' }], kind: 'task' },
        { query: 'twice', accept: [{ url: '/guides/caching/' }, { url: '/guides/caching/' }], kind: 'task' },
        { query: 'bad kind', accept: [{ url: '/guides/caching/' }], kind: 'howto' },
        { query: 'empty anchor', accept: [{ url: '/guides/caching/', anchor: '' }], kind: 'typo' },
        { query: 'nothing accepted', accept: [], kind: 'symptom' },
        { query: ' padded', accept: [{ url: '/guides/caching/' }], kind: 'legacy', note: 'x' },
      ],
    };
    expect(problemsOf(broken, pages)).toEqual([
      '"Cache Busting": duplicate query',
      '"ghost page": no page /guides/ghost/',
      '"ghost anchor": no heading #nope on /guides/caching/',
      '"twice": /guides/caching/ is listed twice',
      '"bad kind": kind must be one of name, concept, task, symptom, legacy, typo',
      '"empty anchor": an accepted result must be { url, anchor? } with a non-empty anchor',
      '"nothing accepted": accept must list at least one result',
      '" padded": unknown key note',
      '" padded": the query must be a non-empty string without outer spaces',
      '9 cases; the set needs at least 200',
      'name: 11.1% of the cases, aimed at 25% ± 5',
      'typo: 11.1% of the cases, aimed at 5% ± 5',
    ]);
    expect(problemsOf({ cases: [] }, pages)).toEqual(['the file is not { "$comment": string, "cases": [...] }']);
    // A heading the page index does not list is found in the built page when the check is given its ids.
    const deep = { $comment: 'seeded', cases: [{ query: 'deep', accept: [{ url: '/guides/caching/', anchor: 'deep' }], kind: 'name' }, { query: 'deeper', accept: [{ url: '/guides/caching/', anchor: 'gone' }], kind: 'name' }] };
    expect(problemsOf(deep, pages, { minCases: 2, shares: false, headingIds: () => new Set(['deep']) })).toEqual(['"deeper": no heading #gone on /guides/caching/']);
    expect(problemsOf(deep, pages, { minCases: 2, shares: false })).toEqual(['"deep": no heading #deep on /guides/caching/', '"deeper": no heading #gone on /guides/caching/']);
  });
});
