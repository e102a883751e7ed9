/**
 * The content pipeline: content/*.md (+ package READMEs + git history) in, the page index,
 * one JSON per page, the slim nav tree and the build's side outputs out (in `.generated/`).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DESCRIPTION, PRINTABLE_SECTIONS, PRINTABLE_TITLE, SOURCE_BRANCH, SOURCE_REPOSITORY } from '../../shared/constants.ts';
import { REDIRECTS } from '../../shared/redirects.ts';
import type { NavTree, PageData, ContentNode } from '../../shared/types.ts';
import { pageIdOf, printableUrl } from '../../shared/urls.ts';
import { info, warn } from '../log.ts';
import type { SiteHighlighter } from '../markdown/highlight.ts';
import type { TextSection } from '../markdown/rehype-page.ts';
import type { CodeBlock } from '../markdown/remark-blocks.ts';
import { mergeContributors, readGitHistory } from './contributors.ts';
import { ContentError, ContentErrors } from './frontmatter.ts';
import type { createRenderEnv, RenderedFile } from './render-file.ts';
import { mergeCss, renderInPool } from './render-pool.ts';
import { findBrokenLinks, type LinkSource } from './links.ts';
import { buildNavTree, buildPageIndex, neighbours, type BuiltPage } from './page-index.ts';
import { scanContent } from './scan.ts';
import { mendReadmeLinks } from '../third-party/readme-links.ts';
import { fetchReadmes, uncachedReadmes } from '../third-party/readmes.ts';
import { prefixIds, SECTION_PAGES_MARKER, sectionPagesHtml } from './section-pages.ts';
import { navFromFrontmatter, pagePlace } from './early-nav.ts';
import { writeNav, writeOutputs } from './outputs.ts';
import { escapeHtml } from '../prerender/document.ts';

import type { ReadmeProvider } from './render-file.ts';

export type { ReadmeProvider, ThirdPartyReadme } from './render-file.ts';

/** Options of one pipeline run. */
export interface PipelineOptions {
  /** Repository root. */
  root: string;
  /** Content folder, relative to root. */
  contentDir: string;
  /** Output folder for generated data. */
  outDir: string;
  /** READMEs for third-party pages; without it such pages fail the build. */
  readmes?: ReadmeProvider;
  /** Read git history for contributors and dates (default true; fixtures turn it off for stable output). */
  git?: boolean;
  /** Broken links fail the run (default); the dev server only warns so a writer keeps a running site. */
  strictLinks?: boolean;
  /** A highlighter to reuse between runs (dev mode). */
  highlighter?: SiteHighlighter;
  /** Render on worker threads (the production build); their READMEs come from the standard cache. */
  parallel?: boolean;
  /** What the dev server keeps between runs so a save re-renders only what changed. */
  reuse?: PipelineReuse;
  /**
   * Called once `nav.json` is written, before the pages render, when every frontmatter is valid
   * (the build then compiles the prerender bundle meanwhile). The final tree must be the same.
   */
  onNav?: () => void;
}

/**
 * Kept between runs of the pipeline (the dev server): each rendered file with the stamp of its
 * source and of every file it includes, and the git history (read once per server start).
 */
export interface PipelineReuse {
  /** Rendered files by content-relative path. */
  renders: Map<string, { stamp: string; rendered: RenderedFile }>;
  /** The git history of the first run. */
  history?: Awaited<ReturnType<typeof readGitHistory>>;
  /** The renderer of the first run. */
  env?: ReturnType<typeof createRenderEnv>;
  /** What the last run wrote, by file: unchanged outputs are neither read nor written again. */
  written?: Map<string, string>;
}

/** Modification time and size of a file, '-' when it is missing. */
function fileStamp(abs: string): string {
  try {
    const stat = statSync(abs);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '-';
  }
}

/** The stamp of a rendered file: its source's stamp and its includes', each by modification time and size. */
function renderStamp(root: string, source: string, includes: Iterable<string>): string {
  return [source, ...[...includes].map((inc) => fileStamp(path.resolve(root, inc)))].join('|');
}

/** Search material of one page. */
export interface SearchSource {
  /** Route. */
  url: string;
  /** Page title. */
  title: string;
  /** Description. */
  description: string;
  /** Section the page belongs to (`configuration`, '' for root pages). */
  section: string;
  /** Heading slices. */
  sections: TextSection[];
}

/** Code blocks of one page, for the documentation checks. */
export interface PageCodeBlocks {
  /** Repository-relative file. */
  file: string;
  /** Route. */
  url: string;
  /** Blocks in source order. */
  blocks: CodeBlock[];
  /** Text of every heading. */
  headings: string[];
}

