/**
 * Keyboard focus and the notification bar along the bottom edge, on a long guide of the built
 * site (`dist/`, or GATES_SITE) at 1280 x 800: every control Tab reaches is clear of the bar
 * (WCAG 2.4.11), in the page and in the sticky sidebar. Links near the bottom of the screen took
 * focus under the bar before. Going back with Shift+Tab from the end of a long page, every control
 * is clear of the sticky header too: the "On this page" column took focus under it before.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, SITE_DIR } from './chrome-helpers.ts';

const PAGE = '/guides/code-splitting/';
const BAR = 'aside[aria-label="Notification"]';

const session = new ChromeSession(SITE_DIR);

/**
 * Resolves once the focused control has come to rest: sections rendered as focus reaches them
 * (`content-visibility: auto`) take their real height a frame or two after the scroll that brought
 * the control into view, and the page moves with them, so a control is judged where it stays (the
 * same box two frames running), not where it passes.
 */
const settled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const box = (): string => JSON.stringify(document.activeElement?.getBoundingClientRect() ?? null);
    for (let last = box(), same = 0, frames = 0; same < 2 && frames < 120; frames += 1) {
      await frame();
      const now = box();
      same = now === last ? same + 1 : 0;
      last = now;
    }
  });

/** After one Tab: the focused control, and whether it overlaps the bar (the bar's own controls aside), where it comes to rest. */
const underBar = (page: Page): Promise<{ name: string; covered: boolean }> =>
  settled(page).then(() => page.evaluate((bar) => {
    const el = document.activeElement;
    const box = document.querySelector(bar)?.getBoundingClientRect();
    if (el === null || box === undefined || el.closest(bar) !== null) return { name: '', covered: false };
    const r = el.getBoundingClientRect();
    return { name: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`, covered: r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right };
  }, BAR));

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

/** The focused control, and whether any of it lies under the sticky header (the header's own controls aside), where it comes to rest (`settled`). */
const underHeader = (page: Page): Promise<{ name: string; covered: boolean; inColumn: boolean }> =>
  settled(page).then(() => page.evaluate(() => {
    const el = document.activeElement;
    const header = document.querySelector('#root > header')?.getBoundingClientRect();
    if (el === null || header === undefined || el.closest('header') !== null || el === document.body) return { name: '', covered: false, inColumn: false };
    const r = el.getBoundingClientRect();
    return { name: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)} top=${Math.round(r.top)}`, covered: r.top < header.bottom && r.bottom > header.top, inColumn: el.closest('nav[aria-label="On this page"]') !== null };
  }));

describe('focus and the sticky header, going back from the end of a long page', () => {
  for (const [width, height, theme] of [[1280, 800, 'light'], [1280, 800, 'dark'], [390, 844, 'dark'], [390, 844, 'light']] as const) {
    it(`keeps every control Shift+Tab reaches clear of the header (${width} x ${height}, ${theme})`, async () => {
      const { page } = await session.open({ viewport: { width, height }, colorScheme: theme });
      await page.goto(`${session.base}/configuration/output/`);
      await page.waitForSelector('html[data-hydrated]');
      await page.keyboard.press('End');
      // The walk starts from the footer's last link, as a reader who pressed End and tabbed there would.
      await page.$$eval('footer a[href]', (links) => links.at(-1)?.focus());
      const stops: Awaited<ReturnType<typeof underHeader>>[] = [];
      for (let i = 0; i < 45; i++) stops.push(await page.keyboard.press('Shift+Tab').then(() => underHeader(page)));
      expect(stops.filter((s) => s.covered).map((s) => s.name)).toEqual([]);
      // At 1280 px the walk went up the "On this page" column, where focus went under the header before.
      if (width === 1280) expect(stops.filter((s) => s.inColumn).length).toBeGreaterThan(20);
    });
  }
});
