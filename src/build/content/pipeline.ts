/**
 * The content pipeline: content/*.md (+ package READMEs + git history) in, the page index,
 * one JSON per page, the slim nav tree and the build's side outputs out (in `.generated/`).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DESCRIPTION, PRINTABLE_SECTIONS, PRINTABLE_TITLE, SOURCE_BRANCH, SOURCE_REPOSITORY } from '../../shared/constants.ts';
import { REDIRECTS } from '../../shared/redirects.ts';
import type { NavTree, PageData, ContentNode, ThirdParty } from '../../shared/types.ts';
import { fileToUrl, pageIdOf, printableUrl } from '../../shared/urls.ts';
import { info, warn } from '../log.ts';
import { createSiteHighlighter, type SiteHighlighter } from '../markdown/highlight.ts';
import type { TextSection } from '../markdown/rehype-page.ts';
import type { CodeBlock } from '../markdown/remark-blocks.ts';
import { createRenderer } from '../markdown/render.ts';
import { mergeContributors, readGitHistory } from './contributors.ts';
import { ContentError, parseFrontmatter, type Frontmatter } from './frontmatter.ts';
import { findBrokenLinks, type LinkSource } from './links.ts';
import { buildNavTree, buildPageIndex, neighbours, type BuiltPage } from './page-index.ts';
import { scanContent } from './scan.ts';
import { buildOptionSignatures } from '../docs-check/schema-type.ts';
import { optionSignatureAnnotator } from '../docs-check/signature-html.ts';
import type { ReadmeContext } from '../third-party/remark-readme.ts';

/** A README supplied for a third-party page. */
export interface ThirdPartyReadme {
  /** README markdown as published. */
  markdown: string;
  /** Links derived from the package's repository field. */
  links: ThirdParty;
  /** The package's one-line description. */
  description?: string;
  /** What the README clean-up needs. */
  context: ReadmeContext;
}

/** Supplies READMEs for `_`-prefixed pages (see third-party/readmes.ts). */
export type ReadmeProvider = (file: string, data: Frontmatter) => Promise<ThirdPartyReadme>;

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

/** Prefixes every id and in-page hash of a page body, so several pages can share one document. */
export function prefixIds(html: string, prefix: string): string {
  return html
    .replace(/\sid="([^"]+)"/g, (_m, id: string) => ` id="${prefix}${id}"`)
    .replace(/\shref="#([^"]*)"/g, (_m, id: string) => ` href="#${prefix}${id}"`)
    .replace(/\saria-labelledby="([^"]+)"/g, (_m, ids: string) => ` aria-labelledby="${ids.split(/\s+/).map((i) => prefix + i).join(' ')}"`);
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
  const highlighter = options.highlighter ?? (await createSiteHighlighter());
  const render = createRenderer({
    highlighter,
    annotateHeadings: optionSignatureAnnotator(buildOptionSignatures()),
    readFile: (rel) => {
      const abs = path.resolve(options.root, rel);
      if (!abs.startsWith(options.root + path.sep)) throw new Error(`include outside the repository: ${rel}`);
      return readFileSync(abs, 'utf8');
    },
  });
  const { history, warning } =
    options.git === false ? { history: new Map<string, never>(), warning: undefined } : await readGitHistory(options.root, [options.contentDir]);
  if (warning !== undefined) warn(warning);

  const built: Array<BuiltPage & { data: PageData; links: LinkSource; ids: Set<string>; search: SearchSource; blocks: PageCodeBlocks }> = [];
  const includes = new Set<string>();
  const errors: string[] = [];
  for (const file of files) {
    const repoPath = `${options.contentDir}/${file.relative}`;
    try {
      const source = await readFile(file.absolute, 'utf8');
      const parsed = parseFrontmatter(repoPath, source);
      const thirdPartyFile = (file.relative.split('/').pop() ?? '').startsWith('_');
      let markdown = parsed.body;
      let lineOffset = parsed.bodyLine - 1;
      let thirdParty: ThirdParty | undefined;
      let readmeContext: ReadmeContext | undefined;
      let description = parsed.data.description;
      if (thirdPartyFile) {
        if (options.readmes === undefined) throw new ContentError(repoPath, 1, 'third-party page but no README provider configured');
        if (parsed.data.package === undefined) throw new ContentError(repoPath, 1, "third-party page needs a 'package' field");
        const readme = await options.readmes(repoPath, parsed.data);
        markdown = readme.markdown;
        lineOffset = 0;
        thirdParty = readme.links;
        readmeContext = readme.context;
        description ??= readme.description;
      }
      const out = render({ file: repoPath, markdown, lineOffset, ...(readmeContext === undefined ? {} : { readme: readmeContext }) });
      for (const inc of out.includes) includes.add(inc);
      const url = fileToUrl(file.relative);
      const isIndex = /(^|\/)index\.md$/.test(file.relative);
      const sort = parsed.data.sort ?? (isIndex ? -1 : 0);
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
    } catch (error) {
      if (error instanceof ContentError) errors.push(error.message);
      else errors.push(`${repoPath}: ${(error as Error).message}`);
    }
  }
  if (errors.length > 0) throw new ContentError(errors.length === 1 ? '' : `${errors.length} content errors`, undefined, `\n  ${errors.join('\n  ')}`);

  const seenUrls = new Map<string, string>();
  for (const page of built) {
    const other = seenUrls.get(page.url);
    if (other !== undefined) throw new ContentError(page.path, 1, `route ${page.url} is also produced by ${other}`);
    seenUrls.set(page.url, page.path);
  }

  const nav = buildNavTree(built, installedWebpackVersion(options.root));
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

  const idsByUrl = new Map<string, Set<string>>(built.map((b) => [b.url, b.ids]));
  const extraRoutes = new Set<string>(['/', ...printables.map((p) => p.url), ...REDIRECTS.map((r) => r.from)]);
  // A README may link to pages or anchors of the incumbent site that this site names
  // differently: such links fall back to the page (when it exists) or to the original site.
  for (const page of built.filter((b) => b.thirdParty !== undefined)) {
    for (const problem of findBrokenLinks([page.links], idsByUrl, extraRoutes)) {
      const link = /broken (?:link|anchor) (\S+):/.exec(problem)?.[1];
      if (link === undefined) continue;
      const pathOnly = link.split('#')[0] ?? '';
      const replacement = idsByUrl.has(pathOnly) ? pathOnly : `https://webpack.js.org${link}`;
      const rel = replacement.startsWith('https:') ? ' rel="noopener noreferrer"' : '';
      page.data.html = page.data.html.replaceAll(`href="${link}"`, `href="${replacement}"${rel}`);
    }
  }
  const broken = findBrokenLinks(built.filter((b) => b.thirdParty === undefined).map((b) => b.links), idsByUrl, extraRoutes);
  if (broken.length > 0) {
    if (options.strictLinks === false) warn(`${broken.length} broken links:\n  ${broken.join('\n  ')}`);
    else throw new ContentError(`${broken.length} broken links`, undefined, `\n  ${broken.join('\n  ')}`);
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
  await writeOutputs(options.outDir, result, highlighter);
  info(`  ${built.length} pages, ${printables.length} printable pages, ${includes.size} included files`);
  return result;
}

