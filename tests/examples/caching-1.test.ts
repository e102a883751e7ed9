import { describe, expect, it } from 'vitest';
import { buildExample, buildExampleOnce } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('caching-1 example ([contenthash] in the file name)', () => {
  it('names the bundle after its content and links it from the generated page', async () => {
    const build = await buildExampleOnce('caching-1');
    const bundle = build.files.find((f) => f.endsWith('.js'))!;
    expect(bundle).toMatch(/^main\.[0-9a-f]{20}\.js$/);
    expect(build.files).toEqual(['index.html', bundle]);
    expect(await build.read('index.html')).toContain(`<script defer src=${bundle}></script>`);

    const page = createBrowserSandbox(build);
    await page.runScript(bundle);
    expect(page.logs).toEqual([
      '1960s: The Left Hand of Darkness',
      '1970s: The Dispossessed, Kindred',
      '1980s: Neuromancer',
    ]);
  });

  it('produces the same name when nothing changed', async () => {
    // The first test's build, and a fresh one from the same sources.
    const first = await buildExampleOnce('caching-1');
    const second = await buildExample('caching-1');
    expect(second.files).toEqual(first.files);
  });
});
