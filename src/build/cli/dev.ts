/**
 * `npm start`: the content pipeline in watch mode plus webpack-dev-server on
 * http://localhost:3000. Saving a markdown file regenerates its page data, which the server
 * hands out as `/page-data/<id>.json` (as the build does) and watches: the open page reloads.
 */
import { watch } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createClientConfig } from '../../../webpack.config.ts';
import { THEME_BOOT_SCRIPT } from '../../shared/theme-script.ts';
import { PAGE_DATA_DIR } from '../../shared/urls.ts';
import { runContentPipeline } from '../content/pipeline.ts';
import { info, step, warn } from '../log.ts';
import { createSiteHighlighter } from '../markdown/highlight.ts';
import { publishSupporters } from '../sponsors/publish.ts';
import { createReadmeProvider, thirdPartyPages } from '../third-party/readmes.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env['PORT'] ?? 3000);
const highlighter = await createSiteHighlighter();
const readmes = createReadmeProvider(root, await thirdPartyPages(path.join(root, 'content')));

async function generate(): Promise<void> {
  try {
    await runContentPipeline({ root, contentDir: 'content', outDir: path.join(root, '.generated'), strictLinks: false, highlighter, readmes });
  } catch (error) {
    warn(`content pipeline: ${(error as Error).message}`);
  }
}

await step('content pipeline', generate);
// Files the production build writes beside the bundles (sponsor data and logos) are served
// from a folder of their own in dev.
const publicDir = path.join(root, '.cache/dev-public');
info(await step('sponsor data and logos', () => publishSupporters(root, publicDir)));

let timer: NodeJS.Timeout | undefined;
for (const dir of ['content', 'examples']) {
  watch(path.join(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
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
    templateContent: `<!doctype html><html lang="en" data-theme="light" class="light"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>webpack</title><meta name="description" content=""><link rel="canonical" href="/"><script>${THEME_BOOT_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
    inject: 'head',
    scriptLoading: 'defer',
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
      // Page data as the build lays it out (src/app/data/loadPage.ts); a change reloads the page.
      { directory: path.join(root, '.generated/pages'), publicPath: `/${PAGE_DATA_DIR}`, watch: true },
      { directory: path.join(root, '.generated/printable'), publicPath: `/${PAGE_DATA_DIR}`, watch: true },
    ],
  },
  webpack(config),
);
await server.start();
info(`webpack docs running at http://localhost:${port}/`);
