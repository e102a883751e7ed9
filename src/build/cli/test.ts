/**
 * `npm test`: everything CI checks, each step timed. Two lanes run side by side first, since
 * each leaves a core idle much of the time: the static checks (ESLint, tsc for the build, app and
 * service worker, markdown lint) and the builds (the fixture site, the real site, then the
 * documentation checks and the site gates over it). Then Vitest: unit, example, gate and
 * end-to-end tests. The slowest test files are listed at the end.
 */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ensureChromium } from '../chromium.ts';
import { info } from '../log.ts';
import { FILE_TIMES, slowestFiles, type FileTime, type VitestReport } from './test-report.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string): string => path.join(root, 'node_modules/.bin', name);

/** One command of a lane. */
interface Command {
  /** The step's name as printed. */
  name: string;
  /** Program and arguments. */
  run: readonly [string, ...string[]];
  /** Extra environment. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs a command and prints its step line when it ends. `live` passes its output straight
 * through (one lane may); otherwise its output is kept and printed whole once it ends, so two
 * lanes never interleave their lines. Rejects on a non-zero exit, after printing the output.
 */
function runStep(command: Command, live: boolean): Promise<void> {
  const started = performance.now();
  const [program, ...args] = command.run;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...command.env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      if (text !== '') info(text);
      info(`${code === 0 ? '✔' : '✖'} ${command.name} (${Math.round(performance.now() - started)} ms)`);
      if (code === 0) resolve();
      else reject(new Error(`${command.name}: ${path.basename(program)} ${args.join(' ')} exited with ${code ?? 'a signal'}`));
    });
  });
}

/** A failed step. */
interface Failure {
  /** The step's name. */
  step: string;
  /** What failed. */
  error: unknown;
}

/** Runs a lane's commands in order; a failure ends the lane unless `goOn` says the later steps still make sense. */
async function runLane(commands: readonly Command[], goOn: (failed: Command) => boolean): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const command of commands) {
    try {
      await runStep(command, false);
    } catch (error) {
      failures.push({ step: command.name, error });
      if (!goOn(command)) break;
    }
  }
  return failures;
}

const tsx = bin('tsx');
const STATIC_CHECKS: Command[] = [
  { name: 'lint (ESLint, type-aware)', run: [bin('eslint'), '--max-warnings', '0', 'src', 'tests', 'webpack.config.ts', 'vitest.config.ts'] },
  { name: 'types: build (tsc -p tsconfig.json)', run: [bin('tsc'), '-p', 'tsconfig.json'] },
  { name: 'types: app (tsc -p tsconfig.app.json)', run: [bin('tsc'), '-p', 'tsconfig.app.json'] },
  { name: 'types: service worker (tsc -p tsconfig.sw.json)', run: [bin('tsc'), '-p', 'tsconfig.sw.json'] },
  { name: 'markdown lint (content/)', run: [bin('markdownlint-cli2')] },
];
const SITE_GATES = 'site gates (links, anchors, sitemap, valid HTML, byte budgets)';
const DOCS_CHECKS = 'documentation checks (npm run check:docs)';
const BUILDS: Command[] = [
  { name: 'build the fixture site', run: [tsx, 'src/build/cli/build.ts', '--content', 'tests/fixtures/content', '--out', '.cache/fixture-dist', '--no-git'] },
  { name: 'build the site (npm run build)', run: [tsx, 'src/build/cli/build.ts'] },
  { name: DOCS_CHECKS, run: [tsx, 'src/build/cli/check-docs.ts'] },
  { name: SITE_GATES, run: [tsx, 'src/build/gates/run.ts', 'dist'] },
];

async function main(): Promise<void> {
  const started = performance.now();
  const chrome = ensureChromium(info);
  info(`Chromium: ${chrome}`);
  await Promise.all([rm(path.join(root, '.cache/vitest-report.json'), { force: true }), rm(path.join(root, FILE_TIMES), { force: true })]);
  info('▶ static checks and builds, side by side (each step prints when it ends)');
  // Every static check runs whatever the others found. A failed build ends its lane; failed
  // documentation checks or site gates do not (each reports all it found), and Vitest still runs.
  const lanes = await Promise.all([runLane(STATIC_CHECKS, () => true), runLane(BUILDS, (c) => c.name === DOCS_CHECKS || c.name === SITE_GATES)]);
  const failures = lanes.flat();
  if (!failures.some((f) => BUILDS.slice(0, 2).some((b) => b.name === f.step))) {
    info('▶ tests (Vitest: unit, examples, gates, end-to-end in Chromium)');
    const args = ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/vitest-report.json', '--reporter=./src/build/cli/test-report.ts'];
    await runStep({ name: 'tests (Vitest)', run: [bin('vitest'), ...args], env: { CHROME_PATH: chrome } }, true).catch((error: unknown) => failures.push({ step: 'tests (Vitest)', error }));
  }
  const report = JSON.parse(await readFile(path.join(root, '.cache/vitest-report.json'), 'utf8').catch(() => '{}')) as Partial<VitestReport>;
  const times = JSON.parse(await readFile(path.join(root, FILE_TIMES), 'utf8').catch(() => '[]')) as FileTime[];
  if (times.length > 0) info(`\nslowest test files (wall time, share of the sum over all ${times.length} files):\n${slowestFiles(times, root, 10)}`);
  info(`\nnpm test finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const f of failures) info(`failed: ${f.step}: ${f.error instanceof Error ? f.error.message : String(f.error)}`);
  const skipped = report.numPendingTests ?? 0;
  console.log(`tests: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed`);
}

main().catch((error: unknown) => {
  console.error(`\nnpm test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
