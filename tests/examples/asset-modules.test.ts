import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildExampleOnce, EXAMPLES_DIR } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

const src = path.join(EXAMPLES_DIR, 'asset-modules/src');

describe('asset-modules example', () => {
  it('emits only the files the asset types say it should, under the configured names', async () => {
    const build = await buildExampleOnce('asset-modules');
    expect(build.stats.hasWarnings()).toBe(false);
    expect(build.files).toHaveLength(4);
    expect(build.files).toContain('main.js');
    // asset/resource with its own generator.filename
    expect(build.files.filter((f) => /^images\/photo\.[0-9a-f]{8}\.png$/.test(f))).toHaveLength(1);
    // type 'asset' above the 2 KiB limit, named by output.assetModuleFilename
    expect(build.files.filter((f) => /^assets\/map\.[0-9a-f]{8}\.svg$/.test(f))).toHaveLength(1);
    // new URL(..., import.meta.url) without any rule, also named by output.assetModuleFilename
    expect(build.files.filter((f) => /^assets\/prices\.[0-9a-f]{8}\.csv$/.test(f))).toHaveLength(1);
    // dot.png?inline and the small badge.svg are inlined, so no file for them
    expect(build.files.some((f) => f.includes('dot') || f.includes('badge'))).toBe(false);
  });

  it('copies resources byte for byte', async () => {
    const build = await buildExampleOnce('asset-modules');
    const photo = build.files.find((f) => f.startsWith('images/photo.'))!;
    const emitted = await readFile(path.join(build.outDir, photo));
    expect(emitted.equals(await readFile(path.join(src, 'images/photo.png')))).toBe(true);
  });

  it('prints a URL, a data URL or the text for each import', async () => {
    const build = await buildExampleOnce('asset-modules');
    const page = createBrowserSandbox(build, 'https://example.com/');
    await page.runScript('main.js');
    const photo = build.files.find((f) => f.startsWith('images/photo.'))!;
    const map = build.files.find((f) => f.startsWith('assets/map.'))!;
    const prices = build.files.find((f) => f.startsWith('assets/prices.'))!;
    expect(page.logs).toEqual([
      `photo: https://example.com/${photo}`,
      'dot: data:image/png;base64',
      'badge: data:image/svg+xml;base64',
      `map: https://example.com/${map}`,
      'welcome: Welcome! This sentence lives in a .txt file and reached the bundle as a string.',
      'help: Press **?** at any time to show the keyboard shortcuts.',
      `prices: https://example.com/${prices}`,
    ]);
  });

  it('inlines the badge (under 2 KiB) and not the map (over 2 KiB)', async () => {
    const badge = await readFile(path.join(src, 'images/badge.svg'));
    const map = await readFile(path.join(src, 'images/map.svg'));
    expect(badge.length).toBeLessThan(2048);
    expect(map.length).toBeGreaterThan(2048);
    const build = await buildExampleOnce('asset-modules');
    const code = await build.read('main.js');
    expect(code).toContain(`data:image/svg+xml;base64,${badge.toString('base64')}`);
  });
});
