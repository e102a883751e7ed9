/**
 * Tab stops and names on a long page of the built site (`dist/`, or GATES_SITE): a code block is
 * a tab stop only while it scrolls sideways (each block cost two Tab presses before, itself and
 * its copy button, though most have nothing to scroll), blocks drawn late included; and no
 * control of the header has a `title` that repeats its name (the theme button's and the icon
 * links' did, and some screen readers read both).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, SITE_DIR } from './chrome-helpers.ts';

const PAGE = '/configuration/output/';

const session = new ChromeSession(SITE_DIR);

/** The laid-out code blocks whose tab stop does not match whether they scroll, and how many of each kind there are. */
const codeStops = (page: Page): Promise<{ wrong: string[]; scrolling: number; still: number }> =>
  page.$$eval('[data-page-body] figure.code-block > pre', (blocks) => {
    const out = { wrong: [] as string[], scrolling: 0, still: 0 };
    for (const pre of blocks) {
      // Blocks the browser skips off screen are judged once drawn.
      if (!pre.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })) continue;
      const scrolls = pre.scrollWidth > pre.clientWidth + 1;
      if (scrolls) out.scrolling++;
      else out.still++;
      if (pre.getAttribute('tabindex') !== (scrolls ? '0' : null)) out.wrong.push(`${pre.getAttribute('aria-label') ?? ''} scrolls=${scrolls} tabindex=${pre.getAttribute('tabindex')}`);
    }
    return out;
  });

describe('tab stops', () => {
  for (const [width, height, theme] of [[1280, 800, 'dark'], [390, 844, 'light']] as const) {
    it(`make a code block a stop only while it scrolls (${width} x ${height}, ${theme})`, async () => {
      const page = await session.visit(PAGE, { viewport: { width, height }, colorScheme: theme });
      await page.waitForSelector('[data-page-body] button[data-copy-code]');
      await expect.poll(async () => (await codeStops(page)).wrong).toEqual([]);
      // Blocks further down, drawn only once scrolled to: among them ones that do not scroll and, on a phone, ones that do.
      const seen = { scrolling: 0, still: 0 };
      for (const nth of [20, 40, 60, 80]) {
        await page.$$eval('[data-page-body] figure.code-block > pre', (blocks, n) => blocks[n]?.scrollIntoView(), nth);
        await expect.poll(async () => (await codeStops(page)).wrong).toEqual([]);
        const now = await codeStops(page);
        seen.scrolling += now.scrolling;
        seen.still += now.still;
      }
      expect(seen.still).toBeGreaterThan(0);
      if (width === 390) expect(seen.scrolling).toBeGreaterThan(0);
    });
  }

  it('keeps every code block a stop without JavaScript, where nothing can tell which ones scroll', async () => {
    const { page } = await session.open({ javaScript: false, viewport: { width: 1280, height: 800 } });
    await page.goto(`${session.base}${PAGE}`);
    const stops = await page.$$eval('[data-page-body] figure.code-block > pre', (blocks) => blocks.map((pre) => pre.getAttribute('tabindex')));
    expect(stops.length).toBeGreaterThan(50);
    expect(new Set(stops)).toEqual(new Set(['0']));
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`gives no control of the header a title that repeats its name (${theme})`, async () => {
      const page = await session.visit(PAGE, { viewport: { width: 1280, height: 800 }, colorScheme: theme });
      const repeated = await page.$$eval('#root > header [title]', (els) =>
        els.filter((el) => [el.getAttribute('aria-label'), (el.textContent ?? '').trim()].includes(el.getAttribute('title'))).map((el) => el.outerHTML.slice(0, 100)),
      );
      expect(repeated).toEqual([]);
    });
  }
});
