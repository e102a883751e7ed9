/**
 * `npm run check:docs`: checks the documentation against the installed webpack: every
 * configuration example validates, and coverage of options, hooks, plugins and CLI flags
 * does not drop below the committed baseline (`docs-coverage-baseline.json`, which only rises:
 * `--update-baseline` raises it to today's figures).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NavTree, PageData } from '../../shared/types.ts';
import { pageIdOf } from '../../shared/urls.ts';
import type { PageCodeBlocks } from '../content/pipeline.ts';
import { listCliFlags } from '../docs-check/cli-flags.ts';
import { coverageDrops, coverageRow, percent, raiseBaseline, type CoverageRow } from '../docs-check/coverage.ts';
import { listLoaderContextMembers } from '../docs-check/loader-context.ts';
import { configPageFor } from '../docs-check/config-pages.ts';
import { collectHooks, HOOK_PAGES } from '../docs-check/hooks.ts';
import { listOptionPaths, type SchemaNode } from '../docs-check/option-paths.ts';
import { listPluginClasses } from '../docs-check/plugins.ts';
import { reportReviews, REVIEWED_BASELINE_KEY } from '../docs-check/review-report.ts';
import { isConfigExample, validateExample } from '../docs-check/validate-example.ts';
import { info } from '../log.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const BASELINE = path.join(root, 'docs-coverage-baseline.json');

const generatedArg = process.argv.indexOf('--generated');
/** The content pipeline output to check (`.generated` of `npm run build` unless `--generated DIR`). */
const generated = generatedArg === -1 ? '.generated' : (process.argv[generatedArg + 1] ?? '.generated');
const readJson = async <T,>(file: string): Promise<T> => JSON.parse(await readFile(path.resolve(root, file), 'utf8')) as T;

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const pages = await readJson<PageCodeBlocks[]>(`${generated}/code-blocks.json`).catch(() => {
    throw new Error(`No ${generated}/code-blocks.json: run \`npm run build\` first.`);
  });
  const nav = await readJson<NavTree>(`${generated}/nav.json`);
  const headingsOn = (prefix: string): Set<string> => new Set(pages.filter((p) => p.url.startsWith(prefix)).flatMap((p) => p.headings));

  // Examples.
  let examples = 0;
  const failures: string[] = [];
  for (const page of pages) {
    for (const block of page.blocks) {
      if (!isConfigExample(block.meta.title, block.meta.fragment)) continue;
      examples++;
      const result = await validateExample(block.code, `.cache/docs-check/${block.meta.title ?? 'webpack.config.js'}`, root);
      if (!result.ok) failures.push(`${page.file}:${block.line}: ${result.message}`);
    }
  }

  const rows: CoverageRow[] = [];
  // Options.
  const schema = require('webpack/schemas/WebpackOptions.json') as SchemaNode;
  const configHeadings = headingsOn('/configuration/');
  const options = listOptionPaths(schema).map((o) => o.path);
  const devServerOptions = Object.keys((require('webpack-dev-server/lib/options.json') as { properties: Record<string, unknown> }).properties).map((k) => `devServer.${k}`);
  const allOptions = [...options, ...devServerOptions];
  const optionRow = coverageRow('configuration options', allOptions, (o) => configHeadings.has(o));
  rows.push({ ...optionRow, missing: optionRow.missing.map((o) => `${o} (${configPageFor(o)})`) });

  // Hooks.
  const hooks = await collectHooks();
  for (const [object, list] of Object.entries(hooks)) {
    const page = HOOK_PAGES[object] ?? '';
    const headings = headingsOn(page);
    rows.push(coverageRow(`hooks: ${object}`, Object.keys(list), (n) => headings.has(n)));
  }

  // Plugins.
  const pluginHeadings = headingsOn('/plugins/');
  const pluginTitles = new Set(nav.sections.find((s) => s.name === 'plugins')?.pages.map((p) => p.title) ?? []);
  const plugins = listPluginClasses();
  rows.push(
    coverageRow('plugins', plugins, (full) => {
      const short = full.split('.').pop() ?? full;
      return [full, short, `webpack.${full}`].some((n) => pluginHeadings.has(n) || pluginTitles.has(n));
    }),
  );

  // CLI flags.
  const cliPage = await readJson<PageData>(`${generated}/pages/${pageIdOf('/api/cli/')}.json`).catch(() => undefined);
  const flags = await listCliFlags(root);
  const cliText = cliPage?.html ?? '';
  rows.push(coverageRow('webpack-cli flags', flags, (f) => new RegExp(`${f.replace(/[-]/g, '\\-')}(?![\\w-])`).test(cliText)));

  // Loader context members.
  const loaderHeadings = headingsOn('/api/loaders/');
  rows.push(coverageRow('loader context members', listLoaderContextMembers(root), (m) => loaderHeadings.has(`this.${m}`)));

  // Report.
  console.log(`\nDocumentation checked against webpack ${nav.webpackVersion}\n`);
  console.log(`| check | documented | total | coverage |\n| --- | ---: | ---: | ---: |`);
  for (const r of rows) console.log(`| ${r.name} | ${r.documented} | ${r.total} | ${percent(r)}% |`);
  console.log(`| configuration examples validated | ${examples - failures.length} | ${examples} | ${failures.length} failed |`);
  for (const r of rows) {
    if (r.missing.length === 0) continue;
    const shown = verbose ? r.missing : r.missing.slice(0, 15);
    console.log(`\nMissing ${r.name} (${r.missing.length}): ${shown.join(', ')}${shown.length < r.missing.length ? ', … (--verbose lists all)' : ''}`);
  }

  const baseline: Record<string, number> = await readJson<Record<string, number>>('docs-coverage-baseline.json').catch(() => ({}));
  const drops = coverageDrops(rows, baseline);
  const reviews = await reportReviews(root, baseline, { requireAll: process.argv.includes('--require-reviewed'), verbose });
  if (process.argv.includes('--update-baseline')) {
    const raised = { ...raiseBaseline(rows, baseline), [REVIEWED_BASELINE_KEY]: Math.max(reviews.percent, baseline[REVIEWED_BASELINE_KEY] ?? 0) };
    await writeFile(BASELINE, `${JSON.stringify(raised, null, 2)}\n`);
    info(`\nBaseline written to ${path.relative(root, BASELINE)}`);
  }
  if (failures.length > 0) console.error(`\nConfiguration examples that do not validate:\n  ${failures.join('\n  ')}`);
  if (drops.length > 0) console.error(`\nCoverage dropped below the baseline:\n  ${drops.join('\n  ')}`);
  if (reviews.failures.length > 0) console.error(`\nReview record:\n  ${reviews.failures.join('\n  ')}`);
  if (failures.length > 0 || drops.length > 0 || reviews.failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
