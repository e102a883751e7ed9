/**
 * The content pipeline: content/*.md (+ package READMEs + git history) in, the page index,
 * one JSON per page, the slim nav tree and the build's side outputs out (in `.generated/`).
 * Its steps: scan, render (render-files.ts), one record per page (page-record.ts), the nav tree
 * and neighbours, section lists, README links, printable pages (printables.ts), link check, write.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { EarlyReference } from '../api-reference/early.ts';
import { appendApiReference, prepareApiReference, REFERENCE_GENERATOR_DIR, REFERENCE_INDEX_FILE } from '../api-reference/step.ts';
import { PRINTABLE_SECTIONS } from '../../shared/constants.ts';
import { REDIRECTS } from '../../shared/redirects.ts';
import { pageIdOf } from '../../shared/urls.ts';
import { printableUrl } from '../../shared/view-urls.ts';
import { info, warn } from '../log.ts';
import { mendReadmeLinks } from '../third-party/readme-links.ts';
import { fetchReadmes, surveyReadmes } from '../third-party/readmes.ts';
import { readGitHistory } from './contributors.ts';
import { navFromFrontmatter } from './early-nav.ts';
import { ContentError, ContentErrors } from './frontmatter.ts';
import { LEGACY_ANCHORS_FILE, legacyAnchorErrors, readLegacyAnchors, withLegacyAnchors } from './legacy-anchors.ts';
import { findBrokenLinks } from './links.ts';
import { writeNav, writeOutputs, writeSearchSources } from './outputs.ts';
import { buildNavTree, buildPageIndex, neighbours } from './page-index.ts';
import { pageRecord, type PageRecord } from './page-record.ts';
import type { PipelineOptions, PipelineResult, RouteEntry } from './pipeline-types.ts';
import { printablePages } from './printables.ts';
import type { RenderedFile } from './render-file.ts';
import { renderFiles } from './render-files.ts';
import { POOL_MIN_FILES, renderInPool, slowGrammarFiles } from './render-pool.ts';
import { readSources, scanContent } from './scan.ts';
import { SECTION_PAGES_MARKER, sectionPages } from './section-pages.ts';
import { fillMarker, levelAtMarker } from './generated-part.ts';
import { CHECKER_URL } from '../../shared/tools.ts';
import { prerenderedDefaultsTree } from '../tools/defaults-data.ts';
import { optionAnchors } from '../tools/option-anchors.ts';
import { addCheckerLinks, replaceToolMarkers, type ToolPrerender } from '../tools/tool-markers.ts';

export type { PageCodeBlocks, PipelineOptions, PipelineResult, PipelineReuse, RouteEntry, SearchSource } from './pipeline-types.ts';
export type { ReadmeProvider, ThirdPartyReadme } from './render-file.ts';

function installedWebpackVersion(root: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules/webpack/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Fails on two pages that claim one route. */
function checkUniqueRoutes(built: readonly PageRecord[]): void {
  const seenUrls = new Map<string, string>();
  for (const page of built) {
    const other = seenUrls.get(page.url);
    if (other !== undefined) throw new ContentError(page.path, 1, `route ${page.url} is also produced by ${other}`);
    seenUrls.set(page.url, page.path);
  }
}

