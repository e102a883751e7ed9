import { describe, expect, it } from 'vitest';
import { buildExampleOnce } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g)].map((m) => m[1]!);
}

describe('output-management example (html-webpack-plugin)', () => {
  it('emits both bundles and a generated index.html', async () => {
    const build = await buildExampleOnce('output-management');
    expect(build.files).toEqual(['analytics.bundle.js', 'app.bundle.js', 'index.html']);
  });

  it('generates a page with the configured title and a deferred script per entry', async () => {
    const build = await buildExampleOnce('output-management');
    const html = await build.read('index.html');
    expect(html).toContain('<title>Output management</title>');
    expect(scriptSources(html).sort()).toEqual(['analytics.bundle.js', 'app.bundle.js']);
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toContain('defer');
    // scripts are injected into <head>
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('</head>'));
  });

  it('renders the page when the injected scripts run', async () => {
    const build = await buildExampleOnce('output-management');
    const html = await build.read('index.html');
    const page = createBrowserSandbox(build);
    page.context.document.title = 'Output management';
    for (const src of scriptSources(html)) await page.runScript(src);
    expect(page.document.querySelector('h1')?.textContent).toBe('Output management');
    expect(page.document.querySelector('p')?.textContent).toBe("Today's special: €4.50");
    expect(page.logs).toEqual(['analytics: recorded a visit to "Output management" at page load']);
  });

  it('cleans the output folder before emitting', async () => {
    const build = await buildExampleOnce('output-management');
    expect(build.stats.compilation.options.output.clean).toBe(true);
  });
});
