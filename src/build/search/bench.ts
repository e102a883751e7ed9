/**
 * The search figures for `npm run bench`, over a built site: index and reference shard sizes (raw, gzip, brotli),
 * warm query time (Node, the same ranking code the browser runs), cold time to first results in
 * Chromium against the preview server, and hit@1 / hit@5 / MRR of every relevance set (the first
 * set's misses too; of the readers' tuning and held-out halves, the totals only; of the fresh
 * held-out set, when `tests/search/relevance-fresh.json` exists, the totals and kinds only).
 * `benchSearch()` is what the benchmark calls; `npx tsx src/build/search/bench.ts [dir]` prints
 * a table and the JSON.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { startStaticServer } from '../server/static-server.ts';
import { aggregatesOf, loadBuiltIndex, runRelevanceSets, totalsOf, type HitCounts } from './relevance.ts';
import type { LaterFreshName, RelevanceSetName } from './relevance-sets.ts';
import { tuningCases, variantReport } from './variants.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Raw, gzip and brotli bytes of a file (brotli from the build's `.br` copy when present). */
export interface FileSize {
  /** Bytes on disk. */
  raw: number;
  /** gzip -9 bytes. */
  gzip: number;
  /** Bytes of the `.br` copy, or null when the build wrote none. */
  brotli: number | null;
}

/** Cold timings in milliseconds (medians over fresh browser contexts). */
export interface ColdTimes {
  /** From the first input event in the search field to the first result on screen. */
  firstKeystrokeMs: number;
  /** From pressing `/` on a freshly loaded page to the first result (chunk, index and query). */
  fromShortcutMs: number;
  /** Fresh contexts measured. */
  runs: number;
}

/** Everything the benchmark reports for search. */
export interface SearchBenchReport {
  /** The index file. */
  index: FileSize & { url: string };
  /** The reference shard (the API reference's members, fetched once a query is typed), or null when the build has none. */
  reference: (FileSize & { url: string }) | null;
  /** The snippets file (fetched after the index, not needed for the first results). */
  snippets: FileSize & { url: string };
  /** Warm query time over the first relevance set's queries. */
  warm: { medianMs: number; p95Ms: number; queries: number };
  /** Warm query time over the readers' queries (both halves: longer, error messages among them). */
  warmReaders: { medianMs: number; p95Ms: number; queries: number };
  /** Cold timings, or null when no Chromium is available. */
  cold: ColdTimes | null;
  /** Relevance of the first set, with its misses. */
  relevance: RelevanceTotals & { misses: Array<{ query: string; expected: string; rank: number | null }> };
  /** Totals of every set: the first one, the readers' tuning and held-out halves, and the fresh sets when present. */
  relevanceSets: Record<RelevanceSetName, RelevanceTotals> & Partial<Record<'fresh' | LaterFreshName, RelevanceTotals>>;
  /** The fresh held-out set's totals by kind (its queries are never reported), or null when its file is absent. */
  freshByKind: Record<string, HitCounts> | null;
  /** The readers' sets' totals with the blind judgments added to their labels (`relevance-judged.json`), or null when there are none. */
  judgedSets: ({ tuning: RelevanceTotals; heldout: RelevanceTotals; fresh?: RelevanceTotals } & Record<string, RelevanceTotals>) | null;
  /** The readers' halves' totals on their refreshed labels (`relevance-refreshed.json`, where the targets are read), or null when there are none. */
  refreshedSets: { tuning: RelevanceTotals; heldout: RelevanceTotals } | null;
  /** The tuning queries in other forms readers type (`variants.ts`): per form, how many it changes and how many of those lose or gain the first place. */
  variants: Record<string, { changed: number; lost: number; gained: number }>;
}

/** A relevance set's totals. */
export type RelevanceTotals = ReturnType<typeof totalsOf>;

