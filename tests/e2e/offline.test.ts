/**
 * Offline, installable and deploy-proof (issue 6) in Chromium: the service worker, deploys
 * while a tab is open, stale tabs and chunk errors (the offline banner has a file of its own,
 * offline-banner.test.ts). Besides the fixture
 * build it builds a second fixture site (tests/e2e/offline-fixtures.ts) and derives a kill-switch
 * build from the first, and serves them on one origin: stopping the server is going offline, serving the other folder
 * is a deploy.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WAITING_MESSAGE } from '../../src/shared/service-worker.ts';
import { startHarness, type Harness } from './harness.ts';
import { BUILD_A, BUILD_B, SECOND_BUILD_TEXT, buildKillSwitchFixture, buildSecondFixture, mainBundle } from './offline-fixtures.ts';

const BUILD_KILL = '.cache/fix-sw-kill';
let h: Harness;
beforeAll(async () => {
  // Side by side: each build leaves part of the second core idle.
  await Promise.all([buildSecondFixture(), buildKillSwitchFixture(BUILD_KILL)]);
  h = await startHarness(BUILD_A);
}, 300_000);
afterAll(async () => {
  await h.close();
});

/** Serves another folder on the same origin (a deploy), or the first build again. */
async function serve(dir: string): Promise<void> {
  await h.stopServer();
  await h.startServer(dir);
}
beforeEach(() => serve(BUILD_A));
// A finished test's pages close before the next test: left open, they kept drawing until the file ended.
afterEach(() => h.closeContexts());

/** Waits until an activated worker controls the page. */
async function workerActive(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Waits until the worker has stored the page the tab shows. */
async function pageStored(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await caches.match(location.href)) !== undefined);
}

/** Waits until the page's h1 reads `text` (across the full loads on the way). */
async function heading(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, text);
}

/**
 * Waits until the h1 reads `text` and the document has loaded (and, where the app runs, hydrated),
 * so each Back or Forward starts from a page that is all there. A page with the app has the boot
 * script (`data-boot`), which adds the app's script only after the first paint.
 */
async function settledOn(page: Page, text: string): Promise<void> {
  await heading(page, text);
  await page.waitForFunction(() => document.readyState === 'complete' && (document.querySelector('script[data-boot]') === null || document.documentElement.hasAttribute('data-hydrated')));
}

/** The tab becomes visible again: the page checks for a new worker and asks a waiting one to take over. */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

const mainScript = (page: Page): Promise<string | null> => page.getAttribute('script[src^="/main."]', 'src');
const isWaitingMessage = (m: ConsoleMessage): boolean => m.text() === WAITING_MESSAGE;

