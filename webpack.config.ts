/**
 * The site's own webpack configuration: a browser bundle and a Node bundle for prerendering,
 * both from the same React sources. The build script (src/build/cli/build.ts) and the dev
 * server (src/build/cli/dev.ts) call these factories; `webpack` from the command line works too.
 */
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import { AwaitModule } from './src/build/await-module.ts';
import { ANALYTICS_MEASUREMENT_ID, CHUNK_LOAD_TIMEOUT_MS } from './src/shared/constants.ts';
import { defaultsDataDir } from './src/build/tools/defaults-data.ts';
import { VALIDATOR_AJV_FILE, VALIDATOR_FILES, validatorModuleFile } from './src/build/tools/validator-cache.ts';
import { TOOL_CHUNK_PREFIX, TOOLS } from './src/shared/tools.ts';

const root = import.meta.dirname;

/** The analytics measurement id baked into the app: `ANALYTICS_ID` from the environment, else the configured one ('' loads nothing). */
const analyticsId = JSON.stringify(process.env['ANALYTICS_ID'] ?? ANALYTICS_MEASUREMENT_ID);

/** Options for the factories. */
export interface SiteConfigOptions {
  /** Production or development. */
  mode: 'production' | 'development';
  /** Where the browser bundle goes (default `dist`). */
  outDir?: string;
  /** The content pipeline's output the app imports as `@generated` (default `.generated`). */
  generatedDir?: string;
  /** Name of the persistent cache, so builds of different content never share one. */
  cacheName?: string;
  /**
   * Settles once the search index's manifest is in the generated folder: the build writes the
   * index on another thread while this bundle compiles, and only that module waits for it.
   */
  searchManifest?: Promise<unknown>;
}

const swcRule = (dev: boolean): RuleSetRule => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
      },
    },
  },
});

/**
 * How a CSS module's class names are made in production: its local name, `_`, and this many
 * characters of this hash over its file's path and the name (css-loader's own scheme). The
 * prerender bundle, made without webpack, makes the same names (src/build/prerender/ssr-bundle.ts).
 */
export const CSS_MODULE_NAMES = { hashFunction: 'xxhash64', hashLength: 5 } as const;

/** The constants the app reads (src/app/generated.d.ts), as source text: for the browser bundle, or for the prerender (`ssr`). */
const appDefines = (ssr: boolean, devServer: boolean): Record<string, string> => ({ __SSR__: JSON.stringify(ssr), __DEV_SERVER__: JSON.stringify(devServer), __ANALYTICS_ID__: analyticsId });

/** The app's constants as the prerender bundle sees them. */
export const SSR_DEFINES = appDefines(true, false);

/** An import of the deferred views (views.ts, page-views.ts), which the prerender bundle takes from `*views.server.tsx`. */
export const SSR_VIEW_REQUEST = /^\.{1,2}\/(?:\.\.\/)*(?:page-)?views\.ts$/;

export const cssModules = (dev: boolean) => ({
  auto: /\.module\.css$/,
  localIdentName: dev ? '[name]__[local]' : `[local]_[hash:base64:${CSS_MODULE_NAMES.hashLength}]`,
  namedExport: false,
  exportLocalsConvention: 'as-is' as const,
});

const resolve = (options: SiteConfigOptions): NonNullable<Configuration['resolve']> => ({
  extensions: ['.tsx', '.ts', '.js'],
  // Paths are used as resolved, not followed through symbolic links: the checkout and an
  // installed node_modules have none, and following them read every folder of every path
  // resolved (enhanced-resolve's SymlinkPlugin: 0.27 s of a profiled cold build's CPU, 0.06 s after).
  symlinks: false,
  alias: {
    '@generated': path.resolve(root, options.generatedDir ?? '.generated'),
    // webpack's options validator for the configuration checker, generated once per installed webpack.
    '@webpack-validator': validatorModuleFile(),
    // The defaults explorer's data, one JSON file per mode and target, written once per installed webpack.
    '@webpack-defaults': defaultsDataDir(),
  },
});

