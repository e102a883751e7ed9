/**
 * `npm run test:repeat -- N [--load] [vitest filters…]`: the flake hunt. Runs the browser tests
 * (Vitest's `gates` and `e2e` projects, or the files named) N times in a row over the builds
 * `npm test` made (building them first when they are missing) and lists every test that failed
 * at least once, with how often. `--load` keeps one core busy meanwhile with a local spin loop,
 * bounded in time, as a busy CI machine would. Exits non-zero when any test failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureChromium } from '../chromium.ts';
import { info, step } from '../log.ts';
import { flakeTable, testOutcomes, type JsonReport } from './repeat-report.ts';
import { bin, FIXTURE_BUILD, root, SITE_BUILD, spawnCommand } from './run-step.ts';
/** The spin loop ends by itself after this long, whatever happens to this process. */
const LOAD_LIMIT_MS = 4 * 60 * 60 * 1000;

/** Runs a command with inherited output; resolves with its exit code. */
async function run(program: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return (await spawnCommand({ name: path.basename(program), run: [program, ...args], env }, true)).code;
}

/** One core kept busy by a loop that stops on its own after LOAD_LIMIT_MS. */
function startLoad(): ChildProcess {
  return spawn(process.execPath, ['-e', `const end = Date.now() + ${LOAD_LIMIT_MS}; let x = 0; while (Date.now() < end) x = (x + 1) % 1e9;`], { stdio: 'ignore' });
}

/** Parses `N [--load] [filters…]`. */
export function parseRepeatArgs(argv: readonly string[]): { times: number; load: boolean; filters: string[] } {
  const [first, ...rest] = argv;
  const times = Number(first ?? '5');
  if (!Number.isInteger(times) || times < 1) throw new Error(`test:repeat: the first argument is the number of runs, a whole number from 1 (got ${first ?? ''})`);
  return { times, load: rest.includes('--load'), filters: rest.filter((a) => a !== '--load') };
}

async function main(): Promise<void> {
  const { times, load, filters } = parseRepeatArgs(process.argv.slice(2));
  const chrome = ensureChromium(info);
  if (!existsSync(path.join(root, '.cache/fixture-dist/index.html'))) {
    await step(FIXTURE_BUILD.name, () => spawnCommand(FIXTURE_BUILD, true));
  }
  if (!existsSync(path.join(root, 'dist/index.html'))) await step(SITE_BUILD.name, () => spawnCommand(SITE_BUILD, true));
  await mkdir(path.join(root, '.cache/repeat'), { recursive: true });
  const spinner = load ? startLoad() : undefined;
  if (spinner !== undefined) info('one core kept busy by a spin loop for the whole run');
  const reports: JsonReport[] = [];
  try {
    for (let i = 1; i <= times; i += 1) {
      const out = `.cache/repeat/run-${i}.json`;
      const selection = filters.length > 0 ? filters : ['--project', 'gates', '--project', 'e2e'];
      const code = await step(`run ${i} of ${times}`, () => run(bin('vitest'), ['run', ...selection, '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`], { CHROME_PATH: chrome }));
      const report = JSON.parse(await readFile(path.join(root, out), 'utf8').catch(() => '{"testResults":[]}')) as JsonReport;
      if (code !== 0 && testOutcomes(report).every((t) => t.passed)) throw new Error(`run ${i}: Vitest exited with ${code} but no test failed (an error outside the tests; see above)`);
      reports.push(report);
    }
  } finally {
    spinner?.kill();
  }
  const { table, failed } = flakeTable(reports, root);
  info(`\n${table}`);
  if (failed > 0) throw new Error(`${failed} test(s) failed at least once in ${times} runs`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`\ntest:repeat: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
