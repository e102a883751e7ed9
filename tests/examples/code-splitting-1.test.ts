import { describe, expect, it } from 'vitest';
import { buildExample } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('code-splitting-1 example (two entry points, no splitting)', () => {
  it('emits one self-contained bundle per entry, each with its own copy of the shared code', async () => {
    const build = await buildExample('code-splitting-1');
    expect(build.files).toEqual(['checkout.bundle.js', 'home.bundle.js']);
    for (const file of build.files) {
      const code = await build.read(file);
      expect(code).toContain('NumberFormat'); // shared/money.js
      expect(code).toContain('Fountain pen'); // shared/products.js
    }

    // duplicateModules reports the copies, lodash-es internals included
    const warnings = build.stats.compilation.warnings.map((w) => w.message);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^duplicate modules: copies of the same module across chunks add [\d.]+ KiB/);
    expect(warnings[0]).toContain('lodash-es/');

    const page = createBrowserSandbox(build);
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
