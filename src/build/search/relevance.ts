/**
 * The relevance set runner: every query of `tests/search/relevance.json` against the index a build
 * wrote, scored as hit@1 and hit@5 over the results in the order the dialog shows them, plus
 * the warm query time. `runRelevance()` is what the benchmark calls;
 * `npx tsx src/build/search/relevance.ts [build folder]` prints the same as a table.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { SearchIndexFile } from '../../shared/search/codec.ts';
import { loadIndexFile, type LoadedIndex } from '../../shared/search/loaded.ts';
import type { SearchManifest } from '../../shared/search/manifest.ts';
import { flattenGroups, searchIndex } from '../../shared/search/rank.ts';
import { readSearchManifest } from './manifest-file.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The kinds of query the set covers. */
export const RELEVANCE_KINDS = ['option', 'hook', 'flag', 'api', 'concept', 'guide', 'loader', 'plugin', 'section', 'typo'] as const;

const caseSchema = z.strictObject({
  query: z.string().min(1),
  url: z.string().regex(/^\/.*\/$/),
  anchor: z.string().min(1).optional(),
  kind: z.enum(RELEVANCE_KINDS),
});

/** One query and the page (and heading anchor) it should return. */
export type RelevanceCase = z.infer<typeof caseSchema>;

/** Counts for a group of cases. */
export interface HitCounts {
  /** Cases. */
  total: number;
  /** Cases whose expected result came first. */
  hit1: number;
  /** Cases whose expected result was among the first five. */
  hit5: number;
}

/** The outcome of a run. */
export interface RelevanceReport extends HitCounts {
  /** hit1 / total. */
  hitAt1: number;
  /** hit5 / total. */
  hitAt5: number;
  /** Counts per kind. */
  byKind: Record<string, HitCounts>;
  /** Cases not answered first: the rank found (null if not in the results) and the first five URLs. */
  misses: Array<{ query: string; expected: string; rank: number | null; top: string[] }>;
}

/** The default relevance file. */
export const RELEVANCE_FILE = path.join(root, 'tests/search/relevance.json');

/** Reads and validates a relevance file. */
export async function loadRelevanceCases(file = RELEVANCE_FILE): Promise<RelevanceCase[]> {
  const parsed = z.object({ cases: z.array(caseSchema) }).safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data.cases;
}

/** Whether a result URL answers a case: the exact anchor when one is given, else any record of the page. */
export function answers(resultUrl: string, expected: RelevanceCase): boolean {
  if (expected.anchor !== undefined) return resultUrl === `${expected.url}#${expected.anchor}`;
  return resultUrl === expected.url || resultUrl.startsWith(`${expected.url}#`);
}

/** Scores the cases against a loaded index. */
export function evaluateRelevance(index: LoadedIndex, cases: readonly RelevanceCase[]): RelevanceReport {
  const byKind: Record<string, HitCounts> = {};
  const misses: RelevanceReport['misses'] = [];
  let hit1 = 0;
  let hit5 = 0;
  for (const c of cases) {
    const urls = flattenGroups(searchIndex(index, c.query)).map((h) => h.url);
    const at = urls.findIndex((u) => answers(u, c));
    const kind = (byKind[c.kind] ??= { total: 0, hit1: 0, hit5: 0 });
    kind.total += 1;
    if (at === 0) {
      hit1 += 1;
      kind.hit1 += 1;
    }
    if (at >= 0 && at < 5) {
      hit5 += 1;
      kind.hit5 += 1;
    }
    if (at !== 0) misses.push({ query: c.query, expected: c.anchor === undefined ? c.url : `${c.url}#${c.anchor}`, rank: at === -1 ? null : at + 1, top: urls.slice(0, 5) });
  }
  const total = cases.length;
  return { total, hit1, hit5, hitAt1: total === 0 ? 0 : hit1 / total, hitAt5: total === 0 ? 0 : hit5 / total, byKind, misses };
}

/** Loads the index a build wrote into `dir` (through its manifest), as the browser does. */
export async function loadBuiltIndex(dir: string): Promise<{ index: LoadedIndex; manifest: SearchManifest }> {
  const manifest = await readSearchManifest(dir);
  const file = JSON.parse(await readFile(path.join(dir, manifest.index), 'utf8')) as SearchIndexFile;
  return { index: loadIndexFile(file), manifest };
}

/** Median and 95th percentile of warm query times over the queries, in milliseconds. */
export function measureWarmQueries(index: LoadedIndex, queries: readonly string[], rounds = 5): { medianMs: number; p95Ms: number; queries: number } {
  for (const q of queries) searchIndex(index, q);
  const times: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const q of queries) {
      const started = performance.now();
      searchIndex(index, q);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const pick = (p: number): number => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  return { medianMs: pick(0.5), p95Ms: pick(0.95), queries: queries.length };
}

/** The benchmark's entry: relevance and warm query time over the index built into `dir` (default `dist`). */
export async function runRelevance(options: { dir?: string; casesFile?: string } = {}): Promise<RelevanceReport & { warm: ReturnType<typeof measureWarmQueries> }> {
  const { index } = await loadBuiltIndex(path.resolve(root, options.dir ?? 'dist'));
  const cases = await loadRelevanceCases(options.casesFile);
  return { ...evaluateRelevance(index, cases), warm: measureWarmQueries(index, cases.map((c) => c.query)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runRelevance(process.argv[2] === undefined ? {} : { dir: process.argv[2] });
  const pct = (n: number, d: number): string => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  console.log('kind      cases  hit@1   hit@5');
  for (const [kind, c] of Object.entries(report.byKind)) console.log(`${kind.padEnd(9)} ${String(c.total).padStart(5)}  ${pct(c.hit1, c.total).padStart(6)}  ${pct(c.hit5, c.total).padStart(6)}`);
  console.log(`${'all'.padEnd(9)} ${String(report.total).padStart(5)}  ${pct(report.hit1, report.total).padStart(6)}  ${pct(report.hit5, report.total).padStart(6)}`);
  console.log(`warm query: median ${report.warm.medianMs.toFixed(2)} ms, p95 ${report.warm.p95Ms.toFixed(2)} ms over ${report.warm.queries} queries`);
  for (const m of report.misses) console.log(`  miss: '${m.query}' → ${m.expected} at ${m.rank ?? '-'}; top: ${m.top.join(' ')}`);
}
