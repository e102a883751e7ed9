/**
 * `npm test`: everything CI checks, in order, each step timed: Chromium, lint, types,
 * markdown lint, the production build of the real content, the fixture build, the
 * documentation checks, the site gates, then unit, example, gate and end-to-end tests in Vitest.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureChromium } from '../chromium.ts';
import { info, step } from '../log.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string): string => path.join(root, 'node_modules/.bin', name);

/** Runs a command with inherited output; rejects on a non-zero exit. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code ?? 'a signal'}`))));
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

async function main(): Promise<void> {
  const started = performance.now();
  const chrome = await step('find Chromium', () => ensureChromium(info));
  info(`  using ${chrome}`);
  await step('lint (ESLint, type-aware)', () => run(bin('eslint'), ['--max-warnings', '0', 'src', 'tests', 'webpack.config.ts', 'vitest.config.ts']));
  await step('types (tsc: build, app, service worker)', async () => {
    await run(bin('tsc'), ['-p', 'tsconfig.json']);
    await run(bin('tsc'), ['-p', 'tsconfig.app.json']);
    await run(bin('tsc'), ['-p', 'tsconfig.sw.json']);
  });
  await step('markdown lint (content/)', () => run(bin('markdownlint-cli2'), []));
  await step('build the fixture site', () => run(bin('tsx'), ['src/build/cli/build.ts', '--content', 'tests/fixtures/content', '--out', '.cache/fixture-dist', '--no-git']));
  await step('build the site (npm run build)', () => run(bin('tsx'), ['src/build/cli/build.ts']));
  await step('documentation checks (npm run check:docs)', () => run(bin('tsx'), ['src/build/cli/check-docs.ts']));
  let failure: unknown;
  // The site gates (src/build/gates/run.ts) report every finding; Vitest still runs after a failure.
  await step('site gates (links, anchors, sitemap, valid HTML, byte budgets)', () => run(bin('tsx'), ['src/build/gates/run.ts', 'dist'])).catch((error: unknown) => {
    failure = error;
  });
  try {
    await step('tests (Vitest: unit, examples, end-to-end in Chromium)', () =>
      run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/vitest-report.json'], { CHROME_PATH: chrome }),
    );
  } catch (error) {
    failure = error;
  }
  const report = JSON.parse(await readFile(path.join(root, '.cache/vitest-report.json'), 'utf8').catch(() => '{}')) as Partial<VitestReport>;
  info(`\nnpm test finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const skipped = report.numPendingTests ?? 0;
  console.log(`tests: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('the test step failed');
}

main().catch((error: unknown) => {
  console.error(`\nnpm test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
