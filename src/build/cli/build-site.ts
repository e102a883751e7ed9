/** The production static site in `dist/`, each step timed (`npm run build` runs it in a thread: `build.ts`). */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClientConfig, createServiceWorkerConfig } from '../../../webpack.config.ts';
import { markSvg } from '../../shared/brand.ts';
import { REDIRECTS } from '../../shared/redirects.ts';
import { SW_URL } from '../../shared/service-worker.ts';
import { PAGE_DATA_DIR } from '../../shared/urls.ts';
import { assertHistoryCurrent } from '../api-history/history.ts';
import { runContentPipeline } from '../content/pipeline.ts';
import type { ContentFile } from '../content/scan.ts';
import { publishReadmeImages } from '../third-party/readme-images.ts';
import { createReadmeProvider, thirdPartyPages } from '../third-party/readmes.ts';
import { info, step } from '../log.ts';
import { peakMemoryMb } from '../memory.ts';
import { adoptCopies, compressEarly, startEarlyCompression } from '../outputs/compress.ts';
import { finishSite } from '../outputs/finish.ts';
import { toolOnlyFilesOf } from '../tools/tool-chunks.ts';
import { isMarkdownOutput, listSiteFiles } from '../outputs/site-tree.ts';
import { atomFeed, redirectPage, redirectsFile, robotsTxt, sitemapXml } from '../outputs/site-files.ts';
import { htmlFileFor, prerender, writePageData } from '../prerender/prerender.ts';
import { bundlePrerender } from '../prerender/ssr-bundle.ts';
import { startMarkdownThread } from '../llms/markdown-thread.ts';
import { formatLlmsSizes } from '../llms/write.ts';
import { publishSupporters, writeSponsorsShape } from '../sponsors/publish.ts';
import { reportSearchIndex, searchFiles } from '../search/build-index.ts';
import { startSearchIndexThread } from '../search/index-thread.ts';
import { createSignal, raiseSignal } from '../thread-signal.ts';
import { entryAssets, runWebpack } from '../webpack-run.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Options of a site build (tests build fixture content into other folders). */
export interface BuildOptions {
  /** Content folder relative to the root. */
  contentDir?: string;
  /** Output folder. */
  outDir?: string;
  /** Read git history (default true). */
  git?: boolean;
}

