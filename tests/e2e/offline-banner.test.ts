/**
 * The offline banner on the fixture site, in Chromium with the browser set offline (no service
 * worker needed: the banner follows `navigator.onLine`). Moved here from offline.test.ts, whose
 * second build these tests never needed. At 390 px it was a box half the screen wide and four
 * lines high, fixed near the bottom: it hid the footer's last line and a link, and no scrolling
 * uncovered them (reader review, issue #22).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../src/build/gates/browser.ts';
import { ChromeSession } from './chrome-helpers.ts';
import type { Watched } from './harness.ts';

const BANNER = '[data-testid="offline-banner"]';
const CLOSE = 'button[aria-label="Close the offline message"]';

const session = new ChromeSession();

/** The visible links of the page outside the banner that the banner's box overlaps. */
const linksUnderBanner = (page: Page): Promise<string[]> =>
  page.evaluate((selector) => {
    const banner = document.querySelector(selector);
    const box = banner?.getBoundingClientRect();
    if (banner === null || box === undefined) return ['no banner'];
    return [...document.querySelectorAll('a[href]')]
      .filter((a) => !banner.contains(a))
      .filter((a) => [...a.getClientRects()].some((r) => r.width > 0 && r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right))
      .map((a) => a.textContent ?? '');
  }, BANNER);

/** After one Tab: the focused control, whether it is the banner's, and whether the banner covers any of it. */
const focusUnderBanner = (page: Page): Promise<{ name: string; inBanner: boolean; covered: boolean }> =>
  page.evaluate((selector) => {
    const el = document.activeElement;
    const banner = document.querySelector(selector);
    const box = banner?.getBoundingClientRect();
    if (el === null || banner === null || box === undefined) return { name: '', inBanner: false, covered: false };
    const r = el.getBoundingClientRect();
    const name = `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`;
    return { name, inBanner: banner.contains(el), covered: r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right };
  }, BANNER);

/** The alpha page at 390 x 844, hydrated, with the browser gone offline and the banner shown. */
async function offlineOnPhone(): Promise<Watched> {
  const watched = await session.open({ viewport: { width: 390, height: 844 } });
  await watched.page.goto(`${session.base}/concepts/alpha/`);
  await watched.page.waitForSelector('html[data-hydrated]');
  await watched.page.locator(BANNER).waitFor({ state: 'attached' });
  await watched.context.setOffline(true);
  await watched.page.locator(BANNER).waitFor({ state: 'visible' });
  return watched;
}

describe('offline banner', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows while the browser is offline, as a status message with enough contrast (${colorScheme})`, async () => {
      const { page, context } = await session.open({ colorScheme });
      if (colorScheme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto(`${session.base}/concepts/alpha/`);
      const banner = page.locator(BANNER);
      await banner.waitFor({ state: 'attached' });
      expect(await banner.isVisible()).toBe(false);
      await context.setOffline(true);
      await page.waitForSelector('[role="status"]:has-text("You are offline")');
      expect(await runAxe(page, { include: BANNER, only: ['color-contrast'] })).toEqual([]);
      await context.setOffline(false);
      await banner.waitFor({ state: 'hidden' });
    });
  }

  it('on a phone: a bar across the screen that the end of the page scrolls clear of, closed with a button that gives focus back', async () => {
    const { page, context } = await offlineOnPhone();
    const banner = page.locator(BANNER);
    const box = await banner.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);
    // Two lines beside the close button at most (it was 124 px high).
    expect(box?.height).toBeLessThanOrEqual(60);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
    expect(await linksUnderBanner(page)).toEqual([]);
    // The footer's last line of text too.
    const lastLine = await page.$eval('footer p:last-of-type', (p) => p.getBoundingClientRect().bottom);
    expect(lastLine).toBeLessThanOrEqual((await banner.boundingBox())?.y ?? 0);

    // Keyboard: from the footer's last link, Tab reaches the close button; closing gives focus back to that link.
    const lastFooterLink = page.locator('footer a[href]').last();
    await lastFooterLink.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate((close) => document.activeElement?.matches(close), CLOSE)).toBe(true);
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'hidden' });
    expect(await lastFooterLink.evaluate((a) => a === document.activeElement)).toBe(true);

    // Closed for as long as the browser stays offline; back the next time the connection drops.
    await context.setOffline(false);
    await context.setOffline(true);
    await banner.waitFor({ state: 'visible' });
    await page.click(CLOSE);
    await banner.waitFor({ state: 'hidden' });
    // The same when the connection came back and was gone again before the banner rendered: the
    // event is what counts (CI, session 30: it waited for a render while online, and stayed closed).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await banner.waitFor({ state: 'visible' });
  });

  it('on a phone: a control Tab reaches is never under the banner', async () => {
    const { page } = await offlineOnPhone();
    const covered: string[] = [];
    let reachedBanner = false;
    for (let i = 0; i < 300 && !reachedBanner; i += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusUnderBanner(page);
      reachedBanner = focus.inBanner;
      if (!focus.inBanner && focus.covered) covered.push(focus.name);
    }
    expect(reachedBanner).toBe(true);
    expect(covered).toEqual([]);
  });
});
