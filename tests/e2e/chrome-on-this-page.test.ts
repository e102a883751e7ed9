/**
 * The right-hand "On this page" column (src/app/Layout/OnThisPage.tsx) on the fixture build:
 * shown from 1280 px, absent at 390 px, plain links without script, the section in view marked
 * as the reader scrolls, the list following a client-side navigation, and a link to a section
 * of the page followed at once while the page body's code is still on its way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, holdPageBodyChunk, ownProblems } from './chrome-helpers.ts';

const session = new ChromeSession();
const COLUMN = 'nav[aria-label="On this page"]';

/** Waits until the column marks `title` as the section being read. */
async function waitForCurrent(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    ({ column, expected }) => document.querySelector(`${column} a[aria-current="location"]`)?.textContent === expected,
    { column: COLUMN, expected: title },
  );
}

describe('the "On this page" column', () => {
  it('lists the page sections at 1280 px and highlights the one scrolled into view', async () => {
    const page = await session.visit('/concepts/code-blocks/', { viewport: { width: 1280, height: 700 } });
    expect(await page.isVisible(COLUMN)).toBe(true);
    const links = await page.$$eval(`${COLUMN} a`, (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links.slice(0, 3)).toEqual([
      ['Diff block', '#diff-block'],
      ['Removed lines', '#removed-lines'],
      ['Plain block', '#plain-block'],
    ]);
    expect(links.map(([title]) => title)).toContain('Last section');
    await page.evaluate(() => document.getElementById('third-section')?.scrollIntoView());
    await waitForCurrent(page, 'Third section');
    // An h3 shows under its h2 while its section is read, and is the one marked.
    await page.evaluate(() => document.getElementById('a-nested-section')?.scrollIntoView());
    await waitForCurrent(page, 'A nested section');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForCurrent(page, 'Last section');
    expect(await page.$$eval(`${COLUMN} a[aria-current]`, (as) => as.length)).toBe(1);
  });

  it('is absent at 390 px', async () => {
    const page = await session.visit('/concepts/code-blocks/', { viewport: { width: 390, height: 844 } });
    expect(await page.$(COLUMN)).not.toBeNull();
    expect(await page.isVisible(COLUMN)).toBe(false);
    expect(await page.$$eval(`${COLUMN} a`, (as) => as.filter((a) => a.checkVisibility()).length)).toBe(0);
  });

  it('is prerendered as plain links that work without JavaScript', async () => {
    const { page } = await session.open({ javaScript: false, viewport: { width: 1440, height: 900 } });
    await page.goto(`${session.base}/concepts/code-blocks/`);
    expect(await page.isVisible(`${COLUMN} a[href="#third-section"]`)).toBe(true);
  });

  it('follows a client-side navigation to another page', async () => {
    const page = await session.visit('/concepts/code-blocks/', { viewport: { width: 1440, height: 900 } });
    await page.waitForSelector(`${COLUMN} a[href="#diff-block"]`);
    await page.click('#sidebar-drawer a[href="/concepts/alpha/"]');
    await page.waitForURL(/\/concepts\/alpha\/$/);
    // The column is rebuilt for the new page: the old links go, then the new ones come (not at once).
    await page.waitForFunction((column) => document.querySelector(`${column} a[href="#diff-block"]`) === null && document.querySelectorAll(`${column} a`).length > 1, COLUMN);
    const hrefs = await page.$$eval(`${COLUMN} a`, (as) => as.map((a) => a.getAttribute('href')));
    const ids = await page.$$eval('main h2[id]', (hs) => hs.map((h) => `#${h.id}`));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.filter((href) => ids.includes(href ?? ''))).toEqual(hrefs);
  });

  it("goes to a section at once while the page body's code is still on its way", async () => {
    // A link to a section of the same page is a move to the page on screen: it waited for the
    // page body's chunk (asked for at the idle time) under the progress bar, on a slow connection
    // for seconds. The chunk (the one with its placeholder's test id) is held for the whole test.
    const { page, problems } = await session.open({ viewport: { width: 1440, height: 900 } });
    const { asked: bodyAsked } = await holdPageBodyChunk(page);
    await page.goto(`${session.base}/concepts/code-blocks/`);
    await bodyAsked;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.click(`${COLUMN} a[href="#third-section"]`);
    await page.waitForFunction(() => location.hash === '#third-section' && !document.documentElement.hasAttribute('data-navigating'));
    const top = await page.evaluate(() => document.getElementById('third-section')?.getBoundingClientRect().top ?? -1);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await page.$('[data-testid="page-placeholder"]')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(ownProblems(problems)).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