/** Folders a build works in, derived from its output folder. */
export function buildWorkPaths(outDir: string): { generatedDir: string; ssrDir: string; cacheName: string; compressDir: string } {
  if (outDir === path.join(root, 'dist')) return { generatedDir: path.join(root, '.generated'), ssrDir: path.join(root, '.cache/ssr'), cacheName: 'site', compressDir: path.join(root, '.cache/compress') };
  const name = path.relative(root, outDir).replace(/^\.cache\//, '').replace(/[^\w-]+/g, '_');
  return { generatedDir: path.join(root, '.cache', `${name}.generated`), ssrDir: path.join(root, '.cache', `${name}.ssr`), cacheName: name, compressDir: path.join(root, '.cache', `${name}.compress`) };
}

/** Builds the whole site; `scanned`, the content folder's files if the caller listed them already (build-worker.ts). */
export async function buildSite(options: BuildOptions = {}, scanned?: Promise<ContentFile[]>): Promise<void> {
  const started = performance.now();
  const outDir = path.resolve(root, options.outDir ?? 'dist');
  // The default build uses `.generated/` (what `npm start` and the checks read); any other
  // output folder gets its own generated data, prerender bundle and cache, so builds of
  // different content can run side by side.
  const work = buildWorkPaths(outDir);
  const generated = work.generatedDir;
  // The "since 5.N" marks come from this file: one that ends before the installed webpack would
  // leave every newer option unmarked, so the build stops and names the command that refreshes it.
  await step('API history covers the installed webpack', () => assertHistoryCurrent(root));
  await step('clean output', async () => {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
  });
  // Ready long before the page data it compresses first (compress.ts).
  startEarlyCompression(outDir);
  const searchThread = startSearchIndexThread();
  const markdownThread = startMarkdownThread();
  // The home page's bundles import the sponsor data's shape (publish.ts): written before they compile.
  await step('sponsor data shape', () => writeSponsorsShape(root, generated));
  // Besides that shape, the prerender bundle imports only the navigation tree, which the pipeline writes before the
  // pages render, and the service worker nothing the pipeline makes: both are made while the
  // render workers run, leaving only the client bundle for after the search index.
  let navWritten = (): void => undefined;
  const navReady = new Promise<void>((resolve) => (navWritten = resolve));
  const sideBundles = navReady.then(() =>
    Promise.all([
      step('prerender bundle (esbuild, beside the content pipeline)', () => bundlePrerender(work)),
      step('webpack (service worker, beside the content pipeline)', () => runWebpack([createServiceWorkerConfig({ mode: 'production', outDir, ...work })])),
    ]),
  );
  // Awaited after the client bundle; this only keeps a failure from counting as unhandled before then.
  sideBundles.catch(() => undefined);
  // The index is written on a thread of its own from the pipeline's search records, which it
  // writes before its last steps, while this thread finishes the pipeline and compiles the client
  // bundle, whose one module importing the index's manifest waits for it (index-thread.ts).
  let searchSourcesWritten = (): void => undefined;
  const searchSources = new Promise<void>((resolve) => (searchSourcesWritten = resolve));
  // Raised by the index's thread when it is done, for the page markdown's thread (below).
  const searchDone = createSignal();
  const search = searchSources.then(() => step('search index (on a thread of its own)', async () => reportSearchIndex(await searchThread.run({ generatedDir: generated, outDir, finished: searchDone }))));
  // Awaited below; this only keeps a failure from counting as unhandled meanwhile. A thread that
  // died raised nothing: the markdown's thread is let go however the index ends.
  search.catch(() => undefined).finally(() => raiseSignal(searchDone));
  const content = await step('content pipeline', async () =>
    runContentPipeline({
      root,
      contentDir: options.contentDir ?? 'content',
      outDir: generated,
      git: options.git !== false,
      // `API_REFERENCE=off` builds without it (`npm run bench` compares the build's cost both ways).
      reference: process.env['API_REFERENCE'] !== 'off',
      parallel: true,
      readmes: createReadmeProvider(root, await thirdPartyPages(path.join(root, options.contentDir ?? 'content'))),
      onNav: navWritten,
      onSearchSources: searchSourcesWritten,
      ...(scanned === undefined ? {} : { files: await scanned }),
    }),
  );
  // Starts the two bundles now if the pipeline could not write the tree early.
  navWritten();
  searchSourcesWritten();
  // Files final from here on are compressed on a thread of their own while this one runs the
  // next steps; the last step keeps those copies (compress.ts). Each file gets the quality of
  // the first call that lists it. The service worker is rewritten by the precache step, so it
  // waits for the last step.
  const early: Array<Promise<void>> = [];
  // `firstLoad`: the scripts and styles pages link, once the client bundle is made (brotliQuality).
  const compressNew = async (precached: boolean, notPrecached: readonly string[] = [], only: (file: string) => boolean = () => true, firstLoad?: ReadonlySet<string>): Promise<void> => {
    const files = (await listSiteFiles(outDir)).filter((f) => f !== SW_URL && only(f));
    early.push(compressEarly(outDir, files, precached ? new Set(files.filter((f) => !notPrecached.includes(f))) : new Set(), work.compressDir, firstLoad));
  };
  // Page data needs only the pipeline: written now, it is compressed while the search index and
  // the client bundle keep this thread busy.
  await step('page data', () => writePageData(outDir, generated, content));
  // Only the page data: the search index's files, which its thread may be writing meanwhile, are
  // listed once written, as precached.
  await compressNew(false, [], (file) => file.startsWith(`/${PAGE_DATA_DIR}/`));
  // The search index and snippets are precached.
  const searchCompressed = search.then((report) => {
    const files = searchFiles(report);
    early.push(compressEarly(outDir, files, new Set(files), work.compressDir));
  });
  // The page markdown and the bundle need nothing of each other: the markdown is made on a
  // thread of its own meanwhile, once the search index is written, since the bundle waits for
  // the index's manifest and then minifies with a core to spare. Its job is posted now, and its
  // thread waits for the index's, which tells it directly (thread-signal.ts). It compresses its
  // files itself as soon as they are written (the compression thread waited for them while this
  // thread, in webpack's compile, read the reply late): the last step keeps those copies.
  const markdownCompressed = step('page markdown and llms.txt (on a thread of its own, after the search index)', () =>
    markdownThread.run({ outDir, nav: content.nav, pages: content.pages, after: searchDone, compress: { cacheDir: work.compressDir } }),
  ).then((markdown) => {
    info(`  ${markdown.pages} pages as markdown\n${formatLlmsSizes(markdown.llms)}`);
    adoptCopies(outDir, markdown.copies);
  });
  // Awaited below; this only keeps a failure from counting as unhandled while the bundle compiles.
  markdownCompressed.catch(() => undefined);
  const [clientStats] = await step('webpack (client bundle)', () => runWebpack([createClientConfig({ mode: 'production', outDir, ...work, searchManifest: search })]));
  await Promise.all([sideBundles, searchCompressed]);
  if (clientStats === undefined) throw new Error('webpack produced no client stats');
  const toolFiles = toolOnlyFilesOf(clientStats.compilation);
  const assets = entryAssets(clientStats);
  const firstLoad = new Set([...assets.js, ...assets.css, ...assets.homeJs]);
  // Scripts and stylesheets are precached, but for those only the tools load. The page markdown's
  // files are its thread's to compress, and on a slow run it may still be writing them: listed
  // here, they were taken as precached files (brotli 10, gzip 9): 15.8 s of CPU for all 22 MB,
  // against 1.0 s at their own quality.
  await compressNew(true, toolFiles, (file) => !isMarkdownOutput(file), firstLoad);
  // Each page is compressed as soon as it is written, on the compression thread, while React
  // renders the next on this one: listed after the step, they waited for it with a core idle.
  // The app shell among them is precached and gets its copies again at the end.
  const written = await step('prerender', () =>
    prerender({ bundle: path.join(work.ssrDir, 'entry-server.cjs'), outDir, content, assets, onWritten: (file) => early.push(compressEarly(outDir, [file], new Set(), work.compressDir)) }),
  );
  info(`  ${written} HTML files`);
  await step('site files (sitemap, robots, feed, redirects, page index)', async () => {
    const pages = content.pages.map((p) => ({ url: p.url, ...(p.lastUpdated === undefined ? {} : { lastUpdated: p.lastUpdated }) }));
    const posts = content.pages.filter((p) => p.url.startsWith('/blog/') && p.url !== '/blog/');
    const newest = posts.map((p) => p.lastUpdated ?? '').sort().at(-1) || new Date(0).toISOString();
    await Promise.all([
      writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml([{ url: '/' }, ...pages])),
      writeFile(path.join(outDir, 'robots.txt'), robotsTxt()),
      writeFile(path.join(outDir, 'favicon.svg'), markSvg()),
      mkdir(path.join(outDir, 'blog'), { recursive: true }).then(() => writeFile(path.join(outDir, 'blog/feed.xml'), atomFeed(posts, newest))),
      writeFile(path.join(outDir, '_redirects'), redirectsFile(REDIRECTS)),
      cp(path.join(generated, 'page-index.json'), path.join(outDir, 'page-index.json')),
      publishReadmeImages(path.join(root, '.cache/readmes'), outDir, content.pages.map((p) => p.html)),
      ...REDIRECTS.map(async (r) => {
        const file = path.join(outDir, htmlFileFor(r.from));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, redirectPage(r.to));
      }),
    ]);
  });
  info(await step('sponsor data and logos (fetched, else the sample)', () => publishSupporters(root, outDir)));
  // The prerender does not need the page markdown, which may still be compressed meanwhile.
  await markdownCompressed;
  // Keep last: it precaches, hashes and compresses what the steps above wrote.
  await finishSite(outDir, toolFiles, work.compressDir, firstLoad);
  await Promise.all(early);
  // CPU of every thread of this process and its peak memory: wall time alone says little on a busy machine (the scale benchmark reads this line).
  const usage = process.resourceUsage();
  const cpu = ((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1);
  info(`Built ${content.pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${cpu} s, peak RSS ${peakMemoryMb()} MB) → ${path.relative(root, outDir)}/`);
}