/** A paragraph `{{section-pages}}` in a section index becomes the grouped list of its pages. */
export const SECTION_PAGES_MARKER = '<p>{{section-pages}}</p>';

function sectionPagesHtml(nav: NavTree, pages: ReadonlyArray<{ url: string; description?: string }>, indexUrl: string): string {
  const section = nav.sections.find((s) => s.url === indexUrl);
  if (section === undefined) return '';
  const groups: Array<{ group: string | undefined; items: typeof section.pages }> = [];
  for (const item of section.pages.filter((p) => p.url !== indexUrl)) {
    const last = groups.at(-1);
    if (last !== undefined && last.group === item.group) last.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups
    .map(({ group, items }) => {
      const list = items
        .map((item) => {
          const description = pages.find((p) => p.url === item.url)?.description;
          return `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>${description === undefined ? '' : ` — ${escapeHtml(description)}`}</li>`;
        })
        .join('\n');
      return `${group === undefined ? '' : `<h2 id="group-${escapeHtml(group.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}">${escapeHtml(group)}</h2>\n`}<ul class="section-pages">\n${list}\n</ul>`;
    })
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Writes a file only when its bytes changed, so watchers see real changes only. */
async function writeIfChanged(file: string, content: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== content) await writeFile(file, content);
}

async function writeOutputs(outDir: string, result: PipelineResult, highlighter: SiteHighlighter): Promise<void> {
  await mkdir(path.join(outDir, 'pages'), { recursive: true });
  await mkdir(path.join(outDir, 'printable'), { recursive: true });
  const wanted = new Set(result.pages.map((p) => `${pageIdOf(p.url)}.json`));
  const { readdir } = await import('node:fs/promises');
  for (const stale of (await readdir(path.join(outDir, 'pages'))).filter((f) => !wanted.has(f))) {
    await rm(path.join(outDir, 'pages', stale));
  }
  await Promise.all([
    ...result.pages.map((p) => writeIfChanged(path.join(outDir, 'pages', `${pageIdOf(p.url)}.json`), JSON.stringify(p))),
    ...result.printables.map((p) => writeIfChanged(path.join(outDir, 'printable', `${pageIdOf(p.url)}.json`), JSON.stringify(p))),
    writeIfChanged(path.join(outDir, 'nav.json'), JSON.stringify(result.nav)),
    writeIfChanged(path.join(outDir, 'page-index.json'), JSON.stringify(result.index, null, 1)),
    writeIfChanged(path.join(outDir, 'routes.json'), JSON.stringify(result.routes)),
    writeIfChanged(path.join(outDir, 'search-sources.json'), JSON.stringify(result.search)),
    writeIfChanged(path.join(outDir, 'code-blocks.json'), JSON.stringify(result.codeBlocks)),
    writeIfChanged(
      path.join(outDir, 'shiki.css'),
      `/* Generated by the content pipeline from the code highlighter's colours. Do not edit. */\n${highlighter.css()}\n`,
    ),
  ]);
}
