/**
 * What the guides' answers to common reader tasks say webpack does (one stylesheet for the whole
 * application, console calls removed by the minimizer, file names that change between builds, SVG
 * imports by query, a library built per target), shown by production builds in memory with the
 * installed webpack.
 */
import TerserPlugin from 'terser-webpack-plugin';
import { describe, expect, it } from 'vitest';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { buildInMemory, runScript, type MemoryBuild } from './build-in-memory.ts';

/** A production build that must succeed. */
async function build(config: Configuration, sources: Record<string, string>): Promise<MemoryBuild> {
  const result = await buildInMemory({ mode: 'production', ...config }, sources);
  expect(result.errors).toEqual([]);
  return result;
}

/** The emitted file names ending in `ext`. */
const withExt = (result: MemoryBuild, ext: string): string[] => Object.keys(result.files).filter((f) => f.endsWith(ext));

describe('content/guides/css.md:181-228 one stylesheet for every entry and lazy chunk', () => {
  const sources = {
    // the guide's project is "type": "module"; without it the lazy chunk gets other ids (743 here)
    'package.json': JSON.stringify({ type: 'module' }),
    'src/app.js': "import './app.css';\nimport('./lazy.js').then((m) => m.run());\n",
    'src/admin.js': "import './admin.css';\n",
    'src/lazy.js': "import './lazy.css';\nexport function run() { console.log('lazy'); }\n",
    'src/app.css': 'body { color: red }\n',
    'src/admin.css': '.admin { color: blue }\n',
    'src/lazy.css': '.lazy { color: green }\n',
  };
  const entry = { app: './src/app.js', admin: './src/admin.js' };

  it('writes one stylesheet per chunk by default, and one styles.css with every rule with a css cache group', async () => {
    const perChunk = withExt(await build({ entry }, sources), '.css');
    expect(perChunk).toHaveLength(3);
    expect(perChunk).toEqual(expect.arrayContaining(['app.css', 'admin.css', '176.css']));

    const styles = { name: 'styles', type: /^css/, chunks: 'all' as const, enforce: true };
    const one = await build({ entry, optimization: { splitChunks: { cacheGroups: { styles } } } }, sources);
    expect(withExt(one, '.css')).toEqual(['styles.css']);
    // the lazy chunk's id follows its modules, so losing lazy.css renumbers it
    expect(withExt(one, '.js')).toContain('899.js');
    for (const rule of ['body{color:red}', '.admin{color:blue}', '.lazy{color:green}']) expect(one.files['styles.css']).toContain(rule);
  });
});

describe('content/guides/production.md:269-322 remove console calls', () => {
  const sources = {
    'src/index.js': "import './style.css';\nconsole.log('debug detail');\nconsole.warn('careful');\nconsole.error('broken');\ndocument.body.textContent = 'ready';\n",
    'src/style.css': 'body { color: red;   margin: 0 }\n',
  };
  const calls = (result: MemoryBuild): string[] => [...(result.files['main.js'] ?? '').matchAll(/console\.(\w+)/g)].map((m) => m[1]!);
  const dropping = (dropConsole: unknown): Configuration => ({ optimization: { minimizeOptions: { javascript: { compress: { passes: 2, drop_console: dropConsole } } } } });
  const terser = (): TerserPlugin => new TerserPlugin({ parallel: false, terserOptions: { compress: { drop_console: true } } });

  it('drop_console removes every console method, a list only the methods named', async () => {
    expect(calls(await build({}, sources))).toEqual(['log', 'warn', 'error']);
    expect(calls(await build(dropping(true), sources))).toEqual([]);
    expect(calls(await build(dropping(['log', 'debug']), sources))).toEqual(['warn', 'error']);
  });

  it("a TerserPlugin before '...' drops the calls and keeps the CSS minified; '...' first keeps the calls; no '...' leaves the CSS as written", async () => {
    const before = await build({ optimization: { minimizer: [terser(), '...'] } }, sources);
    expect(calls(before)).toEqual([]);
    expect(before.files['main.css']).toContain('body{color:red;margin:0}');
    expect(calls(await build({ optimization: { minimizer: ['...', terser()] } }, sources))).toEqual(['log', 'warn', 'error']);
    expect((await build({ optimization: { minimizer: [terser()] } }, sources)).files['main.css']).toContain('body { color: red;   margin: 0 }');
  });
});

