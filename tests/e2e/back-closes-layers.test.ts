/**
 * Back closes what is open over the page (src/app/router/location.ts `openLayer`): the search
 * dialog and the phone's drawer each open on a history entry of their own, so a phone's Back
 * gesture closes them instead of leaving the page (reader review, session 24). Closed another
 * way, they take their entry back, and a link followed from them takes its place: one Back still
 * leads to the page before. On the fixture build, in Chromium, at a phone's width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, ownProblems, settle } from './chrome-helpers.ts';

const session = new ChromeSession();
const PHONE = { width: 390, height: 800 };
const OPENER = '[aria-controls="sidebar-drawer"]';
const TRIGGER = 'button[aria-haspopup="dialog"]';

/** The alpha page, hydrated, loaded after the code-blocks page (the page Back should lead to). */
async function alphaAfterCodeBlocks(options: { hasTouch?: boolean } = {}): Promise<Page> {
  const page = await session.visit('/concepts/code-blocks/', { viewport: PHONE, ...options });
  await page.goto(`${session.base}/concepts/alpha/`);
  await page.waitForSelector('html[data-hydrated]');
  return page;
}

/** Where the page is, what it shows and the layer depth of its history entry. */
function where(page: Page): Promise<{ path: string; h1: string; layer: unknown }> {
  return page.evaluate(() => ({
    path: location.pathname + location.hash,
    h1: document.querySelector('main h1')?.textContent ?? '',
    layer: (history.state as { layer?: unknown } | null)?.layer ?? null,
  }));
}

/** How many entries the tab's history has. */
const entries = (page: Page): Promise<number> => page.evaluate(() => history.length);

/** Opens the search dialog from its button. */
async function openSearch(page: Page): Promise<void> {
  await page.click(TRIGGER);
  await page.waitForSelector('dialog[open] input');
}

/** Opens the drawer from the header's menu button. */
async function openDrawer(page: Page): Promise<void> {
  await page.click(OPENER);
  await page.waitForSelector('#sidebar-drawer[role="dialog"]', { state: 'visible' });
}

/** Opens the drawer, then search over it with `/` (a phone with a keyboard), and chooses the first result for `query`. */
async function searchFromDrawer(page: Page, query: string): Promise<void> {
  await openDrawer(page);
  await page.keyboard.press('/');
  await page.waitForSelector('dialog[open] input');
  await page.keyboard.type(query);
  await page.waitForSelector('dialog[open] [role="option"][aria-selected="true"]');
  await page.keyboard.press('Enter');
}

/** Back, then waits for the address `path`. */
async function backTo(page: Page, path: string): Promise<void> {
  await page.goBack();
  await page.waitForURL(`${session.base}${path}`);
}

/** Waits until the current history entry is a page's own (a layer closed another way has taken its entry back). */
async function onPageEntry(page: Page): Promise<void> {
  await page.waitForFunction(() => ((history.state as { layer?: number } | null)?.layer ?? 0) === 0);
}

