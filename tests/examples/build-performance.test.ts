import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration, Stats } from 'webpack';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompiler, EXAMPLES_DIR } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

const dir = path.join(EXAMPLES_DIR, 'build-performance');

/** Builds the example with a fresh compiler, keeping the persistent cache in `cacheDirectory`. */
async function build(cacheDirectory: string, outDir: string): Promise<Stats> {
  const config = ((await import(path.join(dir, 'webpack.config.js'))) as { default: Configuration }).default;
  const compiler = createCompiler({
    ...config,
    context: dir,
    cache: { ...(config.cache as object), type: 'filesystem', cacheDirectory },
    output: { ...config.output, path: outDir },
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((err, result) => {
      if (err || !result || result.hasErrors()) reject(err ?? new Error(result?.toString('errors-only')));
      else resolve(result);
    }),
  );
  // the filesystem cache is written when the compiler closes
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return stats;
}

describe('build-performance example', () => {
  let cache: string;
  let out: string;
  let first: Stats;
  beforeAll(async () => {
    cache = await mkdtemp(path.join(tmpdir(), 'example-build-performance-cache-'));
    out = await mkdtemp(path.join(tmpdir(), 'example-build-performance-'));
    first = await build(cache, out);
  }, 120_000);

  it('sends only src/ through babel-loader', async () => {
    const modules = [...first.compilation.modules].map((m) => m.identifier());
    const withBabel = modules.filter((id) => id.includes('babel-loader'));
    expect(withBabel.length).toBeGreaterThan(0);
    for (const id of withBabel) expect(id).toContain(`${path.sep}examples${path.sep}build-performance${path.sep}src${path.sep}`);
    expect(modules.some((id) => id.includes('lodash-es') && !id.includes('babel-loader'))).toBe(true);

    const page = createBrowserSandbox({
      stats: first,
      outDir: out,
      files: ['main.js'],
      read: (file) => readFile(path.join(out, file), 'utf8'),
    });
    await page.runScript('main.js');
    expect(page.logs[0]).toBe('1960s: The Left Hand of Darkness');
  });

  it('takes every module from the persistent cache on the second build', async () => {
    const options = { all: false, modules: true, cachedModules: true, orphanModules: true, nestedModules: true };
    const firstJson = first.toJson(options);
    expect(firstJson.modules!.some((m) => m.built)).toBe(true);

    const second = await build(cache, await mkdtemp(path.join(tmpdir(), 'example-build-performance-')));
    const json = second.toJson(options);
    expect(json.modules!.length).toBeGreaterThan(100);
    expect(json.modules!.filter((m) => m.built)).toEqual([]);
    expect(json.modules!.filter((m) => m.cached).length).toBeGreaterThan(100);
  }, 120_000);
});
