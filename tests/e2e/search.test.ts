/**
 * Search in a real browser. The local-index tests read the fixture site `.cache/fixture-dist`
 * (built by `npm test` before Vitest runs; `E2E_FIXTURE_DIR` points them at another build, as in
 * the chrome tests). The hosted-search tests build the fixture once more into
 * `.cache/e2e-search-hosted` with the hosted service configured to a local stand-in
 * (tests/search/docsearch-stand-in.ts) on 127.0.0.1, so no request leaves the machine.
 */
import { buildFixtureVariant } from '../../src/build/cli/run-step.ts';
import { targetOf } from '../../src/build/gates/a11y.ts';
import { runAxe } from '../../src/build/gates/browser.ts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED, startStandIn, type StandIn } from '../search/docsearch-stand-in.ts';
import { startHarness, type Harness, type Watched } from './harness.ts';

/** The fixture build npm test makes (or E2E_FIXTURE_DIR). */
const FIXTURE = process.env['E2E_FIXTURE_DIR'] ?? '.cache/fixture-dist';
const DIALOG = 'dialog[open]';
const INPUT = `${DIALOG} input[role="combobox"]`;
const OPTION = `${DIALOG} [role="option"]`;

/** Opens a page and waits for hydration. */
async function visit(h: Harness, url: string, options: Parameters<Harness['open']>[0] = {}): Promise<Watched> {
  const watched = await h.open(options);
  await watched.page.goto(`${h.base}${url}`);
  await watched.page.waitForSelector('html[data-hydrated]');
  return watched;
}

/** Opens the dialog with `/` and types a query. */
async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('/');
  await page.waitForSelector(INPUT);
  await page.fill(INPUT, query);
}

/**
 * Console problems other than the service worker's registration, which the harness blocks on
 * purpose (its 'blocked' notice and the registration's warning are expected there).
 */
const searchProblems = (problems: readonly string[]): string[] => problems.filter((p) => !/Service Worker registration blocked|Service worker registration failed/i.test(p));