describe('service worker', () => {
  it('controls the page after the first visit; offline, a visited page reloads and an unvisited one shows the offline page', async () => {
    const { page, problems } = await h.open({ serviceWorkers: true });
    // When the page registers the worker (whose install fetches the precache): after the load event.
    await page.addInitScript(() => {
      const proto = ServiceWorkerContainer.prototype;
      const register = Object.getOwnPropertyDescriptor(proto, 'register')?.value as ServiceWorkerContainer['register'];
      proto.register = function (this: ServiceWorkerContainer, ...args: Parameters<ServiceWorkerContainer['register']>) {
        document.documentElement.dataset['swRegisteredAt'] = String(performance.now());
        return register.apply(this, args);
      };
    });
    await page.goto(`${h.base}/concepts/alpha/`);
    await workerActive(page);
    await pageStored(page);
    expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/manifest.json');
    const order = await page.evaluate(() => ({
      registered: Number(document.documentElement.dataset['swRegisteredAt']),
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? Number.NaN,
    }));
    expect(order.loaded).toBeGreaterThan(0);
    expect(order.registered, JSON.stringify(order)).toBeGreaterThan(order.loaded);

    await h.stopServer();
    await page.reload();
    expect(await page.textContent('main h1')).toBe('Alpha');
    await page.waitForSelector('html[data-hydrated]');
    await page.goto(`${h.base}/concepts/beta/`);
    expect(await page.textContent('main h1')).toBe('You are offline');
    expect(await page.title()).toBe('You are offline | webpack');
    // A link followed inside the app lands on the offline page too (one full load, no loop).
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.click('nav[aria-label="Concepts pages"] a[href="/concepts/gamma/"]');
    await page.waitForURL(`${h.base}/concepts/gamma/`);
    await page.waitForSelector('text=You are offline');
    expect(problems).toEqual([]);
    // Back online, the offline page loads the page it stands for by itself (reader review, session 30).
    await h.startServer();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForSelector('main h1:text-is("Gamma")');
  });

  it('offline, a link with a hash to an unvisited page shows the offline page, not an endless placeholder', async () => {
    // The recovery's full load went to the address the tab was already on plus a hash, which the
    // browser follows within the document: the title and grey bars stayed for ever.
    const { page } = await h.open({ serviceWorkers: true });
    await page.goto(`${h.base}/concepts/alpha/`);
    await workerActive(page);
    await pageStored(page);
    await page.waitForSelector('html[data-hydrated]');
    await h.stopServer();
    await page.click('main a[href="/concepts/beta/#deep-section"]');
    // All there before Back, as in the other traversals (`settledOn`): under load a Back pressed
    // while the offline page was still loading once never reached the saved page (fresh-clone run).
    await settledOn(page, 'You are offline');
    expect(page.url()).toBe(`${h.base}/concepts/beta/#deep-section`);
    expect(await page.$('[data-testid="page-placeholder"]')).toBeNull();
    // That reload kept the entry in the document of the page the link left: Back is the offline page's to handle.
    await page.goBack();
    await heading(page, 'Alpha');
  });

  it('offline, Back and Forward from the offline page show the saved pages the app moved between', async () => {
    // Reader review (issue #22): the app reaches the offline page by reloading the entry it pushed,
    // which leaves the app's other entries in that document; Back changed only the address, and
    // the message stayed over a saved page.
    const { page, context, problems } = await h.open({ serviceWorkers: true, viewport: { width: 390, height: 844 } });
    await page.goto(`${h.base}/concepts/`);
    await workerActive(page);
    await page.waitForSelector('html[data-hydrated]');
    for (const [path, title] of [['/concepts/alpha/', 'Alpha'], ['/concepts/beta/', 'Beta']] as const) {
      // The drawer's links are out of sight on a phone: the click is the app's, as a tap on one would be.
      await page.$eval(`nav[aria-label="Concepts pages"] a[href="${path}"]`, (a: HTMLAnchorElement) => a.click());
      await heading(page, title);
      await pageStored(page);
    }
    await context.setOffline(true);
    await page.$eval('nav[aria-label="Concepts pages"] a[href="/concepts/gamma/"]', (a: HTMLAnchorElement) => a.click());
    await settledOn(page, 'You are offline');
    await page.goBack();
    await settledOn(page, 'Beta');
    expect(page.url()).toBe(`${h.base}/concepts/beta/`);
    await page.goBack();
    await settledOn(page, 'Alpha');
    await page.goForward();
    await settledOn(page, 'Beta');
    await page.goForward();
    await settledOn(page, 'You are offline');
    expect(page.url()).toBe(`${h.base}/concepts/gamma/`);
    expect(problems).toEqual([]);
  });

  it('leads a tab to the second build after one reload, with only that build’s caches left', async () => {
    const { page } = await h.open({ serviceWorkers: true });
    await page.goto(`${h.base}/concepts/alpha/`);
    await workerActive(page);
    const before = await page.evaluate(() => caches.keys());
    expect(before.length).toBeGreaterThan(0);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await serve(BUILD_B);
    const reloaded = page.waitForEvent('load');
    await checkForUpdate(page);
    await reloaded;
    await workerActive(page);
    expect(await mainScript(page)).toBe(await mainBundle(BUILD_B));
    expect(page.url()).toBe(`${h.base}/concepts/alpha/`);
    const after = await page.evaluate(() => caches.keys());
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((name) => before.includes(name))).toEqual([]);
    expect(new Set(after.map((name) => name.split('-').at(-1))).size).toBe(1);
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('-precache-')) ?? '';
      return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    });
    expect(precached).toContain(await mainBundle(BUILD_B));
    expect(precached).not.toContain(await mainBundle(BUILD_A));
    expect(loads).toBe(1);
  });

  it('keeps a new worker waiting while another tab runs the current version, says so in every tab, and takes over when that tab closes', async () => {
    const first = await h.open({ serviceWorkers: true });
    const second = await first.context.newPage();
    await first.page.goto(`${h.base}/concepts/alpha/`);
    await workerActive(first.page);
    await second.goto(`${h.base}/concepts/`);
    await workerActive(second);

    await serve(BUILD_B);
    const logged = Promise.all([first.page.waitForEvent('console', isWaitingMessage), second.waitForEvent('console', isWaitingMessage)]);
    await checkForUpdate(first.page);
    await logged;
    expect(await first.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
    expect(await mainScript(first.page)).toBe(await mainBundle(BUILD_A));

    await second.close();
    const reloaded = first.page.waitForEvent('load');
    await checkForUpdate(first.page);
    await reloaded;
    expect(await mainScript(first.page)).toBe(await mainBundle(BUILD_B));
  });

  it('the kill switch removes the worker and every cache, and the site keeps working', async () => {
    const { page } = await h.open({ serviceWorkers: true });
    await page.goto(`${h.base}/concepts/alpha/`);
    await workerActive(page);
    await serve(BUILD_KILL);
    await page.reload();
    await page.waitForFunction(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      return registrations.length === 0 && navigator.serviceWorker.controller === null && (await caches.keys()).length === 0;
    });
    expect(await page.textContent('main h1')).toBe('Alpha');
  });
});

