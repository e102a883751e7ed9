import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('code-splitting-4 example (dynamic import)', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('code-splitting-4');
  });

  it('emits the entry, a named receipt chunk and a vendors chunk', async () => {
    expect(build.files).toHaveLength(3);
    expect(build.files).toContain('main.bundle.js');
    expect(build.files).toContain('receipt.bundle.js');
    const vendor = build.files.find((f) => /^\d+\.bundle\.js$/.test(f));
    expect(vendor).toBeDefined();
    expect(await build.read('main.bundle.js')).not.toContain('padEnd');
    expect(await build.read('receipt.bundle.js')).toContain('padEnd');
  });

  it('loads both chunks on demand and prints the receipt', async () => {
    const vendor = build.files.find((f) => /^\d+\.bundle\.js$/.test(f))!;
    const page = createBrowserSandbox(build);
    await page.runScript('main.bundle.js');
    expect(page.logs).toEqual(['index: page ready, receipt code not loaded yet']);
    await page.settle();
    expect(page.document.requestedScripts.sort()).toEqual(
      [`http://localhost/${vendor}`, 'http://localhost/receipt.bundle.js'].sort(),
    );
    expect(page.logs[1]).toBe(
      ['Notebook      $4.50', 'Fountain pen  $24.00', 'Ink           $9.00', 'Total         $37.50'].join('\n'),
    );
  });
});