/**
 * The persistent cache, for the dev server only. A production build without it is faster from
 * scratch: storing the cache (serialising every module, hashing the build dependencies) cost
 * about 1.5 s of CPU and 1 s of the cold build's 15 s, while a build with a full cache saved
 * about 2.5 s of webpack work; every CI build and every fresh clone starts cold.
 */
const cache = (options: SiteConfigOptions, side: string): NonNullable<Configuration['cache']> =>
  options.mode === 'production'
    ? false
    : {
        type: 'filesystem',
        cacheDirectory: path.join(root, '.cache/webpack'),
        name: `${options.cacheName ?? 'site'}-${side}-${options.mode}`,
        buildDependencies: { config: [path.join(root, 'webpack.config.ts')] },
      };

/**
 * Hands the script minimizer each script as one string. terser-webpack-plugin asks every asset
 * for its code together with a source map, and webpack-sources walked each script's pieces to
 * build a map that is null without `devtool`; the code it minifies is the same string either
 * way. The minimizer's step took 0.26 s of a profiled cold build's CPU before and 0.08 s after,
 * this step 15 ms. Runs just before the minimizers, in production only.
 */
class PlainScriptSources {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('PlainScriptSources', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PlainScriptSources', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (name.endsWith('.js')) compilation.updateAsset(name, new webpack.sources.RawSource(source.source()));
        }
      });
    });
  }
}

/**
 * swc's minifier for the browser bundles. `parallel: false` (and the same for the CSS minimizer)
 * keeps the work in this process: with the default, each minimizer started worker processes
 * (which load tsx and the plugin again) to minify a handful of files, about 1.5 s of CPU in a
 * cold build for work that takes a fraction of that in process. Licence comments (`@license`,
 * `/*!`) go to `<script>.LICENSE.txt` beside the script, named in a one-line comment at its top:
 * React's five notices, kept inline, were 1.2 KB of the first-load bundle (275 B gzip, against a
 * budget with 10 B to spare). Without `parallel`, the plugin starts every script's minifying at
 * once (swc runs each on libuv's thread pool), so the client bundle has one instance for all its
 * scripts, with `passes` chosen per script (`passesFor`): with two instances, one for the tools'
 * scripts, the second started when the first had finished, and the configuration checker's
 * script then took a core alone for about a second at the end of the client bundle's step.
 */
const jsMinimizer = (passesFor: (script: string) => number | undefined): TerserPlugin<unknown> => {
  const swcMinify = TerserPlugin.swcMinify;
  const minify: typeof swcMinify = Object.assign(
    (input: Parameters<typeof swcMinify>[0], sourceMap: Parameters<typeof swcMinify>[1], options: Parameters<typeof swcMinify>[2], comments: Parameters<typeof swcMinify>[3]) =>
      swcMinify(input, sourceMap, withPasses(options, passesFor(Object.keys(input)[0] ?? '')), comments),
    { getMinimizerVersion: swcMinify.getMinimizerVersion, supportsWorkerThreads: swcMinify.supportsWorkerThreads, filter: swcMinify.filter },
  );
  return new TerserPlugin({ parallel: false, minify, extractComments: true });
};

/** swc's minify options with `passes` compress passes (the options as they are for undefined, or with compressing off). */
export function withPasses<T extends Record<string, unknown>>(options: T | undefined, passes: number | undefined): T | undefined {
  const compress: unknown = options?.compress;
  if (passes === undefined || compress === false) return options;
  return { ...options, compress: { ...(typeof compress === 'object' && compress !== null ? compress : {}), passes } } as unknown as T;
}

