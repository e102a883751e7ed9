/** The real site as built by `npm run build`: every page loads clean in Chromium. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentNode } from '../../src/shared/types.ts';
import { PRINTABLE_SECTIONS } from '../../src/shared/constants.ts';
import { externalExceptReadmeImages, ROOT, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('dist');
});
afterAll(async () => {
  await h.close();
});

function files(node: ContentNode): ContentNode[] {
  return node.type === 'file' ? [node] : (node.children ?? []).flatMap(files);
}

/** The paths the sitemap lists. */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = await readFile(path.join(ROOT, 'dist/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https:\/\/webpack\.js\.org([^<]*)<\/loc>/g)].map((m) => m[1] ?? '/');
}

describe('the built site', () => {
  it('has one index.html per page-index entry, 404.html, the app shell and the printable pages', async () => {
    const index = JSON.parse(await readFile(path.join(ROOT, 'dist/page-index.json'), 'utf8')) as ContentNode;
    const urls = files(index).map((f) => f.url);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of [...urls, '/app-shell/', ...PRINTABLE_SECTIONS.map((s) => `/${s}/printable/`)]) {
      expect(existsSync(path.join(ROOT, 'dist', url, 'index.html')), url).toBe(true);
    }
    expect(existsSync(path.join(ROOT, 'dist/404.html'))).toBe(true);
  });

  it('shows every third-party page with its disclaimer, links, version and README sections', async () => {
    const index = JSON.parse(await readFile(path.join(ROOT, 'dist/page-index.json'), 'utf8')) as ContentNode;
    const thirdParty = files(index).filter((f) => f.thirdParty !== undefined);
    expect(thirdParty).toHaveLength(28);
    const { page } = await h.open();
    for (const entry of thirdParty) {
      const tp = entry.thirdParty;
      if (tp === undefined) continue;
      await page.goto(`${h.base}${entry.url}`);
      const disclaimer = await page.textContent('main aside[aria-label="Third-party documentation"]');
      expect(disclaimer, entry.url).toContain(tp.packageName);
      expect(disclaimer, entry.url).toContain(tp.version);
      expect(await page.getAttribute('main a:has-text("Source README")', 'href'), entry.url).toBe(tp.source);
      expect(await page.getAttribute('main a:has-text("Jump to repository")', 'href'), entry.url).toBe(tp.repo);
      // The page title is the one h1: the README's own title is dropped, its other h1s demoted.
      expect(await page.locator('h1').allTextContents(), entry.url).toEqual([entry.title]);
      expect(entry.anchors.length, `${entry.url} has README sections as anchors`).toBeGreaterThan(1);
      const first = entry.anchors.find((a) => a.level === 2);
      if (first !== undefined) expect(await page.$(`nav a[href="#${first.id}"]`), entry.url).not.toBeNull();
    }
  }, 300_000);

  it('fits every page in the sitemap on a 390 and a 320 px phone: nothing makes the document scroll sideways', async () => {
    const paths = await sitemapPaths();
    const { page } = await h.open({ viewport: { width: 390, height: 800 } });
    const wider: string[] = [];
    for (const p of paths) {
      await page.goto(`${h.base}${p}`);
      await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 });
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wider.push(`${p} is ${scrollWidth} px wide at ${width} px`);
      }
      await page.setViewportSize({ width: 390, height: 800 });
    }
    expect(wider).toEqual([]);
  }, 600_000);

  it('loads every page in the sitemap with no console errors, no hydration warnings and no failed requests', async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(10);
    const watched = await h.open();
    const report: string[] = [];
    for (const p of paths) {
      watched.problems.length = 0;
      watched.failed.length = 0;
      const response = await watched.page.goto(`${h.base}${p}`);
      await watched.page.waitForSelector('html[data-hydrated]', { timeout: 10_000 });
      if (response?.status() !== 200) report.push(`${p}: status ${response?.status() ?? 'none'}`);
      for (const problem of [...watched.problems, ...watched.failed]) report.push(`${p}: ${problem}`);
    }
    expect(report).toEqual([]);
    expect(externalExceptReadmeImages(watched.external)).toEqual([]);
  }, 600_000);
});