/** Runs the whole pipeline and writes its outputs; throws a ContentError (or a list) on bad content. */
export async function runContentPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const contentAbs = path.join(options.root, options.contentDir);
  const files = options.files ?? (await scanContent(contentAbs));
  // The sources are read here once, for the README survey, the slow-grammar group and the early
  // navigation tree, when any is wanted (the render workers read their own).
  let reading: Promise<Map<string, string>> | undefined;
  const sources = (): Promise<Map<string, string>> => (reading ??= readSources(files));
  // READMEs of third-party pages missing from the cache (a fresh clone's first build) are
  // fetched from npm in one go, beside everything below; the pool renders those pages last. The
  // dev server looks once, at its first run.
  const readmes = options.readmes === undefined || options.reuse?.env !== undefined ? undefined : await surveyReadmes(options.root, files, await sources());
  const uncached = readmes?.uncached ?? [];
  const readmesFetched = uncached.length === 0 ? undefined : fetchReadmes(options.root, uncached);
  if (readmesFetched !== undefined) info(`  fetching ${uncached.length} package READMEs from npm`);
  // The generated API reference, when the content has its index page: its pages join the nav tree.
  const withReference = options.reference !== false && files.some((f) => f.relative === REFERENCE_INDEX_FILE);
  // Workers pay a start-up cost (a highlighter each): worth it only for a real site. They start
  // first, so their set-up overlaps the git log and the early navigation tree.
  const inPool = options.parallel === true && files.length >= POOL_MIN_FILES;
  // With the pool, this thread renders the reference's pages once the hook pages are in (early.ts).
  const early = inPool && withReference && options.reuse === undefined ? new EarlyReference(files) : undefined;
  // While READMEs are fetched, third-party pages wait for all of them: the group leaves them out.
  const pool = async (): ReturnType<typeof renderInPool> =>
    renderInPool(options.root, options.contentDir, files, {
      readmesFetched,
      grouped: slowGrammarFiles(files, await sources(), readmesFetched === undefined ? readmes?.cached : undefined),
      ...(early === undefined ? {} : { first: early.firstFiles, onRendered: (_: string, result: RenderedFile) => early.rendered(result) }),
    });
  const pooled = inPool ? pool() : undefined;
  // Awaited below; this only keeps a failure from counting as unhandled while the git log runs.
  pooled?.catch(() => undefined);
  const webpackVersion = installedWebpackVersion(options.root);
  const reference = withReference ? await prepareApiReference(options.root, options.contentDir) : undefined;
  if (reference !== undefined) early?.ready(reference, options.root, options.contentDir);
  const kept = options.reuse?.history;
  const [read, earlyNav] = await Promise.all([
    kept ?? (options.git === false ? { history: new Map<string, never>() } : readGitHistory(options.root, [options.contentDir, REFERENCE_GENERATOR_DIR])),
    options.onNav === undefined ? undefined : sources().then((texts) => navFromFrontmatter(options.contentDir, files, texts, webpackVersion, reference?.nav)),
  ]);
  if (kept === undefined) {
    if (read.warning !== undefined) warn(read.warning);
    if (options.reuse !== undefined) options.reuse.history = read;
  }
  if (earlyNav !== undefined) {
    await writeNav(options.outDir, earlyNav);
    options.onNav?.();
  }

  const { rendered, errors, css } = await renderFiles(options, files, pooled, readmesFetched);
  const includes = new Set(rendered.flatMap((r) => [...r.out.includes]));
  const built = rendered.map((r) => pageRecord(r, read.history));
  if (errors.length > 0) throw new ContentErrors(errors);
  if (reference !== undefined) await appendApiReference(built, reference, options.root, options.contentDir, read.history, options.reuse, early?.take());
  checkUniqueRoutes(built);
  // Every search record is final here (pageRecord made it; the steps below change only the HTML).
  const { onSearchSources } = options;
  if (onSearchSources !== undefined) {
    await writeSearchSources(options.outDir, built.map((b) => b.search));
    onSearchSources();
    // What the callback starts (the search index's job, posted to its thread a few promise steps
    // later) runs only when this thread next waits, and the steps below are half a second of
    // synchronous work: a cold build posted the job 0.45 s after this point, with a core idle.
    await setImmediate();
  }

  const nav = buildNavTree(built, webpackVersion);
  if (earlyNav !== undefined && JSON.stringify(earlyNav) !== JSON.stringify(nav)) {
    throw new Error("the navigation tree built from frontmatter differs from the rendered pages' (early-nav.ts and the pipeline disagree)");
  }
  // 'Open in checker' only where the site has the checker (a content folder without it, such as the tests' fixture, gets none).
  const hasChecker = built.some((p) => p.url === CHECKER_URL);
  // Called only for a page holding the explorer's marker.
  const toolPrerender: ToolPrerender = { defaults: () => prerenderedDefaultsTree(optionAnchors(built.map((b) => b.data))) };
  for (const page of built) {
    if (page.data.html.includes(SECTION_PAGES_MARKER)) fillMarker(page, SECTION_PAGES_MARKER, sectionPages(nav, built, page.url, levelAtMarker(page, SECTION_PAGES_MARKER)));
    const html = replaceToolMarkers(page.data.html, page.path, toolPrerender);
    page.data.html = hasChecker ? addCheckerLinks(html, page.blocks.blocks) : html;
  }
  const index = buildPageIndex(built, options.contentDir);
  const near = neighbours(nav);
  for (const page of built) {
    const n = near.get(page.url);
    if (n?.prev !== undefined) page.data.prev = n.prev;
    if (n?.next !== undefined) page.data.next = n.next;
  }

  // READMEs are mended before printable pages copy them (see readme-links.ts).
  const idsByUrl = new Map<string, Set<string>>(built.map((b) => [b.url, b.ids]));
  const extraRoutes = new Set<string>(['/', ...PRINTABLE_SECTIONS.map((s) => printableUrl(s)), ...REDIRECTS.map((r) => r.from)]);
  for (const page of built.filter((b) => b.thirdParty !== undefined)) {
    page.data.html = mendReadmeLinks(page.data.html, page.url, idsByUrl, extraRoutes);
  }
  const printables = printablePages(nav, built, options.contentDir);
  // The incumbent's section ids, after the printable pages copied the bodies (they need no aliases).
  const legacy = readLegacyAnchors(options.root, options.contentDir);
  const legacyErrors = legacyAnchorErrors(legacy, built.map((b) => ({ url: b.url, path: b.path, html: b.data.html, ids: b.ids })), path.join(options.contentDir, LEGACY_ANCHORS_FILE));
  if (legacyErrors.length > 0) throw new ContentErrors(legacyErrors, 'legacy anchor errors');
  for (const page of built) {
    const aliases = legacy[page.url];
    if (aliases !== undefined) page.data.html = withLegacyAnchors(page.data.html, aliases);
  }

  const broken = findBrokenLinks(built.filter((b) => b.thirdParty === undefined).map((b) => b.links), idsByUrl, extraRoutes);
  if (broken.length > 0) {
    if (options.strictLinks === false) warn(`${broken.length} broken links:\n  ${broken.join('\n  ')}`);
    else throw new ContentErrors(broken, 'broken links');
  }

  const routes: RouteEntry[] = [
    ...built.map((b) => ({ url: b.url, id: pageIdOf(b.url), kind: 'doc' as const })),
    ...printables.map((p) => ({ url: p.url, id: pageIdOf(p.url), kind: 'printable' as const })),
  ];
  const result: PipelineResult = {
    nav,
    index,
    pages: built.map((b) => b.data),
    printables,
    routes,
    search: built.map((b) => b.search),
    codeBlocks: built.map((b) => b.blocks),
    includes,
  };
  await writeOutputs(options.outDir, result, css, options.reuse === undefined ? undefined : (options.reuse.written ??= new Map()), onSearchSources !== undefined);
  info(`  ${built.length} pages, ${printables.length} printable pages, ${includes.size} included files`);
  return result;
}
