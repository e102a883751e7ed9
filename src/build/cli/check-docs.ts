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
import { isGeneratedReferenceUrl } from '../../shared/view-urls.ts';
import type { PageCodeBlocks } from '../content/pipeline.ts';
import { apiReferenceRows } from '../docs-check/api-reference.ts';
import { listCliFlags } from '../docs-check/cli-flags.ts';
import { coverageDrops, coverageRow, percent, raiseBaseline, type CoverageRow } from '../docs-check/coverage.ts';
import { listLoaderContextMembers } from '../docs-check/loader-context.ts';
import { configPageFor } from '../docs-check/config-pages.ts';
import { collectHooks, HOOK_PAGES } from '../docs-check/hooks.ts';
import { checkHookClaims, parseHookClaims } from '../docs-check/hook-claims.ts';
import { checkTargetTables, TARGET_TABLES } from '../docs-check/target-defaults.ts';
import { checkModeDefaults } from '../docs-check/mode-defaults.ts';
import { checkFindingLabels, FINDING_LABELS_PAGE } from '../docs-check/finding-labels.ts';
import { checkTypeClaims, schemaShape } from '../docs-check/type-claims.ts';
import { checkSinceClaims } from '../docs-check/since-claims.ts';
import { checkSinceMarks } from '../docs-check/since-marks.ts';
import { loadHistory } from '../api-history/history.ts';
import { listOptionPaths, type SchemaNode } from '../docs-check/option-paths.ts';
import { listPluginClasses } from '../docs-check/plugins.ts';
import { reportReviews, REVIEWED_BASELINE_KEY } from '../docs-check/review-report.ts';
import { isConfigExample } from '../docs-check/validate-example.ts';
import { checkExample, mapBounded, type ExampleOutcome } from '../docs-check/example-check.ts';
import { info, step } from '../log.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const BASELINE = path.join(root, 'docs-coverage-baseline.json');

const generatedArg = process.argv.indexOf('--generated');
/** The content pipeline output to check (`.generated` of `npm run build` unless `--generated DIR`). */
const generated = generatedArg === -1 ? '.generated' : (process.argv[generatedArg + 1] ?? '.generated');
const readJson = async <T,>(file: string): Promise<T> => JSON.parse(await readFile(path.resolve(root, file), 'utf8')) as T;

/** Runs a claim check over pages (paths under `content/`) and sums its results. */
async function claimsOn(files: readonly string[], check: (page: string, markdown: string) => { checked: number; failures: string[] }): Promise<{ checked: number; failures: string[] }> {
  const total = { checked: 0, failures: [] as string[] };
  for (const file of files) {
    const result = check(file, await readFile(path.join(root, 'content', file), 'utf8'));
    total.checked += result.checked;
    total.failures.push(...result.failures);
  }
  return total;
}

