import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildExampleOnce, EXAMPLES_DIR } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('output-management-1 example (two entries, hand-written HTML)', () => {
  it('emits one [name].bundle.js per entry', async () => {
    const build = await buildExampleOnce('output-management-1');
    expect(build.files).toEqual(['analytics.bundle.js', 'app.bundle.js']);
  });

  it('works with the hand-written index.html, which must list both bundles', async () => {
    const html = await readFile(path.join(EXAMPLES_DIR, 'output-management-1/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script defer src="\.\/dist\/([^"]+)"><\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual(['analytics.bundle.js', 'app.bundle.js']);

    const build = await buildExampleOnce('output-management-1');
    const page = createBrowserSandbox(build);
    page.context.document.title = 'Output management';
    for (const script of scripts) await page.runScript(script!);
    expect(page.logs).toEqual(['analytics: recorded a visit to "Output management" at page load']);
    expect(page.document.querySelector('h1')?.textContent).toBe('Output management');
    expect(page.document.querySelector('p')?.textContent).toBe("Today's special: €4.50");
  });
});
