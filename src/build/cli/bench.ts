/**
 * `npm run bench`: the performance figures we steer by, printed as tables and written to
 * `bench/results.json`. Builds into `.cache/bench-dist` (`--out DIR` to change; the steps are
 * those of `npm run build`), so it never disturbs `dist/` or `.generated/`. Not part of
 * `npm test`: figures are measured here, never asserted as timings in a test.
 * Flags: `--out DIR`, `--runs N` (Lighthouse runs per page, default 3), `--skip-build`,
 * `--skip-dev`, `--skip-lighthouse`, `--skip-search`, `--baseline DIR` (a built `dist` of another
 * checkout, measured by Lighthouse in the same run, page by page in alternation).
 * `--scale` measures only how the build grows with the page count (`src/build/bench/scale.ts`;
 * `--sizes 1000,3000` by default) and writes `bench/scale-results.json`.
 * `--ref-rounds N` (default `REF_ROUNDS`, 3) times N pairs of warm builds with and without the API
 * reference, alternated, for its warm ratio, their median (src/build/bench/reference.ts).
 * `--build-against DIR [--rounds N]` times cold builds of this checkout and of DIR in alternation
 * (`src/build/bench/build-against.ts`) and writes `bench/build-against.json`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { llmsBytes, templateBytes } from '../bench/bytes.ts';
import { buildAgainst, formatAgainst } from '../bench/build-against.ts';
import { timeBuild } from '../bench/build-time.ts';
import { benchChecker } from '../bench/checker.ts';
import { benchDefaults } from '../bench/defaults.ts';
import { benchDevServer } from '../bench/dev-server.ts';
import { benchLighthouse, lighthousePages } from '../bench/lighthouse.ts';
import { benchReference, REF_ROUNDS } from '../bench/reference.ts';
import { benchSearchFigures } from '../bench/search.ts';
import { benchScale, formatScale, SCALE_SIZES, type ScaleRow } from '../bench/scale.ts';
import { emptyTrash } from '../bench/set-aside.ts';
import { formatReport } from '../bench/table.ts';
import type { BenchResults } from '../bench/types.ts';
import { ensureChromium } from '../chromium.ts';
import { documentationPages } from '../gates/budgets.ts';
import { runLinkGate } from '../gates/run.ts';
import { readSite } from '../gates/site.ts';
import { TEMPLATE_PAGES } from '../gates/templates.ts';
import { info, step } from '../log.ts';

const root = path.resolve(import.meta.dirname, '../../..');

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** Runs one measurement; a failure is recorded and the benchmark goes on. */
async function attempt<T>(errors: string[], name: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await step(name, fn);
  } catch (error) {
    errors.push(`${name}: ${(error as Error).message.split('\n')[0] ?? ''}`);
    return null;
  }
}

function countPages(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  const n = node as { type?: unknown; children?: unknown };
  if (n.type === 'file') return 1;
  return Array.isArray(n.children) ? n.children.reduce((sum: number, c: unknown) => sum + countPages(c), 0) : 0;
}

/** `--scale`: the growth table only. */
async function scaleMain(): Promise<void> {
  const sizes = (flag('--sizes') ?? SCALE_SIZES.join(',')).split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--sizes takes page counts separated by commas, not '${flag('--sizes') ?? ''}'`);
  await mkdir(path.join(root, 'bench'), { recursive: true });
  // Written after each size, so a run stopped early keeps what it measured.
  const save = (rows: readonly ScaleRow[]): Promise<void> =>
    writeFile(path.join(root, 'bench/scale-results.json'), `${JSON.stringify({ finishedAt: new Date().toISOString(), machine: { node: process.version, cpus: cpus().length }, sizes, rows }, null, 2)}\n`);
  const rows = await benchScale(sizes, save);
  console.log(`\n${formatScale(rows)}\n\nwritten to bench/scale-results.json`);
}

/** `--build-against DIR`: cold builds of this checkout and DIR, alternated. */
async function againstMain(other: string): Promise<void> {
  const runs = await step(`cold builds against ${other}`, () => buildAgainst(other, Number(flag('--rounds') ?? 3)));
  await mkdir(path.join(root, 'bench'), { recursive: true });
  await writeFile(path.join(root, 'bench/build-against.json'), `${JSON.stringify({ finishedAt: new Date().toISOString(), against: other, runs }, null, 2)}\n`);
  console.log(`\n${formatAgainst(runs, other)}\n\nwritten to bench/build-against.json`);
}

async function main(): Promise<void> {
  if (process.argv.includes('--scale')) return scaleMain();
  const against = flag('--build-against');
  if (against !== undefined) return againstMain(against);
  const outDir = path.resolve(root, flag('--out') ?? '.cache/bench-dist');
  const runs = Number(flag('--runs') ?? 3);
  const errors: string[] = [];
  const chrome = ensureChromium(info);
  // `--skip-build` measures an existing build in the output folder (while working on the benchmark).
  const skipBuild = process.argv.includes('--skip-build');
  const cold = skipBuild ? null : await step('cold build', () => timeBuild(outDir, true));
  const warm = skipBuild ? null : await step('warm build', () => timeBuild(outDir, false));
  const reference = cold === null || warm === null ? null : await attempt(errors, 'API reference build cost', () => benchReference(outDir, { cold, warm }, timeBuild, Number(flag('--ref-rounds') ?? REF_ROUNDS)));
  const pages = countPages(JSON.parse(await readFile(path.join(outDir, 'page-index.json'), 'utf8')) as unknown);
  const links = await attempt(errors, 'link check', () => runLinkGate(outDir));
  const bytes = (await attempt(errors, 'bytes per template', () => templateBytes(outDir, TEMPLATE_PAGES))) ?? [];
  const llms = await attempt(errors, 'llms.txt bytes', () => llmsBytes(outDir));
  const longest = documentationPages(await readSite(outDir)).reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const lighthouse = process.argv.includes('--skip-lighthouse')
    ? []
    : ((await attempt(errors, `Lighthouse (${runs} runs per page)`, () =>
        benchLighthouse({
          dir: outDir,
          chrome,
          runs,
          pages: lighthousePages(longest.url),
          ...(flag('--baseline') === undefined ? {} : { baseline: path.resolve(flag('--baseline') ?? '') }),
        }),
      )) ?? []);
  const search = process.argv.includes('--skip-search') ? { skipped: '--skip-search' } : await attempt(errors, 'search figures', () => benchSearchFigures(outDir));
  const checker = await attempt(errors, 'configuration checker (tool bytes, paste to errors)', () => benchChecker({ dir: outDir, chrome }));
  const defaults = await attempt(errors, 'defaults explorer (tool bytes)', () => benchDefaults({ dir: outDir, chrome }));
  const dev = process.argv.includes('--skip-dev') ? null : await attempt(errors, 'dev server', () => benchDevServer({ chrome }));
  const results: BenchResults = {
    finishedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown' },
    pages,
    build: cold === null || warm === null ? null : { cold, warm },
    dev,
    bytes,
    lighthouse,
    search,
    ...(llms === null ? {} : { llms }),
    checker,
    defaults,
    reference,
    linkCheck: links === null ? null : { ms: Math.round(links.ms), pages: (await readSite(outDir)).pages.size, findings: links.findings.length },
    errors,
  };
  await mkdir(path.join(root, 'bench'), { recursive: true });
  await writeFile(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${formatReport(results)}\n\nwritten to bench/results.json`);
}

// The folders cold builds set aside are deleted once nothing is timed any more (set-aside.ts).
main()
  .finally(() => emptyTrash())
  .catch((error: unknown) => {
    console.error(`\nnpm run bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
