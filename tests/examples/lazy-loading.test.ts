import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('lazy-loading example', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('lazy-loading');
  });

  it('emits the page, the entry bundle and a separate shortcuts chunk', async () => {
    expect(build.files).toEqual(['index.html', 'main.bundle.js', 'shortcuts.bundle.js']);
    expect(await build.read('index.html')).toContain('<script defer src=main.bundle.js></script>');
    // the chunk is not listed in the page: the runtime loads it
    expect(await build.read('index.html')).not.toContain('shortcuts');
    expect(await build.read('main.bundle.js')).not.toContain('Focus the search box');
    expect(await build.read('shortcuts.bundle.js')).toContain('Focus the search box');
  });

  it('prefetches the chunk when the page has loaded, and runs it only on click', async () => {
    const page = createBrowserSandbox(build);
    await page.runScript('main.bundle.js');
    await page.settle();

    // webpackPrefetch: a <link rel="prefetch"> in <head>, but no script yet
    const link = page.document.head.querySelector('link');
    expect(link?.rel).toBe('prefetch');
    expect(link?.as).toBe('script');
    expect(link?.href).toBe('http://localhost/shortcuts.bundle.js');
    expect(page.document.requestedScripts).toEqual([]);
    expect(page.logs).toEqual([]);

    const button = page.document.querySelector('button')!;
    expect(button.textContent).toBe('Show keyboard shortcuts');
    button.click();
    await page.settle();

    expect(page.document.requestedScripts).toEqual(['http://localhost/shortcuts.bundle.js']);
    expect(page.logs).toEqual(['shortcuts.js: module evaluated']);
    expect(page.document.querySelector('button')).toBeNull();
    expect(page.document.querySelectorAll('dt').map((dt) => dt.textContent)).toEqual(['?', '/', 'g h']);
  });

  it('reports a ChunkLoadError and re-enables the button when the chunk cannot be loaded', async () => {
    const missing = { ...build, files: build.files.filter((f) => f !== 'shortcuts.bundle.js') };
    const page = createBrowserSandbox(missing);
    await page.runScript('main.bundle.js');
    const button = page.document.querySelector('button')!;
    button.click();
    expect(button.disabled).toBe(true);
    await page.settle();
    expect(page.logs).toEqual(['Could not load the shortcuts: ChunkLoadError']);
    expect(button.disabled).toBe(false);
    expect(page.document.querySelector('button')).toBe(button);
  });
});
