/**
 * A button tapped before the app's scripts have run (src/shared/early-click.ts): on a slow phone
 * the prerendered page showed for seconds before the app, and a tap on the menu, search, theme or
 * a package-manager tab did nothing. The scripts are held back with request routing (released
 * by the test, never by a timer), so "before" and "after" are states, not moments. Reads the
 * fixture build (`.cache/fixture-dist`, or E2E_FIXTURE_DIR).
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_RAN_GLOBAL } from '../../src/shared/early-click.ts';
import { ChromeSession, settle } from './chrome-helpers.ts';

const session = new ChromeSession();

const TOGGLE = 'header button[aria-label^="Switch to"]';

/** Scripts held until `release`; `later` holds what is requested after that, until `releaseLater`. */
class HeldScripts {
  #first: Route[] = [];
  #later: Route[] = [];
  #phase: 'first' | 'later' | 'open' = 'first';
  #requested: Promise<void>;
  #sawFirst = (): void => undefined;

  constructor() {
    this.#requested = new Promise((resolve) => (this.#sawFirst = resolve));
  }

  /** Holds every script of `page`. */
  async attach(page: Page): Promise<void> {
    await page.route(/\.js$/, (route) => {
      if (this.#phase === 'open') return void route.continue();
      (this.#phase === 'first' ? this.#first : this.#later).push(route);
      this.#sawFirst();
    });
  }

  /** Resolves once the page has asked for its first script (the boot script ran after the first paint). */
  requested(): Promise<void> {
    return this.#requested;
  }

  /** Lets the held scripts through; with `holdLater`, scripts asked for from now on wait for `releaseLater`. */
  release(holdLater: boolean): void {
    this.#phase = holdLater ? 'later' : 'open';
    for (const route of this.#first.splice(0)) void route.continue();
  }

  /** Lets everything through from now on. */
  releaseLater(): void {
    this.#phase = 'open';
    for (const route of this.#later.splice(0)) void route.continue();
  }
}

const themeOf = (page: Page): Promise<string | null> => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** Opens a page of the fixture with its scripts held, once the boot script has asked for them (the page is painted, the app not there). */
async function openHeld(): Promise<{ page: Page; held: HeldScripts }> {
  const { page } = await session.open();
  const held = new HeldScripts();
  await held.attach(page);
  await page.goto(`${session.base}/concepts/alpha/`, { waitUntil: 'commit' });
  await held.requested();
  return { page, held };
}

describe('a tap before the app is there', () => {
  it('is acted on once the page has hydrated', async () => {
    const { page, held } = await openHeld();
    await page.click(TOGGLE);
    // Nothing of the app has run: the button cannot act yet.
    expect(await themeOf(page)).toBe('light');
    held.release(false);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  it('opens the search dialog tapped before the app ran', async () => {
    const { page, held } = await openHeld();
    await page.click('header button[aria-haspopup="dialog"]');
    held.release(false);
    await page.waitForSelector('dialog[open] input[role="combobox"]');
  });

  it('opens the search dialog tapped after the app ran, before the search box could hydrate', async () => {
    // The box hydrates at the browser's idle time, with its chunk: held here, the tap lands
    // between the app's start and then. React let it go, and the button did nothing.
    const { page, held } = await openHeld();
    held.release(true);
    await page.waitForFunction((name) => (window as unknown as Record<string, unknown>)[name] === 1, APP_RAN_GLOBAL);
    // The header (not deferred) acts at once: the app is there.
    await page.click(TOGGLE);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    expect(await page.$('[data-deferred="search-box"][data-ready]')).toBeNull();
    await page.click('header button[aria-haspopup="dialog"]');
    held.releaseLater();
    await page.waitForSelector('dialog[open] input[role="combobox"]');
    // From now on a tap there is React's alone: the frame says so, and the boot script leaves it.
    expect(await page.$('[data-deferred="search-box"][data-ready]')).not.toBeNull();
  });

  it('is not replayed when the reader taps again after the scripts ran: the theme switches once', async () => {
    const { page, held } = await openHeld();
    await page.click(TOGGLE);
    // The first-load scripts run; the views hydrated at idle wait for their chunks, so the page
    // is not marked hydrated yet and the early tap is still pending.
    held.release(true);
    await page.waitForFunction((name) => (window as unknown as Record<string, unknown>)[name] === 1, APP_RAN_GLOBAL);
    await page.click(TOGGLE);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    held.releaseLater();
    await page.waitForSelector('html[data-hydrated]');
    await settle(page);
    // A replay of the first tap would have switched it back.
    expect(await themeOf(page)).toBe('dark');
  });
});
