/**
 * How much the main bundle grows per page. Measured, not estimated: the fixture content is
 * built twice, as it is and with `added` extra pages, and the gzip size of the JavaScript the
 * home page loads is compared. Whatever makes the main bundle scale with the site (the nav
 * tree, a route table, the chunk map of the page chunks) shows up in the difference.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFixtureVariant } from '../cli/run-step.ts';
import type { Finding } from './finding.ts';
import { BUDGETS } from './budgets.ts';
import { isScriptLink, scanHtml } from './html-scan.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The main bundle of one build. */
export interface GrowthSample {
  /** Pages in the build's content. */
  pages: number;
  /** Raw bytes of the JavaScript the home page loads. */
  raw: number;
  /** The same, gzip level 9. */
  gzip: number;
}

/** Bytes per added page between two samples. */
export function growthPerPage(base: GrowthSample, grown: GrowthSample): { raw: number; gzip: number } {
  const added = grown.pages - base.pages;
  if (added <= 0) throw new Error('the grown build must have more pages than the base build');
  return { raw: (grown.raw - base.raw) / added, gzip: (grown.gzip - base.gzip) / added };
}

/** A finding when the main bundle grows by more than the budget per page. */
export function checkGrowth(base: GrowthSample, grown: GrowthSample, budget: number = BUDGETS.mainGrowthPerPageGzip): Finding[] {
  const per = growthPerPage(base, grown);
  return per.gzip > budget
    ? [{ rule: 'budget-growth', page: '(site)', message: `the main bundle grows by ${per.gzip.toFixed(1)} bytes gzip per added page (${base.pages} → ${grown.pages} pages), over the budget of ${budget}` }]
    : [];
}

/** A page's markdown with a title of ordinary length, in a section that already exists. */
export function syntheticPage(n: number): string {
  return `---\ntitle: Generated Topic Number ${n}\nsort: ${100 + n}\ndescription: A generated page that measures how the main bundle grows with the site.\n---\n\nThis page exists to measure bundle growth. It has a [link](/concepts/) and a heading.\n\n## Section ${n}\n\nSome text.\n`;
}

/** Copies `contentDir` to `outDir` and adds `added` pages under `section/`. */
export async function writeGrownContent(contentDir: string, outDir: string, added: number, section = 'concepts'): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await cp(contentDir, outDir, { recursive: true });
  await mkdir(path.join(outDir, section), { recursive: true });
  await Promise.all(Array.from({ length: added }, (_, i) => writeFile(path.join(outDir, section, `generated-topic-${i + 1}.md`), syntheticPage(i + 1))));
}

/** Measures the JavaScript the home page of a built folder loads. */
export async function sampleBuild(outDir: string): Promise<GrowthSample> {
  const abs = path.resolve(root, outDir);
  const index = JSON.parse(await readFile(path.join(abs, 'page-index.json'), 'utf8')) as unknown;
  const home = scanHtml(await readFile(path.join(abs, 'index.html'), 'utf8'));
  const scripts = home.links.filter((l) => isScriptLink(l) && l.href.startsWith('/')).map((l) => l.href);
  const buffers = await Promise.all(scripts.map((s) => readFile(path.join(abs, s))));
  return {
    pages: countPages(index),
    raw: buffers.reduce((sum, b) => sum + b.length, 0),
    gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}

function countPages(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  const n = node as { type?: unknown; children?: unknown };
  if (n.type === 'file') return 1;
  return Array.isArray(n.children) ? n.children.reduce((sum: number, c: unknown) => sum + countPages(c), 0) : 0;
}

/**
 * Builds the fixture content as is and with `added` pages; returns both samples. `baseBuild`
 * names a build of the content as is that already exists (npm test's fixture build), which is
 * then sampled instead of built again.
 */
export async function measureGrowth(options: { contentDir: string; workDir: string; added: number; baseBuild?: string }): Promise<{ base: GrowthSample; grown: GrowthSample }> {
  const grownContent = `${options.workDir}-content`;
  await writeGrownContent(path.resolve(root, options.contentDir), path.resolve(root, grownContent), options.added);
  const baseDir = options.baseBuild ?? `${options.workDir}-base`;
  // One after the other: two webpack builds at once would only fight over two cores.
  if (options.baseBuild === undefined) await buildFixtureVariant(options.contentDir, baseDir);
  await buildFixtureVariant(grownContent, `${options.workDir}-grown`);
  return { base: await sampleBuild(baseDir), grown: await sampleBuild(`${options.workDir}-grown`) };
}
