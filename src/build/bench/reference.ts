/**
 * The API reference's build cost (issue #26): its own steps cold and warm, its pages among all,
 * and the same cold and warm builds without it (`API_REFERENCE=off`, read by src/build/cli/build-site.ts)
 * into a folder of their own. Ratios are of CPU seconds (the build's last line), which a machine
 * shared with other work does not inflate the way it does wall time. Targets: cold within 1.5x of
 * the build without the reference, warm within 1.1x. CPU seconds still drift with the machine's
 * load, so `rounds` > 1 (`npm run bench -- --ref-rounds N`) times more warm builds, with and
 * without in turn (A B A B), and reports the median of the pairs' ratios and their spread.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isGeneratedReferenceUrl } from '../../shared/view-urls.ts';
import { info, step } from '../log.ts';
import { median } from './median.ts';

/** Warm pairs `npm run bench` times by default: one pair's ratio moved by 0.15 either way from one run to the next (1.13 and 1.04 for the same code, session 23). */
export const REF_ROUNDS = 3;

/** A timed build (`BuildRun` of types.ts, which imports this module's types). */
interface BuildRun {
  totalMs: number;
  steps: Array<{ name: string; ms: number }>;
  cpuS?: number;
}

/** Times a build into a folder: `timeBuild` of build-time.ts. */
type TimeBuild = (outDir: string, cold: boolean, env: Record<string, string>) => Promise<BuildRun>;

/** One build with and without the reference. */
export interface ReferenceRun {
  /** The reference's own steps (`API reference: …`), ms. */
  stepsMs: number;
  /** Wall time with and without, ms. */
  withMs: number;
  withoutMs: number;
  /** CPU seconds with and without (absent if a build did not print them). */
  withCpuS?: number;
  withoutCpuS?: number;
  /** with / without, by CPU seconds when both are known, else by wall time (with several pairs: the median of theirs, and the other figures medians too). */
  ratio: number;
  /** Each pair's ratio, in the order measured, when more than one pair was timed. */
  pairRatios?: number[];
}

/** What the bench reports for the reference. */
export interface ReferenceFigures {
  /** Pages of the whole build and those the reference generates (its index is written by hand). */
  pages: number;
  referencePages: number;
  cold: ReferenceRun;
  warm: ReferenceRun;
}

/** The budgets the issue sets: with / without the reference. */
export const REFERENCE_RATIO_TARGETS = { cold: 1.5, warm: 1.1 } as const;

function urlsOf(node: unknown, out: string[] = []): string[] {
  if (typeof node !== 'object' || node === null) return out;
  const n = node as { type?: unknown; url?: unknown; children?: unknown };
  if (n.type === 'file' && typeof n.url === 'string') out.push(n.url);
  if (Array.isArray(n.children)) for (const c of n.children) urlsOf(c, out);
  return out;
}

/** Compares a build with the reference and one without. */
export function compareBuilds(withRun: BuildRun, withoutRun: BuildRun): ReferenceRun {
  const stepsMs = withRun.steps.filter((s) => s.name.startsWith('API reference')).reduce((sum, s) => sum + s.ms, 0);
  const cpu = withRun.cpuS !== undefined && withoutRun.cpuS !== undefined;
  const ratio = cpu ? (withRun.cpuS ?? 0) / (withoutRun.cpuS ?? 1) : withRun.totalMs / withoutRun.totalMs;
  return {
    stepsMs,
    withMs: withRun.totalMs,
    withoutMs: withoutRun.totalMs,
    ...(withRun.cpuS === undefined ? {} : { withCpuS: withRun.cpuS }),
    ...(withoutRun.cpuS === undefined ? {} : { withoutCpuS: withoutRun.cpuS }),
    ratio: Math.round(ratio * 100) / 100,
  };
}

/** Several pairs as one run: medians of each figure and of the pairs' ratios, which are listed. */
export function comparePairs(pairs: ReadonlyArray<readonly [BuildRun, BuildRun]>): ReferenceRun {
  const runs = pairs.map(([withRun, withoutRun]) => compareBuilds(withRun, withoutRun));
  const [only] = runs;
  if (runs.length === 1 && only !== undefined) return only;
  const mid = (pick: (r: ReferenceRun) => number | undefined): number | undefined => {
    const values = runs.map(pick).filter((v): v is number => v !== undefined);
    return values.length === runs.length && values.length > 0 ? median(values) : undefined;
  };
  const withCpuS = mid((r) => r.withCpuS);
  const withoutCpuS = mid((r) => r.withoutCpuS);
  return {
    stepsMs: mid((r) => r.stepsMs) ?? 0,
    withMs: mid((r) => r.withMs) ?? 0,
    withoutMs: mid((r) => r.withoutMs) ?? 0,
    ...(withCpuS === undefined ? {} : { withCpuS }),
    ...(withoutCpuS === undefined ? {} : { withoutCpuS }),
    ratio: Math.round((mid((r) => r.ratio) ?? 0) * 100) / 100,
    pairRatios: runs.map((r) => r.ratio),
  };
}

/**
 * Builds cold and warm without the reference into `<outDir>-no-reference` and compares them with
 * `builds`, made with it into `outDir`; `rounds` > 1 adds warm pairs, with it then without.
 */
export async function benchReference(outDir: string, builds: { cold: BuildRun; warm: BuildRun }, timeBuild: TimeBuild, rounds = 1): Promise<ReferenceFigures> {
  const urls = urlsOf(JSON.parse(await readFile(path.join(outDir, 'page-index.json'), 'utf8')) as unknown);
  const without = `${outDir}-no-reference`;
  const env = { API_REFERENCE: 'off' };
  const cold = await step('cold build without the API reference', () => timeBuild(without, true, env));
  const warm: Array<readonly [BuildRun, BuildRun]> = [[builds.warm, await step('warm build without the API reference', () => timeBuild(without, false, env))]];
  for (let round = 2; round <= rounds; round++) {
    const withRun = await step(`warm build with the API reference (pair ${round} of ${rounds})`, () => timeBuild(outDir, false, {}));
    const withoutRun = await step(`warm build without the API reference (pair ${round} of ${rounds})`, () => timeBuild(without, false, env));
    warm.push([withRun, withoutRun]);
    info(`  pair ${round}: CPU ${withRun.cpuS ?? '?'} s with, ${withoutRun.cpuS ?? '?'} s without`);
  }
  return { pages: urls.length, referencePages: urls.filter(isGeneratedReferenceUrl).length, cold: compareBuilds(builds.cold, cold), warm: comparePairs(warm) };
}