describe('content/guides/caching.md:171-199 names that change when nothing changed', () => {
  const sources = (about: string): Record<string, string> => ({
    // main and vendors each over splitChunks' 20 kB minSize (and main's minRemainingSize), so the vendors group makes its chunk
    'src/index.js': `import { shared } from 'lib';\nconsole.log(shared, BUILT_AT, ${JSON.stringify('y'.repeat(25000))});\ndocument.body.onclick = () => import('./about.js').then((m) => m.show());\n`,
    'src/about.js': `export function show() { console.log('${about}'); }\n`,
    'node_modules/lib/index.js': `export const shared = ${JSON.stringify('x'.repeat(25000))};\n`,
  });
  const vendors = { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'all' as const };
  /** The emitted JavaScript names of a build, by chunk name (the part before the first dot). */
  async function names(config: Configuration, files: Record<string, string>, builtAt = 'fixed'): Promise<Record<string, string>> {
    const result = await build(
      {
        output: { filename: '[name].[contenthash].js', ...config.output },
        plugins: [new webpack.DefinePlugin({ BUILT_AT: JSON.stringify(builtAt) })],
        ...config,
        optimization: { splitChunks: { cacheGroups: { vendors } }, ...config.optimization },
      },
      files,
    );
    return Object.fromEntries(withExt(result, '.js').map((f) => [f.split('.')[0]!, f]));
  }
  /** The chunks whose file names differ between two builds, the lazy chunk (named by its id) as `lazy`. */
  const renamed = (a: Record<string, string>, b: Record<string, string>): string[] =>
    Object.keys(a)
      .filter((k) => a[k] !== b[k])
      .map((k) => (['main', 'vendors', 'runtime'].includes(k) ? k : 'lazy'))
      .sort();

  it('a build-time value in DefinePlugin renames main only; [fullhash] renames every file when one lazy module changes', async () => {
    expect(renamed(await names({}, sources('v1'), '1700000000000'), await names({}, sources('v1'), '1700000000001'))).toEqual(['main']);
    const full = { output: { filename: '[name].[fullhash].js' } };
    expect(renamed(await names(full, sources('v1')), await names(full, sources('v2')))).toEqual(['lazy', 'main', 'vendors']);
  });

  it("the runtime in main renames main when a lazy module changes; runtimeChunk 'single' leaves main alone", async () => {
    expect(renamed(await names({}, sources('v1')), await names({}, sources('v2')))).toEqual(['lazy', 'main']);
    const single = { optimization: { runtimeChunk: 'single' as const, splitChunks: { cacheGroups: { vendors } } } };
    expect(renamed(await names(single, sources('v1')), await names(single, sources('v2')))).toEqual(['lazy', 'runtime']);
  });

  it("mode 'none' renames vendors when an import is added; deterministic ids do not", async () => {
    const added = { ...sources('v1'), 'src/index.js': `import { x } from './extra.js';\nconsole.log(x);\n${sources('v1')['src/index.js']!}`, 'src/extra.js': 'export const x = 1;\n' };
    const none = { mode: 'none' as const };
    expect(renamed(await names(none, sources('v1')), await names(none, added))).toContain('vendors');
    const ids = { mode: 'none' as const, optimization: { moduleIds: 'deterministic' as const, chunkIds: 'deterministic' as const, splitChunks: { cacheGroups: { vendors } } } };
    expect(renamed(await names(ids, sources('v1')), await names(ids, added))).not.toContain('vendors');
  });

  it("a configuration without a mode gets production's deterministic ids, not the natural ids of mode 'none'", () => {
    const ids = (config: Configuration): unknown[] => {
      const options = webpack.config.getNormalizedWebpackOptions(config);
      webpack.config.applyWebpackOptionsDefaults(options);
      return [options.optimization.moduleIds, options.optimization.chunkIds];
    };
    expect(ids({})).toEqual(['deterministic', 'deterministic']);
    expect(ids({ mode: 'none' })).toEqual(['natural', 'natural']);
  });

  it('import.meta.url gives the same sources other names in another folder', async () => {
    const inFolder = (folder: string): Record<string, string> =>
      Object.fromEntries(Object.entries({ ...sources('v1'), 'src/about.js': 'export function show() { console.log(import.meta.url); }\n' }).map(([k, v]) => [`${folder}/${k}`, v]));
    const a = await names({ context: '/checkout' }, inFolder('/checkout'));
    const b = await names({ context: '/runner' }, inFolder('/runner'));
    expect(renamed(a, b)).toContain('lazy');
    expect(renamed(await names({ context: '/checkout' }, inFolder('/checkout')), a)).toEqual([]);
  });
});

