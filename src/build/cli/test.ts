/**
 * `npm test`: everything CI checks, each step timed, in two lanes side by side, since each
 * leaves a core idle much of the time:
 * - the static checks (tsc's check of the build, app and service worker and type-aware ESLint over
 *   the same programs, markdown lint), then
 *   Vitest's unit project (unit and example tests, which need no build), then, once the site is
 *   built, the documentation checks and the site gates over it;
 * - the builds (the fixture site, the real site), then Vitest's gate and end-to-end tests in
 *   Chromium, which read those builds.
 * The slowest test files are listed at the end, and the counts of both Vitest runs.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ensureChromium } from '../chromium.ts';
import { info } from '../log.ts';
import { bin, FIXTURE_BUILD, root, runStep, SITE_BUILD, type Command } from './run-step.ts';
import { slowestFiles, type FileTime, type VitestReport } from './test-report.ts';

/** A failed step. */
interface Failure {
  /** The step's name. */
  step: string;
  /** What failed. */
  error: unknown;
}

/** Runs a lane's commands in order; a failure ends the lane unless the command says it goes on. */
async function runLane(commands: readonly Command[], live: (command: Command) => boolean): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const command of commands) {
    try {
      await runStep(command, live(command));
    } catch (error) {
      failures.push({ step: command.name, error });
      if (command.laneGoesOn !== true) break;
    }
  }
  return failures;
}

/** One Vitest run: its projects, JSON report and file times. */
interface VitestRun {
  name: string;
  projects: readonly string[];
  /** Its JSON report and file times, in .cache. */
  report: string;
  times: string;
}
const UNIT: VitestRun = { name: 'unit and example tests (Vitest: unit)', projects: ['unit'], report: '.cache/vitest-report-unit.json', times: '.cache/vitest-file-times-unit.json' };
const BROWSER: VitestRun = {
  name: 'gate and end-to-end tests (Vitest: gates, e2e; Chromium)',
  projects: ['gates', 'e2e'],
  report: '.cache/vitest-report-browser.json',
  times: '.cache/vitest-file-times-browser.json',
};

function vitest(run: VitestRun, chrome: string, live: boolean): Command {
  const projects = run.projects.flatMap((p) => ['--project', p]);
  const reporters = [`--reporter=${live ? 'default' : 'dot'}`, '--reporter=json', `--outputFile.json=${run.report}`, '--reporter=./src/build/cli/test-report.ts'];
  return { name: run.name, run: [bin('vitest'), 'run', ...projects, ...reporters], env: { CHROME_PATH: chrome, FILE_TIMES_OUT: run.times }, laneGoesOn: true };
}

const tsx = bin('tsx');
const STATIC_CHECKS: Command[] = [
  // tsc's check and ESLint's typed rules over one set of programs, made once (types-and-lint.ts).
  { name: 'types and type-aware lint: build, app, service worker (tsc programs shared with ESLint)', run: [tsx, 'src/build/cli/types-and-lint.ts'], laneGoesOn: true },
  { name: 'markdown lint (content/)', run: [bin('markdownlint-cli2')], laneGoesOn: true },
];
/** A failed build ends its lane (the browser tests need both builds). */
const BUILDS: Command[] = [FIXTURE_BUILD, SITE_BUILD];
/** The checks over the built site, after the static lane's unit tests: each reports all it found. */
const SITE_CHECKS: Command[] = [
  { name: 'documentation checks (npm run check:docs)', run: [tsx, 'src/build/cli/check-docs.ts'], laneGoesOn: true },
  { name: 'site gates (links, anchors, sitemap, page markdown and llms.txt, valid HTML, byte budgets)', run: [tsx, 'src/build/gates/run.ts', 'dist'], laneGoesOn: true },
];

const readJson = async <T,>(file: string, fallback: T): Promise<T> => JSON.parse(await readFile(path.join(root, file), 'utf8').catch(() => JSON.stringify(fallback))) as T;

async function main(): Promise<void> {
  const started = performance.now();
  const chrome = ensureChromium(info);
  info(`Chromium: ${chrome}`);
  await Promise.all([UNIT, BROWSER].flatMap((r) => [r.report, r.times]).map((f) => rm(path.join(root, f), { force: true })));
  info('▶ two lanes side by side: static checks, unit tests, then the checks over the built site; and the builds, then the browser tests (each step prints when it ends; the browser tests print as they go)');
  // The browser tests start as soon as both builds are done: they are the longest step, and the
  // documentation checks and site gates (which no browser test reads) run in the other lane,
  // which is idle by then.
  const builds = runLane(BUILDS, () => false);
  const browserLane = builds.then((failed) => (failed.length > 0 ? failed : runLane([vitest(BROWSER, chrome, true)], () => true)));
  const staticLane = runLane([...STATIC_CHECKS, vitest(UNIT, chrome, false)], () => false).then(async (failed) =>
    (await builds).length > 0 ? failed : [...failed, ...(await runLane(SITE_CHECKS, () => false))],
  );
  const failures = [...(await staticLane), ...(await browserLane)];
  const reports = await Promise.all([UNIT, BROWSER].map((r) => readJson<Partial<VitestReport>>(r.report, {})));
  const times = (await Promise.all([UNIT, BROWSER].map((r) => readJson<FileTime[]>(r.times, [])))).flat();
  if (times.length > 0) info(`\nslowest test files (wall time, share of the sum over all ${times.length} files):\n${slowestFiles(times, root, 10)}`);
  info(`\nnpm test finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const f of failures) info(`failed: ${f.step}: ${f.error instanceof Error ? f.error.message : String(f.error)}`);
  const count = (key: keyof VitestReport): number => reports.reduce((sum, r) => sum + (r[key] ?? 0), 0);
  const skipped = count('numPendingTests');
  console.log(`tests: ${count('numPassedTests')} passed, ${count('numFailedTests')} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  if (reports.some((r) => r.numPassedTests === undefined)) failures.push({ step: 'tests', error: new Error('a Vitest run left no report (it did not run, or ended before its end)') });
  if (failures.length > 0) throw new Error(`${new Set(failures.map((f) => f.step)).size} step(s) failed`);
}

main().catch((error: unknown) => {
  console.error(`\nnpm test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
