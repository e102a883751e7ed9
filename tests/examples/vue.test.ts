import { cp, mkdir, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildExample, buildExampleOnce, EXAMPLES_DIR, moduleNames, type ExampleBuild } from './build-example.ts';

/** Each chunk's name and files, by name. */
function chunkFiles(build: ExampleBuild): Record<string, string[]> {
  const chunks = build.stats.toJson({ all: false, chunks: true }).chunks ?? [];
  return Object.fromEntries(chunks.map((c) => [(c.names ?? []).join(','), [...(c.files ?? [])].sort()]));
}

/**
 * The hashes of the modules webpack builds from each block of one .vue file (the requests that
 * vue-loader names with `!=!`, two or three per block), joined, by block: `script`, `template`, `style`.
 */
function blockHashes(build: ExampleBuild, file: string): Record<string, string> {
  const { compilation } = build.stats;
  const hashes: Record<string, string[]> = {};
  for (const module of compilation.modules) {
    const name = module.readableIdentifier(compilation.requestShortener);
    if (!name.includes(`/${file}.`) || !name.includes('!=!')) continue;
    const block = /[?&]type=(\w+)/.exec(name)?.[1] ?? '';
    const runtime = [...compilation.chunkGraph.getModuleRuntimes(module)][0];
    (hashes[block] ??= []).push(compilation.chunkGraph.getModuleHash(module, runtime));
  }
  return Object.fromEntries(Object.entries(hashes).map(([block, list]) => [block, list.sort().join(' ')]));
}

