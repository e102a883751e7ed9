/**
 * The API reference step of the content pipeline: the model of the installed webpack's
 * `types.d.ts` (extracted once per webpack version into `.cache/api-reference/`), its pages as
 * rendered files (the list on its index page is index-page.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_REFERENCE_URL } from '../../shared/constants.ts';
import { API_REFERENCE_GROUP } from '../../shared/view-constants.ts';
import type { BuiltPage } from '../content/page-index.ts';
import type { RenderedFile } from '../content/render-file.ts';
import { info, step } from '../log.ts';
import { readApiHistory } from './history.ts';
import { escapeHtml, firstSentence } from './html.ts';
import type { ApiModel } from './model.ts';
import { assignPages, type ReferencePage } from './pages.ts';
import { renderReferencePage, type ReferenceContext } from './render.ts';

/** Where the reference lives. */
export const REFERENCE_URL = API_REFERENCE_URL;
/** The reference's hand-written index page, relative to the content folder. */
export const REFERENCE_INDEX_FILE = 'api/reference.md';
/** Bumped when the extractor's output changes, so an old cache is not read. */
const MODEL_FORMAT = 2;

/** The installed webpack's `types.d.ts` and version. */
function installedTypes(root: string): { file: string; version: string } {
  const require = createRequire(path.join(root, 'package.json'));
  const pkg = require.resolve('webpack/package.json');
  return { file: path.join(path.dirname(pkg), 'types.d.ts'), version: (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version };
}

/** The reference model of the installed webpack: from the cache, else extracted and cached. */
export async function loadApiModel(root: string): Promise<ApiModel> {
  const { file, version } = installedTypes(root);
  const cacheFile = path.join(root, '.cache', 'api-reference', `model-${version}-${MODEL_FORMAT}.json`);
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as ApiModel;
  } catch {
    // Not cached yet: extract below.
  }
  const started = performance.now();
  const { extractApi } = await import('./extract.ts');
  const model = extractApi(readFileSync(file, 'utf8'), version);
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(model));
  info(`  API reference: read webpack ${version}'s types.d.ts in ${Math.round(performance.now() - started)} ms (cached for this version)`);
  return model;
}

/** The sort value of the first reference page: after every hand-written API page. */
const REFERENCE_SORT = 100;

/** A reference page's file, relative to the content folder (it exists only in the build). */
function referenceRelative(page: ReferencePage): string {
  return `api/reference/${page.slug}.md`;
}

/** The model and its pages, and those pages as the navigation tree needs them before anything renders. */
export interface PreparedReference {
  model: ApiModel;
  pages: ReferencePage[];
  nav: BuiltPage[];
}

/** Loads the model and splits it into pages (the early navigation tree lists them). */
export async function prepareApiReference(root: string, contentDir: string): Promise<PreparedReference> {
  // A step of its own, so `npm run bench` shows its cost cold (extracted) and warm (cached).
  const model = await step('API reference: model of types.d.ts', () => loadApiModel(root));
  const pages = assignPages(model.entries);
  const nav = pages.map((page, i): BuiltPage => {
    const relative = referenceRelative(page);
    return { path: `${contentDir}/${relative}`, relative, size: 0, url: `${REFERENCE_URL}${page.slug}/`, title: page.title, sort: REFERENCE_SORT + i, group: API_REFERENCE_GROUP, contributors: [], anchors: [] };
  });
  return { model, pages, nav };
}

/** The attribution at the top of every reference page. */
function attribution(version: string): string {
  const repo = `https://github.com/webpack/webpack/blob/v${version}/types.d.ts`;
  return (
    `<p class="api-attribution">Generated at build time from the type declarations of the installed webpack ${escapeHtml(version)}: ` +
    `signatures and descriptions are webpack's own (<a href="${repo}" rel="noopener noreferrer">types.d.ts at v${escapeHtml(version)}</a>, ` +
    `© JS Foundation and other contributors, MIT licence). Each entry links to its declaration.</p>`
  );
}

/** Links between the reference and the site, known once the hand-written pages are rendered. */
export interface SiteLinks {
  /** Element ids of every rendered page, by URL. */
  idsByUrl: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Hand-written pages that explain the hooks of a class. */
export const HOOK_PAGES: Readonly<Record<string, string>> = {
  Compiler: '/api/compiler-hooks/',
  Compilation: '/api/compilation-hooks/',
  NormalModuleFactory: '/api/normalmodulefactory-hooks/',
  ContextModuleFactory: '/api/contextmodulefactory-hooks/',
  JavascriptParser: '/api/parser/',
};

/** `BannerPlugin` gives `banner-plugin`. */
function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2').toLowerCase();
}

