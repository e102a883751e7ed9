/**
 * The blog's list of posts on a phone (fixture build: `.cache/fixture-dist` or E2E_FIXTURE_DIR):
 * a date in a table cell stays on one line (rehype-page.ts makes it a `<time>`; a reader review
 * found `2020-12-08` broken over three lines at 390 px), and the page never scrolls sideways.
 */
import { describe, expect, it } from 'vitest';
import { ChromeSession } from './chrome-helpers.ts';

const session = new ChromeSession();

describe('blog index', () => {
  for (const [width, height] of [[390, 844], [320, 640]] as const) {
    it(`keeps each date on one line at ${width} px, within the page`, async () => {
      const page = await session.visit('/blog/', { viewport: { width, height } });
      const dates = await page.$$eval('[data-page-body] td:first-child', (cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return { text: cell.textContent?.trim() ?? '', lines: lines.size, datetime: cell.querySelector('time')?.getAttribute('datetime') };
        }),
      );
      expect(dates).toEqual([{ text: '2020-10-10', lines: 1, datetime: '2020-10-10' }]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});
