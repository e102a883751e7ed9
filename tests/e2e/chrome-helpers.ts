/** Helpers shared by the site chrome's end-to-end tests (tests/e2e/chrome*.test.ts). */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startHarness, type Harness, type Watched } from './harness.ts';

/** The fixture build the chrome tests read: what `npm test` builds, or E2E_FIXTURE_DIR while working on a build of one's own. */
export const FIXTURE_DIR = process.env['E2E_FIXTURE_DIR'] ?? '.cache/fixture-dist';

/** The real site's build, for tests that need its long pages: `dist/`, or GATES_SITE. */
export const SITE_DIR = process.env['GATES_SITE'] ?? 'dist';

/** Waits two animation frames, so state set by the last input event has been rendered. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Holds every page-data request of `page` until `release` is called (a test checks the state in
 * between, with no timer); `asked` resolves once the first has been made.
 */
export async function holdPageData(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ask: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  await page.route(/\/page-data\//, async (route) => {
    ask();
    await gate;
    await route.continue();
  });
  return { release, asked };
}

/**
 * Holds the page body's chunk (the script with its placeholder's test id, asked for at the idle
 * time) until `release`; `asked` resolves once the page has asked for it.
 */
export async function holdPageBodyChunk(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ask: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route(/\/[0-9a-f]{12}\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('page-placeholder')) {
      ask();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, asked };
}

/** Makes every read of `localStorage` on the page's next loads throw, as blocked storage does. */
export async function throwingStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/**
 * Console problems the chrome is answerable for: the service worker's registration messages
 * (the harness blocks service workers) belong to that feature and its own tests.
 */
export function ownProblems(problems: readonly string[]): string[] {
  return problems.filter((p) => !/service worker/i.test(p));
}

/**
 * The fixture site (or the build in `dir`) in Chromium for one test file: the harness starts
 * before its tests and stops after them, and the browser context a test opened with `open` or
 * `visit` closes after that test. Create it at the top of the file (it registers Vitest's hooks).
 */
export class ChromeSession {
  #harness: Harness | undefined;

  /** What the running test opened last. */
  current: Watched | undefined;

  constructor(dir: string = FIXTURE_DIR) {
    beforeAll(async () => {
      this.#harness = await startHarness(dir);
    });
    afterEach(async () => {
      await this.current?.context.close();
      this.current = undefined;
    });
    afterAll(async () => {
      await this.#harness?.close();
    });
  }

  /** The running harness. */
  get harness(): Harness {
    if (this.#harness === undefined) throw new Error('the harness starts in beforeAll');
    return this.#harness;
  }

  /** Base URL of the preview server. */
  get base(): string {
    return this.harness.base;
  }

  /** Opens a browser context for the running test (closed after it). */
  async open(options: Parameters<Harness['open']>[0] = {}): Promise<Watched> {
    this.current = await this.harness.open(options);
    return this.current;
  }

  /** Opens `path` in a new context, hydrated. */
  async visit(path: string, options: Parameters<Harness['open']>[0] = {}): Promise<Page> {
    const { page } = await this.open(options);
    await page.goto(`${this.base}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    return page;
  }
}