async function sizeOf(file: string): Promise<FileSize> {
  const body = await readFile(file);
  const brotli = await stat(`${file}.br`).then((s) => s.size, () => null);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Cold timings in Chromium over the preview server; each run is a fresh context (empty cache). */
export async function measureCold(dir: string, query = 'output.publicPath', runs = 5): Promise<ColdTimes | null> {
  const executablePath = findChromium();
  if (executablePath === undefined) return null;
  const server = await startStaticServer({ root: dir, port: 0 });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const keystroke: number[] = [];
  const shortcut: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${server.url}/concepts/`);
      await page.waitForSelector('html[data-hydrated]');
      // Times are taken inside the page: the first input event and the first option in the DOM.
      await page.evaluate(() => {
        const marks: Record<string, number> = {};
        (window as unknown as { __searchMarks: Record<string, number> }).__searchMarks = marks;
        document.addEventListener(
          'input',
          () => {
            marks['input'] ??= performance.now();
          },
          true,
        );
        new MutationObserver(() => {
          if (marks['result'] === undefined && document.querySelector('dialog [role="option"]') !== null) marks['result'] = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      const pressed = await page.evaluate(() => performance.now());
      await page.keyboard.press('/');
      await page.waitForSelector('dialog[open] input[role="combobox"]');
      await page.keyboard.insertText(query);
      await page.waitForSelector('dialog [role="option"]');
      const marks = await page.evaluate(() => (window as unknown as { __searchMarks: Record<string, number> }).__searchMarks);
      keystroke.push((marks['result'] ?? Number.NaN) - (marks['input'] ?? Number.NaN));
      shortcut.push((marks['result'] ?? Number.NaN) - pressed);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { firstKeystrokeMs: median(keystroke), fromShortcutMs: median(shortcut), runs };
}

/** The benchmark's entry: every search figure for the site built into `dir` (default `dist`). */
export async function benchSearch(options: { dir?: string; cold?: boolean } = {}): Promise<SearchBenchReport> {
  const dir = path.resolve(root, options.dir ?? 'dist');
  const { index, manifest } = await loadBuiltIndex(dir);
  const { sets, fresh, later, judged, refreshed, warm, warmReaders } = await runRelevanceSets({ dir });
  return {
    index: { url: manifest.index, ...(await sizeOf(path.join(dir, manifest.index))) },
    snippets: { url: manifest.snippets, ...(await sizeOf(path.join(dir, manifest.snippets))) },
    reference: manifest.reference === null ? null : { url: manifest.reference, ...(await sizeOf(path.join(dir, manifest.reference))) },
    warm,
    warmReaders,
    cold: options.cold === false ? null : await measureCold(dir),
    relevance: { ...totalsOf(sets.reference), misses: sets.reference.misses.map(({ query, expected, rank }) => ({ query, expected, rank })) },
    relevanceSets: { ...(Object.fromEntries(Object.entries(sets).map(([name, report]) => [name, totalsOf(report)])) as Record<RelevanceSetName, RelevanceTotals>), ...(fresh === null ? {} : { fresh: totalsOf(fresh) }), ...Object.fromEntries(Object.entries(later).flatMap(([name, report]) => (report === null ? [] : [[name, totalsOf(report)]]))) },
    freshByKind: fresh === null ? null : aggregatesOf(fresh).byKind,
    judgedSets: judged === null ? null : { tuning: totalsOf(judged.tuning), heldout: totalsOf(judged.heldout), ...(judged.fresh === null ? {} : { fresh: totalsOf(judged.fresh) }), ...Object.fromEntries(Object.entries(judged.later).map(([name, report]) => [name, totalsOf(report)])) },
    refreshedSets: refreshed === null ? null : { tuning: totalsOf(refreshed.tuning), heldout: totalsOf(refreshed.heldout) },
    variants: Object.fromEntries(Object.entries(variantReport(index, await tuningCases())).map(([form, c]) => [form, { changed: c.changed, lost: c.lost.length, gained: c.gained.length }])),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchSearch(process.argv[2] === undefined ? {} : { dir: process.argv[2] });
  const kb = (n: number | null): string => (n === null ? '-' : `${(n / 1024).toFixed(1)} KB`);
  const rows: Array<[string, string, string]> = [
    ['index size (gzip / brotli)', `${kb(report.index.gzip)} / ${kb(report.index.brotli)}`, '<= 200 KB gzip'],
    ['reference shard (gzip / brotli, on first query)', report.reference === null ? 'none' : `${kb(report.reference.gzip)} / ${kb(report.reference.brotli)}`, '<= 40 KB gzip'],
    ['snippets (gzip, after first results)', kb(report.snippets.gzip), '-'],
    ['warm query (median / p95)', `${report.warm.medianMs.toFixed(2)} / ${report.warm.p95Ms.toFixed(2)} ms`, '<= 5 ms'],
    ["warm query, readers' set (median / p95)", `${report.warmReaders.medianMs.toFixed(2)} / ${report.warmReaders.p95Ms.toFixed(2)} ms`, '<= 5 ms'],
    ['cold: first keystroke → results', report.cold === null ? 'no Chromium' : `${report.cold.firstKeystrokeMs.toFixed(0)} ms`, '<= 150 ms'],
    ['cold: / pressed → results', report.cold === null ? 'no Chromium' : `${report.cold.fromShortcutMs.toFixed(0)} ms`, '-'],
    ...Object.entries(report.relevanceSets).map(([name, r]): [string, string, string] => [
      `${name}: hit@1 / hit@5 / MRR`,
      `${(100 * r.hitAt1).toFixed(1)}% / ${(100 * r.hitAt5).toFixed(1)}% / ${r.mrr.toFixed(3)} of ${r.total}`,
      name === 'reference' ? '>= 90% / 100%' : '-',
    ]),
  ];
  for (const [name, r] of Object.entries(report.judgedSets ?? {})) {
    rows.push([`${name}, labels + blind judgments: hit@1 / hit@5 / MRR`, `${(100 * r.hitAt1).toFixed(1)}% / ${(100 * r.hitAt5).toFixed(1)}% / ${r.mrr.toFixed(3)} of ${r.total}`, '-']);
  }
  for (const [name, r] of Object.entries(report.refreshedSets ?? {})) {
    rows.push([`${name}, refreshed labels: hit@1 / hit@5 / MRR`, `${(100 * r.hitAt1).toFixed(1)}% / ${(100 * r.hitAt5).toFixed(1)}% / ${r.mrr.toFixed(3)} of ${r.total}`, name === 'heldout' ? '>= 90% / 98%' : '-']);
  }
  for (const [form, c] of Object.entries(report.variants)) rows.push([`tuning queries, ${form}: first place lost / gained`, `${c.lost} / ${c.gained} of ${c.changed}`, '-']);
  for (const [kind, c] of Object.entries(report.freshByKind ?? {})) {
    rows.push([`fresh, ${kind}: hit@1 / hit@5 / MRR`, `${((100 * c.hit1) / c.total).toFixed(1)}% / ${((100 * c.hit5) / c.total).toFixed(1)}% / ${(c.reciprocal / c.total).toFixed(3)} of ${c.total}`, '-']);
  }
  for (const [name, value, target] of rows) console.log(`${name.padEnd(38)} ${value.padEnd(30)} ${target}`);
  console.log(JSON.stringify(report, null, 2));
}
