/**
 * Gate 4, clean pages, beyond the one-load-per-page sweep (every-page.test.ts, which also loads
 * the printable pages, the app shell and the not-found page and waits for the network to go
 * quiet on them): the redirect pages, and every template at phone width in the dark theme.
 * Also the first-load JavaScript of a documentation page, which the browser fetches only after
 * the first contentful paint (gate 7's budget). Reads `dist/` (built by `npm test`);
 * GATES_SITE=<folder> for another build.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, sizesOf } from '../../src/build/gates/budgets.ts';
import { BOOT_ATTRIBUTE, bootScripts } from '../../src/shared/boot-script.ts';
import { recordScripts, useTheme, waitForHydration } from '../../src/build/gates/browser.ts';
import { TEMPLATE_PAGES } from '../../src/build/gates/templates.ts';
import { REDIRECTS } from '../../src/shared/redirects.ts';
import { ROOT, startHarness, type Harness, type Watched } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
let h: Harness;
beforeAll(async () => {
  h = await startHarness(SITE);
});
afterAll(async () => {
  await h.close();
});

/** Loads a page and returns what went wrong on it, or an empty list. */
async function load(watched: Watched, url: string, status = 200): Promise<string[]> {
  watched.problems.length = 0;
  watched.failed.length = 0;
  const response = await watched.page.goto(`${h.base}${url}`);
  await waitForHydration(watched.page);
  await watched.page.waitForLoadState('networkidle');
  const report = [...watched.problems, ...watched.failed].map((p) => `${url}: ${p}`);
  if (response?.status() !== status) report.push(`${url}: status ${response?.status() ?? 'none'}, expected ${status}`);
  return report;
}

describe('clean pages beyond the sitemap', () => {
  it('redirect pages land on their targets', async () => {
    const watched = await h.open();
    for (const r of REDIRECTS) {
      await watched.page.goto(`${h.base}${r.from}`);
      await watched.page.waitForURL((u) => u.pathname === (r.to.split('#')[0] ?? r.to));
      await waitForHydration(watched.page);
    }
    expect([...watched.problems, ...watched.failed]).toEqual([]);
  }, 120_000);

  it('every template loads clean at 375 px in the dark theme', async () => {
    const watched = await h.open({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
    await useTheme(watched.context, 'dark');
    const report: string[] = [];
    for (const t of TEMPLATE_PAGES) report.push(...(await load(watched, t.url, t.status)));
    expect(report).toEqual([]);
    expect(watched.external).toEqual([]);
  }, 300_000);
});

describe('first-load JavaScript of a documentation page', () => {
  // First-load JS: the scripts the page's boot script lists (src/shared/boot-script.ts), which it
  // adds only after the first contentful paint. The views that hydrate once the browser is idle
  // after that (src/app/deferred.tsx) come later and are not counted.
  it(`is within ${BUDGETS.firstLoadJsGzip} bytes gzip, and no script is requested before the first contentful paint`, async () => {
    const { page } = await h.open();
    const stop = recordScripts(page, h.base);
    const response = await page.goto(`${h.base}/guides/getting-started/`);
    await waitForHydration(page);
    const requested = stop();
    // Nothing but the stylesheet on the way to the first paint: the icon is inline, the manifest
    // is linked by the app once it runs (src/app/sw/manifest-link.ts).
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('rel="manifest"');
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toMatch(/^data:image\/svg\+xml,/);
    const boot = bootScripts((await page.getAttribute(`script[${BOOT_ATTRIBUTE}]`, BOOT_ATTRIBUTE)) ?? '');
    expect(boot.length).toBeGreaterThan(0);
    expect(requested.slice(0, boot.length)).toEqual(boot);
    const sizeOf = sizesOf(path.join(ROOT, SITE));
    const sizes = await Promise.all(boot.map(async (s) => ({ s, gzip: (await sizeOf(s))?.gzip ?? Number.NaN })));
    const total = sizes.reduce((sum, x) => sum + x.gzip, 0);
    expect(total, sizes.map((x) => `${x.s} ${x.gzip} B gz`).join(', ')).toBeLessThanOrEqual(BUDGETS.firstLoadJsGzip);
    // Every script request started after the first contentful paint.
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(timing.scripts.map((x) => x.name)).toEqual(expect.arrayContaining(boot));
    expect(timing.scripts.filter((x) => !(x.start >= timing.fcp)), `FCP at ${timing.fcp} ms`).toEqual([]);
    // The deferred views did arrive after the boot scripts, and the page is whole.
    expect(requested.length).toBeGreaterThan(boot.length);
  }, 60_000);
});
