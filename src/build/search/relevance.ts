/**
 * The relevance runner: every query of the relevance sets (see `relevance-sets.ts`) against the
 * index a build wrote, scored over the results in the order the dialog shows them: hit@1, hit@5
 * and MRR (the mean of 1 / rank of the first accepted result, 0 when none is shown), plus the
 * warm query time. `runRelevance()` (the first set) and `runRelevanceSets()` (every set) are what
 * the benchmark calls; `npx tsx src/build/search/relevance.ts [build folder]` prints the totals
 * of every set, the kinds and misses of the first set and the tuning half, and never the
 * held-out half's queries unless `--heldout-misses` asks for them (once, when tuning is done).
 * When `tests/search/relevance-fresh.json` exists (a held-out set written after the ranking work,
 * never shown to it), its totals and kinds are printed only with `--fresh` (the benchmark reports
 * them), and its queries only with `--fresh-misses`; so are the later fresh sets'
 * (`LATER_FRESH_SETS`, session 26), while the later tuning sets' misses are printed like the
 * tuning half's.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchIndexFile } from '../../shared/search/codec.ts';
import { loadIndexFile, type LoadedIndex } from '../../shared/search/loaded.ts';
import type { SearchManifest } from '../../shared/search/manifest.ts';
import { flattenGroups, searchIndex } from '../../shared/search/rank.ts';
import { decodeShard, mergeShard, type SearchShardFile } from '../../shared/search/shard.ts';
import { readSearchManifest } from './manifest-file.ts';
import { answers, describeTargets, FRESH_SET, JUDGED_FILE, LATER_FRESH_SETS, LATER_TUNING_SETS, loadJudgments, loadOptionalCases, loadRefreshed, loadRelevanceCases, REFRESHED_FILE, RELEVANCE_SETS, withJudgments, withRefreshed, type LaterFreshName, type RelevanceCase, type RelevanceSetName } from './relevance-sets.ts';

export { answers, FRESH2_SET, FRESH_SET, LATER_FRESH_SETS, loadRelevanceCases, RELEVANCE_FILE, RELEVANCE_KINDS, type RelevanceCase } from './relevance-sets.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Counts for a group of cases. */
export interface HitCounts {
  /** Cases. */
  total: number;
  /** Cases whose expected result came first. */
  hit1: number;
  /** Cases whose expected result was among the first five. */
  hit5: number;
  /** Sum of 1 / rank of the first expected result (0 when not shown). */
  reciprocal: number;
}

/** The outcome of a run. */
export interface RelevanceReport extends HitCounts {
  /** hit1 / total. */
  hitAt1: number;
  /** hit5 / total. */
  hitAt5: number;
  /** Mean reciprocal rank: reciprocal / total. */
  mrr: number;
  /** Counts per kind. */
  byKind: Record<string, HitCounts>;
  /** Cases not answered first: the rank found (null if not in the results) and the first five URLs. */
  misses: Array<{ query: string; expected: string; rank: number | null; top: string[] }>;
}

/** Scores the cases against a loaded index. */
export function evaluateRelevance(index: LoadedIndex, cases: readonly RelevanceCase[]): RelevanceReport {
  const byKind: Record<string, HitCounts> = {};
  const misses: RelevanceReport['misses'] = [];
  const all: HitCounts = { total: 0, hit1: 0, hit5: 0, reciprocal: 0 };
  for (const c of cases) {
    const urls = flattenGroups(searchIndex(index, c.query)).map((h) => h.url);
    const at = urls.findIndex((u) => answers(u, c));
    for (const counts of [all, (byKind[c.kind] ??= { total: 0, hit1: 0, hit5: 0, reciprocal: 0 })]) {
      counts.total += 1;
      if (at === 0) counts.hit1 += 1;
      if (at >= 0 && at < 5) counts.hit5 += 1;
      if (at >= 0) counts.reciprocal += 1 / (at + 1);
    }
    if (at !== 0) misses.push({ query: c.query, expected: describeTargets(c), rank: at === -1 ? null : at + 1, top: urls.slice(0, 5) });
  }
  const rate = (n: number): number => (all.total === 0 ? 0 : n / all.total);
  return { ...all, hitAt1: rate(all.hit1), hitAt5: rate(all.hit5), mrr: rate(all.reciprocal), byKind, misses };
}

