/**
 * `npm start`: the content pipeline in watch mode plus webpack-dev-server on
 * http://localhost:3000. Saving a markdown file re-renders that file (the others are kept) and
 * regenerates the page data, which the server hands out as `/page-data/<id>.json` as the build
 * does; a server-sent event on `/__content-events` then makes the open page fetch its data again
 * and show the change in place. Changes to the nav tree go through webpack, which reloads the page.
 * Page markdown and the llms files are made from the last run when asked for.
 */
import { watch } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createClientConfig } from '../../../webpack.config.ts';
import { SEARCH_KEYS_SCRIPT } from '../../shared/search-keys.ts';
import { THEME_BOOT_SCRIPT } from '../../shared/theme-script.ts';
import { CONTENT_EVENTS_PATH, DEV_SEARCH_SOURCES_URL, PAGE_DATA_DIR } from '../../shared/urls.ts';
import { runContentPipeline, type PipelineResult, type PipelineReuse } from '../content/pipeline.ts';
import { markdownFiles } from '../llms/write.ts';
import { info, step, warn } from '../log.ts';
import { createSiteHighlighter } from '../markdown/highlight.ts';
import { publishSupporters, writeSponsorsShape } from '../sponsors/publish.ts';
import { createReadmeProvider, thirdPartyPages } from '../third-party/readmes.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env['PORT'] ?? 3000);
const highlighter = await createSiteHighlighter();
const readmes = createReadmeProvider(root, await thirdPartyPages(path.join(root, 'content')));
// A save re-renders only the files that changed (and those including a changed file).
const reuse: PipelineReuse = { renders: new Map() };

/** Browsers listening for regenerations (server-sent events). */
const contentClients = new Set<ServerResponse>();
let regenerations = 0;

/** The last run's result, and its markdown files once asked for (made on demand, as the build makes them). */
let latest: { result: PipelineResult; markdown?: Map<string, string> } | undefined;

async function generate(): Promise<void> {
  try {
    latest = { result: await runContentPipeline({ root, contentDir: 'content', outDir: path.join(root, '.generated'), strictLinks: false, highlighter, readmes, reuse }) };
    regenerations += 1;
    for (const client of contentClients) client.write(`data: ${regenerations}\n\n`);
  } catch (error) {
    warn(`content pipeline: ${(error as Error).message}`);
  }
}

await step('content pipeline', generate);
// Files the production build writes beside the bundles (sponsor data and logos) are served
// from a folder of their own in dev.
const publicDir = path.join(root, '.cache/dev-public');
info(await step('sponsor data and logos', () => publishSupporters(root, publicDir)));
await step('sponsor data shape', () => writeSponsorsShape(root, path.join(root, '.generated')));

let timer: NodeJS.Timeout | undefined;
for (const dir of ['content', 'examples']) {
  watch(path.join(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
    // A short pause gathers an editor's several writes of one save.
    timer = setTimeout(() => {
      const started = performance.now();
      void generate().then(() => info(`content regenerated in ${Math.round(performance.now() - started)} ms`));
    }, 50);
  });
}

const config = createClientConfig({ mode: 'development', outDir: '.cache/dev' });
config.plugins = [
  ...(config.plugins ?? []),
  new HtmlWebpackPlugin({
    templateContent: `<!doctype html><html lang="en" data-theme="light" class="light"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>webpack</title><meta name="description" content=""><link rel="canonical" href="/"><script>${THEME_BOOT_SCRIPT}</script><script>${SEARCH_KEYS_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
    inject: 'head',
    scriptLoading: 'defer',
    // The tools' entries load only on their pages (src/app/tools/load.ts).
    chunks: ['main'],
  }),
];
const server = new WebpackDevServer(
  {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    client: { overlay: { warnings: false } },
    static: [
      { directory: publicDir, watch: false },
      // Page data as the build lays it out (src/app/data/loadPage.ts). A regeneration is announced
      // on the content events below; the open page fetches its data again in place.
      { directory: path.join(root, '.generated/pages'), publicPath: `/${PAGE_DATA_DIR}`, watch: false },
      { directory: path.join(root, '.generated/printable'), publicPath: `/${PAGE_DATA_DIR}`, watch: false },
      // The search sources the browser indexes in dev (src/app/Search/engine.ts).
      { directory: path.join(root, '.generated'), publicPath: path.posix.dirname(DEV_SEARCH_SOURCES_URL), watch: false },
    ],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app?.get(CONTENT_EVENTS_PATH, (request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
        response.write(': connected\n\n');
        contentClients.add(response);
        request.on('close', () => contentClients.delete(response));
      });
      // Page markdown and the llms files (src/build/llms), from the last regeneration.
      devServer.app?.get(/(?:\.md|^\/llms[\w-]*\.txt)$/, (request, response, next) => {
        if (latest === undefined) return next();
        latest.markdown ??= markdownFiles(latest.result.nav, latest.result.pages);
        const text = latest.markdown.get(request.path);
        if (text === undefined) return next();
        response.writeHead(200, { 'Content-Type': request.path.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        response.end(text);
      });
      return middlewares;
    },
  },
  webpack(config),
);
await server.start();
info(`webpack docs running at http://localhost:${port}/`);
