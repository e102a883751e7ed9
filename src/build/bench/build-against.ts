/**
 * `npm run bench -- --build-against DIR [--rounds N]`: the cold build of this checkout against
 * the cold build of another checkout (a worktree of the commit before a change, with its own
 * `npm ci`), measured in one run so both see the same machine: rounds of A (this checkout) and
 * B (DIR), `--rounds` of them (default 3), in the order A B, B A, A B, … (`roundOrder`), each build cold (its output, generated data and
 * prerender bundle set aside first, set-aside.ts; no persistent cache exists in a production build). Each build
 * goes into `.cache/bench-ab` of its own checkout with that checkout's `npm run build` program.
 * Reported: each run's wall time and CPU seconds (the build's own last line, all its threads),
 * the medians of both and the ratio A / B. On a machine shared with other work the wall time
 * follows the load: the CPU ratio is the figure that carries over.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { info } from '../log.ts';
import { buildCaches, runBuildProgram } from './build-time.ts';
import { median } from './median.ts';
import { parseBuildSummary } from './scale.ts';
import { setAside } from './set-aside.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The output folder of every build this benchmark makes, relative to its checkout. */
export const AB_OUT = '.cache/bench-ab';

/** One cold build of one checkout. */
export interface AbRun {
  /** 'A' (this checkout) or 'B' (the other). */
  side: 'A' | 'B';
  /** Wall time of the build process, ms. */
  wallMs: number;
  /** CPU seconds of the build process (all its threads), from its last line. */
  cpuSeconds: number;
  /** Peak resident memory, MB. */
  peakMb: number;
  /** Pages built. */
  pages: number;
}

/** The folders a cold build of `checkout` into `AB_OUT` must not find: the same names `buildCaches` gives here, in that checkout. */
export function coldPaths(checkout: string): string[] {
  return buildCaches(path.join(root, AB_OUT)).map((p) => path.join(checkout, path.relative(root, p)));
}

/** Runs `checkout`'s build program into `AB_OUT`, cold, and reads its summary line. */
async function coldBuildOf(checkout: string, side: AbRun['side']): Promise<AbRun> {
  await setAside(coldPaths(checkout));
  const started = performance.now();
  const log = await runBuildProgram(['--out', AB_OUT], { checkout });
  const wallMs = Math.round(performance.now() - started);
  return { side, wallMs, ...parseBuildSummary(log) };
}

/**
 * Which side builds first in a round (counted from 1): A in odd rounds, B in even ones. A build
 * here is slowed by some builds run just before it (a guess: the starting commit's peaks at
 * 1.6 GB, which the machine then reclaims): in session 42 a checkout measured 89% and 96% of the
 * commit before it (wall medians of 4, either one first), but about equal (3 rounds) when
 * it always came right after the starting commit's build and the other never did. With A always
 * first, every A but the first followed a B; alternating the order gives each side both neighbours.
 */
export function roundOrder(round: number): readonly ['A', 'B'] | readonly ['B', 'A'] {
  return round % 2 === 1 ? (['A', 'B'] as const) : (['B', 'A'] as const);
}

/** Alternates cold builds of this checkout (A) and `other` (B), `rounds` times each, in `roundOrder`. */
export async function buildAgainst(other: string, rounds: number): Promise<AbRun[]> {
  const checkout = path.resolve(other);
  await access(path.join(checkout, 'node_modules/.bin/tsx')).catch(() => {
    throw new Error(`${checkout} has no node_modules/.bin/tsx: run npm ci there first`);
  });
  const runs: AbRun[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const side of roundOrder(round)) {
      const run = await coldBuildOf(side === 'A' ? root : checkout, side);
      info(`  round ${round}/${rounds} ${side}: ${(run.wallMs / 1000).toFixed(1)} s wall, ${run.cpuSeconds.toFixed(1)} s CPU, ${run.peakMb} MB, ${run.pages} pages`);
      runs.push(run);
    }
  }
  return runs;
}

/** The table: medians of both sides and the ratios. */
export function formatAgainst(runs: readonly AbRun[], other: string): string {
  const side = (s: AbRun['side']): AbRun[] => runs.filter((r) => r.side === s);
  const [a, b] = [side('A'), side('B')];
  const row = (name: string, pick: (r: AbRun) => number, unit: (n: number) => string): string => {
    const [ma, mb] = [median(a.map(pick)), median(b.map(pick))];
    return `| ${name} | ${unit(ma)} | ${unit(mb)} | ${((100 * ma) / mb).toFixed(0)}% |`;
  };
  const seconds = (n: number): string => `${n.toFixed(1)} s`;
  return [
    `cold builds, median of ${a.length} (A: this checkout, B: ${other}), alternated A B, B A`,
    '',
    '| figure | A | B | A / B |',
    '| --- | ---: | ---: | ---: |',
    row('wall time', (r) => r.wallMs / 1000, seconds),
    row('CPU (all threads)', (r) => r.cpuSeconds, seconds),
    row('peak memory', (r) => r.peakMb, (n) => `${n.toFixed(0)} MB`),
    '',
    `each run: ${runs.map((r) => `${r.side} ${seconds(r.wallMs / 1000)}/${seconds(r.cpuSeconds)} CPU`).join(', ')}`,
  ].join('\n');
}
