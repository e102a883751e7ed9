/**
 * The site gates that need no browser, over a built folder: links and anchors, sitemap,
 * reachability, one h1 per page, no remote image, themes that differ in colour only, page
 * markdown and llms.txt (markdown.ts), valid HTML and byte budgets. `npm test` runs it after the build
 * (`tsx src/build/gates/run.ts dist`); it prints every finding and exits non-zero on any.
 */
import path from 'node:path';
import { info, step } from '../log.ts';
import { isPrintableUrl } from '../../shared/urls.ts';
import { formatFindings, type Finding } from './finding.ts';
import { measureBudgets, measureSearchBudgets, preloadSizes, type BudgetFigures, type SearchSizes } from './budgets.ts';
import { checkLinks, checkReachability, checkSingleH1, checkSitemap } from './links.ts';
import { checkMarkdownSite } from './markdown.ts';
import { readMarkdownSite } from './markdown-site.ts';
import { splitKnown } from './known-failures.ts';
import { checkNoRemoteMedia, readStylesheets } from './remote.ts';
import { readSite, type SiteSnapshot } from './site.ts';
import { checkThemesPaintOnly } from './theme-css.ts';
import { validateSite } from './validate.ts';
import { checkNoMachinePaths } from './machine-paths.ts';
import { checkToolIsolationIn } from './tool-isolation.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Findings of one gate and how long it took. */
export interface GateResult {
  /** Gate name as printed. */
  gate: string;
  /** What it found. */
  findings: Finding[];
  /** Wall time in milliseconds. */
  ms: number;
}

/** Everything the static gates produced. */
export interface SiteGatesResult {
  /** One entry per gate, in run order. */
  gates: GateResult[];
  /** Budget figures, the search files' among them. */
  budgets: BudgetFigures & { search: SearchSizes };
  /** Pages scanned. */
  pages: number;
}

async function timed(gate: string, fn: () => Promise<Finding[]> | Finding[]): Promise<GateResult> {
  const started = performance.now();
  const findings = await step(gate, fn);
  return { gate, findings, ms: performance.now() - started };
}

/**
 * Runs the link gate (the benchmark times it alone): read, scan and check the whole site. The
 * site it read comes back with it, for the other gates.
 */
export async function runLinkGate(dir: string): Promise<GateResult & { site: SiteSnapshot }> {
  const reading = readSite(dir);
  const result = await timed('links, anchors, sitemap, reachability', async () => {
    const site = await reading;
    return [...checkLinks(site), ...checkSitemap(site), ...checkReachability(site)];
  });
  return { ...result, site: await reading };
}

/** Runs every static gate over a built folder. */
export async function runSiteGates(dir: string, options: { validate?: boolean } = {}): Promise<SiteGatesResult> {
  // The site is read once, by the link gate; no gate changes it.
  const { site, ...links } = await runLinkGate(dir);
  const gates: GateResult[] = [links];
  gates.push(await timed('one h1 per page', () => checkSingleH1(site)));
  const stylesheets = await readStylesheets(dir, site);
  gates.push(await timed('no remote image', () => checkNoRemoteMedia(site, stylesheets)));
  gates.push(await timed('themes differ in colour only', () => checkThemesPaintOnly(stylesheets)));
  gates.push(await timed('no path of the build machine', () => checkNoMachinePaths(dir)));
  gates.push(await timed('tools load only on their pages', () => checkToolIsolationIn(dir, site)));
  gates.push(await timed('page markdown and llms.txt', async () => checkMarkdownSite(await readMarkdownSite(dir), site)));
  if (options.validate !== false) {
    // A printable page weighs its shell only, a few kilobytes.
    const files = [...site.pages.values()].map((p) => ({ file: p.file, page: p.url, bytes: isPrintableUrl(p.url) ? 0 : p.bytes }));
    gates.push(await timed('valid HTML (html-validate)', () => validateSite(dir, files)));
  }
  let budgets: (BudgetFigures & { search: SearchSizes }) | undefined;
  gates.push(
    await timed('byte budgets', async () => {
      const measured = measureBudgets(site, await preloadSizes(site, dir));
      const search = await measureSearchBudgets(dir);
      budgets = { ...measured.figures, search: search.sizes };
      return [...measured.findings, ...search.findings];
    }),
  );
  if (budgets === undefined) throw new Error('the budget gate did not run');
  return { gates, budgets, pages: site.pages.size };
}

/** Prints findings, at most `limit` lines, then counts by rule. */
export function printFindings(findings: readonly Finding[], limit = 250): void {
  const lines = formatFindings(findings).split('\n');
  info(lines.slice(0, limit).join('\n'));
  if (lines.length > limit) {
    const byRule = new Map<string, number>();
    for (const f of findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
    info(`… and ${lines.length - limit} more. By rule: ${[...byRule].map(([r, n]) => `${r} ${n}`).join(', ')}`);
  }
}

async function main(): Promise<void> {
  const dir = path.resolve(root, process.argv[2] ?? 'dist');
  const result = await runSiteGates(dir);
  const b = result.budgets;
  info(
    `  ${result.pages} documents; first-load JS ${b.firstLoadJsGzip} B gz, CSS ${b.cssGzip} B gz, median documentation page ${b.medianDocHtmlRaw} B (${b.docPages} pages); search index ${b.search.indexGzip} B gz, reference shard ${b.search.referenceGzip ?? '-'} B gz`,
  );
  for (const g of result.gates) info(`  ${g.gate}: ${g.findings.length} finding(s) in ${Math.round(g.ms)} ms`);
  const { failing, known } = splitKnown(result.gates.flatMap((g) => g.findings));
  for (const k of known) info(`  KNOWN, tracked in issue #${k.issue}: [${k.rule}] ${k.message}\n    ${k.reason}`);
  if (failing.length > 0) {
    // Per gate, so a flood from one (html-validate) never hides another's findings.
    for (const g of result.gates) {
      const own = g.findings.filter((f) => failing.includes(f));
      if (own.length === 0) continue;
      info(`\n${g.gate}:`);
      printFindings(own, 120);
    }
    throw new Error(`${failing.length} finding(s) in the site gates`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`\nsite gates failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
