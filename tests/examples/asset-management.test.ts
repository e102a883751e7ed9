import { describe, expect, it } from 'vitest';
import { buildExampleOnce } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('asset-management example', () => {
  it('emits the bundle plus both images under content-hash names', async () => {
    const build = await buildExampleOnce('asset-management');
    expect(build.stats.hasWarnings()).toBe(false);
    const images = build.files.filter((f) => f.endsWith('.svg'));
    // logo.svg (imported from JS) and dots.svg (referenced from CSS), named [hash][ext]
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toMatch(/^[0-9a-f]{20}\.svg$/);
    expect(build.files).toEqual(['main.js', ...images].sort());
  });

  it('renders the card with injected CSS, the logo URL and data from JSON and JSON5', async () => {
    const build = await buildExampleOnce('asset-management');
    const page = createBrowserSandbox(build, 'http://localhost/');
    await page.runScript('main.js');

    // style-loader put the stylesheet into <head>, with url() pointing at the emitted file
    const style = page.document.head.querySelector('style');
    expect(style?.textContent).toContain('.card');
    const dots = build.files.find((f) => f.endsWith('.svg') && style?.textContent.includes(f));
    expect(dots).toBeDefined();
    expect(style?.textContent).toContain(`url(http://localhost/${dots})`);

    // the <img> points at the other emitted svg, resolved against the script's folder
    const img = page.document.querySelector('img');
    const logo = build.files.find((f) => f.endsWith('.svg') && f !== dots);
    expect(img?.src).toBe(`http://localhost/${logo}`);
    expect(await build.read(logo!)).toContain('<title>Cube</title>');

    // heading from settings.json5, undone tasks from tasks.json
    expect(page.document.querySelector('h1')?.textContent).toBe('Assets, bundled');
    expect(page.document.querySelectorAll('li').map((li) => li.textContent)).toEqual(['Import a data file']);
  });

  it('inlines the parsed JSON5 as data, not as a comment-bearing string', async () => {
    const build = await buildExampleOnce('asset-management');
    const code = await build.read('main.js');
    expect(code).toContain('Assets, bundled');
    expect(code).not.toContain('JSON5 allows comments');
  });
});
