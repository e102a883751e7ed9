import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('code-splitting-3 example (SplitChunksPlugin, chunks: all)', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('code-splitting-3');
  });

  it('moves the shared lodash-es code into one vendors chunk named by its id', async () => {
    expect(build.files).toHaveLength(3);
    const vendor = build.files.find((f) => /^\d+\.bundle\.js$/.test(f));
    expect(vendor).toBeDefined();
    expect(build.files).toEqual(['checkout.bundle.js', 'home.bundle.js', vendor].sort());

    const chunk = [...build.stats.compilation.chunks].find((c) => c.files.has(vendor!))!;
    expect(chunk.idNameHints.has('vendors')).toBe(true);
    const entrypoints = build.stats.compilation.entrypoints;
    expect(entrypoints.get('home')!.getFiles()).toEqual([vendor, 'home.bundle.js']);
    expect(entrypoints.get('checkout')!.getFiles()).toEqual([vendor, 'checkout.bundle.js']);

    // only the two small local modules are still duplicated (below splitChunks.minSize)
    const warnings = build.stats.compilation.warnings.map((w) => w.message);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/add \d+ bytes:/);
    expect(warnings[0]).not.toContain('lodash-es/');
    expect(warnings[0]).toContain('./src/shared/money.js');
  });

  it('runs when each page loads the vendors chunk before its entry', async () => {
    const vendor = build.files.find((f) => /^\d+\.bundle\.js$/.test(f))!;
    const page = createBrowserSandbox(build);
    await page.runScript(vendor);
    await page.runScript('home.bundle.js');
    await page.runScript('checkout.bundle.js');
    expect(page.logs).toEqual([
      'home: Notebook $4.50',
      'home: Ink $9.00',
      'home: Fountain pen $24.00',
      'checkout: total $37.50',
    ]);
  });
});
