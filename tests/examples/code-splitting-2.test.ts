import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('code-splitting-2 example (dependOn)', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('code-splitting-2');
  });

  it('puts the shared modules in shared.bundle.js and the runtime in runtime.bundle.js', async () => {
    expect(build.files).toEqual(['checkout.bundle.js', 'home.bundle.js', 'runtime.bundle.js', 'shared.bundle.js']);
    expect(await build.read('shared.bundle.js')).toContain('NumberFormat');
    expect(await build.read('home.bundle.js')).not.toContain('NumberFormat');
    expect(await build.read('checkout.bundle.js')).not.toContain('NumberFormat');
    expect(await build.read('home.bundle.js')).not.toContain('Fountain pen');

    const entrypoints = build.stats.compilation.entrypoints;
    expect(entrypoints.get('shared')!.getFiles().sort()).toEqual(['runtime.bundle.js', 'shared.bundle.js']);
    expect(entrypoints.get('home')!.getFiles()).toEqual(['home.bundle.js']);
  });

  it('runs when the page loads runtime, shared and then the entries', async () => {
    const page = createBrowserSandbox(build);
    for (const file of ['runtime.bundle.js', 'shared.bundle.js', 'home.bundle.js', 'checkout.bundle.js']) {
      await page.runScript(file);
    }
    expect(page.logs).toEqual([
      'home: Notebook $4.50',
      'home: Ink $9.00',
      'home: Fountain pen $24.00',
      'checkout: total $37.50',
    ]);
  });
});
