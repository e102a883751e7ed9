/**
 * Writes one HTML file per route by running the prerender bundle, and each page's data file
 * (`/page-data/<id>.json`) that client-side navigation fetches.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HOME_TITLE, PRINTABLE_TITLE, TEXT } from '../../shared/constants.ts';
import { toolAssetsElement, toolsIn, type ToolAssets } from '../../shared/tool-assets.ts';
import { TOOLS, type ToolName } from '../../shared/tools.ts';
import type { PageData } from '../../shared/types.ts';
import { documentTitle, NOT_FOUND_PATH, PAGE_DATA_DIR, pageDataUrl, pageIdOf } from '../../shared/urls.ts';
import type { PipelineResult } from '../content/pipeline.ts';
import { renderDocument, type PageAssets } from './document.ts';

/** The prerender bundle's export. */
type RenderFn = (url: string, initial: { page?: PageData }) => string;

/** Where a route's HTML goes: `/a/b/` is `a/b/index.html`. */
export function htmlFileFor(url: string): string {
  return path.join(...url.split('/').filter(Boolean), 'index.html');
}

/** The data block listing the files of the tools a page body holds (src/app/tools/load.ts loads them). */
function toolFilesOf(html: string, tools: ToolAssets): string {
  const held: ToolAssets = {};
  for (const name of toolsIn(html, Object.keys(TOOLS) as ToolName[])) {
    const files = tools[name];
    if (files === undefined) throw new Error(`a page holds the ${name} tool, but the client build has no entry for it`);
    held[name] = files;
  }
  return toolAssetsElement(held);
}

/** Prerenders every route into `outDir`; returns the number of HTML files written. `onWritten` is told the site path of each as it is written. */
export function prerender(options: { bundle: string; outDir: string; content: PipelineResult; assets: PageAssets; onWritten?: (sitePath: string) => void }): number {
  // React is external to the bundle and picks its build from NODE_ENV when first required: its
  // production build renders the same markup in half the time (0.37 s instead of 0.69 s here).
  process.env['NODE_ENV'] ??= 'production';
  const require = createRequire(import.meta.url);
  delete require.cache[options.bundle];
  const { render } = require(options.bundle) as { render: RenderFn };
  // Each document is rendered as its turn to be written comes, so only a few are held at a time.
  const jobs: Array<() => { file: string; text: string }> = [];
  const emit = (url: string, title: string, page: PageData | undefined, extra: { noindex?: boolean; file?: string; assets?: PageAssets } = {}): void => {
    jobs.push(() => ({
      file: extra.file ?? htmlFileFor(url),
      text: renderDocument({
        url,
        title,
        // The body travels in the DOM, not twice: the embedded data leaves it out.
        ...(page === undefined ? {} : { description: page.description, initialData: { page: { ...page, html: undefined } } }),
        appHtml: render(url, page === undefined ? {} : { page }),
        assets: extra.assets ?? options.assets,
        ...(extra.noindex === true ? { noindex: true } : {}),
        ...(page === undefined ? {} : { extraHead: toolFilesOf(page.html, options.assets.tools ?? {}) }),
      }),
    }));
  };
  // The home view is a chunk of its own; its page asks for it at once, beside the main bundle.
  emit('/', HOME_TITLE, undefined, { assets: { ...options.assets, js: [...options.assets.js, ...(options.assets.homeJs ?? [])] } });
  emit('/app-shell/', HOME_TITLE, undefined, { noindex: true });
  emit(NOT_FOUND_PATH, documentTitle(TEXT.notFoundTitle), undefined, { noindex: true, file: '404.html' });
  for (const page of options.content.pages) emit(page.url, documentTitle(page.title), page);
  for (const page of options.content.printables) emit(page.url, PRINTABLE_TITLE, page, { noindex: true });
  // Written synchronously, one at a time: each file is on disk the moment it is rendered, and
  // `onWritten` hands it on then, where an asynchronous write's callback waited for the
  // rendering of the next pages (the compression thread got the pages in bursts, idle between).
  for (const job of jobs) {
    const { file, text } = job();
    const full = path.join(options.outDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    options.onWritten?.(`/${file}`);
  }
  return jobs.length;
}

/**
 * Puts every page's data file where client-side navigation fetches it (`/page-data/<id>.json`):
 * the content pipeline already wrote the same bytes into the generated folder (`pages/`,
 * `printable/`, which the dev server serves), so they are copied, not serialised again. They
 * need only the pipeline, so the build does this before the bundles exist and compresses them
 * while the later steps run.
 */
export async function writePageData(outDir: string, generatedDir: string, content: Pick<PipelineResult, 'pages' | 'printables'>): Promise<number> {
  await mkdir(path.join(outDir, PAGE_DATA_DIR), { recursive: true });
  const copies = [...content.pages.map((p) => ['pages', p.url]), ...content.printables.map((p) => ['printable', p.url])];
  await Promise.all(copies.map(([folder = '', url = '']) => copyFile(path.join(generatedDir, folder, `${pageIdOf(url)}.json`), path.join(outDir, pageDataUrl(url)))));
  return copies.length;
}
