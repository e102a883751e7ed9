/**
 * Headings on a phone (content.css, useScrollToHash.ts), on the fixture build: the "#" permalink
 * after each heading shows on a touch screen, which has no hover to reveal it, and the heading a
 * link led to is marked at every width, with and without JavaScript, and still after the app has
 * followed an in-page link or gone Back (moves by the History API, which leave :target behind).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, ownProblems } from './chrome-helpers.ts';

const session = new ChromeSession();
const PAGE = '/concepts/code-blocks/';
const PHONE = { viewport: { width: 390, height: 844 } };

/**
 * The ids of the headings in main drawn with the mark (the bar content.css puts at their left).
 * Found and read in one evaluation: `$$eval` finds the elements in one call and reads them in
 * another, and a heading React replaced in between (the contributors view rendering after the
 * scroll to the last section) was read detached, where every computed value is '', and so
 * counted as marked (a fresh clone's run failed so in session 32; 1 run in 8 here).
 */
function marked(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(h2, h3, h4, h5, h6)')]
      .filter((h) => {
        const bar = getComputedStyle(h, '::before');
        return bar.content !== 'none' && bar.borderLeftStyle !== 'none' && bar.borderLeftWidth !== '0px';
      })
      .map((h) => h.id),
  );
}

/** Each permalink's colour, at its opacity over the first background behind it, against that background. */
function permalinkContrasts(page: Page): Promise<number[]> {
  return page.$$eval('main .heading-link', (links) => {
    const channels = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (rgb: number[]): number =>
      rgb.slice(0, 3).reduce((sum, c, i) => sum + [0.2126, 0.7152, 0.0722][i]! * (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4), 0);
    return links.map((a) => {
      let under = a.parentElement;
      while (under !== null && (channels(getComputedStyle(under).backgroundColor)[3] ?? 1) === 0) under = under.parentElement;
      const back = channels(getComputedStyle(under ?? document.documentElement).backgroundColor);
      const alpha = Number(getComputedStyle(a).opacity);
      const ink = channels(getComputedStyle(a).color).slice(0, 3).map((c, i) => c * alpha + (back[i] ?? 0) * (1 - alpha));
      const [hi = 0, lo = 0] = [luminance(ink), luminance(back)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    });
  });
}

/** Waits until the marked headings are exactly `ids` (a mark that never comes is reported with what is marked instead). */
async function waitForMarked(page: Page, ids: string[]): Promise<void> {
  await expect.poll(() => marked(page), { timeout: 10_000 }).toEqual(ids);
}

describe('heading permalinks on a touch screen', () => {
  it('show without hover, keep contrast in both themes, and move no heading at 320 px', async () => {
    const touch = await session.open({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    await touch.page.goto(`${session.base}${PAGE}`);
    await touch.page.waitForSelector('html[data-hydrated]');
    expect(await touch.page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const opacities = await touch.page.$$eval('main .heading-link', (links) => links.map((a) => getComputedStyle(a).opacity));
    expect(opacities.length).toBeGreaterThan(3);
    expect(opacities.filter((o) => Number(o) === 0)).toEqual([]);
    // axe leaves a text of punctuation alone ("#"), so the contrast is worked out here.
    for (const theme of ['light', 'dark']) {
      await touch.page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      expect(Math.min(...(await permalinkContrasts(touch.page))), theme).toBeGreaterThanOrEqual(3);
    }
    expect(await touch.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The link takes its room while hidden too: the headings lie where they do with a mouse.
    const boxes = (page: Page): Promise<string[]> => page.$$eval('main :is(h2, h3)', (hs) => hs.map((h) => `${h.id} ${JSON.stringify(h.getBoundingClientRect())}`));
    const mouse = await session.harness.open({ viewport: { width: 320, height: 700 } });
    await mouse.page.goto(`${session.base}${PAGE}`);
    await mouse.page.waitForSelector('html[data-hydrated]');
    expect(await mouse.page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(false);
    expect(await boxes(touch.page)).toEqual(await boxes(mouse.page));
    await mouse.context.close();
  });
});

describe('the heading a link led to', () => {
  it('is marked at 390 px on arrival, moves with an in-page link and comes back with Back', async () => {
    const { page, problems } = await session.open(PHONE);
    await page.goto(`${session.base}${PAGE}#third-section`);
    await page.waitForSelector('html[data-hydrated]');
    await waitForMarked(page, ['third-section']);
    // The app follows the link with pushState: :target stays on the third section.
    await page.click('#last-section .heading-link');
    await page.waitForURL(/#last-section$/);
    await waitForMarked(page, ['last-section']);
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('third-section');
    await page.goBack();
    await page.waitForURL(/#third-section$/);
    await waitForMarked(page, ['third-section']);
    expect(ownProblems(problems)).toEqual([]);
  });

  it('is marked without JavaScript, at 390 and 1280 px, and does not fade for reduced motion', async () => {
    const { page } = await session.open({ ...PHONE, javaScript: false, reducedMotion: 'reduce' });
    await page.goto(`${session.base}${PAGE}#a-nested-section`);
    expect(await marked(page)).toEqual(['a-nested-section']);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await marked(page)).toEqual(['a-nested-section']);
  });
});
