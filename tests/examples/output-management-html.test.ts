import { describe, expect, it } from 'vitest';
import { buildExampleOnce } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('output-management-html example (an HTML page as the entry point)', () => {
  it('emits the page and one script per <script src> in it', async () => {
    const build = await buildExampleOnce('output-management-html');
    expect(build.files).toEqual(['analytics.js', 'app.js', 'index.html']);
  });

  it('rewrites the script tags to the emitted files and keeps the authored markup', async () => {
    const build = await buildExampleOnce('output-management-html');
    const html = await build.read('index.html');
    expect(html).toContain('<title>Output management</title>');
    const scripts = [...html.matchAll(/<script defer src=([^\s>]+)><\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual(['analytics.js', 'app.js']);
  });

  it('renders the page when the scripts run in document order', async () => {
    const build = await buildExampleOnce('output-management-html');
    const page = createBrowserSandbox(build);
    page.context.document.title = 'Output management';
    await page.runScript('analytics.js');
    await page.runScript('app.js');
    expect(page.document.querySelector('p')?.textContent).toBe("Today's special: €4.50");
    expect(page.logs).toEqual(['analytics: recorded a visit to "Output management" at page load']);
  });
});
