/**
 * The phone menu on a long section of the built site (`dist/`, or GATES_SITE): the drawer is as
 * high as the screen and scrolls inside itself, opens with the current page's entry in sight,
 * keeps keyboard focus in sight, and leaves the page behind it still. It was once as tall as its
 * content (6,661 px on /configuration/output/), so most of its links could not be reached.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, SITE_DIR } from './chrome-helpers.ts';

const PAGE = '/configuration/output/';
const DRAWER = '#sidebar-drawer';
const CURRENT = `${DRAWER} a[aria-current="page"]`;

const session = new ChromeSession(SITE_DIR);

/** The drawer's box and scroll sizes, and where the close bar ends (what lies above is covered). */
interface DrawerBox {
  top: number;
  bottom: number;
  barBottom: number;
  scrollHeight: number;
  clientHeight: number;
  scrollTop: number;
}

const drawerBox = (page: Page): Promise<DrawerBox> =>
  page.$eval(DRAWER, (el) => {
    const box = el.getBoundingClientRect();
    const bar = el.firstElementChild?.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, barBottom: bar?.bottom ?? box.top, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight, scrollTop: el.scrollTop };
  });

/** Whether the element of `selector` is wholly in the drawer's uncovered part, and on the screen. */
async function seenInDrawer(page: Page, selector: string): Promise<boolean> {
  const box = await drawerBox(page);
  const rect = await page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  const height = await page.evaluate(() => innerHeight);
  return rect.top >= box.barBottom && rect.bottom <= Math.min(box.bottom, height);
}

/** Opens the drawer with its button, and waits for it to have slid all the way in. */
async function openDrawer(page: Page): Promise<void> {
  await page.click('header button[aria-label="Open navigation"]');
  await page.waitForSelector(`${DRAWER}[role="dialog"]`, { state: 'visible' });
  await page.waitForFunction((sel) => document.querySelector(sel)?.getBoundingClientRect().left === 0, DRAWER);
}

describe('phone menu on a long section', () => {
  it('is screen-high, scrolls inside itself with the page behind still, opens at the current page, and reaches its last link (390 x 844)', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto(`${session.base}${PAGE}`);
    await page.waitForSelector('html[data-hydrated]');
    await openDrawer(page);
    const box = await drawerBox(page);
    expect(box.bottom - box.top).toBeLessThanOrEqual(844);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    expect(await seenInDrawer(page, CURRENT)).toBe(true);

    // A wheel over the backdrop, then over the drawer: the drawer's list moves, the page does not.
    const pageY = await page.evaluate(() => scrollY);
    const linkTop = (): Promise<number> => page.$eval(CURRENT, (el) => el.getBoundingClientRect().top);
    const before = await linkTop();
    await page.mouse.move(370, 500);
    await page.mouse.wheel(0, 600);
    await page.mouse.move(150, 500);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(([sel, top]) => (document.querySelector(sel)?.getBoundingClientRect().top ?? top) < top, [CURRENT, before] as const);
    expect(await page.evaluate(() => scrollY)).toBe(pageY);

    // The menu's last link can be brought into view and followed.
    const last = page.locator(`${DRAWER} a[href]`).last();
    await last.scrollIntoViewIfNeeded();
    const href = await last.getAttribute('href');
    const target = await last.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return { x, y, inView: r.top >= 0 && r.bottom <= innerHeight, hit: el.contains(document.elementFromPoint(x, y)) };
    });
    expect(target).toMatchObject({ inView: true, hit: true });
    await page.mouse.click(target.x, target.y);
    await page.waitForURL((url) => url.pathname === href);
  });

  it('keeps keyboard focus in sight as Tab walks down the menu (800 x 900)', async () => {
    const { page } = await session.open({ viewport: { width: 800, height: 900 } });
    await page.goto(`${session.base}${PAGE}`);
    await page.waitForSelector('html[data-hydrated]');
    await page.focus('header button[aria-label="Open navigation"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${DRAWER}[role="dialog"]`, { state: 'visible' });
    await page.waitForFunction((sel) => document.querySelector(sel)?.getBoundingClientRect().left === 0, DRAWER);
    const hidden: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      await page.evaluate(() => document.activeElement?.setAttribute('data-focus-probe', ''));
      if (!(await seenInDrawer(page, '[data-focus-probe]'))) hidden.push(await page.$eval('[data-focus-probe]', (el) => el.textContent.trim()));
      await page.evaluate(() => document.activeElement?.removeAttribute('data-focus-probe'));
    }
    expect(hidden).toEqual([]);
    expect((await drawerBox(page)).scrollTop).toBeGreaterThan(0);
  });

  it('opens at the current page without JavaScript too, and scrolls (390 x 844)', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 844 }, javaScript: false, hasTouch: true });
    await page.goto(`${session.base}${PAGE}`);
    await page.click('header a[aria-label="Open navigation"]');
    await page.waitForSelector(CURRENT, { state: 'visible' });
    const box = await drawerBox(page);
    expect(box.bottom - box.top).toBeLessThanOrEqual(844);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    expect(await seenInDrawer(page, CURRENT)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});
