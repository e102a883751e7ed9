/**
 * The chrome's controls in Chromium: theme switch, language dropdown, version selector and
 * notification bar. Reads the fixture build that `npm test` makes in `.cache/fixture-dist` (or
 * the folder in E2E_FIXTURE_DIR).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, ownProblems, settle, throwingStorage } from './chrome-helpers.ts';

const session = new ChromeSession();

const visit = (path: string, options: Parameters<ChromeSession['open']>[0] = {}): Promise<Page> => session.visit(path, options);

const theme = (page: Page): Promise<{ attribute: string | null; classes: string }> =>
  page.evaluate(() => ({ attribute: document.documentElement.getAttribute('data-theme'), classes: document.documentElement.className }));

describe('theme', () => {
  it('switches, is stored under `theme`, and is applied before any bundle runs after a reload', async () => {
    const page = await visit('/concepts/alpha/');
    expect(await theme(page)).toEqual({ attribute: 'light', classes: 'light' });
    const icon = (): Promise<string[]> =>
      page.locator('header button[aria-label^="Switch to"] span[aria-hidden]').evaluateAll((spans) => spans.filter((s) => s.checkVisibility()).map((s) => s.textContent.trim()));
    expect(await icon()).toEqual(['☾']);
    await page.click('button[aria-label="Switch to dark theme"]');
    expect(await theme(page)).toEqual({ attribute: 'dark', classes: 'dark' });
    expect(await icon()).toEqual(['☀']);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // No script bundle now (held until the page closes): only the inline head script can have applied the theme.
    await page.route(/\/main\.[0-9a-f]+\.js$/, () => undefined);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await theme(page)).toEqual({ attribute: 'dark', classes: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 25, 29)');
    // The button already shows the icon of the theme it switches to (the sun), not React's default.
    expect(await icon()).toEqual(['☀']);
    expect(await page.$('html[data-hydrated]')).toBeNull();
  });

  it("gives way to the links that stand in for the header's buttons when the app's script cannot load", async () => {
    // A dropped connection or a blocked request: the buttons stayed on screen and did nothing.
    const { page } = await session.open({ viewport: { width: 390, height: 844 } });
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${session.base}/concepts/alpha/`);
    await page.waitForSelector('html:not([data-js])', { state: 'attached' });
    expect(await page.isVisible('header button[aria-label^="Switch to"]')).toBe(false);
    expect(await page.isVisible('header button[aria-label="Open navigation"]')).toBe(false);
    expect(await page.isVisible('header button[aria-haspopup="dialog"]')).toBe(false);
    expect(await page.isVisible('header a[aria-label="Open navigation"]')).toBe(true);
    expect(await page.$('html[data-hydrated]')).toBeNull();
  });

  it('still switches for the visit when storage throws', async () => {
    const watched = await session.open();
    await throwingStorage(watched.page);
    const { page } = watched;
    await page.goto(`${session.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.click('button[aria-label="Switch to dark theme"]');
    expect(await theme(page)).toEqual({ attribute: 'dark', classes: 'dark' });
    await page.click('button[aria-label="Switch to light theme"]');
    expect(await theme(page)).toEqual({ attribute: 'light', classes: 'light' });
    // The notification bar also copes: it shows, and dismissing it works for the visit.
    await page.click('button[aria-label="Dismiss notification"]');
    expect(await page.$('aside[aria-label="Notification"]')).toBeNull();
    expect(ownProblems(watched.problems)).toEqual([]);
  });

  it('leaves storage alone while the bundle loads (only the inline script reads it before hydration)', async () => {
    const watched = await session.open();
    await watched.page.addInitScript(() => {
      const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
      const log: string[] = [];
      Object.assign(window, { __storageReads: log });
      Object.defineProperty(window, 'localStorage', {
        get(this: Window) {
          const script = document.currentScript;
          log.push(script === null ? 'later' : script instanceof HTMLScriptElement && script.src !== '' ? `bundle ${script.src}` : 'inline');
          return descriptor?.get?.call(this) as Storage;
        },
      });
    });
    await watched.page.goto(`${session.base}/concepts/alpha/`);
    await watched.page.waitForSelector('html[data-hydrated]');
    const reads = await watched.page.evaluate(() => (window as unknown as { __storageReads: string[] }).__storageReads);
    expect(reads[0]).toBe('inline');
    expect(reads.filter((r) => r.startsWith('bundle'))).toEqual([]);
  });
});

describe('language dropdown', () => {
  const list = 'header a[data-language]';

  it('offers English, 中文 and 한국어, each keeping the path and hash', async () => {
    const page = await visit('/concepts/alpha/#second-heading');
    await page.click('header button:has-text("English")');
    const options = await page.$$eval(list, (els) => els.map((a) => ({ title: a.textContent, href: a.getAttribute('href'), lang: a.getAttribute('lang') })));
    expect(options).toEqual([
      { title: 'English', href: '/concepts/alpha/#second-heading', lang: 'en' },
      { title: '中文', href: 'https://webpack.docschina.org/concepts/alpha/#second-heading', lang: 'zh' },
      { title: '한국어', href: 'https://webpack.kr/concepts/alpha/#second-heading', lang: 'ko' },
    ]);
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const page = await visit('/concepts/alpha/');
    expect(await page.$(list)).toBeNull();
    await page.hover('header button:has-text("English")');
    await page.waitForSelector(list);
    await page.hover(`${list}[lang="ko"]`);
    expect(await page.$$(list)).toHaveLength(3);
    await page.mouse.move(600, 500);
    await page.waitForSelector(list, { state: 'detached' });
  });

  it('cycles with Up and Down (wrapping) and closes on Escape with focus back on the button', async () => {
    const page = await visit('/concepts/alpha/');
    await page.focus('header button:has-text("English")');
    const focused = (): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute('lang') ?? document.activeElement?.tagName ?? null);
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector(list);
    expect(await focused()).toBe('en');
    const seen: Array<string | null> = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key);
      seen.push(await focused());
    }
    expect(seen).toEqual(['zh', 'ko', 'en', 'ko', 'zh']);
    expect(await page.getAttribute('header button:has-text("English")', 'aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.waitForSelector(list, { state: 'detached' });
    expect(await focused()).toBe('BUTTON');
    expect(await page.getAttribute('header button:has-text("English")', 'aria-expanded')).toBe('false');
    // Up from the button enters at the last item.
    await page.keyboard.press('ArrowUp');
    await page.waitForSelector(list);
    expect(await focused()).toBe('ko');
  });

  it('closes on Escape wherever focus is when a click opened it without focusing the button (a tap, assistive technology)', async () => {
    const page = await visit('/concepts/alpha/');
    const button = 'header button:has-text("English")';
    // A click event alone, as a tap on some phones or a screen reader's activation sends: no focus move.
    await page.dispatchEvent(button, 'click');
    await page.waitForSelector(list);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(list, { state: 'detached' });
    // Focus is back on the menu's button.
    expect(await page.evaluate(() => ({ tag: document.activeElement?.tagName, expanded: document.activeElement?.getAttribute('aria-expanded'), text: document.activeElement?.textContent.trim() }))).toEqual({
      tag: 'BUTTON',
      expanded: 'false',
      text: 'Language: English',
    });
    // A press outside closes it too.
    await page.dispatchEvent(button, 'click');
    await page.waitForSelector(list);
    await page.mouse.click(600, 500);
    await page.waitForSelector(list, { state: 'detached' });
  });

  it('opens on click, closes on a second click, and closes when focus moves out', async () => {
    const page = await visit('/concepts/alpha/');
    await page.click('header button:has-text("English")');
    await page.waitForSelector(list);
    await page.click('header button:has-text("English")');
    await page.waitForSelector(list, { state: 'detached' });
    await page.click('header button:has-text("English")');
    await page.focus(`${list}[lang="ko"]`);
    await page.keyboard.press('Tab');
    await page.waitForSelector(list, { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Switch to dark theme');
  });
});

describe('version selector', () => {
  it('fills the current version so it stands out from 4 in both themes (3:1 against it, text 4.5:1)', async () => {
    const page = await visit('/concepts/alpha/', { viewport: { width: 1280, height: 900 } });
    const contrasts = (): Promise<{ fill: number; text: number }> =>
      page.evaluate(() => {
        const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = (c: string): number => {
          const [r = 0, g = 0, b = 0] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const ratio = (a: string, b: string): number => {
          const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
        };
        // The first background that is not transparent, from the element up.
        const background = (el: Element | null): string => {
          for (let at = el; at !== null; at = at.parentElement) {
            const color = getComputedStyle(at).backgroundColor;
            if ((rgb(color)[3] ?? 1) > 0) return color;
          }
          return 'rgb(255, 255, 255)';
        };
        const [current, other] = [...document.querySelectorAll('#sidebar-drawer [role="group"] a')];
        if (current === undefined || other === undefined) throw new Error('no version links');
        return { fill: ratio(background(current), background(other)), text: ratio(getComputedStyle(current).color, background(current)) };
      });
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') {
        await page.click('button[aria-label="Switch to dark theme"]');
        await page.waitForSelector('html[data-theme="dark"]');
      }
      const found = await contrasts();
      expect(found.fill, theme).toBeGreaterThanOrEqual(3);
      expect(found.text, theme).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("rings the current version on keyboard focus as every control is ringed, outside its fill, 3:1 against the page in both themes", async () => {
    const page = await visit('/concepts/alpha/', { viewport: { width: 1280, height: 900 } });
    // The ring of the element focused by keyboard, and the colour it is drawn on: the fill of the
    // element itself for a ring inside it (a negative offset), else the first background behind it.
    const ring = (): Promise<{ style: string; width: string; offset: string; color: string; contrast: number; clipped: boolean }> =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (el === null) throw new Error('nothing focused');
        const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = (c: string): number => {
          const [r = 0, g = 0, b = 0] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const style = getComputedStyle(el);
        const inside = parseFloat(style.outlineOffset) < 0;
        let under = 'rgb(255, 255, 255)';
        for (let at = inside ? el : el.parentElement; at !== null; at = at.parentElement) {
          const color = getComputedStyle(at).backgroundColor;
          if ((rgb(color)[3] ?? 1) > 0) {
            under = color;
            break;
          }
        }
        const [hi, lo] = [luminance(style.outlineColor), luminance(under)].sort((x, y) => y - x);
        let clipped = false;
        for (let at = el.parentElement; at !== null && at !== document.body; at = at.parentElement) {
          if (getComputedStyle(at).overflow !== 'visible' && at.getBoundingClientRect().height < el.getBoundingClientRect().height + 10) clipped = true;
        }
        return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset, color: style.outlineColor, contrast: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05), clipped };
      });
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') {
        await page.click('button[aria-label="Switch to dark theme"]');
        await page.waitForSelector('html[data-theme="dark"]');
      }
      // Another control's ring, the measure: the sidebar link after the version switch.
      await page.focus('#sidebar-drawer [role="group"] a:not([aria-current])');
      await page.keyboard.press('Tab');
      const usual = await ring();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
      const current = await ring();
      expect({ ...current, contrast: 0 }, theme).toEqual({ ...usual, contrast: 0, clipped: false });
      expect(current.contrast, theme).toBeGreaterThanOrEqual(3);
    }
  });

  it('offers 5 (current) and 4, and choosing 4 shows a spinner and goes to the same path and hash on the v4 host', async () => {
    const watched = await session.open();
    const { page } = watched;
    // While a navigation is pending Playwright cannot read the page, so the page reports its status itself.
    const statuses: Array<{ text: string; spinner: boolean }> = [];
    await page.exposeBinding('reportVersionStatus', (_source, status: { text: string; spinner: boolean }) => void statuses.push(status));
    await page.goto(`${session.base}/concepts/alpha/#first-heading`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.$$eval('#sidebar-drawer [role="group"] a', (els) => els.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]))).toEqual([
      ['5 (current)', '/concepts/alpha/', 'true'],
      ['4', 'https://v4.webpack.js.org/concepts/alpha/', null],
    ]);
    await page.evaluate(() => {
      const status = document.querySelector('#sidebar-drawer [role="group"] [role="status"]');
      if (status === null) throw new Error('no status region');
      const report = (window as unknown as { reportVersionStatus: (s: { text: string; spinner: boolean }) => void }).reportVersionStatus;
      new MutationObserver(() => report({ text: status.textContent, spinner: status.querySelector('[data-testid="version-spinner"]') !== null })).observe(status, { childList: true, subtree: true });
    });
    const requested: string[] = [];
    // Stands in for the v4 site (never reached).
    await page.route('https://v4.webpack.js.org/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>v4</title>' });
    });
    await page.click('#sidebar-drawer [role="group"] a:has-text("4")');
    await page.waitForURL('https://v4.webpack.js.org/concepts/alpha/#first-heading');
    expect(statuses[0]).toEqual({ text: 'Opening the version 4 documentation…', spinner: true });
    expect(requested).toEqual(['https://v4.webpack.js.org/concepts/alpha/']);
  });
});

describe('notification bar', () => {
  it("is dismissed for good by storing '3', and comes back for an older dismissal", async () => {
    const page = await visit('/concepts/alpha/');
    await page.waitForSelector('aside[aria-label="Notification"]');
    await page.click('button[aria-label="Dismiss notification"]');
    expect(await page.$('aside[aria-label="Notification"]')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('notification-dismissed'))).toBe('3');
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await settle(page);
    expect(await page.$('aside[aria-label="Notification"]')).toBeNull();
    await page.evaluate(() => localStorage.setItem('notification-dismissed', '2'));
    await page.reload();
    await page.waitForSelector('aside[aria-label="Notification"]');
  });

  it("moves focus from its dismiss button to the page's h1, or to the header's home link when scrolled down", async () => {
    const focused = (page: Page): Promise<string> => page.evaluate(() => {
      const el = document.activeElement;
      return el === null ? 'none' : `${el.tagName} ${el.textContent?.trim() ?? ''}`;
    });
    const page = await visit('/concepts/alpha/', { viewport: { width: 1280, height: 900 } });
    await page.waitForSelector('aside[aria-label="Notification"]');
    await page.focus('button[aria-label="Dismiss notification"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('aside[aria-label="Notification"]', { state: 'detached' });
    expect(await focused(page)).toBe('H1 Alpha');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => localStorage.removeItem('notification-dismissed'));
    await page.goto(`${session.base}/concepts/code-blocks/`);
    await page.waitForSelector('aside[aria-label="Notification"]');
    // Halfway down: the h1 is out of view, and the bar's going does not shorten the scroll there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.focus('button[aria-label="Dismiss notification"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('aside[aria-label="Notification"]', { state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null && document.activeElement?.getAttribute('href') === '/')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('rests on the bottom edge of a short page (the not-found page), with no gap under it, on a desktop and on a phone', async () => {
    const page = await visit('/no-such-page/', { viewport: { width: 1280, height: 900 } });
    // Scrolled to the end (a phone's footer makes even this page taller than the screen), nothing shows under the bar.
    const gap = (): Promise<number> =>
      page.$eval('aside[aria-label="Notification"]', (bar) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Math.round(window.innerHeight - bar.getBoundingClientRect().bottom);
      });
    await page.waitForSelector('aside[aria-label="Notification"]');
    expect(await gap()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await gap()).toBe(0);
  });

  it('waits at the end of a long page on a phone instead of covering the screen', async () => {
    const page = await visit('/concepts/code-blocks/', { viewport: { width: 390, height: 844 } });
    await page.waitForSelector('aside[aria-label="Notification"]');
    expect(await page.$eval('aside[aria-label="Notification"]', (bar) => bar.getBoundingClientRect().top >= window.innerHeight)).toBe(true);
  });
});