/** A route the prerenderer writes. */
export interface RouteEntry {
  /** Route. */
  url: string;
  /** Page data id (`.generated/pages/<id>.json` or `printable/<id>.json`). */
  id: string;
  /** What renders it. */
  kind: 'doc' | 'printable';
}

/** What a pipeline run produced. */
export interface PipelineResult {
  /** The slim navigation tree. */
  nav: NavTree;
  /** The full page index. */
  index: ContentNode;
  /** Every page's data. */
  pages: PageData[];
  /** Printable pages' data. */
  printables: PageData[];
  /** Routes to prerender. */
  routes: RouteEntry[];
  /** Search material. */
  search: SearchSource[];
  /** Code blocks per page. */
  codeBlocks: PageCodeBlocks[];
  /** Files pulled in by includes (watched in dev). */
  includes: Set<string>;
}

function installedWebpackVersion(root: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules/webpack/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Runs the whole pipeline and writes its outputs; throws a ContentError (or a list) on bad content. */
export async function runContentPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const contentAbs = path.join(options.root, options.contentDir);
  const files = await scanContent(contentAbs);
  // READMEs of third-party pages missing from the cache (a fresh clone's first build) are
  // fetched from npm in one go, beside everything below; the pool renders those pages last. The
  // dev server looks once, at its first run.
  const uncached = options.readmes === undefined || options.reuse?.env !== undefined ? [] : await uncachedReadmes(options.root, options.contentDir);
  const readmesFetched = uncached.length === 0 ? undefined : fetchReadmes(options.root, uncached);
  if (readmesFetched !== undefined) info(`  fetching ${uncached.length} package READMEs from npm`);
  // Workers pay a start-up cost (a highlighter each): worth it only for a real site. They start
  // first, so their set-up overlaps the git log and the early navigation tree.
  const pooled = options.parallel === true && files.length >= 40 ? renderInPool(options.root, options.contentDir, files, { readmesFetched }) : undefined;
  // Awaited below; this only keeps a failure from counting as unhandled while the git log runs.
  pooled?.catch(() => undefined);
  const webpackVersion = installedWebpackVersion(options.root);
  const kept = options.reuse?.history;
  const [read, earlyNav] = await Promise.all([
    kept ?? (options.git === false ? { history: new Map<string, never>() } : readGitHistory(options.root, [options.contentDir])),
    options.onNav === undefined ? undefined : navFromFrontmatter(options.contentDir, files, webpackVersion),
  ]);
  if (kept === undefined) {
    if (read.warning !== undefined) warn(read.warning);
    if (options.reuse !== undefined) options.reuse.history = read;
  }
  const { history } = read;
  if (earlyNav !== undefined) {
    await writeNav(options.outDir, earlyNav);
    options.onNav?.();
  }

  const built: Array<BuiltPage & { data: PageData; links: LinkSource; ids: Set<string>; search: SearchSource; blocks: PageCodeBlocks }> = [];
  const includes = new Set<string>();
  const errors: string[] = [];
  let rendered: RenderedFile[];
  let highlighterCss: string;
  if (pooled !== undefined) {
    const result = await pooled;
    rendered = result.results;
    errors.push(...result.errors);
    highlighterCss = result.css;
  } else {
    // Loaded here only: the production build renders on workers and never needs it on this thread.
    const { createRenderEnv, renderContentFile } = await import('./render-file.ts');
    const made =
      options.reuse?.env ??
      createRenderEnv(options.root, options.contentDir, {
        ...(options.highlighter === undefined ? {} : { highlighter: options.highlighter }),
        ...(options.readmes === undefined ? {} : { readmes: options.readmes }),
      });
    if (options.reuse !== undefined) options.reuse.env = made;
    const { env, highlighter } = await made;
    await readmesFetched;
    rendered = [];
    for (const file of files) {
      try {
        const kept = options.reuse?.renders.get(file.relative);
        const source = fileStamp(file.absolute);
        if (kept !== undefined && kept.stamp === renderStamp(options.root, source, kept.rendered.out.includes)) {
          rendered.push(kept.rendered);
          continue;
        }
        const fresh = await renderContentFile(env, file);
        // Stamped with the source as it was before reading: a save during the render re-renders next time.
        options.reuse?.renders.set(file.relative, { stamp: renderStamp(options.root, source, fresh.out.includes), rendered: fresh });
        rendered.push(fresh);
      } catch (error) {
        errors.push(error instanceof ContentError ? error.message : `${options.contentDir}/${file.relative}: ${(error as Error).message}`);
      }
    }
    highlighterCss = mergeCss([highlighter.css()]);
  }
  for (const { repoPath, file, frontmatter, description, thirdParty, out } of rendered) {
    const parsed = { data: frontmatter };
    {
      for (const inc of out.includes) includes.add(inc);
      const { url, sort } = pagePlace(file, parsed.data);
      const git = history.get(repoPath);
      const contributors = mergeContributors(parsed.data.contributors ?? [], git?.authors ?? []);
      const data: PageData = {
        url,
        title: parsed.data.title,
        description: description ?? DEFAULT_DESCRIPTION,
        html: out.html,
        anchors: out.anchors,
        contributors,
        related: parsed.data.related ?? [],
        editUrl: thirdParty?.edit ?? `${SOURCE_REPOSITORY}/edit/${SOURCE_BRANCH}/${repoPath}`,
        ...(git === undefined ? {} : { lastUpdated: git.lastUpdated }),
        ...(thirdParty === undefined ? {} : { thirdParty }),
      };
      const links: LinkSource = {
        file: repoPath,
        url,
        links: [...out.links, ...(parsed.data.related ?? []).map((r) => r.url).filter((u) => u.startsWith('/'))],
        linkLines: out.linkLines,
      };
      const section = file.relative.includes('/') ? (file.relative.split('/')[0] ?? '') : '';
      built.push({
        path: repoPath,
        relative: file.relative,
        size: file.size,
        url,
        title: parsed.data.title,
        sort,
        ...(parsed.data.group === undefined ? {} : { group: parsed.data.group }),
        ...(description === undefined ? {} : { description }),
        contributors: contributors.flatMap((c) => (c.username === undefined ? [] : [c.username])),
        anchors: out.anchors,
        ...(parsed.data.related === undefined ? {} : { related: parsed.data.related }),
        ...(thirdParty === undefined ? {} : { thirdParty }),
        data,
        links,
        ids: out.ids,
        search: { url, title: parsed.data.title, description: description ?? '', section, sections: out.sections },
        blocks: { file: repoPath, url, blocks: out.codeBlocks, headings: out.headings },
      });
    }
  }
  if (errors.length > 0) throw new ContentErrors(errors);

  const seenUrls = new Map<string, string>();
  for (const page of built) {
    const other = seenUrls.get(page.url);
    if (other !== undefined) throw new ContentError(page.path, 1, `route ${page.url} is also produced by ${other}`);
    seenUrls.set(page.url, page.path);
  }

  const nav = buildNavTree(built, webpackVersion);
  if (earlyNav !== undefined && JSON.stringify(earlyNav) !== JSON.stringify(nav)) {
    throw new Error("the navigation tree built from frontmatter differs from the rendered pages' (early-nav.ts and the pipeline disagree)");
  }
  for (const page of built) {
    if (page.data.html.includes(SECTION_PAGES_MARKER)) {
      page.data.html = page.data.html.replace(SECTION_PAGES_MARKER, sectionPagesHtml(nav, built, page.url));
    }
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
  const printables: PageData[] = [];
  for (const section of PRINTABLE_SECTIONS) {
    const navSection = nav.sections.find((s) => s.name === section);
    if (navSection === undefined) continue;
    const pages = navSection.pages.map((p) => built.find((b) => b.url === p.url)).filter((b) => b !== undefined);
    const html = pages
      .map((p) => {
        const prefix = `${p.url.split('/').filter(Boolean).slice(1).join('-') || 'index'}-`;
        return `<section class="printable-page" aria-labelledby="${prefix}title"><h1 id="${prefix}title">${escapeHtml(p.title)}</h1>\n${prefixIds(p.data.html, prefix)}</section>`;
      })
      .join('\n');
    printables.push({
      url: printableUrl(section),
      title: PRINTABLE_TITLE,
      description: DEFAULT_DESCRIPTION,
      html,
      anchors: [],
      contributors: [],
      related: [],
      editUrl: `${SOURCE_REPOSITORY}/tree/${SOURCE_BRANCH}/${options.contentDir}/${section}`,
      printable: true,
    });
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
  await writeOutputs(options.outDir, result, highlighterCss, options.reuse === undefined ? undefined : (options.reuse.written ??= new Map()));
  info(`  ${built.length} pages, ${printables.length} printable pages, ${includes.size} included files`);
  return result;
}