/**
 * What the reference pages are rendered from besides the model of one webpack version: which
 * plugin pages exist, the ids of the hook pages their entries link to, and the API history (the
 * "since" marks, `data/api-history.json`, as read for this run). The dev server renders the pages
 * again only when this changes (`PipelineReuse.reference`), and a build takes the pages rendered
 * ahead (early.ts) only when they were rendered for the same.
 */
export function referenceKey(version: string, idsByUrl: ReadonlyMap<string, ReadonlySet<string>>, history: unknown): string {
  const plugins = [...idsByUrl.keys()].filter((url) => url.startsWith('/plugins/')).sort();
  const hooks = Object.values(HOOK_PAGES).map((url) => `${url} ${[...(idsByUrl.get(url) ?? [])].sort().join(' ')}`);
  const since = createHash('sha256').update(JSON.stringify(history ?? null)).digest('hex');
  return [version, since, plugins.join(' '), ...hooks].join('\n');
}

/** The context pages render with. */
export function referenceContext(model: ApiModel, pages: ReferencePage[], site: SiteLinks, root: string): ReferenceContext & { pages: ReferencePage[] } {
  const pageOf = new Map<string, string>();
  for (const page of pages) for (const entry of page.entries) pageOf.set(entry.name, `${REFERENCE_URL}${page.slug}/`);
  const byName = new Map(model.entries.map((e) => [e.name, e]));
  // Names exported under another name (`LoaderContextLibIndex as LoaderContext`) resolve to their entry.
  for (const ns of model.entries.filter((e) => e.kind === 'namespace')) {
    for (const member of ns.members) {
      const [local = '', alias] = member.signatures[0]?.split(' as ') ?? [];
      const entry = byName.get(local);
      const page = pageOf.get(local);
      if (alias !== undefined && entry !== undefined && page !== undefined && !byName.has(alias)) {
        byName.set(alias, entry);
        pageOf.set(alias, page);
      }
    }
  }
  const history = readApiHistory(root);
  return {
    pages,
    version: model.version,
    byName,
    pageOf,
    ...(history === undefined ? {} : { history }),
    pluginPage: (name) => {
      const url = `/plugins/${kebab(name)}/`;
      return site.idsByUrl.has(url) ? url : undefined;
    },
    hookSection: (entry, hook) => {
      const url = HOOK_PAGES[entry];
      const id = hook.toLowerCase();
      return url !== undefined && site.idsByUrl.get(url)?.has(id) === true ? `${url}#${id}` : undefined;
    },
  };
}

/** The reference's pages as rendered files, ready for the pipeline's page records. */
export function referenceFiles(context: ReturnType<typeof referenceContext>, contentDir: string): RenderedFile[] {
  const started = performance.now();
  const files = context.pages.map((page, i): RenderedFile => {
    const intro = `${attribution(context.version)}<p>Part of the <a href="${REFERENCE_URL}">API reference</a>.</p>`;
    const rendered = renderReferencePage(page, context, intro);
    const relative = referenceRelative(page);
    const names = page.entries.map((e) => e.name);
    const description =
      page.entries.length === 1 && page.entries[0] !== undefined && page.entries[0].doc !== ''
        ? `${page.entries[0].name}: ${firstSentence(page.entries[0].doc)}`
        : `Signatures of ${names.slice(0, 4).join(', ')}${names.length > 4 ? ` and ${names.length - 4} more` : ''} in webpack's API.`;
    return {
      repoPath: `${contentDir}/${relative}`,
      file: { relative, absolute: '', size: rendered.html.length },
      frontmatter: { title: page.title, description, sort: REFERENCE_SORT + i, group: API_REFERENCE_GROUP },
      description,
      out: { ...rendered, linkLines: new Map(), codeBlocks: [], includes: new Set() },
    };
  });
  info(`  API reference: ${files.length} pages, ${context.pages.reduce((n, p) => n + p.entries.length, 0)} entries in ${Math.round(performance.now() - started)} ms`);
  return files;
}