describe('content/guides/asset-modules.md:242-303 SVG files', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="currentColor"/></svg>\n';
  const sources = {
    'src/index.js': "import './style.css';\nimport logoUrl from './logo.svg';\nimport logoDataUrl from './logo.svg?inline';\nimport logoMarkup from './logo.svg?raw';\nglobalThis.result = { logoUrl, logoDataUrl, logoMarkup };\n",
    'src/style.css': '.badge { background: url(./logo.svg) no-repeat }\n',
    'src/logo.svg': svg,
  };
  const rule = {
    test: /\.svg$/i,
    oneOf: [{ resourceQuery: /inline/, type: 'asset/inline' }, { resourceQuery: /raw/, type: 'asset/source' }, { type: 'asset/resource' }],
  };

  it('gives the markup, a base64 data URL, and one emitted file that the script and the stylesheet share', async () => {
    const result = await build({ output: { publicPath: '' }, optimization: { minimize: false }, module: { rules: [rule] } }, sources);
    const emitted = withExt(result, '.svg');
    expect(emitted).toHaveLength(1);
    const page: Record<string, unknown> = {};
    runScript(result.files['main.js'] ?? '', page);
    const { logoUrl, logoDataUrl, logoMarkup } = page['result'] as Record<string, string>;
    expect(logoUrl).toBe(emitted[0]);
    expect(result.files['main.css']).toContain(`url(${emitted[0]!})`);
    expect(logoDataUrl?.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(logoMarkup).toBe(svg);
  });
});

describe('content/guides/author-libraries.md:205-291 different code for Node.js and browsers', () => {
  const sources = {
    'package.json': JSON.stringify({ type: 'module', imports: { '#default-unit': { node: './src/default-unit.node.js', default: './src/default-unit.browser.js' } } }),
    'src/index.js': "export { defaultUnit } from '#default-unit';\n",
    'src/default-unit.node.js': "export function defaultUnit() { return process.env.TEMPERATURE_UNIT ?? 'C'; }\n",
    'src/default-unit.browser.js': "export function defaultUnit() { return navigator.language === 'en-US' ? 'F' : 'C'; }\n",
  };
  const library = async (target: string): Promise<string> =>
    (await build({ target, output: { filename: 'lib.js', library: { type: 'module' } } }, sources)).files['lib.js'] ?? '';

  it("resolves the imports field's node condition for target 'node' and the default for target 'web'", async () => {
    const node = await library('node');
    const web = await library('web');
    expect(node).toContain('TEMPERATURE_UNIT');
    expect(node).not.toContain('navigator');
    expect(web).toContain('navigator.language');
    expect(web).not.toContain('TEMPERATURE_UNIT');
  });
});
