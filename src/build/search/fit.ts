/**
 * Fits the ranking's numbers (`src/shared/search/ranking-params.ts`) on the readers' relevance
 * set, honestly: k-fold cross-validation over the readers' queries (a seeded shuffle) fits each
 * fold's values on the other folds by coordinate ascent on MRR and scores the fold it left out;
 * the cross-validated figure is what the fitted values can be expected to do on queries they
 * were not fitted on. A final fit on every query gives the values to write into the table; the
 * first set (`relevance.json`) must stay at hit@1 100% with them.
 *
 * `npx tsx src/build/search/fit.ts [build folder] [--folds 3] [--only refs,asks] [--all-tuning]` prints progress with
 * timings, the figures with the current values, cross-validated and fitted in-sample, and the fitted values;
 * `--all-tuning` fits on every tuning set (the readers' half on its refreshed labels, the later ones with
 * their blind judgments) instead of the readers' tuning half alone.
 */
import path from 'node:path';
import type { LoadedIndex } from '../../shared/search/loaded.ts';
import { flattenGroups, searchIndex } from '../../shared/search/rank.ts';
import { RANKING, type RankingParams } from '../../shared/search/ranking-params.ts';
import { info } from '../log.ts';
import { loadBuiltIndex } from './relevance.ts';
import { answers, LATER_TUNING_SETS, loadJudgments, loadRefreshed, loadRelevanceCases, RELEVANCE_SETS, withJudgments, withRefreshed, type RelevanceCase } from './relevance-sets.ts';
import { seededShuffle } from './split-set.ts';

/** The numbers the fit moves, as paths into `RANKING`, and the factors it tries on each. */
export const FITTED: ReadonlyArray<readonly [path: string, factors: readonly number[]]> = [
  ['boosts.title', [0.5, 2]],
  ['boosts.heading', [0.5, 2]],
  ['boosts.body', [0.5, 2]],
  ['boosts.description', [0.5, 2]],
  ['evidence.body', [0.5, 1.5]],
  ['boosts.asks', [0.5, 2]],
  ['evidence.asks', [0.75, 1.25]],
  ['asksOnName', [0.5, 2]],
  ['unanswered', [0.5, 2]],
  ['says', [0.5, 2]],
  ['deepName', [0.5, 1.6]],
  ['thirdParty', [0.5, 1.6]],
  ['blog', [0.5, 1.6]],
  ['configurationPrior', [0.75, 1.5]],
  ['prefix', [0.5, 2]],
  ['form', [0, 2]],
  ['sibling', [0.5, 2]],
  ['internal', [0.5, 2]],
  ['offSubject', [0.6, 1.6]],
  ['generated', [0.5, 2]],
  ['guide', [0.75, 1.5]],
  ['problem', [0.75, 1.5]],
  ['migration', [0.75, 1.5]],
  ['sectionLead', [0, 0.5, 2]],
];

/** Reads or writes one number of the params by its path. */
function access(params: RankingParams, key: string, value?: number): number {
  const parts = key.split('.');
  let holder = params as unknown as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) holder = holder[p] as Record<string, unknown>;
  const last = parts.at(-1) ?? '';
  if (value !== undefined) holder[last] = value;
  return holder[last] as number;
}

type Values = Record<string, number>;

/** The rank (1-based, 0 when not shown) of each case's first accepted result, with `values` set in `RANKING`. */
function ranksWith(index: LoadedIndex, cases: readonly RelevanceCase[], values: Values): number[] {
  const saved = Object.fromEntries(FITTED.map(([key]) => [key, access(RANKING, key)]));
  for (const [key, v] of Object.entries(values)) access(RANKING, key, v);
  try {
    return cases.map((c) => flattenGroups(searchIndex(index, c.query)).findIndex((h) => answers(h.url, c)) + 1);
  } finally {
    for (const [key, v] of Object.entries(saved)) access(RANKING, key, v);
  }
}

/** hit@1, hit@5 and MRR of some ranks. */
export function figures(ranks: readonly number[]): { hitAt1: number; hitAt5: number; mrr: number } {
  const n = Math.max(1, ranks.length);
  return { hitAt1: ranks.filter((r) => r === 1).length / n, hitAt5: ranks.filter((r) => r >= 1 && r <= 5).length / n, mrr: ranks.reduce((a, r) => a + (r > 0 ? 1 / r : 0), 0) / n };
}