describe('Back with a layer open', () => {
  it('closes the search dialog and keeps the page, focus back on the search button; the next Back leaves the page', async () => {
    const page = await alphaAfterCodeBlocks();
    const before = await where(page);
    await openSearch(page);
    await page.goBack();
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    await settle(page);
    expect(await where(page)).toEqual(before);
    expect(await page.evaluate((t) => document.activeElement === document.querySelector(t), TRIGGER)).toBe(true);
    await backTo(page, '/concepts/code-blocks/');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('after Escape closed the dialog, one Back leads to the page before', async () => {
    const page = await alphaAfterCodeBlocks();
    await openSearch(page);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    await onPageEntry(page);
    await backTo(page, '/concepts/code-blocks/');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('after a chosen result, one Back leads to the page the search was opened on, with the dialog closed', async () => {
    const page = await alphaAfterCodeBlocks();
    const before = await entries(page);
    await openSearch(page);
    await page.keyboard.type('Third section');
    await page.waitForSelector('dialog[open] [role="option"][aria-selected="true"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname !== '/concepts/alpha/' && document.querySelector('main h1') !== null);
    // The result's move took the dialog's entry: one entry more than before, not two.
    expect(await entries(page)).toBe(before + 1);
    expect((await where(page)).layer).toBeNull();
    await backTo(page, '/concepts/alpha/');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Alpha');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('Forward to a closed dialog’s entry steps back over it: nothing reopens, and the next Back leaves the page', async () => {
    const page = await alphaAfterCodeBlocks();
    const before = await where(page);
    await openSearch(page);
    await page.goBack();
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    await page.goForward();
    await onPageEntry(page);
    await settle(page);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await where(page)).toEqual(before);
    await backTo(page, '/concepts/code-blocks/');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('a reload with the dialog open leaves no Back that does nothing', async () => {
    const page = await alphaAfterCodeBlocks();
    await openSearch(page);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await onPageEntry(page);
    await backTo(page, '/concepts/code-blocks/');
  });

  it('closes the phone’s drawer and keeps the page; the next Back leaves it', async () => {
    const page = await alphaAfterCodeBlocks({ hasTouch: true });
    const before = await where(page);
    await openDrawer(page);
    await page.goBack();
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    await settle(page);
    expect(await where(page)).toEqual(before);
    expect(await page.getAttribute(OPENER, 'aria-expanded')).toBe('false');
    await backTo(page, '/concepts/code-blocks/');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('search opened from the open drawer shares its entry: a result chosen there still adds one entry', async () => {
    const page = await alphaAfterCodeBlocks({ hasTouch: true });
    const before = await entries(page);
    await searchFromDrawer(page, 'Third section');
    await page.waitForFunction(() => location.pathname !== '/concepts/alpha/' && document.querySelector('main h1') !== null);
    expect(await entries(page)).toBe(before + 1);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/concepts/alpha/' && document.querySelector('main h1')?.textContent === 'Alpha');
    expect(await page.getAttribute(OPENER, 'aria-expanded')).toBe('false');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await backTo(page, '/concepts/code-blocks/');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('a result on the same page chosen from search over the open drawer closes both, and one Back returns', async () => {
    const page = await alphaAfterCodeBlocks({ hasTouch: true });
    const before = await entries(page);
    await searchFromDrawer(page, 'Nested heading');
    await page.waitForURL(`${session.base}/concepts/alpha/#nested-heading`);
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    expect(await entries(page)).toBe(before + 1);
    await backTo(page, '/concepts/alpha/');
    await backTo(page, '/concepts/code-blocks/');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('a link in the drawer that loads another document (the printable page) takes the drawer’s entry', async () => {
    const page = await alphaAfterCodeBlocks({ hasTouch: true });
    const before = await entries(page);
    await openDrawer(page);
    await page.click('#sidebar-drawer a[href="/concepts/printable/"]');
    await page.waitForURL(`${session.base}/concepts/printable/`);
    expect(await entries(page)).toBe(before + 1);
    await backTo(page, '/concepts/alpha/');
    await backTo(page, '/concepts/code-blocks/');
  });

  it('a link to the page shown adds no entry, from the drawer or from the page, as the browser’s own links do', async () => {
    const page = await alphaAfterCodeBlocks({ hasTouch: true });
    await page.evaluate(() => window.scrollTo(0, 400));
    await openDrawer(page);
    await page.click('#sidebar-drawer a[href="/concepts/alpha/"]');
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    await onPageEntry(page);
    await page.waitForFunction(() => scrollY === 0);
    // From the page itself too (a link added to it).
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/concepts/alpha/';
      link.id = 'self';
      link.textContent = 'this page';
      document.querySelector('main')?.prepend(link);
    });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.click('#self');
    await page.waitForFunction(() => scrollY === 0);
    // One Back leads to the page before: neither link added an entry of the page.
    await backTo(page, '/concepts/code-blocks/');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('after the drawer’s close button, or a link in it, one Back leads to the page before', async () => {
    const page = await alphaAfterCodeBlocks({ hasTouch: true });
    const before = await entries(page);
    await openDrawer(page);
    await page.click('#sidebar-drawer button[aria-label="Close navigation"]');
    await page.waitForSelector('#sidebar-drawer', { state: 'hidden' });
    await onPageEntry(page);
    // A link followed from the drawer: its move takes the drawer's entry.
    await openDrawer(page);
    await page.click('#sidebar-drawer a[href="/concepts/beta/"]');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Beta');
    // The close button took the drawer's entry back, so this is one entry after the page's too.
    expect(await entries(page)).toBe(before + 1);
    expect((await where(page)).layer).toBeNull();
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/concepts/alpha/' && document.querySelector('main h1')?.textContent === 'Alpha');
    expect(await page.getAttribute(OPENER, 'aria-expanded')).toBe('false');
    await backTo(page, '/concepts/code-blocks/');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });
});
