/**
 * The mobile sidebar drawer in Chromium on a 375 px touch screen, with real touch events sent
 * through the DevTools protocol. Reads the fixture build that `npm test` makes in
 * `.cache/fixture-dist` (or the folder in E2E_FIXTURE_DIR).
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OPENER_SWIPE_CAP_PX, SWIPE_THRESHOLD_PX } from '../../src/shared/constants.ts';
import { ChromeSession, ownProblems, settle } from './chrome-helpers.ts';

const session = new ChromeSession();

const PHONE = { width: 375, height: 740 };
const OPENER = '[aria-controls="sidebar-drawer"]';

/** Opens the alpha page on a touch phone, hydrated. */
async function phone(path = '/concepts/alpha/'): Promise<{ page: Page; cdp: CDPSession }> {
  const watched = await session.open({ viewport: PHONE, hasTouch: true });
  const { page } = watched;
  await page.goto(`${session.base}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  const cdp = await page.context().newCDPSession(page);
  // With no page to go back to, a swipe the site ignores cannot become the browser's own back gesture.
  await cdp.send('Page.resetNavigationHistory');
  return { page, cdp };
}

type Point = { x: number; y: number };

/** A real touch: start, moves in `steps` straight steps, end (unless `lift` is false). */
async function swipe(page: Page, cdp: CDPSession, from: Point, to: Point, options: { steps?: number; lift?: boolean } = {}): Promise<void> {
  const steps = options.steps ?? 6;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  if (options.lift !== false) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await settle(page);
}

const isOpen = async (page: Page): Promise<boolean> => (await page.getAttribute(OPENER, 'aria-expanded')) === 'true';

describe('mobile sidebar swipes (375 px touch screen)', () => {
  it('opens on a swipe right from the left edge longer than the threshold, and closes on a swipe left', async () => {
    const { page, cdp } = await phone();
    expect(await page.isVisible('#sidebar-drawer')).toBe(false);
    await swipe(page, cdp, { x: 4, y: 300 }, { x: 4 + SWIPE_THRESHOLD_PX + 10, y: 304 });
    expect(await isOpen(page)).toBe(true);
    await page.waitForSelector('#sidebar-drawer[role="dialog"]', { state: 'visible' });
    expect(await page.isVisible('#sidebar-drawer a[href="/concepts/beta/"]')).toBe(true);
    await swipe(page, cdp, { x: 250, y: 300 }, { x: 250 - SWIPE_THRESHOLD_PX - 10, y: 296 });
    expect(await isOpen(page)).toBe(false);
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('ignores swipes of the threshold or less, in both directions', async () => {
    const { page, cdp } = await phone();
    await swipe(page, cdp, { x: 4, y: 300 }, { x: 4 + SWIPE_THRESHOLD_PX, y: 300 });
    expect(await isOpen(page)).toBe(false);
    await swipe(page, cdp, { x: 4, y: 300 }, { x: 4 + SWIPE_THRESHOLD_PX + 1, y: 300 }, { steps: 1 });
    expect(await isOpen(page)).toBe(true);
    await swipe(page, cdp, { x: 250, y: 300 }, { x: 250 - SWIPE_THRESHOLD_PX, y: 300 });
    expect(await isOpen(page)).toBe(true);
  });

  it('counts a move as horizontal only below the slope limit of 0.8', async () => {
    const { page, cdp } = await phone();
    // Slope 1.0 and 0.8 (whole-pixel steps, so the slope is exact): a scroll, not a swipe.
    await swipe(page, cdp, { x: 4, y: 200 }, { x: 104, y: 300 }, { steps: 4 });
    expect(await isOpen(page)).toBe(false);
    await swipe(page, cdp, { x: 4, y: 200 }, { x: 104, y: 280 }, { steps: 4 });
    expect(await isOpen(page)).toBe(false);
    // Slope 0.6 opens.
    await swipe(page, cdp, { x: 4, y: 200 }, { x: 104, y: 260 });
    expect(await isOpen(page)).toBe(true);
    // Closing obeys the same limit.
    await swipe(page, cdp, { x: 250, y: 200 }, { x: 150, y: 280 }, { steps: 4 });
    expect(await isOpen(page)).toBe(true);
    await swipe(page, cdp, { x: 250, y: 200 }, { x: 150, y: 250 });
    expect(await isOpen(page)).toBe(false);
  });

  it('opens only from the edge', async () => {
    const { page, cdp } = await phone();
    await swipe(page, cdp, { x: 120, y: 300 }, { x: 300, y: 300 });
    expect(await isOpen(page)).toBe(false);
    expect(page.url()).toBe(`${session.base}/concepts/alpha/`);
  });

  it('follows the finger while dragging, up to the opener swipe cap', async () => {
    const { page, cdp } = await phone();
    await swipe(page, cdp, { x: 4, y: 300 }, { x: 104, y: 300 }, { lift: false });
    const right = async (): Promise<number> => page.$eval('#sidebar-drawer', (el) => el.getBoundingClientRect().right);
    expect(Math.round(await right())).toBe(100);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 370, y: 300 }] });
    await settle(page);
    expect(Math.round(await right())).toBe(OPENER_SWIPE_CAP_PX);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page);
    expect(await isOpen(page)).toBe(true);
  });
});

describe('mobile sidebar by button and keyboard', () => {
  it('moves focus into the drawer, keeps it there, and returns it to the opener on Escape', async () => {
    const { page } = await phone();
    await page.focus(OPENER);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#sidebar-drawer[role="dialog"][aria-modal="true"]', { state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close navigation');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('sidebar-drawer')?.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.getElementById('sidebar-drawer')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('sidebar-drawer');
  });

  it('keeps the scroll position: closing the drawer leaves the page where it was', async () => {
    const { page } = await phone('/concepts/code-blocks/');
    // Far enough down that a jump shows (the old code scrolled up by about 450 px on closing).
    const y = await page.evaluate(() => {
      window.scrollTo(0, Math.min(1500, document.documentElement.scrollHeight - innerHeight));
      return scrollY;
    });
    expect(y).toBeGreaterThan(400);
    await page.focus(OPENER);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#sidebar-drawer[role="dialog"]', { state: 'visible' });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'sidebar-drawer');
    expect(await page.evaluate(() => scrollY)).toBe(y);
  });

  it('closes with its close button and on a click outside, returning focus to the opener', async () => {
    const { page } = await phone();
    await page.click(OPENER);
    await page.waitForSelector('#sidebar-drawer[role="dialog"]', { state: 'visible' });
    await page.click('#sidebar-drawer button[aria-label="Close navigation"]');
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('sidebar-drawer');
    await page.click(OPENER);
    await page.waitForSelector('#sidebar-drawer[role="dialog"]', { state: 'visible' });
    await page.mouse.click(PHONE.width - 20, 400);
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('sidebar-drawer');
  });

  it('closes on a link click and the page changes', async () => {
    const { page } = await phone();
    await page.click(OPENER);
    await page.click('#sidebar-drawer a[href="/concepts/beta/"]');
    await page.waitForURL(`${session.base}/concepts/beta/`);
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    expect(await page.textContent('main h1')).toBe('Beta');
    // An anchor link on the same page closes it too.
    await page.click(OPENER);
    await page.click('#sidebar-drawer a[href="#deep-section"]');
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    expect(page.url()).toBe(`${session.base}/concepts/beta/#deep-section`);
  });

  it('lists the documentation sections in the drawer, since the sub-navigation is for desktop', async () => {
    const { page } = await phone();
    expect(await page.isVisible('header nav[aria-label="Documentation sections"]')).toBe(false);
    await page.click(OPENER);
    expect(await page.isVisible('#sidebar-drawer nav[aria-label="Sections"] a[href="/configuration/"]')).toBe(true);
  });

  it('is a plain column on desktop, with no menu button', async () => {
    const watched = await session.open({ viewport: { width: 1280, height: 900 } });
    const { page } = watched;
    await page.goto(`${session.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.isVisible(OPENER)).toBe(false);
    expect(await page.isVisible('#sidebar-drawer a[href="/concepts/beta/"]')).toBe(true);
    expect(await page.getAttribute('#sidebar-drawer', 'role')).toBeNull();
    expect(await page.isVisible('#sidebar-drawer button[aria-label="Close navigation"]')).toBe(false);
  });
});

describe('mobile navigation without JavaScript (375 px)', () => {
  it('opens the drawer from the menu link and reaches another page of the section; controls that need script are hidden', async () => {
    const { page } = await session.open({ viewport: PHONE, javaScript: false });
    await page.goto(`${session.base}/concepts/alpha/`);
    // The script-driven button and the controls that do nothing without script are not shown.
    for (const selector of [OPENER, 'header button[aria-haspopup="dialog"]', 'header button:has-text("English")', 'header button[aria-label^="Switch to"]']) {
      expect(await page.isVisible(selector), selector).toBe(false);
    }
    expect(await page.isVisible('#sidebar-drawer a[href="/concepts/beta/"]')).toBe(false);
    await page.click('header a[aria-label="Open navigation"]');
    await page.waitForSelector('#sidebar-drawer a[href="/concepts/beta/"]', { state: 'visible' });
    // Its close link closes it again.
    await page.click('#sidebar-drawer a[aria-label="Close navigation"]');
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    await page.click('header a[aria-label="Open navigation"]');
    // The other documentation sections are there too.
    expect(await page.isVisible('#sidebar-drawer nav[aria-label="Sections"] a[href="/configuration/"]')).toBe(true);
    await page.click('#sidebar-drawer a[href="/concepts/beta/"]');
    await page.waitForURL(`${session.base}/concepts/beta/`);
    expect(await page.textContent('main h1')).toBe('Beta');
    expect(await page.isVisible('#sidebar-drawer')).toBe(false);
  });

  it('closes the drawer where the reader was, not at the top of the page', async () => {
    const { page } = await session.open({ viewport: PHONE, javaScript: false, hasTouch: true });
    await page.goto(`${session.base}/concepts/code-blocks/`);
    const y = await page.evaluate(() => {
      window.scrollTo(0, Math.min(1500, document.documentElement.scrollHeight - innerHeight));
      return scrollY;
    });
    expect(y).toBeGreaterThan(400);
    // Taps at the controls' places on the screen (a click would first scroll them into view).
    const tap = async (selector: string): Promise<void> => {
      const box = await page.locator(selector).boundingBox();
      if (box === null) throw new Error(`${selector} is not on the screen`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    await tap('header a[aria-label="Open navigation"]');
    await page.waitForSelector('#sidebar-drawer a[aria-label="Close navigation"]', { state: 'visible' });
    await tap('#sidebar-drawer a[aria-label="Close navigation"]');
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    expect(await page.evaluate(() => scrollY)).toBe(y);
  });

  it('shows the script-driven controls, not their stand-ins, with JavaScript', async () => {
    const { page } = await phone();
    expect(await page.isVisible(OPENER)).toBe(true);
    expect(await page.isVisible('header a[aria-label="Open navigation"]')).toBe(false);
    expect(await page.isVisible('header button[aria-label^="Switch to"]')).toBe(true);
    await page.click(OPENER);
    await page.waitForSelector('#sidebar-drawer[role="dialog"]', { state: 'visible' });
    expect(await page.isVisible('#sidebar-drawer button[aria-label="Close navigation"]')).toBe(true);
    expect(await page.isVisible('#sidebar-drawer a[aria-label="Close navigation"]')).toBe(false);
  });
});
