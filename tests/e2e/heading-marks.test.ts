/**
 * Headings on a phone (content.css), on the fixture build: the "#" permalink after each heading
 * shows on a touch screen, which has no hover to reveal it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession } from './chrome-helpers.ts';

const session = new ChromeSession();
const PAGE = '/concepts/code-blocks/';

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