const activeOptionText = (page: Page): Promise<string> =>
  page.$eval(INPUT, (input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '');

/** Where the search and the move stand, for a failure's message. */
function pageState(page: Page): Promise<unknown> {
  return page.evaluate(() => ({
    url: location.href,
    earlyKeys: (window as unknown as Record<string, unknown>)['__searchKeys'],
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
    navigating: document.documentElement.hasAttribute('data-navigating'),
    dialogOpen: document.querySelector('dialog[open]') !== null,
    input: document.querySelector<HTMLInputElement>('dialog input')?.value,
    status: document.querySelector('dialog [role="status"]')?.textContent,
    results: [...document.querySelectorAll('dialog [role="option"]')].slice(0, 3).map((o) => o.getAttribute('id')),
    focus: document.activeElement?.outerHTML.slice(0, 120),
  }));
}

describe('search on the local index', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(FIXTURE);
  });
  afterAll(async () => {
    await h.close();
  });
  // A finished test's pages close before the next test: left open, they kept drawing until the file ended.
  afterEach(() => h.closeContexts());

  it('loads nothing of search until first use; / opens the dialog, Escape closes it and focus returns', async () => {
    const { page, problems } = await visit(h, '/concepts/alpha/');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const button = page.getByRole('button', { name: 'Search documentation' });
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('/ Control+K Meta+K');
    expect(requests.filter((r) => r.startsWith('/search-'))).toEqual([]);
    await search(page, '');
    expect(await page.getAttribute(INPUT, 'placeholder')).toBe('Search documentation');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/search-index\.[0-9a-f]+\.json$/.test(e.name)));
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    // Opened from the body (nothing focused), focus goes to the search button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    expect(searchProblems(problems)).toEqual([]);
  });

  // "/" pressed before the search box hydrated opened nothing, and the letters typed before the
  // input had focus went to the page ("hmr not working" became "mr not working"). The boot script
  // keeps them (src/shared/search-keys.ts). A CPU four times slower, keys with no delay.
  for (const enter of [false, true]) {
    it(`keeps every key typed after / pressed at DOMContentLoaded under 4x CPU throttling${enter ? ', and Enter opens the first result' : ''}`, async () => {
      const { page, context } = await h.open();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${h.base}/concepts/gamma/`, { waitUntil: 'domcontentloaded' });
      await page.keyboard.press('/');
      await page.keyboard.type('Nested heading');
      if (enter) {
        await page.keyboard.press('Enter');
        await page.waitForURL(`${h.base}/concepts/alpha/#nested-heading`).catch(async (error: unknown) => {
          // Seen once in CI and once in 7 loaded runs here, not since: what the page holds then says where the move stopped.
          throw new Error(`${String(error)}\npage state: ${JSON.stringify(await pageState(page))}`);
        });
        await page.waitForSelector(DIALOG, { state: 'detached' });
        return;
      }
      await page.waitForFunction((selector) => document.activeElement?.matches(selector) === true, INPUT);
      expect(await page.inputValue(INPUT)).toBe('Nested heading');
      // The keys went to the input and nowhere else: the page did not scroll on the space.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.waitForSelector(OPTION);
      expect(await activeOptionText(page)).toContain('Nested heading');
    });
  }

  it('opens the first result for an Enter that reaches the input as it takes focus, before the dialog has rendered the kept keys', async () => {
    // Where an Enter was dropped (CI once, stop 44): the keys kept before the dialog opened are in
    // the input, but its state has not rendered them yet. The scripts are held until the keys are
    // typed, and the Enter is sent as the effect that puts them there focuses the input: no
    // timing decides it.
    const { page } = await h.open();
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.addInitScript(() => {
      // Right after the dialog's effect has put the kept keys in its input and focused it.
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own element below
      const focus = HTMLElement.prototype.focus;
      HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
        focus.call(this, options);
        if (!(this instanceof HTMLInputElement) || this.closest('dialog') === null || this.value === '' || this.dataset['enterSent'] !== undefined) return;
        this.dataset['enterSent'] = '';
        this.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      };
    });
    await page.goto(`${h.base}/concepts/gamma/`, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('/');
    await page.keyboard.type('Nested heading');
    expect(await page.evaluate(() => (window as unknown as Record<string, { text: string }>)['__searchKeys']?.text)).toBe('Nested heading');
    release();
    await page.waitForURL(`${h.base}/concepts/alpha/#nested-heading`);
  });

  it('keeps the keys typed between a click on the button and the dialog’s input taking focus', async () => {
    const { page } = await visit(h, '/concepts/gamma/');
    await page.click('header button[aria-haspopup="dialog"]');
    await page.keyboard.type('Nested heading');
    await page.waitForFunction((selector) => document.activeElement?.matches(selector) === true, INPUT);
    expect(await page.inputValue(INPUT)).toBe('Nested heading');
  });

  it('returns focus to what opened it: the button after a click, the focused link after /, on Escape and on the close button', async () => {
    const { page } = await visit(h, '/concepts/alpha/');
    const focused = (): Promise<string> => page.evaluate(() => `${document.activeElement?.tagName ?? ''} ${document.activeElement?.getAttribute('href') ?? document.activeElement?.getAttribute('aria-haspopup') ?? ''}`);
    await page.getByRole('button', { name: 'Search documentation' }).click();
    await page.waitForSelector(INPUT);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await focused()).toBe('BUTTON dialog');
    const link = await page.$eval('main [data-page-body] a[href^="/"]', (a) => a.getAttribute('href'));
    await page.focus(`main [data-page-body] a[href="${link}"]`);
    await page.keyboard.press('/');
    await page.waitForSelector(INPUT);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await focused()).toBe(`A ${link}`);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(INPUT);
    await page.click(`${DIALOG} button[aria-label="Close search"]`);
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await focused()).toBe(`A ${link}`);
  });

  it('shows its close button as a cross named "Close search" on a phone (it read "Esc", a key phones lack), the Esc hint with a keyboard', async () => {
    const close = `${DIALOG} button[aria-label="Close search"]`;
    const shown = (page: Page): Promise<{ text: string; icon: boolean; width: number; height: number; shortcut: string | null }> =>
      page.$eval(close, (button) => {
        const r = button.getBoundingClientRect();
        const icon = [...button.querySelectorAll('svg')].some((svg) => svg.getClientRects().length > 0);
        return { text: (button as HTMLElement).innerText.trim(), icon, width: r.width, height: r.height, shortcut: button.getAttribute('aria-keyshortcuts') };
      });
    const phone = await visit(h, '/concepts/alpha/', { viewport: { width: 390, height: 844 }, hasTouch: true });
    await phone.page.click('header button[aria-haspopup="dialog"]');
    await phone.page.waitForSelector(INPUT);
    const onPhone = await shown(phone.page);
    expect(onPhone).toMatchObject({ text: '', icon: true, shortcut: 'Escape' });
    expect(Math.min(onPhone.width, onPhone.height)).toBeGreaterThanOrEqual(44);
    await phone.page.getByRole('button', { name: 'Close search' }).click();
    await phone.page.waitForSelector(DIALOG, { state: 'detached' });

    const desk = await visit(h, '/concepts/alpha/', { viewport: { width: 1280, height: 800 } });
    await search(desk.page, '');
    expect(await shown(desk.page)).toMatchObject({ text: 'Esc', icon: false, shortcut: 'Escape' });
  });

  it('keeps the scroll position: closing the dialog leaves the page where it was', async () => {
    const { page } = await visit(h, '/concepts/code-blocks/');
    // Far enough down that a jump shows (the old code scrolled up by about 470 px on closing).
    const y = await page.evaluate(() => {
      window.scrollTo(0, Math.min(1500, document.documentElement.scrollHeight - innerHeight));
      return scrollY;
    });
    expect(y).toBeGreaterThan(400);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(INPUT);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog');
    expect(await page.evaluate(() => scrollY)).toBe(y);
  });

  it('opens on Ctrl+K and from the header button', async () => {
    const { page } = await visit(h, '/concepts/');
    await page.keyboard.press('Control+k');
    await page.waitForSelector(INPUT);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    await page.getByRole('button', { name: 'Search documentation' }).click();
    await page.waitForSelector(INPUT);
  });

  it('shows results grouped by page with the matched section and the query marked', async () => {
    const { page, problems } = await visit(h, '/');
    await search(page, 'cache.type');
    await page.waitForSelector(OPTION);
    const first = await page.$eval(`${DIALOG} [role="group"]`, (group) => ({
      label: document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      href: group.querySelector('[role="option"]')?.getAttribute('href'),
      marks: [...(group.querySelector('[role="option"]')?.querySelectorAll('mark') ?? [])].map((m) => m.textContent),
    }));
    // The group label names the section the page is in, not the page title alone.
    expect(first.label).toBe('Configuration › Cache');
    expect(first.href).toBe('/configuration/cache/#cachetype');
    expect(first.marks).toContain('cache.type');
    expect(await page.getAttribute(INPUT, 'aria-expanded')).toBe('true');
    expect(await page.textContent(`${DIALOG} [role="status"]`)).toMatch(/results? on \d+ pages?/);
    expect(searchProblems(problems)).toEqual([]);
  });

  it("names each group's section in its label ('Concepts › Alpha'), the section index page by its title alone", async () => {
    const { page } = await visit(h, '/');
    await search(page, 'heading');
    await page.waitForSelector(OPTION);
    const groups = await page.$$eval(`${DIALOG} [role="group"]`, (list) =>
      list.map((group) => ({ label: document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '', href: group.querySelector('[role="option"]')?.getAttribute('href') ?? '' })),
    );
    expect(groups.length).toBeGreaterThan(1);
    for (const { label, href } of groups) {
      const [section = '', page = ''] = href.split('#')[0]?.split('/').filter(Boolean) ?? [];
      const name = { concepts: 'Concepts', configuration: 'Configuration', api: 'API', blog: 'Blog' }[section];
      if (page !== '' && name !== undefined) expect(label, href).toMatch(new RegExp(`^${name} › \\S`));
      else expect(label, href).not.toContain('›');
    }
  });

  it('makes every result link site-relative', async () => {
    const { page } = await visit(h, '/concepts/');
    await search(page, 'heading');
    await page.waitForSelector(OPTION);
    const hrefs = await page.$$eval(OPTION, (links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(/^\/[^/]/);
  });

  it('selects with Up and Down and opens the result with Enter, without a full page load', async () => {
    const { page, problems } = await visit(h, '/concepts/gamma/');
    await page.evaluate(() => Object.assign(window, { __marker: 1 }));
    await search(page, 'nested heading');
    await page.waitForSelector(OPTION);
    const first = await activeOptionText(page);
    expect(first).toContain('Nested heading');
    await page.keyboard.press('ArrowDown');
    expect(await activeOptionText(page)).not.toBe(first);
    expect(await page.$eval(`${OPTION}[aria-selected="true"]`, (o) => o.id)).toBe(await page.getAttribute(INPUT, 'aria-activedescendant'));
    await page.keyboard.press('ArrowUp');
    expect(await activeOptionText(page)).toBe(first);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${h.base}/concepts/alpha/#nested-heading`);
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.title()).toBe('Alpha | webpack');
    expect(searchProblems(problems)).toEqual([]);
  });

  it('starts a new query on its first row from the first moment its results are in the page', async () => {
    // The row follows the answer in the same commit: with the reset in an effect after paint, a
    // new query's list stood for a moment with the last query's row active, and an arrow key
    // pressed then was undone by the late reset (the API reference test failed so under load).
    const { page, problems } = await visit(h, '/concepts/gamma/');
    await search(page, 'nested heading');
    await page.waitForSelector(OPTION);
    await page.keyboard.press('ArrowDown');
    expect(await page.getAttribute(INPUT, 'aria-activedescendant')).toBe(await page.$$eval(OPTION, (options) => options[1]?.id));
    const before = await page.$$eval(OPTION, (options) => options.map((o) => o.getAttribute('href')).join(' '));
    // Every change to the dialog from here is checked in the microtask after it, before any paint.
    await page.evaluate(
      ({ dialog, input, option, before }) => {
        const stale: string[] = [];
        Object.assign(window, { __stale: stale });
        const target = document.querySelector(dialog);
        if (target === null) throw new Error('no open dialog');
        new MutationObserver(() => {
          const options = [...document.querySelectorAll(option)];
          const hrefs = options.map((o) => o.getAttribute('href')).join(' ');
          if (options.length === 0 || hrefs === before) return;
          const active = document.querySelector(input)?.getAttribute('aria-activedescendant');
          if (active !== options[0]?.id) stale.push(`${hrefs} shown with ${active ?? 'none'} active`);
        }).observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
      },
      { dialog: DIALOG, input: INPUT, option: OPTION, before },
    );
    await page.fill(INPUT, 'section');
    await page.waitForFunction((option) => [...document.querySelectorAll(option)].some((o) => /section/i.test(o.textContent ?? '')), OPTION);
    expect(await page.getAttribute(INPUT, 'aria-activedescendant')).toBe(await page.$$eval(OPTION, (options) => options[0]?.id));
    expect(await page.evaluate(() => (window as unknown as { __stale: string[] }).__stale)).toEqual([]);
    expect(searchProblems(problems)).toEqual([]);
  });

  it('opens again on the query it was left with, selected, on the row reached: Enter opens that row, typing replaces the query', async () => {
    const { page, problems } = await visit(h, '/concepts/gamma/');
    await page.evaluate(() => Object.assign(window, { __marker: 3 }));
    await search(page, 'nested heading');
    await page.waitForSelector(OPTION);
    await page.keyboard.press('ArrowDown');
    const activeHref = (): Promise<string | null> => page.$eval(INPUT, (input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.getAttribute('href') ?? null);
    const reached = await activeHref();
    expect(reached).not.toBe(await page.$$eval(OPTION, (options) => options[0]?.getAttribute('href')));
    const field = (): Promise<unknown> =>
      page.$eval(INPUT, (input: HTMLInputElement) => ({ value: input.value, selected: input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0), focused: document.activeElement === input }));
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { state: 'detached' });
    await page.keyboard.press('/');
    await page.waitForSelector(OPTION);
    expect(await field()).toEqual({ value: 'nested heading', selected: 'nested heading', focused: true });
    expect(await activeHref()).toBe(reached);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${h.base}${reached ?? ''}`);
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(3);
    // On the page opened, the dialog comes back with the query; a key typed replaces it.
    await page.keyboard.press('/');
    await page.waitForSelector(OPTION);
    expect(await field()).toEqual({ value: 'nested heading', selected: 'nested heading', focused: true });
    await page.keyboard.type('section');
    await page.waitForFunction((option) => [...document.querySelectorAll(option)].some((o) => /section/i.test(o.textContent ?? '')), OPTION);
    // The results of 'nested heading' hold 'section' too (a-nested-section), with the row reached
    // active: wait for the new query's list, whose first row is the active one (a CI run read the
    // old list here).
    await page.waitForFunction(
      ({ input, option }) => {
        const first = document.querySelector(option);
        return first !== null && document.querySelector(input)?.getAttribute('aria-activedescendant') === first.id;
      },
      { input: INPUT, option: OPTION },
    );
    expect(await field()).toEqual({ value: 'section', selected: '', focused: true });
    expect(await activeHref()).toBe(await page.$$eval(OPTION, (options) => options[0]?.getAttribute('href')));
    expect(searchProblems(problems)).toEqual([]);
  });

  it('navigates client-side when a result is clicked', async () => {
    const { page } = await visit(h, '/concepts/');
    await page.evaluate(() => Object.assign(window, { __marker: 2 }));
    await search(page, 'bail');
    await page.click(`${OPTION}[href="/configuration/other-options/#bail"]`);
    await page.waitForURL(`${h.base}/configuration/other-options/#bail`);
    await page.waitForSelector(DIALOG, { state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2);
  });

  it('says when nothing matches and offers a related term that does', async () => {
    const { page, problems } = await visit(h, '/');
    await search(page, 'gammaray');
    await page.waitForSelector(`${DIALOG} :text("No results for")`);
    expect(await page.textContent(`${DIALOG} [role="status"]`)).toBe('No results for “gammaray”.');
    expect(await page.getAttribute(INPUT, 'aria-expanded')).toBe('false');
    await page.click(`${DIALOG} button:has-text("gamma")`);
    expect(await page.inputValue(INPUT)).toBe('gamma');
    await page.waitForSelector(`${OPTION}[href="/concepts/gamma/"]`);
    expect(searchProblems(problems)).toEqual([]);
  });

  it('passes axe with results open, in the light and the dark theme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await visit(h, '/concepts/alpha/', { colorScheme });
      await page.evaluate((theme) => {
        document.documentElement.dataset['theme'] = theme;
      }, colorScheme);
      await search(page, 'heading');
      await page.waitForSelector(OPTION);
      const violations = await runAxe(page, { axeDefaults: true, include: 'dialog' });
      expect(violations.map((v) => `${colorScheme}: ${v.id} ${v.nodes.map(targetOf).join(', ')}`)).toEqual([]);
    }
  });

  it('still answers offline after a first visit, with snippets (the service worker precaches the index and snippets)', async () => {
    const context = await h.browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname));
      // One visit, no search: what search needs offline must come from the install, not from use.
      await page.goto(`${h.base}/concepts/alpha/`);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
      const { index, snippets } = await page.evaluate(async () => (await (await fetch('/search-manifest.json')).json()) as { index: string; snippets: string });
      await page.waitForFunction(async () => (await caches.match(location.href)) !== undefined);
      for (const file of [index, snippets]) expect(await page.evaluate(async (url) => (await caches.match(url)) !== undefined, file)).toBe(true);

      await context.setOffline(true);
      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      await search(page, 'cache.type');
      const option = page.locator(`${OPTION}[href="/configuration/cache/#cachetype"]`);
      // The snippet comes from the snippets file: text of the section, not of its heading.
      await option.filter({ hasText: 'The cache type.' }).waitFor();
      expect(failed).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('hosted search against a local stand-in', () => {
  const out = '.cache/e2e-search-hosted';
  let h: Harness;
  let standIn: StandIn;

  beforeAll(async () => {
    standIn = await startStandIn();
    await buildFixtureVariant('tests/fixtures/content', out, { DOCSEARCH_APP_ID: RECORDED.appId, DOCSEARCH_API_KEY: RECORDED.apiKey, DOCSEARCH_INDEX_NAME: RECORDED.indexName, DOCSEARCH_HOST: standIn.url });
    h = await startHarness(out);
  }, 180_000);
  afterAll(async () => {
    await h.close();
    await standIn.close();
  });
  afterEach(() => h.closeContexts());

  /** A page whose browser may reach the stand-in (the harness blocks every other host). */
  async function openWithStandIn(): Promise<Watched> {
    const watched = await h.open();
    await watched.page.goto(`${h.base}/`);
    await watched.page.waitForSelector('html[data-hydrated]');
    return watched;
  }

  it("allows the service's host in the CSP, and no other", async () => {
    const csp = (await fetch(`${h.base}/`)).headers.get('content-security-policy') ?? '';
    expect(csp.split('; ').find((d) => d.startsWith('connect-src '))).toBe(`connect-src 'self' ${standIn.url}`);
  });

  it('answers from the hosted service with site-relative links, and loads no local index', async () => {
    const { page, problems, external } = await openWithStandIn();
    const before = standIn.requests.length;
    await search(page, 'cache');
    await page.waitForSelector(`${DIALOG} [data-source="hosted"] [role="option"]`);
    const hrefs = await page.$$eval(OPTION, (links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/configuration/cache/#cachetype', '/configuration/cache/']);
    expect(await page.textContent(OPTION)).toContain('Hosted answer');
    expect(await page.$eval(`${OPTION} mark`, (m) => m.textContent)).toBe('cache');
    expect(standIn.requests.slice(before).map((r) => r.query)).toContain('cache');
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(fetched.filter((u) => /\/search-index\./.test(u))).toEqual([]);
    // The stand-in is the one other origin the page may reach (127.0.0.1 on another port).
    expect(external.filter((url) => !url.startsWith(`${standIn.url}/`))).toEqual([]);
    expect(searchProblems(problems)).toEqual([]);
  });

  it('falls back to the local index when the service fails', async () => {
    const { page } = await openWithStandIn();
    standIn.failNext(503, 5);
    await search(page, 'cache.type');
    await page.waitForSelector(`${DIALOG} [data-source="local"] [role="option"][href="/configuration/cache/#cachetype"]`);
    expect(standIn.requests.at(-1)?.query).toBe('cache.type');
  });
});