describe('vue example, production build (guides/vue.md "Build for production", "Load a component on demand")', () => {
  const production = (): Promise<ExampleBuild> => buildExampleOnce('vue', { mode: 'production' });

  it('emits the page, main and the lazy tips chunk, each with its CSS from the built-in CSS support', async () => {
    const build = await production();
    expect(build.files).toEqual([
      'index.html',
      'main.css',
      'main.css.map',
      'main.js',
      'main.js.LICENSE.txt',
      'main.js.map',
      'tips.css',
      'tips.css.map',
      'tips.js',
      'tips.js.map',
    ]);
    expect(chunkFiles(build)).toEqual({
      main: ['main.css', 'main.js'],
      tips: ['tips.css', 'tips.js'],
    });
    expect(build.stats.hasWarnings()).toBe(false);
    const html = await build.read('index.html');
    expect(html).toContain('<script defer src=main.js></script><link href=main.css rel=stylesheet>');
    expect(html).toContain('<div id=app></div>');
  });

  it('scopes <style scoped> with the component’s data-v attribute and minifies the CSS', async () => {
    const build = await production();
    const main = await build.read('main.css');
    expect(main).toMatch(/^output\[data-v-[0-9a-f]{8}\]\{color:#006400\}h1\{font-family:sans-serif\}/);
    expect(await build.read('tips.css')).toMatch(/^\.tips\[data-v-[0-9a-f]{8}\]\{font-style:italic\}/);
    const names = moduleNames(build);
    expect(names.some((n) => n.startsWith('css ./src/Counter.vue.css?vue&type=style'))).toBe(true);
    expect(names.some((n) => n.includes('css-loader'))).toBe(false);
  });

  it('keeps the tips component out of main.js and leaves Vue’s template compiler out', async () => {
    const build = await production();
    const main = await build.read('main.js');
    const tips = await build.read('tips.js');
    expect(tips).toContain('Water early, before the sun is high.');
    expect(main).not.toContain('Water early, before the sun is high.');
    const names = moduleNames(build);
    expect(names).toContain('../../node_modules/@vue/runtime-dom/dist/runtime-dom.esm-bundler.js');
    expect(names.some((n) => n.includes('compiler-dom'))).toBe(false);
    expect(await build.read('main.js.LICENSE.txt')).toContain('@vue/runtime-dom v3.5');
  });
});

describe('vue example, feature flags (guides/vue.md "Set Vue’s feature flags")', () => {
  it('DefinePlugin replaces every flag, and the Options API costs about 8 KiB when switched on', async () => {
    const off = await buildExampleOnce('vue', { mode: 'production' });
    const on = await buildExample('vue', { mode: 'production', env: { optionsApi: true } });
    const offCode = await off.read('main.js');
    const onCode = await on.read('main.js');
    for (const code of [offCode, onCode]) {
      expect(code).not.toContain('__VUE_OPTIONS_API__');
      expect(code).not.toContain('__VUE_PROD_DEVTOOLS__');
      expect(code).not.toContain('__VUE_PROD_HYDRATION_MISMATCH_DETAILS__');
    }
    // the Options API's lifecycle options, read by applyOptions
    expect(offCode).not.toContain('beforeCreate');
    expect(onCode).toContain('beforeCreate');
    const extra = (Buffer.byteLength(onCode) - Buffer.byteLength(offCode)) / 1024;
    expect(extra).toBeGreaterThan(7);
    expect(extra).toBeLessThan(10);
  });
});

describe('vue example, TypeScript in <script setup lang="ts"> (guides/vue.md "TypeScript")', () => {
  it('webpack’s built-in TypeScript support erases the types of Counter.vue’s script block', async () => {
    const build = await buildExampleOnce('vue', { mode: 'development' });
    const main = await build.read('main.js');
    // vue-loader hands the block on with its types; the bundle has none
    expect(main).not.toContain('amount: number');
    expect(main).toMatch(/function water\(amount\s*\)/);
    const names = moduleNames(build);
    expect(names.some((n) => n.startsWith('./src/Counter.vue.ts?vue&type=script&setup=true&lang=ts!=!'))).toBe(true);
    expect(names.some((n) => n.includes('ts-loader'))).toBe(false);
  });
});

describe('vue example with css-loader and ts-loader (guides/vue.md "With css-loader and ts-loader")', () => {
  it('builds the same chunks, the CSS through css-loader and mini-css-extract-plugin', async () => {
    const build = await buildExampleOnce('vue', { configFile: 'webpack.loaders.config.js', mode: 'production' });
    expect(chunkFiles(build)).toEqual({
      main: ['main.css', 'main.js'],
      tips: ['tips.css', 'tips.js'],
    });
    const names = moduleNames(build);
    expect(names.some((n) => n.includes('css-loader/dist/cjs.js!') && n.includes('Counter.vue?vue&type=style'))).toBe(true);
    expect(names.some((n) => n.includes('ts-loader/index.js') && n.includes('Counter.vue?vue&type=script'))).toBe(true);
    // mini-css-extract-plugin's file is not minified without a CSS minimizer
    const css = await build.read('main.css');
    expect(css).toMatch(/output\[data-v-[0-9a-f]{8}\] \{\n {2}color: rgb\(0, 100, 0\);\n\}/);
    expect(await build.read('tips.js')).toContain('Water early, before the sun is high.');
  });
});

describe('vue example, hot reload of a template edit (guides/vue.md "Hot reload in the dev server")', () => {
  const WORK_ROOT = path.resolve(import.meta.dirname, '../../.cache/examples-work');

  /** Builds a copy of the example in development mode, then again after an edit to Counter.vue's template. */
  async function beforeAndAfterTemplateEdit(devtool: string | undefined): Promise<[Record<string, string>, Record<string, string>]> {
    await mkdir(WORK_ROOT, { recursive: true });
    const work = await mkdtemp(path.join(WORK_ROOT, 'vue-'));
    await cp(path.join(EXAMPLES_DIR, 'vue'), work, { recursive: true });
    if (devtool !== undefined) {
      const configPath = path.join(work, 'webpack.config.js');
      const config = await readFile(configPath, 'utf8');
      expect(config).toContain("'eval-cheap-source-map'");
      await writeFile(configPath, config.replace("'eval-cheap-source-map'", `'${devtool}'`));
    }
    const before = blockHashes(await buildExample('vue', { dir: work, mode: 'development' }), 'Counter.vue');
    const counter = path.join(work, 'src/Counter.vue');
    const source = await readFile(counter, 'utf8');
    expect(source).toContain('>Pour 2 litres<');
    await writeFile(`${counter}.tmp`, source.replace('>Pour 2 litres<', '>Pour two litres<'));
    await rename(`${counter}.tmp`, counter);
    const after = blockHashes(await buildExample('vue', { dir: work, mode: 'development' }), 'Counter.vue');
    return [before, after];
  }

  it('with the example’s devtool, only the template block’s module changes', async () => {
    const [before, after] = await beforeAndAfterTemplateEdit(undefined);
    expect(Object.keys(before).sort()).toEqual(['script', 'style', 'template']);
    expect(after.template).not.toBe(before.template);
    expect(after.script).toBe(before.script);
  });

  it('with eval-source-map, the script block’s module changes too, so vue-loader reloads the component', async () => {
    const [before, after] = await beforeAndAfterTemplateEdit('eval-source-map');
    expect(after.template).not.toBe(before.template);
    expect(after.script).not.toBe(before.script);
  });
});

describe('vue example, imports without .vue (guides/vue.md "Can\'t resolve \'./App\'")', () => {
  const WORK_ROOT = path.resolve(import.meta.dirname, '../../.cache/examples-work');

  /** A copy of the example with a config that adds `.vue` to resolve.extensions, and one edit. */
  async function copyWithExtensions(file: string, from: string, to: string): Promise<string> {
    await mkdir(WORK_ROOT, { recursive: true });
    const work = await mkdtemp(path.join(WORK_ROOT, 'vue-ext-'));
    await cp(path.join(EXAMPLES_DIR, 'vue'), work, { recursive: true });
    await writeFile(
      path.join(work, 'webpack.ext.config.js'),
      "import config from './webpack.config.js';\n" +
        'export default (env, argv) => ({ ...config(env, argv), resolve: { extensions: [".js", ".vue"] } });\n',
    );
    const source = await readFile(path.join(work, file), 'utf8');
    expect(source).toContain(from);
    await writeFile(path.join(work, file), source.replace(from, to));
    return work;
  }

  it('resolve.extensions lets a .vue file import ./Counter', async () => {
    const work = await copyWithExtensions('src/App.vue', "from './Counter.vue'", "from './Counter'");
    const build = await buildExample('vue', { dir: work, mode: 'development', configFile: 'webpack.ext.config.js' });
    expect(build.stats.hasErrors()).toBe(false);
    expect(await build.read('main.js')).toContain('Pour 2 litres');
  });

  it('but main.js, a .js file in a "type": "module" package, must name App.vue in full', async () => {
    const work = await copyWithExtensions('src/main.js', "from './App.vue'", "from './App'");
    await expect(buildExample('vue', { dir: work, mode: 'development', configFile: 'webpack.ext.config.js' })).rejects.toThrow(
      /Can't resolve '\.\/App'[\s\S]*Did you mean 'App\.vue'\?[\s\S]*resolved as fully specified/,
    );
  });
});

describe('vue example, build errors the guide quotes (guides/vue.md "Troubleshooting")', () => {
  const WORK_ROOT = path.resolve(import.meta.dirname, '../../.cache/examples-work');

  /** A copy of the example with `webpack.variant.config.js`, which changes the example's config with `change`. */
  async function variant(change: string): Promise<string> {
    await mkdir(WORK_ROOT, { recursive: true });
    const work = await mkdtemp(path.join(WORK_ROOT, 'vue-variant-'));
    await cp(path.join(EXAMPLES_DIR, 'vue'), work, { recursive: true });
    await writeFile(
      path.join(work, 'webpack.variant.config.js'),
      "import { VueLoaderPlugin } from 'vue-loader';\nimport base from './webpack.config.js';\n" +
        `export default (env, argv) => { const config = base(env, argv); ${change}; return config; };\n`,
    );
    return work;
  }

  it('without experimentalInlineMatchResource, each <style> block fails under the built-in CSS', async () => {
    const work = await variant('delete config.module.rules[0].options');
    await expect(buildExample('vue', { dir: work, mode: 'development', configFile: 'webpack.variant.config.js' })).rejects.toThrow(
      '`experimentalInlineMatchResource` should be enabled if `experiments.css` enabled currently',
    );
  });

  it('with a css-loader rule, built-in TypeScript is off and Counter.vue fails at its first annotation', async () => {
    // Not minified: the error comes before, and Vue's runtime is slow to minify
    const rule = "config.module.rules.push({ test: /\\.css$/, use: ['style-loader', 'css-loader'] })";
    const work = await variant(`${rule}; config.optimization = { minimize: false }`);
    await expect(buildExample('vue', { dir: work, mode: 'production', configFile: 'webpack.variant.config.js' })).rejects.toThrow(
      /Module parse failed: Unexpected token \(13:21\)[\s\S]*> 13 \| function water\(amount: number\): void \{/,
    );
  });

  it('without VueLoaderPlugin, vue-loader says so', async () => {
    const work = await variant('config.plugins = config.plugins.filter((p) => !(p instanceof VueLoaderPlugin))');
    await expect(buildExample('vue', { dir: work, mode: 'development', configFile: 'webpack.variant.config.js' })).rejects.toThrow(
      'vue-loader was used without the corresponding plugin. Make sure to include VueLoaderPlugin in your webpack config.',
    );
  });
});
