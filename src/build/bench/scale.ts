/**
 * `npm run bench -- --scale`: how the build grows with the number of pages. The content folder
 * is copied into `.cache/scale/content-<n>/` and its pages (section indexes excepted) are copied
 * again under renamed routes (`output.md` → `output-copy2.md`, `_css-loader.md` →
 * `_css-loader-copy2.md`) until the folder holds about `n` pages; each size is built cold into
 * `.cache/scale/dist-<n>/` with `npm run build`'s program. Reported per size: wall time (only
 * meaningful on an idle machine), CPU seconds and peak memory of the build process (its own
 * report, see build.ts), the search index and snippets, and the first-load JS of a
 * documentation page. Not part of `npm test`.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scanContent } from '../content/scan.ts';
import { TEMPLATE_PAGES } from '../gates/templates.ts';
import { info, step } from '../log.ts';
import { buildCaches, parseSteps, runBuildProgram } from './build-time.ts';
import { templateBytes } from './bytes.ts';
import { setAside } from './set-aside.ts';
import type { BuildRun, Bytes } from './types.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The default sizes, in pages. */
export const SCALE_SIZES = [1000, 3000] as const;

/** One size's figures. */
export interface ScaleRow {
  /** Pages the build reported. */
  pages: number;
  /** Wall time of the build process, ms. */
  wallMs: number;
  /** CPU seconds of the build process (all its threads). */
  cpuSeconds: number;
  /** Peak resident memory of the build process, MB. */
  peakMb: number;
  /** The search index and its snippets together. */
  search: Bytes;
  /** First-load JS of a documentation page. */
  firstLoadJs: Bytes;
  /** The steps the build printed. */
  steps: BuildRun['steps'];
}

/** The name a page's n-th copy gets: `a/b.md` → `a/b-copy2.md`. */
export function copyName(relative: string, copy: number): string {
  return relative.replace(/\.md$/, `-copy${copy}.md`);
}

/**
 * Fills `target` with the content of `source` and copies of its pages until it holds `pages`
 * markdown files (or the source's count if that is larger). Section indexes (`index.md`) are
 * never copied: a section has one. Returns the number of pages written.
 */
export async function makeScaledContent(source: string, target: string, pages: number): Promise<number> {
  await rm(target, { recursive: true, force: true });
  await cp(source, target, { recursive: true });
  const files = await scanContent(source);
  const copiable = files.filter((f) => path.posix.basename(f.relative) !== 'index.md');
  if (copiable.length === 0) return files.length;
  let count = files.length;
  for (let copy = 2; count < pages; copy++) {
    for (const file of copiable) {
      if (count >= pages) break;
      await writeFile(path.join(target, copyName(file.relative, copy)), await readFile(file.absolute));
      count++;
    }
  }
  return count;
}

/** Reads `Built N pages in S s (CPU C s, peak RSS M MB)`, the build's last line. */
export function parseBuildSummary(log: string): { pages: number; cpuSeconds: number; peakMb: number } {
  const m = /^Built (\d+) pages in [\d.]+ s \(CPU ([\d.]+) s, peak RSS (\d+) MB\)/m.exec(log);
  if (m === null) throw new Error(`the build printed no summary line:\n${log.slice(-1000)}`);
  return { pages: Number(m[1]), cpuSeconds: Number(m[2]), peakMb: Number(m[3]) };
}

/** Runs `npm run build`'s program on a content folder into an output folder, cold. */
async function coldBuild(contentDir: string, outDir: string): Promise<{ log: string; wallMs: number }> {
  await setAside(buildCaches(outDir));
  const started = performance.now();
  const log = await runBuildProgram(['--content', path.relative(root, contentDir), '--out', path.relative(root, outDir)]);
  return { log, wallMs: Math.round(performance.now() - started) };
}

/** Bytes of a site file, raw and at gzip level 9. */
async function fileBytes(file: string): Promise<Bytes> {
  const data = await readFile(file);
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

/**
 * Builds each size and measures it; the folders stay for inspection until the next run.
 * `onRow` hears each size's figures as soon as they are measured (the rows so far), so a run
 * stopped before its largest size keeps the smaller ones: a size took 27 minutes on a loaded machine.
 */
export async function benchScale(sizes: readonly number[], onRow?: (rows: readonly ScaleRow[]) => Promise<void>): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  const docTemplate = TEMPLATE_PAGES.filter((t) => t.name === 'documentation page');
  for (const size of sizes) {
    const contentDir = path.join(root, '.cache/scale', `content-${size}`);
    const outDir = path.join(root, '.cache/scale', `dist-${size}`);
    await setAside([contentDir]);
    const written = await step(`content of about ${size} pages`, () => makeScaledContent(path.join(root, 'content'), contentDir, size));
    info(`  ${written} markdown files in ${path.relative(root, contentDir)}/`);
    const { log, wallMs } = await step(`cold build of ${written} pages`, () => coldBuild(contentDir, outDir));
    const summary = parseBuildSummary(log);
    const manifest = JSON.parse(await readFile(path.join(outDir, 'search-manifest.json'), 'utf8')) as { index: string; snippets: string };
    const [index, snippets] = await Promise.all([fileBytes(path.join(outDir, manifest.index)), fileBytes(path.join(outDir, manifest.snippets))]);
    const [doc] = await templateBytes(outDir, docTemplate);
    rows.push({
      pages: summary.pages,
      wallMs,
      cpuSeconds: summary.cpuSeconds,
      peakMb: summary.peakMb,
      search: { raw: index.raw + snippets.raw, gzip: index.gzip + snippets.gzip },
      firstLoadJs: doc?.js ?? { raw: 0, gzip: 0 },
      steps: parseSteps(log),
    });
    info(formatScale(rows.slice(-1)).split('\n')[2] ?? '');
    await onRow?.(rows);
  }
  return rows;
}

/** The scale table, with per-page CPU so the growth curve reads at a glance. */
export function formatScale(rows: readonly ScaleRow[]): string {
  const kb = (n: number): string => (n / 1024).toFixed(1);
  const lines = [
    '| pages | build (wall) | CPU | CPU per page | peak memory | search index + snippets (gzip) | first-load JS (gzip) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.pages} | ${(r.wallMs / 1000).toFixed(1)} s | ${r.cpuSeconds.toFixed(1)} s | ${((r.cpuSeconds * 1000) / r.pages).toFixed(0)} ms | ${r.peakMb} MB | ${kb(r.search.raw)} KB (${kb(r.search.gzip)} KB) | ${kb(r.firstLoadJs.gzip)} KB |`,
    ),
  ];
  const slowest = rows.map((r) => {
    const top = [...r.steps].sort((a, b) => b.ms - a.ms).slice(0, 4);
    return `${r.pages} pages, longest steps: ${top.map((s) => `${s.name} ${(s.ms / 1000).toFixed(1)} s`).join('; ')}`;
  });
  return [...lines, '', ...slowest].join('\n');
}
