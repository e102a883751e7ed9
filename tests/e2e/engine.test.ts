/** The site engine in a real browser, on the fixture content (built with `npm test`). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { holdPageData } from './chrome-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('.cache/fixture-dist');
});
afterAll(async () => {
  await h.close();
});
// A finished test's pages close before the next test: left open, they kept drawing until the file ended.
afterEach(() => h.closeContexts());

describe('documentation page', () => {
  it('has the title, description and canonical link', async () => {
    const { page, problems } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.title()).toBe('Alpha | webpack');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toMatch(/module bundler/);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://webpack.js.org/concepts/alpha/');
    expect(problems).toEqual([]);
  });

  it('shows the template parts in order', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    const order = await page.$$eval('main article > *', (els) => els.map((e) => e.tagName.toLowerCase()));
    expect(order[0]).toBe('h1');
    const text = await page.textContent('main');
    const positions = ['Further Reading', 'Edit this page', 'Print this page', 'Next', 'Contributors'].map((t) => text?.indexOf(t) ?? -1);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('words the contributor count for one and for several, without excluded users', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/gamma/`);
    expect(await page.textContent('#contributors-heading')).toBe('1 Contributor');
    await page.goto(`${h.base}/concepts/alpha/`);
    expect(await page.textContent('#contributors-heading')).toBe('2 Contributors');
    expect(await page.$('[data-username="maxloh"]')).toBeNull();
  });

  it('orders previous and next links by the sidebar, index first', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    expect(await page.getAttribute('a[rel="prev"]', 'href')).toBe('/concepts/');
    expect(await page.getAttribute('a[rel="next"]', 'href')).toBe('/concepts/beta/');
    await page.goto(`${h.base}/concepts/`);
    expect(await page.$('a[rel="prev"]')).toBeNull();
  });
});

describe('navigation', () => {
  it('navigates on the client without a full load and updates the title', async () => {
    const { page, problems } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.evaluate(() => Object.assign(window, { __marker: 1 }));
    await page.click('main a[href="/concepts/beta/#deep-section"]');
    await page.waitForURL(`${h.base}/concepts/beta/#deep-section`);
    await page.waitForSelector('#deep-section');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.title()).toBe('Beta | webpack');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://webpack.js.org/concepts/beta/');
    expect(problems).toEqual([]);
  });

  it('keeps the old page, under a progress bar, while the new page data loads (tests/e2e/slow-navigation.test.ts on the site)', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    const { release } = await holdPageData(page);
    await page.click('aside ~ * a[href="/concepts/gamma/"], nav a[href="/concepts/gamma/"]');
    await page.waitForSelector('html[data-navigating]');
    expect(new URL(page.url()).pathname).toBe('/concepts/alpha/');
    expect(await page.textContent('main h1')).toBe('Alpha');
    expect(await page.$('[data-testid="page-placeholder"]')).toBeNull();
    release();
    await page.waitForSelector('#only-section');
    expect(new URL(page.url()).pathname).toBe('/concepts/gamma/');
    expect(await page.$('html[data-navigating]')).toBeNull();
  });

  it('shows the error message when the page data is blocked', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.route(/\/page-data\//, (route) => route.abort());
    await page.click('nav a[href="/concepts/gamma/"]');
    await page.waitForSelector('text=Error loading content.');
    expect(await page.textContent('main h1')).toBe('Gamma');
  });

  // Reader review, session 24: the error stayed until a full load, though the link followed
  // again fetched the data (200), and the network coming back changed nothing.
  it('shows the page once its data arrives after an error: the link followed again, or the network back', async () => {
    const { page, context } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    const gamma = 'nav[aria-label="Concepts pages"] a[href="/concepts/gamma/"]';
    await page.route(/\/page-data\//, (route) => route.abort());
    await page.click(gamma);
    await page.waitForSelector('text=Error loading content.');
    await page.unroute(/\/page-data\//);
    await page.click(gamma);
    await page.waitForSelector('main [data-page-body]');
    expect(await page.locator('text=Error loading content.').count()).toBe(0);
    await context.setOffline(true);
    await page.click('nav[aria-label="Concepts pages"] a[href="/concepts/beta/"]');
    await page.waitForSelector('text=Error loading content.');
    await context.setOffline(false);
    await page.waitForSelector('main [data-page-body]');
    expect(await page.textContent('main h1')).toBe('Beta');
  });

  // Reader review, session 24: the home page's chunk came after the move, and a slow one left the
  // main column empty, without the progress bar a page's data gets.
  it('holds a move to another view under the progress bar until that view’s code is in', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/[0-9a-f]{12}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.click('header a[href="/"]');
    await page.waitForSelector('html[data-navigating]');
    expect(await page.textContent('main h1')).toBe('Alpha');
    release();
    await page.waitForSelector('main [data-deferred="home"] h1');
    expect(await page.$('html[data-navigating]')).toBeNull();
  });

  it('loads a view whose code failed again on the next move', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    // The home page's view is a script chunk of its own (offline.test.ts blocks it the same way).
    const chunk = /\/[0-9a-f]{12}\.js$/;
    await page.route(chunk, (route) => route.abort());
    await page.click('header a[href="/"]');
    await page.waitForSelector('text=Error loading content.');
    // Elsewhere the same boundary shows that page, not the error it kept.
    await page.click('header a[href="/concepts/"]');
    await page.waitForSelector('main [data-page-body]');
    expect(await page.locator('text=Error loading content.').count()).toBe(0);
    await page.unroute(chunk);
    await page.click('header a[href="/"]');
    await page.waitForSelector('main [data-deferred="home"] h1');
    expect(await page.locator('text=Error loading content.').count()).toBe(0);
  });

  // CI, session 30: offline on a phone, Tab reached a contributor's link; its view's code could
  // not load, and the failure's copy of the markup replaced the link under the focus.
  it('keeps a view\u2019s prerendered markup, and the focus in it, when its code cannot load before it hydrates', async () => {
    const { page } = await h.open({ viewport: { width: 390, height: 300 } });
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    // The grid is far below: its view waits for it to come near (it is `visible`).
    await page.route(/\/[0-9a-f]{12}\.js$/, (route) => route.abort());
    const link = page.locator('[data-deferred="contributors"] a[href^="https://github.com/"]').first();
    await link.evaluate((a) => a.setAttribute('data-was-here', ''));
    const warned = page.waitForEvent('console', (m) => m.text().startsWith('The contributors view could not load:'));
    await link.focus();
    await warned;
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-was-here'))).toBe(true);
    expect(await page.locator('[data-deferred="contributors"] a[data-was-here]').count()).toBe(1);
  });

  // Reader review, session 30: a view whose code failed before it hydrated (offline before the
  // browser was idle) stayed prerendered for good: the search button and the copy buttons never
  // worked again, though the connection came back.
  it('asks again for the code of views that failed before they hydrated once the browser is back online', async () => {
    const { page } = await h.open();
    const chunks = /\/[0-9a-f]{12}\.js$/;
    await page.route(chunks, (route) => route.abort());
    const warned = page.waitForEvent('console', (m) => m.text().startsWith('The search-box view could not load:'));
    await page.goto(`${h.base}/concepts/alpha/`);
    await warned;
    await page.click('button[aria-haspopup="dialog"]');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.unroute(chunks);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForSelector('[data-page-body] button[aria-label^="Copy"]');
    // The search box may hydrate after the copy buttons: its shortcut, kept by the boot script
    // until then, opens it either way (a click before it hydrated would be lost).
    await page.keyboard.press('/');
    await page.waitForSelector('dialog[open] input[role="combobox"]');
  });

  // Found with the test above: the grid's view waited for the old page's markup to come into
  // view, markup the move had taken away, so the next page never showed its contributors.
  it('shows the next page\u2019s contributors when the reader moved on before the grid hydrated', async () => {
    const { page } = await h.open({ viewport: { width: 390, height: 300 } });
    await page.goto(`${h.base}/concepts/beta/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('a[rel="prev"]').evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForSelector('main h1:text-is("Alpha")');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForSelector('[data-deferred="contributors"] a[href="https://github.com/fixture-author"]');
  });

  // Reader review, session 30: on a slow connection a reader who had scrolled on from the hash's
  // heading before the app ran was pulled back up to it when the page hydrated.
  it('leaves a reader who scrolled before the app ran where they are, not at the hash', async () => {
    const { page } = await h.open({ viewport: { width: 1280, height: 300 } });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    let scrolled: number;
    try {
      await page.goto(`${h.base}/concepts/alpha/#second-heading`);
      const atHash = await page.evaluate(() => window.scrollY);
      await page.mouse.move(600, 200);
      await page.mouse.wheel(0, 120);
      await page.waitForFunction((y) => window.scrollY > y, atHash);
      scrolled = await page.evaluate(() => window.scrollY);
    } finally {
      // A held request left pending would keep the context from closing.
      release();
    }
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('scrolls to the element the hash names on load, and to the top otherwise', async () => {
    const { page } = await h.open({ viewport: { width: 1280, height: 400 } });
    await page.goto(`${h.base}/concepts/alpha/#second-heading`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForFunction(() => window.scrollY > 0);
    const top = await page.$eval('#second-heading', (el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await page.click('a[rel="next"]');
    await page.waitForURL(`${h.base}/concepts/beta/`);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  // Reader review, session 24: the host answered these with the page, and the app, once started,
  // replaced it with 'Page Not Found'.
  it('takes …/index.html and doubled slashes for the route they spell, and says its own address', async () => {
    for (const [asked, route] of [
      ['/concepts/alpha/index.html#second-heading', '/concepts/alpha/#second-heading'],
      ['/concepts//beta/', '/concepts/beta/'],
    ] as const) {
      const { page, problems } = await h.open();
      await page.goto(`${h.base}${asked}`);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForURL(`${h.base}${route}`);
      expect(await page.textContent('main h1')).toBe(route.includes('alpha') ? 'Alpha' : 'Beta');
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`https://webpack.js.org${route.replace(/#.*/, '')}`);
      expect(problems).toEqual([]);
    }
  });

  it('replaces other-options#cache… with the cache page and the same hash', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/configuration/other-options/#cachetype`);
    await page.waitForURL(`${h.base}/configuration/cache/#cachetype`);
    expect(await page.textContent('main h1')).toBe('Cache');
  });
});

