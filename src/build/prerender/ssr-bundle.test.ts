/**
 * The prerender bundle, made with esbuild, against what webpack makes for the browser: the same
 * CSS-module class names (a mismatch would break every hydrated class), and none of the chunks
 * the prerender never loads.
 */
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { CSS_MODULE_NAMES, cssModules } from '../../../webpack.config.ts';
import { bundlePrerender, cssModuleNames } from './ssr-bundle.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Every CSS module of the app. */
const cssModuleFiles = (): string[] =>
  readdirSync(path.join(root, 'src/app'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.module.css'))
    .sort()
    .map((f) => path.join(root, 'src/app', f));

/** The class names css-loader exports for each file, with the browser bundle's options, compiled by webpack. */
async function cssLoaderNames(files: readonly string[]): Promise<Array<Record<string, string>>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ssr-css-'));
  dirs.push(dir);
  await writeFile(path.join(dir, 'entry.js'), `${files.map((f, i) => `import m${i} from ${JSON.stringify(f)};`).join('\n')}\nexport const names = [${files.map((_, i) => `m${i}`).join(', ')}];\n`);
  const compiler = webpack({
    mode: 'production',
    context: root,
    target: 'node',
    entry: path.join(dir, 'entry.js'),
    output: { path: path.join(dir, 'out'), filename: 'names.cjs', library: { type: 'commonjs2' }, hashFunction: CSS_MODULE_NAMES.hashFunction },
    module: { rules: [{ test: /\.css$/, use: [{ loader: 'css-loader', options: { modules: { ...cssModules(false), exportOnlyLocals: true }, importLoaders: 0 } }] }] },
    optimization: { minimize: false },
    devtool: false,
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || result === undefined ? reject(error ?? new Error('no stats')) : resolve(result))));
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  expect(stats.compilation.errors.map((e) => e.message)).toEqual([]);
  return (createRequire(import.meta.url)(path.join(dir, 'out/names.cjs')) as { names: Array<Record<string, string>> }).names;
}

describe('prerender bundle', () => {
  it("gives every CSS module of the app the class names css-loader gives the browser's", async () => {
    const files = cssModuleFiles();
    expect(files.length).toBeGreaterThan(10);
    const expected = await cssLoaderNames(files);
    const made = await Promise.all(files.map((f) => cssModuleNames(f)));
    files.forEach((file, i) => {
      expect({ file: path.relative(root, file), names: made[i] }).toEqual({ file: path.relative(root, file), names: expected[i] });
    });
    // Not a vacuous match: names carry a hash of the file's path and the local name.
    expect(made.flatMap((m) => Object.values(m))).toContainEqual(expect.stringMatching(new RegExp(`^\\w+_[\\w-]{${CSS_MODULE_NAMES.hashLength}}$`)));
  }, 60_000);

  it('bundles the server views and none of the chunks only the browser loads', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ssr-bundle-'));
    dirs.push(dir);
    const generatedDir = path.join(dir, 'generated');
    await mkdir(generatedDir);
    // The generated data is read as JSON: any well-formed file lets the bundle be made.
    for (const name of ['nav.json', 'nav-summary.json', 'option-anchors.json', 'sponsors-shape.json', 'search-manifest.json']) await writeFile(path.join(generatedDir, name), '{}');
    const bundled = await bundlePrerender({ generatedDir, ssrDir: path.join(dir, 'ssr') });
    expect(bundled).toContain('src/app/entry-server.tsx');
    expect(bundled).toContain('src/app/views.server.tsx');
    expect(bundled).not.toContain('src/app/views.ts');
    for (const browserOnly of ['src/app/Search/SearchDialog.tsx', 'src/app/router/place.ts', 'src/app/hydrate.tsx']) expect(bundled).not.toContain(browserOnly);
    expect(bundled.some((f) => f.startsWith('node_modules/react'))).toBe(false);
  }, 60_000);
});