/**
 * A tool's own script (`tool-<name>.<hash>.js`, toolEntries below, and the checker's validator,
 * `tool-checker-validator.<hash>.js`) is minified with one compress pass, the app's scripts with
 * two (swc's default, which `passes` left out also gives). The configuration checker's script
 * (2.7 MB before minifying, then one script: webpack's options validator, CodeMirror, acorn)
 * took 2.2-2.3 s of CPU with two passes and 1.7-1.8 s with one, on its own thread, for 1.7 KB more (as served: 351 B brotli of 284 KB, 270 B gzip), read only on its
 * page; the defaults explorer's, 74 B brotli. The main script keeps two: one would save about
 * 0.2 s for 36 B brotli on every page.
 */
const TOOL_SCRIPT = new RegExp(`^${TOOL_CHUNK_PREFIX}[\\w-]+\\.[0-9a-f]+\\.js$`);

/** The compress passes of a client script: one for a tool's own (TOOL_SCRIPT), two for the rest. */
export const clientScriptPasses = (script: string): number => (TOOL_SCRIPT.test(script) ? 1 : 2);

/**
 * esbuild's CSS minifier, not cssnano (the plugin's default): cssnano's minifying took 20 ms of a
 * cold build, loading its preset (caniuse-lite's feature data, svgo) about 0.75 s of the build
 * thread's CPU. The stylesheets come out with the same rules (both minified files, formatted by
 * esbuild, are identical) and 25 B smaller gzip; cold builds 13.6 s against 14.0 s, 23.0 s of
 * CPU against 23.6 s (median of 3, alternated with the commit before).
 */
const cssMinimizer = (): CssMinimizerPlugin<Record<string, unknown>> => new CssMinimizerPlugin({ parallel: false, minify: CssMinimizerPlugin.esbuildMinify });

/**
 * Each tool (src/shared/tools.ts) is an entry of its own, `tool-<name>`, loaded only on its page
 * (src/app/tools/load.ts). It depends on `main`, so React and the rest of main are not bundled
 * twice, and it loads nothing lazily: main's runtime lists the files of the chunks it may load
 * (an id and hash each, on every page), and an entry's own files are not among them.
 */
function toolEntries(): Record<string, { import: string; dependOn: string }> {
  return Object.fromEntries(Object.keys(TOOLS).map((name) => [`${TOOL_CHUNK_PREFIX}${name}`, { import: `./src/app/tools/${name}/entry.ts`, dependOn: 'main' }]));
}

const isToolChunk = (chunk: { name?: string | null }): boolean => chunk.name?.startsWith(TOOL_CHUNK_PREFIX) === true;