describe('not found and printable pages', () => {
  it('answers unknown routes with status 404 and the not-found page', async () => {
    const { page, problems } = await h.open();
    const response = await page.goto(`${h.base}/no/such/page/`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.textContent('main h1')).toBe('Page Not Found');
    expect(await page.textContent('main')).toContain('Oops! The page you are looking for has been removed or relocated.');
    expect(await page.getAttribute('main a:has-text("Go to Homepage")', 'href')).toBe('/');
    expect(problems).toEqual([]);
  });

  it("prints the page the reader is on; without JavaScript it opens the page's part of the printable", async () => {
    const { page, problems } = await h.open();
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await page.goto(`${h.base}/concepts/beta/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.click('main a:has-text("Print this page")');
    await page.waitForSelector('html[data-printed]');
    expect(new URL(page.url()).pathname).toBe('/concepts/beta/');
    expect(problems).toEqual([]);

    const noJs = await h.open({ javaScript: false });
    await noJs.page.goto(`${h.base}/concepts/beta/`);
    await noJs.page.click('main a:has-text("Print this page")');
    await noJs.page.waitForURL(/\/concepts\/printable\/#beta-title$/);
    expect(await noJs.page.textContent('h2#beta-title')).toBe('Beta');
  });

  it('marks printable pages noindex,nofollow and titles them, one h1 over the parts, each part a level down', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/printable/`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.$$eval('main h1', (els) => els.map((e) => e.textContent))).toEqual(['Combined printable page']);
    // alpha's own h2 and h3, with their ids and permalinks as the page has them, prefixed.
    expect(await page.$eval('#alpha-title', (e) => e.tagName)).toBe('H2');
    expect(await page.$eval('#alpha-first-heading', (e) => [e.tagName, e.querySelector('a')?.getAttribute('href')])).toEqual(['H3', '#alpha-first-heading']);
    expect(await page.$eval('#alpha-nested-heading', (e) => e.tagName)).toBe('H4');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex,nofollow');
    expect(await page.title()).toBe('Combined printable page');
    const ids = await page.$$eval('[id]', (els) => els.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await page.textContent('main')).toContain('The gamma page has exactly one contributor.');
  });
});