/** Runs `fn` with the console's log methods muted: examples' plugins print while they build. */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const saved = { log: console.log, info: console.info, warn: console.warn, debug: console.debug };
  Object.assign(console, { log: () => undefined, info: () => undefined, warn: () => undefined, debug: () => undefined });
  try {
    return await fn();
  } finally {
    Object.assign(console, saved);
  }
}

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const pages = await readJson<PageCodeBlocks[]>(`${generated}/code-blocks.json`).catch(() => {
    throw new Error(`No ${generated}/code-blocks.json: run \`npm run build\` first.`);
  });
  const nav = await readJson<NavTree>(`${generated}/nav.json`);
  const headingsOn = (prefix: string): Set<string> => new Set(pages.filter((p) => p.url.startsWith(prefix)).flatMap((p) => p.headings));

  // Examples: validated with the schema, then compiled in memory.
  const examples = pages.flatMap((page) => page.blocks.filter((b) => isConfigExample(b.meta.title, b.meta.fragment)).map((block) => ({ page, block })));
  const concurrency = Number(process.env['DOCS_CHECK_CONCURRENCY'] ?? 4);
  const outcomes = await step(`compile ${examples.length} configuration examples (${concurrency} at a time)`, () => quietly(() => mapBounded(examples, concurrency, ({ block }) => checkExample(block, root))));
  const count = (kind: ExampleOutcome['kind']): number => outcomes.filter((o) => o.kind === kind).length;
  const failures = outcomes.flatMap((o, i) => ('message' in o ? [`${examples[i]?.page.file}:${examples[i]?.block.line}: ${o.message}`] : []));

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
  const hookClaims = { checked: 0, failures: [] as string[] };
  for (const [object, list] of Object.entries(hooks)) {
    const page = HOOK_PAGES[object] ?? '';
    const headings = headingsOn(page);
    rows.push(coverageRow(`hooks: ${object}`, Object.keys(list), (n) => headings.has(n)));
    const file = `content${page.replace(/\/$/, '')}.md`;
    const claims = checkHookClaims(file, parseHookClaims(await readFile(path.join(root, file), 'utf8')), list);
    hookClaims.checked += claims.checked;
    hookClaims.failures.push(...claims.failures);
  }

  // Per-target defaults stated in tables, and mode-dependent defaults ("`a` in production, `b` otherwise").
  const targetClaims = await claimsOn([...new Set(TARGET_TABLES.map((t) => t.page))], checkTargetTables);
  const configFiles = pages.filter((p) => p.file.startsWith('content/configuration/')).map((p) => p.file.slice('content/'.length));
  const modeClaims = await claimsOn(configFiles, checkModeDefaults);
  // The Performance page's table of the labels each check prints, against webpack's warning classes.
  const labelClaims = await claimsOn([FINDING_LABELS_PAGE], checkFindingLabels);
  // Hand-written "Type:" lines under option headings, against the schema's kinds and string literals.
  const shapes = new Map(listOptionPaths(schema).map((o) => [o.path, schemaShape(schema, o.schema)]));
  let typesInWords = 0;
  const typeClaims = await claimsOn(configFiles, (page, markdown) => {
    const result = checkTypeClaims(page, markdown, shapes);
    typesInWords += result.words;
    return result;
  });

  // Version claims in prose ("added in webpack 5.N") and the generated marks, against the release history.
  const history = await loadHistory(root);
  let unchecked = 0;
  // Hand-written pages only: the API reference pages have no markdown file.
  const written = pages.filter((p) => !isGeneratedReferenceUrl(p.url));
  const sinceClaims = await claimsOn(written.map((p) => p.file.slice('content/'.length)), (page, markdown) => {
    const result = checkSinceClaims(history, `content/${page}`, page, markdown);
    unchecked += result.unattributed.length;
    return result;
  });
  const sinceMarks = { expected: 0, missing: [] as string[] };
  for (const page of pages.filter((p) => p.url.startsWith('/configuration/'))) {
    const { html } = await readJson<PageData>(`${generated}/pages/${pageIdOf(page.url)}.json`);
    const marks = checkSinceMarks(html, history.options);
    sinceMarks.expected += marks.expected;
    sinceMarks.missing.push(...marks.missing.map((m) => `${page.file}: ${m}`));
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

  // The generated API reference: the whole public surface, and the hand-written sections that link into it.
  rows.push(...(await apiReferenceRows(root, generated, headingsOn)));

  // Report.
  console.log(`\nDocumentation checked against webpack ${nav.webpackVersion}\n`);
  console.log(`| check | documented | total | coverage |\n| --- | ---: | ---: | ---: |`);
  for (const r of rows) console.log(`| ${r.name} | ${r.documented} | ${r.total} | ${percent(r)}% |`);
  console.log(`| configuration examples validated | ${examples.length - count('invalid')} | ${examples.length} | ${count('invalid')} failed |`);
  console.log(`| hook kinds and argument counts checked | ${hookClaims.checked - hookClaims.failures.length} | ${hookClaims.checked} | ${hookClaims.failures.length} wrong |`);
  console.log(`| per-target defaults in tables checked | ${targetClaims.checked - targetClaims.failures.length} | ${targetClaims.checked} | ${targetClaims.failures.length} wrong |`);
  console.log(`| mode-dependent defaults checked | ${modeClaims.checked - modeClaims.failures.length} | ${modeClaims.checked} | ${modeClaims.failures.length} wrong |`);
  console.log(`| performance finding labels checked against webpack's warnings | ${labelClaims.checked - labelClaims.failures.length} | ${labelClaims.checked} | ${labelClaims.failures.length} wrong |`);
  console.log(`| hand-written option types checked against the schema | ${typeClaims.checked - typeClaims.failures.length} | ${typeClaims.checked} | ${typeClaims.failures.length} wrong (${typesInWords} given in words, not checked) |`);
  console.log(`| version claims checked against the release history | ${sinceClaims.checked - sinceClaims.failures.length} | ${sinceClaims.checked} | ${sinceClaims.failures.length} wrong (${unchecked} about a value or behaviour, not checked) |`);
  console.log(`| "since 5.N" marks on option headings (history to ${history.latest}) | ${sinceMarks.expected - sinceMarks.missing.length} | ${sinceMarks.expected} | ${sinceMarks.missing.length} missing |`);
  console.log(`| compiled examples | ${count('built')} built, ${count('announced')} announced errors | ${examples.length} | ${count('unannounced') + count('announced-missing')} unannounced |`);
  for (const r of rows) {
    if (r.missing.length === 0) continue;
    const shown = verbose ? r.missing : r.missing.slice(0, 15);
    console.log(`\nMissing ${r.name} (${r.missing.length}): ${shown.join(', ')}${shown.length < r.missing.length ? ', … (--verbose lists all)' : ''}`);
  }

  const baseline: Record<string, number> = await readJson<Record<string, number>>('docs-coverage-baseline.json').catch(() => ({}));
  // The reference is generated, so anything short of the whole public surface is a bug, whatever the baseline says.
  const drops = [...coverageDrops(rows, baseline), ...rows.filter((r) => r.name.startsWith('API reference: ') && r.missing.length > 0).map((r) => `${r.name}: ${r.documented} of ${r.total}, must be all`)];
  const reviews = await reportReviews(root, baseline, { requireAll: process.argv.includes('--require-reviewed'), verbose });
  if (process.argv.includes('--update-baseline')) {
    const raised = { ...raiseBaseline(rows, baseline), [REVIEWED_BASELINE_KEY]: Math.max(reviews.percent, baseline[REVIEWED_BASELINE_KEY] ?? 0) };
    await writeFile(BASELINE, `${JSON.stringify(raised, null, 2)}\n`);
    info(`\nBaseline written to ${path.relative(root, BASELINE)}`);
  }
  if (failures.length > 0) console.error(`\nConfiguration examples that do not validate or build (mark an error shown on purpose with error="text" in the fence meta):\n  ${failures.join('\n  ')}`);
  if (drops.length > 0) console.error(`\nCoverage dropped below the baseline:\n  ${drops.join('\n  ')}`);
  if (hookClaims.failures.length > 0) console.error(`\nHook kinds or arguments that differ from the installed webpack:\n  ${hookClaims.failures.join('\n  ')}`);
  if (targetClaims.failures.length > 0) console.error(`\nPer-target defaults that differ from webpack's defaulting:\n  ${targetClaims.failures.join('\n  ')}`);
  if (modeClaims.failures.length > 0) console.error(`\nMode-dependent defaults that differ from webpack's defaulting:\n  ${modeClaims.failures.join('\n  ')}`);
  if (labelClaims.failures.length > 0) console.error(`\nPerformance finding labels that differ from what webpack prints:\n  ${labelClaims.failures.join('\n  ')}`);
  if (typeClaims.failures.length > 0) console.error(`\nHand-written option types that contradict webpack's schema:\n  ${typeClaims.failures.join('\n  ')}`);
  if (sinceClaims.failures.length > 0) console.error(`\nVersion claims that differ from the release history (correct the sentence; \`npm run fetch:api-history\` refreshes the history):\n  ${sinceClaims.failures.join('\n  ')}`);
  if (sinceMarks.missing.length > 0) console.error(`\nOption headings without their "since" mark:\n  ${sinceMarks.missing.join('\n  ')}`);
  if (reviews.failures.length > 0) console.error(`\nReview record:\n  ${reviews.failures.join('\n  ')}`);
  if ([failures, drops, reviews.failures, hookClaims.failures, targetClaims.failures, modeClaims.failures, labelClaims.failures, typeClaims.failures, sinceClaims.failures, sinceMarks.missing].some((list) => list.length > 0)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
