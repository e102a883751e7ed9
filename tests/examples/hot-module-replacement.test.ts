import { cp, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { describe, expect, it } from 'vitest';
import { buildExample, createCompiler, EXAMPLES_DIR, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

const dir = path.join(EXAMPLES_DIR, 'hot-module-replacement');
const rootModules = path.resolve(import.meta.dirname, '../../node_modules');

async function loadConfig(): Promise<Configuration> {
  const loaded = (await import(path.join(dir, 'webpack.config.js'))) as { default: Configuration };
  return loaded.default;
}

/** Starts watch mode (what the dev server does) and hands out one promise per finished build. */
function watch(compiler: webpack.Compiler): { next: () => Promise<Stats>; close: () => Promise<void> } {
  // A failed build rejects the promise that waits for it (thrown inside webpack's callback, it
  // would leave that promise pending until the test's time limit).
  const waiting: Array<{ resolve: (stats: Stats) => void; reject: (error: Error) => void }> = [];
  const done: Array<Stats | Error> = [];
  const watching = compiler.watch({ aggregateTimeout: 50 }, (err, stats) => {
    const outcome = err ?? (!stats ? new Error('watch mode finished a build without stats') : stats.hasErrors() ? new Error(stats.toString('errors-only')) : stats);
    const next = waiting.shift();
    if (next === undefined) done.push(outcome);
    else if (outcome instanceof Error) next.reject(outcome);
    else next.resolve(outcome);
  });
  return {
    next: () => {
      const ready = done.shift();
      if (ready instanceof Error) return Promise.reject(ready);
      return ready ? Promise.resolve(ready) : new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    close: () => new Promise((resolve) => (watching === undefined ? resolve() : watching.close(() => resolve()))),
  };
}

/** A build folder whose file list is read again on every access, since HMR adds files. */
async function liveBuild(outDir: string): Promise<ExampleBuild> {
  let files: string[] = await readdir(outDir);
  return {
    outDir,
    get files() {
      return files;
    },
    refresh: async () => {
      files = await readdir(outDir);
    },
    read: (file: string) => readFile(path.join(outDir, file), 'utf8'),
  } as unknown as ExampleBuild & { refresh: () => Promise<void> };
}

describe('hot-module-replacement example', () => {
  it('enables hot in devServer, and the options pass the dev server validation', async () => {
    const config = await loadConfig();
    expect(config.devServer?.hot).toBe(true);
    const compiler = webpack({ ...config, context: dir, infrastructureLogging: { level: 'error' } });
    expect(() => new WebpackDevServer(config.devServer, compiler)).not.toThrow();
  });

  it('drops the import.meta.webpackHot block from a build without HMR', async () => {
    const build = await buildExample('hot-module-replacement', { mode: 'production' });
    expect(build.files).toEqual(['index.html', 'main.js']);
    const code = await build.read('main.js');
    expect(code).not.toContain('webpackHot');
    expect(code).not.toContain('replaceWith');
    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    expect(page.document.querySelector('blockquote')?.textContent).toBe('Make it work, then make it fast.');
  });

  it('swaps quote.js in the running page and keeps the counter state', async () => {
    // Work on a copy so the test can edit quote.js like a developer would.
    const work = await mkdtemp(path.join(tmpdir(), 'example-hmr-src-'));
    await cp(dir, work, { recursive: true });
    const outDir = await mkdtemp(path.join(tmpdir(), 'example-hmr-out-'));
    const exposeHot = path.join(work, 'src/expose-hot.js');
    // Test-only helper: gives the test the `check()` that the dev server client calls.
    await writeFile(exposeHot, 'globalThis.__hot = import.meta.webpackHot;\n');

    const config = await loadConfig();
    const compiler = createCompiler({
      ...config,
      context: work,
      entry: ['./src/expose-hot.js', './src/index.js'],
      output: { ...config.output, path: outDir, clean: false },
      // What `webpack serve` adds when devServer.hot is true:
      plugins: [...(config.plugins ?? []), new webpack.HotModuleReplacementPlugin()],
      resolve: { modules: ['node_modules', rootModules] },
      resolveLoader: { modules: ['node_modules', rootModules] },
      infrastructureLogging: { level: 'error' },
    });

    const watching = watch(compiler);
    await watching.next();
    const build = (await liveBuild(outDir)) as ExampleBuild & { refresh: () => Promise<void> };
    const page = createBrowserSandbox(build);
    page.context.fetch = async (url: string) => {
      const file = new URL(url).pathname.slice(1);
      await build.refresh();
      if (!build.files.includes(file)) return { ok: false, status: 404, json: async () => null };
      return { ok: true, status: 200, json: async () => JSON.parse(await build.read(file)) as unknown };
    };
    await page.runScript('main.js');

    const button = page.document.querySelector('button')!;
    button.click();
    button.click();
    expect(button.textContent).toBe('Edits: 2');
    expect(page.document.querySelector('blockquote')?.textContent).toBe('Make it work, then make it fast.');

    // Edit the quote and rebuild: webpack emits hot-update files next to the bundle.
    const quoteFile = path.join(work, 'src/quote.js');
    // Written aside and renamed, as editors save: the watcher never reads a half-written file.
    await writeFile(`${quoteFile}.tmp`, (await readFile(quoteFile, 'utf8')).replace('then make it fast', 'then make it right'));
    await rename(`${quoteFile}.tmp`, quoteFile);
    // Wait for the build that carries the edit: the watcher may first rebuild for the files it
    // found newer than its start (expose-hot.js, written just before), with no quote in it.
    const carriesEdit = async (): Promise<boolean> => {
      for (const f of build.files.filter((name) => name.endsWith('.hot-update.js'))) if ((await build.read(f)).includes('then make it right')) return true;
      return false;
    };
    for (let builds = 0; builds < 5 && !(await carriesEdit()); builds++) {
      await watching.next();
      await build.refresh();
    }
    expect(build.files.some((f) => f.endsWith('.hot-update.json'))).toBe(true);
    expect(await carriesEdit()).toBe(true);

    const hot = page.context.__hot as { check: (autoApply: boolean) => Promise<string[] | null> };
    // Each check moves the page one build on; after such an extra build it takes two.
    const quoteText = (): string | undefined => page.document.querySelector('blockquote')?.textContent;
    const updated = await hot.check(true);
    await page.settle();
    expect(updated).not.toBeNull();
    for (let steps = 0; steps < 5 && quoteText() !== 'Make it work, then make it right.'; steps++) {
      if ((await hot.check(true)) === null) break;
      await page.settle();
    }
    expect(page.document.querySelectorAll('blockquote').map((q) => q.textContent)).toEqual([
      'Make it work, then make it right.',
    ]);
    // index.js was not re-run: the same button, with its count, is still on the page
    expect(page.document.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Edits: 2');
    await watching.close();
  }, 120_000);
});
