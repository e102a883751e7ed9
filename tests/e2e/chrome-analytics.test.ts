/**
 * Analytics in Chromium, observed through the requests the harness intercepts (every request to
 * another host is blocked and recorded) and through gtag's command queue. Two builds of the
 * fixture content: the one `npm test` makes in `.cache/fixture-dist` (or E2E_FIXTURE_DIR), which
 * has no measurement id, and one this file makes with `ANALYTICS_ID` set.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureVariant } from '../../src/build/cli/run-step.ts';
import { startHarness, type Harness } from './harness.ts';
import { FIXTURE_DIR, ownProblems } from './chrome-helpers.ts';

const MEASUREMENT_ID = 'G-CHROME0TEST';
const ANALYTICS_DIR = '.cache/fixture-analytics-dist';
const SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;

let plain: Harness;
let withId: Harness;
beforeAll(async () => {
  await buildFixtureVariant('tests/fixtures/content', ANALYTICS_DIR, { ANALYTICS_ID: MEASUREMENT_ID });
  [plain, withId] = await Promise.all([startHarness(FIXTURE_DIR), startHarness(ANALYTICS_DIR)]);
}, 240_000);
afterAll(async () => {
  await Promise.all([plain.close(), withId.close()]);
});

/** gtag's queued commands, as arrays. */
const commands = (page: Page): Promise<unknown[][] | null> =>
  page.evaluate(() => {
    const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return queue === undefined ? null : queue.map((entry) => Array.from(entry));
  });

/** Requests to the analytics service among those the harness blocked (contributor pictures are others). */
const analyticsRequests = (external: readonly string[]): string[] => external.filter((url) => /google(tagmanager|-analytics)\.com|analytics\.google\.com/.test(url));

const pageViews = async (page: Page): Promise<unknown[]> =>
  ((await commands(page)) ?? []).filter((c) => c[0] === 'event' && c[1] === 'page_view').map((c) => (c[2] as { page_path: string }).page_path);

describe('analytics', () => {
  it('loads and sends nothing when no measurement id is configured', async () => {
    const watched = await plain.open();
    const { page } = watched;
    await page.goto(`${plain.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.click('a[rel="next"]');
    await page.waitForURL(`${plain.base}/concepts/beta/`);
    await page.waitForSelector('#deep-section');
    expect(await commands(page)).toBeNull();
    expect(await page.$('script[src*="googletagmanager"]')).toBeNull();
    expect(analyticsRequests(watched.external)).toEqual([]);
    await watched.context.close();
  });

  it('with an id, loads the script lazily once, initialises the tracker and sends a page view on every route change', async () => {
    const html = await (await fetch(`${withId.base}/concepts/alpha/`)).text();
    expect(html).not.toContain('googletagmanager');
    const watched = await withId.open();
    const { page } = watched;
    await page.goto(`${withId.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForFunction((url) => document.querySelector(`script[src="${url}"]`) !== null, SCRIPT);
    await expect.poll(() => analyticsRequests(watched.external)).toEqual([SCRIPT]);
    const queued = (await commands(page)) ?? [];
    expect(queued[0]?.[0]).toBe('js');
    expect(queued[1]).toEqual(['config', MEASUREMENT_ID, { send_page_view: false, anonymize_ip: true }]);
    expect(await pageViews(page)).toEqual(['/concepts/alpha/']);

    await page.click('a[rel="next"]');
    await page.waitForURL(`${withId.base}/concepts/beta/`);
    await expect.poll(() => pageViews(page)).toEqual(['/concepts/alpha/', '/concepts/beta/']);
    await page.goBack();
    await page.waitForURL(`${withId.base}/concepts/alpha/`);
    await expect.poll(() => pageViews(page)).toEqual(['/concepts/alpha/', '/concepts/beta/', '/concepts/alpha/']);
    const last = ((await commands(page)) ?? []).at(-1);
    expect(last?.[2]).toEqual({ page_path: '/concepts/alpha/', page_title: 'Alpha | webpack', page_location: `${withId.base}/concepts/alpha/` });

    // One script for the whole visit: route changes only queue events.
    expect(analyticsRequests(watched.external)).toEqual([SCRIPT]);
    expect(await page.$$(`script[src="${SCRIPT}"]`)).toHaveLength(1);
    expect(ownProblems(watched.problems)).toEqual([]);
    await watched.context.close();
  });
});
