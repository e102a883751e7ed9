/**
 * The one shared end-to-end fixture: a preview server over a built site and a Chromium, with
 * every request to another host blocked and recorded, and console problems collected.
 * Other hosts are blocked by the browser's own resolver (every name but 127.0.0.1 fails to
 * resolve) and recorded from the context's request events, not by intercepting every request:
 * interception sends each request through this process and turns the browser's HTTP cache off,
 * so every load compiled every script again (about a third more CPU per page load).
 */
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../src/build/chromium.ts';
import { startStaticServer } from '../../src/build/server/static-server.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A running site and browser. */
export interface Harness {
  /** Base URL of the preview server. */
  base: string;
  /** The browser. */
  browser: Browser;
  /** Opens a page that records problems. */
  open: (options?: { javaScript?: boolean; viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark'; hasTouch?: boolean; isMobile?: boolean; serviceWorkers?: boolean; reducedMotion?: 'reduce' | 'no-preference' }) => Promise<Watched>;
  /** Stops the preview server only; the browser keeps running (offline tests). */
  stopServer: () => Promise<void>;
  /** Starts the preview server again on the same port, over `dir` (default: the first folder). */
  startServer: (dir?: string) => Promise<void>;
  /**
   * Closes the contexts opened so far and keeps the server: for `afterEach`, so a finished test's
   * pages (a home page's moving hero, say) stop drawing while the next tests run.
   */
  closeContexts: () => Promise<void>;
  /** Closes the contexts it opened and stops the server (the browser stays for the worker's next file). */
  close: () => Promise<void>;
}

/** A page with what went wrong on it. */
export interface Watched {
  /** The page. */
  page: Page;
  /** Its context. */
  context: BrowserContext;
  /** Console errors and warnings, page errors. */
  problems: string[];
  /** Same-origin requests that failed or returned >= 400 (404 page navigations aside). */
  failed: string[];
  /** Requests to other hosts (all blocked). */
  external: string[];
}

/**
 * Stops a page's fake clock (installed with `page.clock.install()`, which leaves it flowing) at
 * `aheadMs` after the page's current time, firing the timers due before then: from then on
 * timers fire only when the test runs time on, so a busy machine cannot fire one between two
 * steps of a test. The page's time is read first; `aheadMs` must cover the moment between that
 * read and the pause (a clock cannot be moved back), so keep it to a second or more.
 */
export async function pauseClockAhead(page: Page, aheadMs: number): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
}

/** Chromium's resolver answers 'not found' for every host name but the preview server's address. */
export const BLOCK_OTHER_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1';

/**
 * One Chromium per test worker, shared by the files it runs (the e2e project shares modules
 * across files): launching and closing one cost about 1.4 s of CPU, once per file before. Files
 * never share a context, so they share no cookies, storage, caches or service workers; a
 * harness closes the contexts it opened. A browser that goes away (a crash) is launched again
 * for the next harness; the last one ends with its worker (Playwright closes what it launched
 * when its process exits).
 */
let browserLaunch: Promise<Browser> | undefined;
function sharedBrowser(executablePath: string): Promise<Browser> {
  browserLaunch ??= chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, BLOCK_OTHER_HOSTS] }).then(
    (browser) => {
      browser.on('disconnected', () => (browserLaunch = undefined));
      return browser;
    },
    (error: unknown) => {
      browserLaunch = undefined;
      throw error;
    },
  );
  return browserLaunch;
}

/** Starts a preview server over `dir` (relative to the root), in the worker's browser. */
export async function startHarness(dir: string): Promise<Harness> {
  const executablePath = findChromium();
  if (executablePath === undefined) throw new Error('No Chromium found: run `npm test` (it installs one) or set CHROME_PATH.');
  let server = await startStaticServer({ root: path.join(ROOT, dir), port: 0 });
  const browser = await sharedBrowser(executablePath);
  const contexts = new Set<BrowserContext>();
  const open: Harness['open'] = async (options = {}) => {
    const context = await browser.newContext({
      javaScriptEnabled: options.javaScript ?? true,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      colorScheme: options.colorScheme ?? 'light',
      hasTouch: options.hasTouch ?? false,
      isMobile: options.isMobile ?? false,
      reducedMotion: options.reducedMotion ?? 'no-preference',
      // Blocked unless a test asks for them (the offline tests): a worker would answer from its caches.
      serviceWorkers: options.serviceWorkers === true ? 'allow' : 'block',
    });
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    const page = await context.newPage();
    const watched: Watched = { page, context, problems: [], failed: [], external: [] };
    // The page's requests and its service worker's: both come to the context.
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(server.url) && !url.startsWith('data:') && !url.startsWith('blob:')) watched.external.push(url);
    });
    page.on('console', (m) => {
      // Failed loads are tracked per request below (a 404 page's own status is expected there).
      if (m.text().startsWith('Failed to load resource')) return;
      // The notice Playwright logs when it blocks a worker registration (the default here).
      if (m.text() === 'Service Worker registration blocked by Playwright') return;
      if (m.type() === 'error' || m.type() === 'warning') watched.problems.push(`console.${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => watched.problems.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => {
      // ERR_ABORTED is a request cancelled by the next navigation (a late favicon, say), not a failure.
      if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
      if (r.url().startsWith(server.url)) watched.failed.push(`${r.url()} (${r.failure()?.errorText ?? 'failed'})`);
    });
    page.on('response', (r) => {
      if (r.url().startsWith(server.url) && r.status() >= 400 && r.request().resourceType() !== 'document') watched.failed.push(`${r.url()} (${r.status()})`);
    });
    return watched;
  };
  return {
    base: server.url,
    browser,
    open,
    stopServer: () => server.close(),
    startServer: async (next = dir) => {
      server = await startStaticServer({ root: path.join(ROOT, next), port: Number(new URL(server.url).port) });
    },
    closeContexts: async () => {
      await Promise.all([...contexts].map((c) => c.close()));
    },
    close: async () => {
      await Promise.all([...contexts].map((c) => c.close()));
      await server.close();
    },
  };
}

/**
 * A harness over `dir` for the whole test file: started before its first test, closed after its
 * last. Call it at the top of the file (or of a `describe` block, for that block's tests); read
 * `.current` inside the tests.
 */
export function harnessForFile(dir: string, startTimeout?: number): { readonly current: Harness } {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await startHarness(dir);
  }, startTimeout);
  afterAll(async () => {
    await current?.close();
  });
  return {
    get current(): Harness {
      if (current === undefined) throw new Error('the harness starts before the first test');
      return current;
    },
  };
}
