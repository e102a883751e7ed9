/**
 * A move from the home page (no sidebar) to a documentation page lays the page's text out in its
 * own column from the first frame. The sidebar is a deferred view whose code and navigation tree
 * arrive after the move; until then its grid cell was empty, the text was placed in the sidebar's
 * 17rem column (272 px wide), and when the sidebar came the text reflowed to its width and the
 * heading a search result had scrolled to slid under the sticky header (reader review, session
 * 25: 15,328 → 10,269 px of page, the heading from 112 px to 9 px). On the fixture build at 1280 px.
 */
import { describe, expect, it } from 'vitest';
import { ChromeSession, ownProblems, settle } from './chrome-helpers.ts';

const session = new ChromeSession();

describe('a move from the home page to a documentation page', () => {
  it('gives the text its column from the first frame, and the heading moved to stays where it was put', async () => {
    const page = await session.visit('/', { viewport: { width: 1280, height: 800 } });
    // The width of main when the new page's heading is first in the document, read in the same task.
    await page.evaluate(() => {
      const seen: { width?: number } = {};
      Object.assign(window, { __firstFrame: seen });
      new MutationObserver((_, observer) => {
        if (document.querySelector('main h1')?.textContent !== 'Alpha') return;
        seen.width = Math.round(document.querySelector('main')?.getBoundingClientRect().width ?? 0);
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      const link = document.createElement('a');
      link.href = '/concepts/alpha/#nested-heading';
      link.textContent = 'to alpha';
      link.id = 'to-alpha';
      document.querySelector('main')?.append(link);
    });
    await page.click('#to-alpha');
    await page.waitForFunction(() => (window as unknown as { __firstFrame: { width?: number } }).__firstFrame.width !== undefined);
    const heading = (): Promise<number> => page.evaluate(() => Math.round(document.getElementById('nested-heading')?.getBoundingClientRect().top ?? Number.NaN));
    await page.waitForFunction(() => location.hash === '#nested-heading' && document.getElementById('nested-heading') !== null);
    await settle(page);
    const placed = await heading();
    // The sidebar's view arrives after the move.
    await page.waitForSelector('nav[aria-label="Concepts pages"]');
    await settle(page);
    const first = await page.evaluate(() => (window as unknown as { __firstFrame: { width: number } }).__firstFrame.width);
    const final = await page.evaluate(() => Math.round(document.querySelector('main')?.getBoundingClientRect().width ?? 0));
    expect(first).toBe(final);
    expect(await heading()).toBe(placed);
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });
});
