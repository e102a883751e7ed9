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
    const { page, context } = await session.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${session.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.locator(BANNER).waitFor({ state: 'attached' });
    await context.setOffline(true);
    const banner = page.locator(BANNER);
    await banner.waitFor({ state: 'visible' });
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
  });
});