/** The browser bundle. */
export function createClientConfig(options: SiteConfigOptions): Configuration {
  const dev = options.mode === 'development';
  return {
    name: 'client',
    mode: options.mode,
    context: root,
    target: 'web',
    entry: { main: './src/app/entry-client.tsx', ...toolEntries() },
    output: {
      path: path.resolve(root, options.outDir ?? 'dist'),
      publicPath: '/',
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[id].js' : '[contenthash:12].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[id].css' : '[contenthash:12].css',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      hashFunction: CSS_MODULE_NAMES.hashFunction,
      clean: false,
    },
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    // `global` stays as written: schema-utils (the checker) reads it only where `globalThis` is
    // missing, and webpack's stand-in would put a helper into main's runtime, on every page.
    node: { global: false },
    resolve: resolve(options),
    module: {
      // The checker's validator is 0.75 MB of ajv's code that loads nothing (validator-source.ts).
      noParse: VALIDATOR_AJV_FILE,
      rules: [
        swcRule(dev),
        // A file imported as its URL: `import url from './x.json?url'` (the defaults explorer's data).
        { resourceQuery: /^\?url$/, type: 'asset/resource', generator: { filename: '[hash][ext]' } },
        {
          test: /\.css$/,
          use: [
            dev ? 'style-loader' : MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { modules: cssModules(dev), importLoaders: 0 } },
          ],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(appDefines(false, dev)),
      ...(dev ? [] : [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[contenthash:12].css' }), new PlainScriptSources()]),
      ...(options.searchManifest === undefined ? [] : [new AwaitModule(/^@generated\/search-manifest\.json$/, options.searchManifest)]),
    ],
    optimization: {
      moduleIds: dev ? 'named' : 'deterministic',
      chunkIds: dev ? 'named' : 'deterministic',
      minimizer: [jsMinimizer(clientScriptPasses), cssMinimizer()],
      splitChunks: {
        cacheGroups: {
          // One stylesheet for what every page needs, and one stylesheet chunk that webpack's
          // runtime loads with the first lazy feature needing CSS (a failure there is the spec's
          // CSS_CHUNK_LOAD_FAILED).
          // (Not the tools' entries: their stylesheets are their own, src/shared/tool-assets.ts.)
          styles: { name: 'styles', type: 'css/mini-extract', chunks: (chunk) => chunk.canBeInitial() && !isToolChunk(chunk), enforce: true, priority: 10 },
          // Deferred views (src/app/deferred.tsx) are chunks of their own, but their markup is
          // prerendered into the page, so their styles belong to the stylesheet the HTML links.
          viewStyles: {
            name: 'styles',
            type: 'css/mini-extract',
            // Every stylesheet of the app but the search dialog's, the offline banner's and the
            // tools' (src/app/tools), which only their own pages load.
            test: /[\\/]src[\\/]app[\\/](?!Search[\\/]SearchDialog\.|sw[\\/]|tools[\\/])/,
            chunks: 'all',
            enforce: true,
            priority: 20,
          },
          lazyStyles: { name: 'lazy-styles', type: 'css/mini-extract', chunks: 'async', enforce: true },
          // The configuration checker's validator (ajv's generated code for webpack's schema, the
          // schema, schema-utils) is a script of its own beside the checker's (CodeMirror, acorn,
          // the tool): every script's minifying starts at once (jsMinimizer), and the checker's
          // 2.7 MB as one script was the last to finish, about a second of swc on one core. As
          // two (1.1 and 1.6 MB) they are minified side by side, for 0.8 KB less brotli; the
          // page loads both at once (src/app/tools/load.ts).
          checkerValidator: {
            name: `${TOOL_CHUNK_PREFIX}checker-validator`,
            test: (module: webpack.Module) => {
              const resource = (module as webpack.NormalModule).resource ?? '';
              return VALIDATOR_FILES.test(resource) || /[\\/](?:schemas[\\/]WebpackOptions\.json|schema-utils[\\/].*)$/.test(resource);
            },
            chunks: (chunk: webpack.Chunk) => chunk.name === `${TOOL_CHUNK_PREFIX}checker`,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    cache: cache(options, 'client'),
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * The service worker `/sw.js` (src/sw, Workbox). Its precache list is injected after the whole
 * site is written (src/build/outputs/precache.ts), because the app shell, the offline page and
 * the search index do not exist yet when webpack runs. `SW_KILL_SWITCH=1` builds the worker
 * that removes itself instead (CONTRIBUTING.md).
 */
export function createServiceWorkerConfig(options: SiteConfigOptions): Configuration {
  return {
    name: 'sw',
    mode: options.mode,
    context: root,
    target: 'webworker',
    entry: { sw: './src/sw/sw.ts' },
    output: { path: path.resolve(root, options.outDir ?? 'dist'), filename: 'sw.js', hashFunction: 'xxhash64', clean: false },
    devtool: false,
    resolve: resolve(options),
    module: { rules: [swcRule(false)] },
    plugins: [
      new webpack.DefinePlugin({ __SW_KILL_SWITCH__: JSON.stringify(process.env['SW_KILL_SWITCH'] === '1') }),
      ...(options.mode === 'production' ? [new PlainScriptSources()] : []),
    ],
    optimization: { minimizer: [jsMinimizer(() => undefined)] },
    performance: { hints: false },
    cache: cache(options, 'sw'),
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration[] => {
  const mode = argv.mode ?? 'production';
  return [createClientConfig({ mode })];
};
