/**
 * The prerender bundle (`entry-server.cjs`), made with esbuild. It never reaches a reader: the
 * build requires it once to render every route to HTML, and the browser bundle, made by webpack,
 * hydrates that HTML. webpack compiled it in 3.4 s of CPU on the 2-core reference machine,
 * beside the render workers; esbuild takes a tenth of that (issue #22). What the two must
 * agree on is kept here in one place and checked by ssr-bundle.test.ts:
 * - the CSS-module class names, made as css-loader makes the browser's (`[local]_[hash:base64:5]`
 *   over the file's path from the root and the local name, with the output's xxhash64), through
 *   the same postcss steps, taken from css-loader's own dependencies;
 * - the constants webpack's DefinePlugin gives the browser bundle (`__SSR__` true here);
 * - the server views (`views.server.tsx`) in place of the deferred ones (src/app/deferred.tsx);
 * - React stays external, so the bundle renders with the React the build requires.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import webpack from 'webpack';
import { CSS_MODULE_NAMES, SSR_DEFINES, SSR_VIEW_REQUEST } from '../../../webpack.config.ts';

const root = path.resolve(import.meta.dirname, '../../..');
/** css-loader's own copies of the postcss steps it runs on a CSS module. */
const cssLoaderRequire = createRequire(createRequire(import.meta.url).resolve('css-loader'));

type PostcssPlugin = unknown;
const postcss = cssLoaderRequire('postcss') as (plugins: PostcssPlugin[]) => { process: (css: string, options: { from: string }) => Promise<{ root: unknown }> };
const modulesValues = cssLoaderRequire('postcss-modules-values') as PostcssPlugin;
const localByDefault = cssLoaderRequire('postcss-modules-local-by-default') as (options: { mode: string }) => PostcssPlugin;
const extractImports = cssLoaderRequire('postcss-modules-extract-imports') as () => PostcssPlugin;
const modulesScope = cssLoaderRequire('postcss-modules-scope') as (options: { generateScopedName: (name: string, file: string) => string; exportGlobals: boolean }) => PostcssPlugin;
const { extractICSS } = cssLoaderRequire('icss-utils') as { extractICSS: (root: unknown) => { icssExports: Record<string, string> } };

/** A CSS escape undone, as css-loader hashes the name a selector means, not how it is written. */
const unescape = (name: string): string => name.replace(/\\([\da-f]{1,6}[ \t]?|[\s\S])/gi, (_, escaped: string) => (/^[\da-f]/i.test(escaped) && escaped.length > 1 ? String.fromCodePoint(Number.parseInt(escaped.trim(), 16)) : escaped));

/** The five hash characters css-loader gives `local` in `file` (its `defaultGetLocalIdent`). */
function localIdentHash(file: string, local: string): string {
  const content = `${path.relative(root, file).split(path.sep).join('/')}\x00${local}`;
  let hash = '';
  for (let tier = 0; hash.length < CSS_MODULE_NAMES.hashLength; tier++) {
    const h = webpack.util.createHash(CSS_MODULE_NAMES.hashFunction);
    const salt = Buffer.alloc(4);
    salt.writeUInt32LE(tier);
    h.update(salt);
    h.update(Buffer.from(content, 'utf8'));
    hash = `${hash}${String(h.digest('base64'))}`
      .replace(/^\d+/, '')
      .replace(/\//g, '_')
      .replace(/[^A-Za-z0-9_]+/g, '')
      .slice(0, CSS_MODULE_NAMES.hashLength);
  }
  return hash;
}

/** The class names (and other local names) a CSS module exports, by the name its code uses. */
export async function cssModuleNames(file: string): Promise<Record<string, string>> {
  const css = await readFile(file, 'utf8');
  const scope = modulesScope({ generateScopedName: (name) => `${name}_${localIdentHash(file, unescape(name))}`, exportGlobals: false });
  const result = await postcss([modulesValues, localByDefault({ mode: 'local' }), extractImports(), scope]).process(css, { from: file });
  return extractICSS(result.root).icssExports;
}

/** Serves `*.module.css` imports as their class names; other stylesheets are the browser's alone. */
const cssModules: Plugin = {
  name: 'css-module-names',
  setup(bundle) {
    bundle.onLoad({ filter: /\.module\.css$/ }, async (args) => ({ contents: JSON.stringify(await cssModuleNames(args.path)), loader: 'json' }));
  },
};

/** The server's views in place of the deferred ones (`SSR_VIEW_REQUEST`). */
const serverViews: Plugin = {
  name: 'server-views',
  setup(bundle) {
    bundle.onResolve({ filter: SSR_VIEW_REQUEST }, (args) => ({ path: path.resolve(args.resolveDir, args.path.replace(/views\.ts$/, 'views.server.tsx')) }));
  },
};

/** Writes `entry-server.cjs` into `ssrDir`, the generated data read from `generatedDir`; gives the files bundled, relative to the root. */
export async function bundlePrerender(options: { generatedDir: string; ssrDir: string }): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(root, 'src/app/entry-server.tsx')],
    outfile: path.join(options.ssrDir, 'entry-server.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    alias: { '@generated': options.generatedDir },
    define: { ...SSR_DEFINES, 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [cssModules, serverViews],
    logLevel: 'silent',
    legalComments: 'none',
    metafile: true,
  });
  // esbuild names them relative to the working folder.
  return Object.keys(result.metafile.inputs).map((file) => path.relative(root, path.resolve(file)).split(path.sep).join('/'));
}
