/**
 * Keyboard focus and the notification bar along the bottom edge, on a long guide of the built
 * site (`dist/`, or GATES_SITE) at 1280 x 800: every control Tab reaches is clear of the bar
 * (WCAG 2.4.11), in the page and in the sticky sidebar. Links near the bottom of the screen took
 * focus under the bar before.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, SITE_DIR } from './chrome-helpers.ts';

const PAGE = '/guides/code-splitting/';
const BAR = 'aside[aria-label="Notification"]';

const session = new ChromeSession(SITE_DIR);

/** After one Tab: the focused control, and whether it overlaps the bar (the bar's own controls aside). */
const underBar = (page: Page): Promise<{ name: string; covered: boolean }> =>
  page.evaluate((bar) => {
    const el = document.activeElement;
    const box = document.querySelector(bar)?.getBoundingClientRect();
    if (el === null || box === undefined || el.closest(bar) !== null) return { name: '', covered: false };
    const r = el.getBoundingClientRect();
    return { name: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`, covered: r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right };
  }, BAR);

describe('focus and the notification bar (1280 x 800)', () => {
  it('never leaves a focused control under the bar, and keeps no room for it once dismissed', async () => {
    const { page } = await session.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${session.base}${PAGE}`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForSelector(BAR);
    const covered: string[] = [];
    let nearBottom = 0;
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const found = await underBar(page);
      if (found.covered) covered.push(found.name);
      // Counts the stops that ended just above the bar, so the walk is known to have met the case.
      const bottom = await page.evaluate((bar) => {
        const box = document.querySelector(bar)?.getBoundingClientRect();
        return box === undefined ? 0 : box.top - (document.activeElement?.getBoundingClientRect().bottom ?? 0);
      }, BAR);
      if (bottom >= 0 && bottom < 40) nearBottom++;
    }
    expect(covered).toEqual([]);
    expect(nearBottom).toBeGreaterThan(0);

    await page.click('button[aria-label="Dismiss notification"]');
    await page.waitForSelector(BAR, { state: 'detached' });
    const margin = await page.$eval('main a[href]', (a) => getComputedStyle(a).scrollMarginBottom);
    expect(margin).toBe('0px');
  });
});
