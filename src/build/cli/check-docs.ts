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
import { configPageFor } from '../docs-check/config-pages.ts';
import { collectHooks, HOOK_PAGES } from '../docs-check/hooks.ts';
import { listOptionPaths, type SchemaNode } from '../docs-check/option-paths.ts';
import { listPluginClasses } from '../docs-check/plugins.ts';
import { isConfigExample, validateExample } from '../docs-check/validate-example.ts';
import { info } from '../log.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const BASELINE = path.join(root, 'docs-coverage-baseline.json');

/** One coverage row. */
interface Row {
  /** What is counted. */
  name: string;
  /** Documented count. */
  documented: number;
  /** Total count. */
  total: number;
  /** What is missing. */
  missing: string[];
}

const readJson = async <T,>(file: string): Promise<T> => JSON.parse(await readFile(path.join(root, file), 'utf8')) as T;

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const pages = await readJson<PageCodeBlocks[]>('.generated/code-blocks.json').catch(() => {
    throw new Error('No .generated/code-blocks.json: run `npm run build` first.');
  });
  const nav = await readJson<NavTree>('.generated/nav.json');
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

  const rows: Row[] = [];
  // Options.
  const schema = require('webpack/schemas/WebpackOptions.json') as SchemaNode;
  const configHeadings = headingsOn('/configuration/');
  const options = listOptionPaths(schema).map((o) => o.path);
  const devServerOptions = Object.keys((require('webpack-dev-server/lib/options.json') as { properties: Record<string, unknown> }).properties).map((k) => `devServer.${k}`);
  const allOptions = [...options, ...devServerOptions];
  const missingOptions = allOptions.filter((o) => !configHeadings.has(o));
  rows.push({ name: 'configuration options', documented: allOptions.length - missingOptions.length, total: allOptions.length, missing: missingOptions.map((o) => `${o} (${configPageFor(o)})`) });

  // Hooks.
  const hooks = await collectHooks();
  for (const [object, list] of Object.entries(hooks)) {
    const page = HOOK_PAGES[object] ?? '';
    const headings = headingsOn(page);
    const names = Object.keys(list);
    const missing = names.filter((n) => !headings.has(n));
    rows.push({ name: `hooks: ${object}`, documented: names.length - missing.length, total: names.length, missing });
  }

  // Plugins.
  const pluginHeadings = headingsOn('/plugins/');
  const pluginTitles = new Set(nav.sections.find((s) => s.name === 'plugins')?.pages.map((p) => p.title) ?? []);
  const plugins = listPluginClasses();
  const missingPlugins = plugins.filter((full) => {
    const short = full.split('.').pop() ?? full;
    return ![full, short, `webpack.${full}`].some((n) => pluginHeadings.has(n) || pluginTitles.has(n));
  });
  rows.push({ name: 'plugins', documented: plugins.length - missingPlugins.length, total: plugins.length, missing: missingPlugins });

  // CLI flags.
  const cliPage = await readJson<PageData>(`.generated/pages/${pageIdOf('/api/cli/')}.json`).catch(() => undefined);
  const flags = await listCliFlags(root);
  const cliText = cliPage?.html ?? '';
  const missingFlags = flags.filter((f) => !new RegExp(`${f.replace(/[-]/g, '\\-')}(?![\\w-])`).test(cliText));
  rows.push({ name: 'webpack-cli flags', documented: flags.length - missingFlags.length, total: flags.length, missing: missingFlags });

  // Report.
  const pct = (r: Row): string => (r.total === 0 ? '100.0' : ((100 * r.documented) / r.total).toFixed(1));
  console.log(`\nDocumentation checked against webpack ${nav.webpackVersion}\n`);
  console.log(`| check | documented | total | coverage |\n| --- | ---: | ---: | ---: |`);
  for (const r of rows) console.log(`| ${r.name} | ${r.documented} | ${r.total} | ${pct(r)}% |`);
  console.log(`| configuration examples validated | ${examples - failures.length} | ${examples} | ${failures.length} failed |`);
  for (const r of rows) {
    if (r.missing.length === 0) continue;
    const shown = verbose ? r.missing : r.missing.slice(0, 15);
    console.log(`\nMissing ${r.name} (${r.missing.length}): ${shown.join(', ')}${shown.length < r.missing.length ? ', … (--verbose lists all)' : ''}`);
  }

  const current = Object.fromEntries(rows.map((r) => [r.name, r.documented]));
  const baseline: Record<string, number> = await readJson<Record<string, number>>('docs-coverage-baseline.json').catch(() => ({}));
  const drops = rows.filter((r) => r.documented < (baseline[r.name] ?? 0)).map((r) => `${r.name}: ${r.documented} < baseline ${baseline[r.name] ?? 0}`);
  if (process.argv.includes('--update-baseline')) {
    const raised = Object.fromEntries(rows.map((r) => [r.name, Math.max(r.documented, baseline[r.name] ?? 0)]));
    await writeFile(BASELINE, `${JSON.stringify(raised, null, 2)}\n`);
    info(`\nBaseline written to ${path.relative(root, BASELINE)}`);
  }
  if (failures.length > 0) console.error(`\nConfiguration examples that do not validate:\n  ${failures.join('\n  ')}`);
  if (drops.length > 0) console.error(`\nCoverage dropped below the baseline:\n  ${drops.join('\n  ')}`);
  if (failures.length > 0 || drops.length > 0) process.exit(1);
  void current;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