describe('a tab left on the old build', () => {
  for (const serviceWorkers of [false, true]) {
    it(`shows the target page when the chunk it needs was deleted by a deploy (${serviceWorkers ? 'with' : 'without'} a worker)`, async () => {
      const { page } = await h.open({ serviceWorkers });
      await page.goto(`${h.base}/concepts/alpha/`);
      await page.waitForSelector('html[data-hydrated]');
      if (serviceWorkers) await workerActive(page);
      await serve(BUILD_B);
      await page.click('nav[aria-label="Concepts pages"] a[href="/concepts/gamma/"]');
      await page.waitForSelector(`text=${SECOND_BUILD_TEXT}`);
      expect(page.url()).toBe(`${h.base}/concepts/gamma/`);
      expect(await page.textContent('main h1')).toBe('Gamma');
      expect(await page.$('text=Error loading content.')).toBeNull();
    });
  }

  it('shows the error message, not a blank page or a loop, when the full load fails too', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await serve(BUILD_B);
    // The second load also lacks the page: the shell without its body, and no chunk to fill it.
    const shell = await (await fetch(`${h.base}/app-shell/`)).text();
    await page.route(`${h.base}/concepts/gamma/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shell }));
    await page.route(/\/page-data\//, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.click('nav[aria-label="Concepts pages"] a[href="/concepts/gamma/"]');
    await page.waitForSelector('text=Error loading content.');
    expect(await page.textContent('main h1')).toBe('Gamma');
    expect(loads).toBe(1);
  });
});

describe('chunk errors from webpack’s runtime', () => {
  it('a blocked script chunk gives ChunkLoadError with its message, type and request', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    // The home page's view is a script chunk of its own: going there from a documentation page loads it.
    await page.route(/\/[0-9a-f]{12}\.js$/, (route) => route.abort());
    const warned = page.waitForEvent('console', (m) => m.text().startsWith('A view failed to load:'));
    await page.click('header a[href="/"]');
    const error = await (await warned).args()[1]?.evaluate((e: Error & { type?: string; request?: string }) => ({ name: e.name, message: e.message, type: e.type, request: e.request }));
    expect(error?.name).toBe('ChunkLoadError');
    expect(error?.message).toMatch(/^Loading chunk \S+ failed\./);
    expect(error?.type).toBe('error');
    expect(error?.request).toMatch(new RegExp(`^${h.base}/[0-9a-f]{12}\\.js$`));
    await page.waitForSelector('text=Error loading content.');
  });

  it('blocked page data fails the same way, naming the data file', async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/concepts/alpha/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.route(/\/page-data\//, (route) => route.abort());
    const warned = page.waitForEvent('console', (m) => m.text().startsWith('Loading /concepts/gamma/ failed:'));
    await page.click('nav[aria-label="Concepts pages"] a[href="/concepts/gamma/"]');
    const error = await (await warned).args()[1]?.evaluate((e: Error & { type?: string; request?: string }) => ({ name: e.name, message: e.message, type: e.type, request: e.request }));
    expect(error?.name).toBe('ChunkLoadError');
    expect(error?.type).toBe('error');
    expect(error?.request).toBe(`${h.base}/page-data/concepts__gamma.json`);
    await page.waitForSelector('text=Error loading content.');
  });

  it('a blocked stylesheet chunk gives "Loading CSS chunk {id} failed" with code CSS_CHUNK_LOAD_FAILED', async () => {
    const { page } = await h.open();
    await page.route(/\/[0-9a-f]{12}\.css$/, (route) => route.abort());
    const warned = page.waitForEvent('console', (m) => m.text().startsWith('Offline support could not load:'));
    await page.goto(`${h.base}/concepts/alpha/`);
    const error = await (await warned).args()[1]?.evaluate((e: Error & { code?: string; type?: string; request?: string }) => ({ message: e.message, code: e.code, type: e.type, request: e.request }));
    expect(error?.message).toMatch(/^Loading CSS chunk \S+ failed\./);
    expect(error?.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(error?.request).toMatch(new RegExp(`^${h.base}/[0-9a-f]{12}\\.css$`));
    // The page itself is unaffected.
    expect(await page.textContent('main h1')).toBe('Alpha');
  });
});