/**
 * Loads the index a build wrote into `dir` (through its manifest), as the browser does: with its
 * reference shard merged, as after the first query (`shard: false` leaves it out, as before).
 */
export async function loadBuiltIndex(dir: string, options: { shard?: boolean } = {}): Promise<{ index: LoadedIndex; manifest: SearchManifest }> {
  const manifest = await readSearchManifest(dir);
  const read = async <T>(url: string): Promise<T> => JSON.parse(await readFile(path.join(dir, url), 'utf8')) as T;
  const main = loadIndexFile(await read<SearchIndexFile>(manifest.index));
  if (manifest.reference === null || options.shard === false) return { index: main, manifest };
  return { index: mergeShard(main, decodeShard(await read<SearchShardFile>(manifest.reference), main.tables)), manifest };
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

/** Warm query time as the runner reports it. */
export type WarmTimes = ReturnType<typeof measureWarmQueries>;

/** The first set's report and warm query time over its queries, for the index built into `dir` (default `dist`). */
export async function runRelevance(options: { dir?: string; casesFile?: string } = {}): Promise<RelevanceReport & { warm: WarmTimes }> {
  const { index } = await loadBuiltIndex(path.resolve(root, options.dir ?? 'dist'));
  const cases = await loadRelevanceCases(options.casesFile);
  return { ...evaluateRelevance(index, cases), warm: measureWarmQueries(index, cases.map((c) => c.query)) };
}

/** What `runRelevanceSets` returns: each set's report, the fresh set's when its file exists, warm query times. */
export interface RelevanceRun {
  /** The first set and the readers' two halves. */
  sets: Record<RelevanceSetName, RelevanceReport>;
  /** The fresh held-out set (`FRESH_SET`), or null when the file is absent. Print only `aggregatesOf` it. */
  fresh: RelevanceReport | null;
  /** The later fresh sets (`LATER_FRESH_SETS`), each null when its file is absent. Print only `aggregatesOf` them. */
  later: Record<LaterFreshName, RelevanceReport | null>;
  /** The readers' sets scored with the blind judgments added to their labels (`withJudgments`); null when there are none. Print only `totalsOf` them. */
  judged: { tuning: RelevanceReport; heldout: RelevanceReport; fresh: RelevanceReport | null; later: Record<string, RelevanceReport> } | null;
  /**
   * The readers' halves scored on their refreshed labels (`withRefreshed`), where the issue's
   * targets are read, and again with the generated reference entries; null when there are none.
   * Print only `totalsOf` them (and the held-out half's misses only when asked).
   */
  refreshed: { tuning: RelevanceReport; heldout: RelevanceReport; tuningWithReference: RelevanceReport; heldoutWithReference: RelevanceReport; unanswerable: { tuning: number; heldout: number } } | null;
  /** Warm query time over the first set's queries. */
  warm: WarmTimes;
  /** Warm query time over the readers' queries (both halves). */
  warmReaders: WarmTimes;
}

/** The fresh set's report against an index, or null when its file (default `FRESH_SET`) does not exist. */
export async function scoreFresh(index: LoadedIndex, file: string = FRESH_SET): Promise<RelevanceReport | null> {
  const cases = await loadOptionalCases(file);
  return cases === null ? null : evaluateRelevance(index, cases);
}

/** Every set's report, the fresh set's when present, and warm query time over the first set's queries and the readers'. */
export async function runRelevanceSets(options: { dir?: string; freshFile?: string } = {}): Promise<RelevanceRun> {
  const { index } = await loadBuiltIndex(path.resolve(root, options.dir ?? 'dist'));
  const names = Object.keys(RELEVANCE_SETS) as RelevanceSetName[];
  const cases = await Promise.all(names.map((name) => loadRelevanceCases(RELEVANCE_SETS[name])));
  const sets = Object.fromEntries(names.map((name, i) => [name, evaluateRelevance(index, cases[i] ?? [])])) as Record<RelevanceSetName, RelevanceReport>;
  // The fresh set is read once, for its labelled and its judged report.
  const freshCases = await loadOptionalCases(options.freshFile ?? FRESH_SET);
  const fresh = freshCases === null ? null : evaluateRelevance(index, freshCases);
  // The later fresh sets are read once too, for their labelled and their judged reports.
  const laterNames = Object.keys(LATER_FRESH_SETS) as LaterFreshName[];
  const laterFresh = await Promise.all(laterNames.map(async (name): Promise<[LaterFreshName, RelevanceCase[] | null]> => [name, await loadOptionalCases(LATER_FRESH_SETS[name])]));
  const later = Object.fromEntries(laterFresh.map(([name, list]) => [name, list === null ? null : evaluateRelevance(index, list)])) as Record<LaterFreshName, RelevanceReport | null>;
  const queries = (set: RelevanceSetName): string[] => (cases[names.indexOf(set)] ?? []).map((c) => c.query);
  const judgments = await loadJudgments();
  const judgedSet = (list: readonly RelevanceCase[]): RelevanceReport => evaluateRelevance(index, withJudgments(list, judgments));
  // The later sets, tuning and held out, written as the second fresh set was (session 26).
  const laterCases: Array<[string, readonly RelevanceCase[] | null]> = [...LATER_TUNING_SETS.map((name): [string, RelevanceCase[]] => [name, cases[names.indexOf(name)] ?? []]), ...laterFresh];
  const judged =
    judgments.length === 0
      ? null
      : {
          tuning: judgedSet(cases[names.indexOf('tuning')] ?? []),
          heldout: judgedSet(cases[names.indexOf('heldout')] ?? []),
          fresh: freshCases === null ? null : judgedSet(freshCases),
          later: Object.fromEntries(laterCases.flatMap(([name, list]) => (list === null ? [] : [[name, judgedSet(list)]]))),
        };
  const refreshedLabels = await loadRefreshed();
  const half = (name: 'tuning' | 'heldout', reference: boolean): { report: RelevanceReport; unanswerable: number } => {
    const scored = withRefreshed(cases[names.indexOf(name)] ?? [], refreshedLabels, { reference });
    return { report: evaluateRelevance(index, scored.cases), unanswerable: scored.unanswerable };
  };
  const [tuning, heldout] = refreshedLabels.length === 0 ? [] : [half('tuning', false), half('heldout', false)];
  const refreshed =
    tuning === undefined || heldout === undefined
      ? null
      : {
          tuning: tuning.report,
          heldout: heldout.report,
          tuningWithReference: half('tuning', true).report,
          heldoutWithReference: half('heldout', true).report,
          unanswerable: { tuning: tuning.unanswerable, heldout: heldout.unanswerable },
        };
  return { sets, fresh, later, judged, refreshed, warm: measureWarmQueries(index, queries('reference')), warmReaders: measureWarmQueries(index, [...queries('tuning'), ...queries('heldout')]) };
}

/** A report's totals only (what may be printed of the held-out half). */
export function totalsOf(report: RelevanceReport): { total: number; hitAt1: number; hitAt5: number; mrr: number } {
  return { total: report.total, hitAt1: report.hitAt1, hitAt5: report.hitAt5, mrr: report.mrr };
}

/** A report's aggregates: totals and counts by kind, no query (all that is printed of the fresh set). */
export function aggregatesOf(report: RelevanceReport): ReturnType<typeof totalsOf> & { byKind: Record<string, HitCounts> } {
  return { ...totalsOf(report), byKind: report.byKind };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const { sets, fresh, later, judged, refreshed, warm, warmReaders } = await runRelevanceSets(dir === undefined ? {} : { dir });
  const pct = (n: number, d: number): string => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  const row = (name: string, c: HitCounts): string =>
    `${name.padEnd(10)} ${String(c.total).padStart(5)}  ${pct(c.hit1, c.total).padStart(6)}  ${pct(c.hit5, c.total).padStart(6)}  ${(c.reciprocal / Math.max(1, c.total)).toFixed(3).padStart(6)}`;
  const header = `${'set'.padEnd(10)} cases   hit@1   hit@5     MRR`;
  console.log(header);
  for (const [name, report] of Object.entries(sets)) console.log(row(name, report));
  // The fresh set is shown only when asked (`--fresh`): someone tuning reads the other sets' figures
  // run after run, and a held-out figure read each time is one tuned on.
  const showFresh = process.argv.includes('--fresh') || process.argv.includes('--fresh-misses');
  if (fresh === null) console.log(`fresh      (no ${path.relative(root, FRESH_SET)})`);
  else console.log(showFresh ? row('fresh', fresh) : 'fresh      (held out: add --fresh to print its totals, once tuning is done)');
  for (const [name, report] of Object.entries(later)) {
    if (report === null) console.log(`${name.padEnd(10)} (no ${path.relative(root, LATER_FRESH_SETS[name as LaterFreshName])})`);
    else console.log(showFresh ? row(name, report) : `${name.padEnd(10)} (held out: add --fresh to print its totals, once tuning is done)`);
  }
  if (judged !== null) {
    console.log(`\nwith the blind judgments (${path.relative(root, JUDGED_FILE)}) added to the labels:`);
    console.log(row('tuning', judged.tuning));
    console.log(row('heldout', judged.heldout));
    if (judged.fresh !== null && showFresh) console.log(row('fresh', judged.fresh));
    for (const [name, report] of Object.entries(judged.later)) if (name.startsWith('tuning') || showFresh) console.log(row(name, report));
  }
  if (refreshed !== null) {
    const { tuning, heldout } = refreshed.unanswerable;
    console.log(`\nwith the refreshed labels (${path.relative(root, REFRESHED_FILE)}; the targets are read here), less ${tuning} + ${heldout} queries nothing answers:`);
    console.log(row('tuning', refreshed.tuning));
    console.log(row('heldout', refreshed.heldout));
    console.log('and with the generated reference entries kept apart in them:');
    console.log(row('tuning', refreshed.tuningWithReference));
    console.log(row('heldout', refreshed.heldoutWithReference));
  }
  for (const [name, w] of [['first set', warm], ["readers' set", warmReaders]] as const) {
    console.log(`warm query (${name}): median ${w.medianMs.toFixed(2)} ms, p95 ${w.p95Ms.toFixed(2)} ms over ${w.queries} queries`);
  }
  const byKind = (name: string, report: RelevanceReport): void => {
    console.log(`\n${name}: by kind\n${header.replace('set ', 'kind')}`);
    for (const [kind, c] of Object.entries(report.byKind)) console.log(row(kind, c));
  };
  // The fresh set: aggregates only. Its queries stay unseen unless `--fresh-misses` asks (never while tuning).
  if (fresh !== null && showFresh) byKind('fresh', fresh);
  if (fresh !== null && process.argv.includes('--fresh-misses')) for (const m of fresh.misses) console.log(`  miss: '${m.query}' → ${m.expected} at ${m.rank ?? '-'}`);
  for (const [name, report] of Object.entries(later)) {
    if (report !== null && showFresh) byKind(name, report);
    if (report !== null && process.argv.includes('--fresh-misses')) for (const m of report.misses) console.log(`  miss (${name}): '${m.query}' → ${m.expected} at ${m.rank ?? '-'}`);
  }
  // The tuning half's misses on its refreshed labels (and the held-out half's, only when asked, never while tuning).
  if (refreshed !== null) {
    const halves: Array<['tuning' | 'heldout', RelevanceReport]> = [['tuning', refreshed.tuning], ...(process.argv.includes('--heldout-misses') ? [['heldout', refreshed.heldout] as ['heldout', RelevanceReport]] : [])];
    for (const [name, report] of halves) {
      console.log(`\n${name}, refreshed labels: misses`);
      for (const m of report.misses) console.log(`  miss: '${m.query}' → ${m.expected} at ${m.rank ?? '-'}; top: ${m.top.join(' ')}`);
    }
  }
  const shown: RelevanceSetName[] = ['reference', 'tuning', ...LATER_TUNING_SETS, ...(process.argv.includes('--heldout-misses') ? (['heldout'] as const) : [])];
  for (const name of shown) {
    const report = sets[name];
    byKind(name, report);
    for (const m of report.misses) console.log(`  miss: '${m.query}' → ${m.expected} at ${m.rank ?? '-'}; top: ${m.top.join(' ')}`);
  }
}