/** Coordinate ascent on MRR over the cases at `train` (positions), from `start`; `ranksOf` is memoised by the caller. */
export function coordinateAscent(ranksOf: (values: Values) => number[], train: readonly number[], start: Values, fitted: typeof FITTED = FITTED): Values {
  const score = (values: Values): number => {
    const ranks = ranksOf(values);
    return train.reduce((a, i) => a + ((ranks[i] ?? 0) > 0 ? 1 / (ranks[i] ?? 1) : 0), 0);
  };
  let best = { ...start };
  let bestScore = score(best);
  for (const [key, factors] of fitted) {
    for (const f of factors) {
      const tried = { ...best, [key]: (start[key] ?? 0) * f };
      const s = score(tried);
      if (s > bestScore + 1e-9) [best, bestScore] = [tried, s];
    }
  }
  return best;
}

/** The tuning sets' cases: the readers' tuning half on its refreshed labels, the later tuning sets with the blind judgments. */
async function allTuningCases(): Promise<RelevanceCase[]> {
  const judgments = await loadJudgments();
  const later = await Promise.all(LATER_TUNING_SETS.map(async (name) => withJudgments(await loadRelevanceCases(RELEVANCE_SETS[name]), judgments)));
  return [...withRefreshed(await loadRelevanceCases(RELEVANCE_SETS.tuning), await loadRefreshed()).cases, ...later.flat()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const seconds = (): string => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const dir = process.argv.slice(2).find((a, i, args) => !a.startsWith('--') && !/^\d+$/.test(a) && args[i - 1] !== '--only') ?? 'dist';
  const foldsArg = process.argv.indexOf('--folds');
  const folds = foldsArg === -1 ? 3 : Number(process.argv[foldsArg + 1]);
  // `--only refs,asks`: fit only the numbers whose path holds one of these words (the others keep their values).
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg === -1 ? [] : (process.argv[onlyArg + 1] ?? '').split(',').filter((w) => w !== '');
  const fitted = only.length === 0 ? FITTED : FITTED.filter(([key]) => only.some((w) => key.includes(w)));
  const { index } = await loadBuiltIndex(path.resolve(dir));
  // The tuning half only: a value fitted on the held-out half would make its figure one tuned on.
  // `--all-tuning`: every tuning set, the readers' half on its refreshed labels and the later sets
  // with their blind judgments (never a held-out or fresh set).
  const allTuning = process.argv.includes('--all-tuning');
  const readers = allTuning ? await allTuningCases() : await loadRelevanceCases(RELEVANCE_SETS.tuning);
  const reference = await loadRelevanceCases(RELEVANCE_SETS.reference);
  const start: Values = Object.fromEntries(FITTED.map(([key]) => [key, access(RANKING, key)]));
  const memo = new Map<string, number[]>();
  const ranksOf = (values: Values): number[] => {
    const key = JSON.stringify(values);
    let ranks = memo.get(key);
    if (ranks === undefined) {
      ranks = ranksWith(index, readers, values);
      memo.set(key, ranks);
      if (memo.size % 10 === 0) info(`  ${memo.size} settings tried (${seconds()})`);
    }
    return ranks;
  };
  const order = seededShuffle(readers.map((_, i) => i), 20261126);
  const cv = new Array<number>(readers.length).fill(0);
  for (let k = 0; k < folds; k += 1) {
    const test = order.filter((_, j) => j % folds === k);
    const fold = coordinateAscent(ranksOf, order.filter((_, j) => j % folds !== k), start, fitted);
    const ranks = ranksOf(fold);
    for (const i of test) cv[i] = ranks[i] ?? 0;
    info(`fold ${k + 1}/${folds} fitted (${seconds()})`);
  }
  const all = coordinateAscent(ranksOf, order, start, fitted);
  const pct = (f: ReturnType<typeof figures>): string => `hit@1 ${(100 * f.hitAt1).toFixed(1)}%  hit@5 ${(100 * f.hitAt5).toFixed(1)}%  MRR ${f.mrr.toFixed(3)}`;
  console.log(`${allTuning ? 'every tuning set' : "readers' tuning half"} (${readers.length} queries)`);
  console.log(`  current values:            ${pct(figures(ranksOf(start)))}`);
  console.log(`  cross-validated (${folds} folds): ${pct(figures(cv))}`);
  console.log(`  fitted on all (in sample): ${pct(figures(ranksOf(all)))}`);
  console.log(`first set with the fitted values: ${pct(figures(ranksWith(index, reference, all)))}`);
  console.log('fitted values (changed only):');
  for (const [key, v] of Object.entries(all)) if (v !== start[key]) console.log(`  ${key}: ${start[key]} → ${v}`);
  info(`done (${seconds()}, ${memo.size} settings)`);
}
