/**
 * The site chrome in Chromium: header, footer, copy buttons, the current-heading highlight and
 * keyboard reach. Reads the fixture build that `npm test` makes in `.cache/fixture-dist` (or the
 * folder in E2E_FIXTURE_DIR). The controls (theme, language, version, notification), the mobile
 * drawer, the contributors grid, analytics and accessibility have files of their own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, ownProblems, settle } from './chrome-helpers.ts';

const session = new ChromeSession();

const visit = (path: string, options: Parameters<ChromeSession['open']>[0] = {}): Promise<Page> => session.visit(path, options);

describe('header', () => {
  it('marks Documentation current on documentation sections only, as the section (not the page) the reader is in', async () => {
    const page = await visit('/concepts/alpha/');
    // 'page' would tell a screen reader that /concepts/ is the page on screen (reader review, session 32).
    const current = (): Promise<string[]> => page.$$eval('header nav[aria-label="Main"] a[aria-current]', (els) => els.map((e) => `${e.textContent}${e.getAttribute('aria-current') === 'true' ? '' : ` (${e.getAttribute('aria-current')})`}`));
    expect(await current()).toEqual(['Documentation']);
    for (const [path, expected] of [['/api/', ['Documentation']], ['/configuration/cache/', ['Documentation']], ['/blog/', ['Blog']], ['/comparison/', []]] as const) {
      await page.goto(`${session.base}${path}`);
      expect(await current(), path).toEqual(expected);
    }
  });

  it('links the logo home and names every icon link, external ones with noopener', async () => {
    const page = await visit('/concepts/alpha/');
    expect(await page.getAttribute('header a[href="/"]', 'class')).toBeTruthy();
    expect(await page.$eval('header a[href="/"]', (a) => a.textContent.trim())).toBe('webpack');
    // The links a reader sees (the menu's no-script stand-in is hidden where script runs).
    const icons = await page.$$eval('header a[aria-label]', (els) => els.filter((a) => a.checkVisibility()).map((a) => ({ label: a.getAttribute('aria-label'), href: a.getAttribute('href'), rel: a.getAttribute('rel') })));
    expect(icons.map((i) => i.label)).toEqual(['webpack on GitHub', 'webpack chat on Discord', 'webpack questions on Stack Overflow']);
    for (const icon of icons) expect(icon.rel).toBe('noopener noreferrer');
  });

  it('shows the section sub-navigation on desktop and not at 375 px', async () => {
    const page = await visit('/concepts/alpha/', { viewport: { width: 1440, height: 900 } });
    expect(await page.isVisible('header nav[aria-label="Documentation sections"] a[href="/configuration/"]')).toBe(true);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.isVisible('header nav[aria-label="Documentation sections"]')).toBe(false);
    // The main links stay reachable on a phone, and nothing overflows sideways.
    expect(await page.isVisible('header nav[aria-label="Main"] a[href="/blog/"]')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

describe('footer', () => {
  it("has the spec's links in its order, external ones with noopener, and the content licence", async () => {
    const page = await visit('/concepts/alpha/');
    const links = await page.$$eval('footer nav a', (els) => els.map((a) => ({ href: a.getAttribute('href') ?? '', rel: a.getAttribute('rel') })));
    const internal = (href: string): boolean => href.startsWith('/');
    expect(links.map((l) => (internal(l.href) ? l.href : 'external'))).toEqual([
      '/guides/getting-started/',
      '/comparison/',
      'external',
      'external',
      '/awesome-webpack/',
      '/glossary/',
      '/branding/',
      'external',
      'external',
      '/license/',
    ]);
    for (const link of links.filter((l) => !internal(l.href))) expect(link.rel).toBe('noopener noreferrer');
    expect(await page.textContent('footer')).toContain('Creative Commons');
  });
});

describe('page body', () => {
  it('is not rendered again at load: its prerendered nodes stay in place and none is removed', async () => {
    const { page } = await session.open();
    // From the parsed document on (the app's scripts come after the first paint): the body's nodes and every removal under it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const body = document.querySelector('[data-page-body]');
        if (body === null) return;
        const watch = { nodes: [...body.querySelectorAll('h2, p, figure, pre')], removed: 0 };
        new MutationObserver((records) => {
          for (const record of records) watch.removed += record.removedNodes.length;
        }).observe(body, { childList: true, subtree: true });
        Object.assign(window, { bodyWatch: watch });
      });
    });
    await page.goto(`${session.base}/concepts/code-blocks/`);
    await page.waitForSelector('html[data-hydrated]');
    const result = await page.evaluate(() => {
      const watch = (window as unknown as { bodyWatch?: { nodes: Element[]; removed: number } }).bodyWatch;
      const now = [...(document.querySelector('[data-page-body]')?.querySelectorAll('h2, p, figure, pre') ?? [])];
      return { watched: watch?.nodes.length ?? 0, kept: watch !== undefined && watch.nodes.length === now.length && watch.nodes.every((n, i) => n === now[i] && n.isConnected), removed: watch?.removed ?? -1 };
    });
    expect(result.watched).toBeGreaterThan(5);
    expect(result).toEqual({ watched: result.watched, kept: true, removed: 0 });
  });
});

describe('code blocks', () => {
  it('have a labelled copy button that copies without diff markers or removed lines, confirmed in a live region', async () => {
    const page = await visit('/concepts/code-blocks/');
    await session.current?.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.base });
    await page.waitForSelector('button[data-copy-code]');
    const buttons = await page.$$eval('[data-page-body] figure.code-block', (figs) =>
      figs.map((f) => {
        const b = f.querySelector('button[data-copy-code]');
        return b === null ? null : { label: b.getAttribute('aria-label'), text: b.textContent };
      }),
    );
    expect(buttons).toEqual([
      { label: 'Copy webpack.config.js', text: '' },
      { label: 'Copy js code: module.exports = {', text: '' },
      { label: 'Copy text code: npx webpack --mode production', text: '' },
    ]);
    const copied = async (index: number): Promise<string> => {
      await page.locator('button[data-copy-code]').nth(index).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="copy-status"]')?.textContent === 'Code copied to the clipboard');
      const text = await page.evaluate(() => navigator.clipboard.readText());
      await page.evaluate(() => navigator.clipboard.writeText(''));
      return text;
    };
    expect(await copied(0)).toBe("module.exports = {\n  mode: 'production',\n};");
    expect(await copied(1)).toBe("module.exports = {\n  devtool: 'source-map',\n};");
    expect(await copied(2)).toBe('npx webpack --mode production');
    expect(await page.getAttribute('[data-testid="copy-status"]', 'role')).toBe('status');
    expect(ownProblems(session.current?.problems ?? [])).toEqual([]);
  });

  it('keep the end of every line clear of the copy button on a 320 px phone (scrolled to the end)', async () => {
    const page = await visit('/concepts/code-blocks/', { viewport: { width: 320, height: 700 } });
    await page.waitForSelector('button[data-copy-code]');
    // Each block as a reader meets it: on screen (a block off screen is not laid out, content.css), then scrolled to its end.
    const covered = await page.$$eval('[data-page-body] figure.code-block', async (figures) => {
      const found: string[] = [];
      for (const figure of figures) {
        const pre = figure.querySelector('pre');
        const button = figure.querySelector('button[data-copy-code]');
        if (pre === null || button === null) {
          found.push('no pre or button');
          continue;
        }
        figure.scrollIntoView();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        pre.scrollLeft = pre.scrollWidth;
        const left = button.getBoundingClientRect().left;
        const bottom = button.getBoundingClientRect().bottom;
        // Each line under the button's height: the end of its text.
        for (const line of pre.querySelectorAll('.line')) {
          const range = document.createRange();
          range.selectNodeContents(line);
          const rect = range.getBoundingClientRect();
          if (rect.top < bottom && rect.right > left) found.push(`${line.textContent} ends at ${Math.round(rect.right)}, button from ${Math.round(left)}`);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
  });

  it('leave the page text the same with and without JavaScript', async () => {
    const noJs = await session.harness.open({ javaScript: false });
    await noJs.page.goto(`${session.base}/concepts/code-blocks/`);
    const before = await noJs.page.textContent('main');
    await noJs.context.close();
    const page = await visit('/concepts/code-blocks/');
    await page.waitForSelector('button[data-copy-code]');
    expect(await page.textContent('main')).toBe(before);
  });
});

describe('current heading', () => {
  it('is highlighted in the sidebar as the reader scrolls', async () => {
    const page = await visit('/concepts/code-blocks/', { viewport: { width: 1280, height: 700 } });
    const current = async (): Promise<string | null> => {
      await settle(page);
      return page.evaluate(() => document.querySelector('#sidebar-drawer a[aria-current="location"]')?.textContent ?? null);
    };
    expect(await current()).toBeNull();
    await page.evaluate(() => document.getElementById('third-section')?.scrollIntoView());
    expect(await current()).toBe('Third section');
    await page.evaluate(() => document.getElementById('removed-lines')?.scrollIntoView());
    expect(await current()).toBe('Removed lines');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await current()).toBe('Last section');
    await page.click('#sidebar-drawer a[href="#a-nested-section"]');
    await page.waitForURL(/#a-nested-section$/);
    expect(await current()).toBe('A nested section');
  });
});

describe('current heading in a sidebar taller than the screen', () => {
  it('opens a page with its own entry in sight, however far down the section lists it', async () => {
    const short = { viewport: { width: 1280, height: 360 } };
    const first = await visit('/concepts/', short);
    const last = await first.$$eval('#sidebar-drawer a[href^="/concepts/"]:not([href*="#"]):not([href*="printable"])', (links) => links.at(-1)?.getAttribute('href') ?? '');
    const page = await visit(last, short);
    await page.waitForFunction(() => {
      const scroller = document.getElementById('sidebar-drawer');
      const link = scroller?.querySelector('a[aria-current="page"]');
      if (!scroller || !link) return false;
      const box = scroller.getBoundingClientRect();
      const item = link.getBoundingClientRect();
      return scroller.scrollTop > 0 && item.top >= box.top && item.bottom <= box.bottom;
    });
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  it('keeps the highlighted link in sight by scrolling the sidebar, not the page', async () => {
    const page = await visit('/concepts/code-blocks/', { viewport: { width: 1280, height: 360 } });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelector('#sidebar-drawer a[aria-current="location"]')?.textContent === 'Last section');
    await settle(page);
    const view = await page.$eval('#sidebar-drawer', (scroller) => {
      const link = scroller.querySelector('a[aria-current="location"]');
      const box = scroller.getBoundingClientRect();
      const item = link?.getBoundingClientRect();
      return { scrolled: scroller.scrollTop, inside: item !== undefined && item.top >= box.top && item.bottom <= box.bottom };
    });
    expect(view.scrolled).toBeGreaterThan(0);
    expect(view.inside).toBe(true);
  });
});

describe('short screens', () => {
  it('let the header scroll away at 200% zoom on a phone, where kept on screen it took over a third of it', async () => {
    const page = await visit('/concepts/code-blocks/', { viewport: { width: 195, height: 422 } });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await page.$eval('header', (header) => header.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  });

  it('keep the reader’s place when a phone is turned sideways, where the header stops staying on screen', async () => {
    const page = await visit('/concepts/code-blocks/', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY > 0);
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForFunction(() => window.innerHeight === 390);
    // The layout after the turn is in: the header is out of view, and the page was not taken to its top.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    expect(await page.$eval('header', (header) => header.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  });

  it('keep the header on screen on an ordinary phone', async () => {
    const page = await visit('/concepts/code-blocks/', { viewport: { width: 390, height: 844 } });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await page.$eval('header', (header) => header.getBoundingClientRect().top)).toBe(0);
  });
});

describe('pages without a sidebar', () => {
  it('sit in the middle of a wide screen, not on its left edge', async () => {
    const page = await visit('/no-such-page/', { viewport: { width: 1440, height: 900 } });
    const gaps = await page.$eval('main article', (article) => {
      const box = article.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(document.documentElement.clientWidth - box.right) };
    });
    expect(gaps.left).toBeGreaterThan(100);
    expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(2);
  });
});

describe('keyboard', () => {
  it('reaches every control of the chrome with a visible focus ring', async () => {
    const page = await visit('/concepts/code-blocks/');
    await page.waitForSelector('button[data-copy-code]');
    const reached = new Map<string, string>();
    // Tab through the whole page until focus comes back round to the skip link.
    for (let i = 0; i < 200 && !(i > 1 && reached.has('Skip to content') && (await page.evaluate(() => document.activeElement?.className === 'skip-link'))); i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (el === null || el === document.body) return null;
        const style = getComputedStyle(el);
        const name = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40);
        return { name, ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? 'visible' : `none (${style.outlineStyle} ${style.outlineWidth})` };
      });
      if (info !== null) reached.set(info.name, info.ring);
    }
    for (const name of ['Skip to content', 'webpack', 'Language: English', 'Switch to dark theme', 'webpack on GitHub', 'Collapse sections of Code Blocks', '4', 'Copy webpack.config.js', 'Dismiss notification']) {
      expect(reached.get(name), name).toBe('visible');
    }
    expect([...reached].filter(([, ring]) => ring !== 'visible')).toEqual([]);
  });

  it('follows the skip link: focus moves into the content, and the next Tab goes on from there', async () => {
    const page = await visit('/concepts/code-blocks/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
});
