/**
 * Unknown addresses of the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> points it
 * at another build) in Chromium. The server answers every one with the same `404.html`, prerendered
 * for one path: an address inside a documentation section (whose header, drawn for the address,
 * would carry the section links) hydrated with React error #418 while still showing the page.
 * Each must hydrate with no page error and no console error or warning.
 *
 * Then the help the page adds below the spec's text once hydrated (src/app/NotFound/NotFoundHelp.tsx):
 * the page a typo was meant for, and a search for the path's words; mostly on the fixture site
 * (`.cache/fixture-dist`, built by `npm test`; E2E_FIXTURE_DIR points it at another build).
 */
import type { Page, Response } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/shared/constants.ts';
import { NOT_FOUND_TEXT } from '../../src/shared/not-found-text.ts';
import { harnessForFile, type Harness, type Watched } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
const FIXTURE = process.env['E2E_FIXTURE_DIR'] ?? '.cache/fixture-dist';
/** The help's suggested pages, and its search button. */
const SUGGESTION = 'main article section li a';
const SEARCH_BUTTON = 'main article section button';
const SEARCH_INPUT = 'dialog[open] input[role="combobox"]';
/** Inside the documentation sections (a page that was never built among them), then outside them. */
const MISSING = ['/plugins/nope/', '/guides/nope/', '/configuration/nope/', '/api/reference/nope/', '/plugins/webpack-manifest-plugin/', '/no-such-page/', '/nope/deeper/'];

/** A harness for the enclosing block, its pages closed after each test. */
function blockHarness(dir: string): { readonly current: Harness } {
  const harness = harnessForFile(dir);
  afterEach(() => harness.current.closeContexts());
  return harness;
}

/** Opens `url` in a new page that records problems; the document's response with it. */
async function visit(harness: { readonly current: Harness }, url: string, options?: Parameters<Harness['open']>[0]): Promise<Watched & { response: Response | null }> {
  const watched = await harness.current.open(options);
  return { ...watched, response: await watched.page.goto(`${harness.current.base}${url}`) };
}

/** The spec's text and button, word for word (the help must leave them as they are), and one h1. */
async function expectSpecText(page: Page): Promise<void> {
  expect(await page.locator('h1').allTextContents()).toEqual([TEXT.notFoundTitle]);
  expect(await page.locator('main article > p').first().textContent()).toBe(NOT_FOUND_TEXT.body);
  const home = page.locator('main article > p > a.button');
  expect(await home.textContent()).toBe(NOT_FOUND_TEXT.goHome);
  expect(await home.getAttribute('href')).toBe('/');
}

describe('the not-found page at unknown addresses', () => {
  const harness = blockHarness(SITE);

  it.each(MISSING)('%s answers 404 and hydrates without an error', async (url) => {
    const { page, problems, failed, response } = await visit(harness, url);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated]');
    // Every deferred view due at load has hydrated by now; a late request would show here too.
    await page.waitForLoadState('networkidle');
    expect(await page.textContent('main h1')).toBe(TEXT.notFoundTitle);
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("suggests /configuration/output/ first at the reader review's /configuration/outptu/", async () => {
    const { page, problems } = await visit(harness, '/configuration/outptu/');
    await page.waitForSelector(SUGGESTION);
    expect(await page.locator(SUGGESTION).first().getAttribute('href')).toBe('/configuration/output/');
    expect(problems).toEqual([]);
  });
});

describe('the help below the not-found text (fixture site)', () => {
  const harness = blockHarness(FIXTURE);

  it('suggests the page a typo was meant for first, after hydration, below the unchanged text', async () => {
    const { page, problems, failed, response } = await visit(harness, '/configuration/cahce/');
    expect(response?.status()).toBe(404);
    // The prerendered page is the same for every address: no suggestion in it.
    expect(await response?.text()).not.toContain('/configuration/cache/');
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForSelector(SUGGESTION);
    const first = page.locator(SUGGESTION).first();
    expect(await first.getAttribute('href')).toBe('/configuration/cache/');
    expect(await first.textContent()).toBe('Cache');
    expect(await page.locator('main article section h2').textContent()).toBe('Did you mean one of these?');
    await expectSpecText(page);
    // The help comes after the way home, never above the spec's text.
    expect(await page.$eval('main article', (article) => article.lastElementChild?.tagName)).toBe('SECTION');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);

    // A suggestion is an ordinary link into the site.
    await first.click();
    await page.waitForURL(`${harness.current.base}/configuration/cache/`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Cache');
    expect(problems).toEqual([]);
  });

  it('loads the page a path names in other letter case in its place, hash and all', async () => {
    const { page, problems, response } = await visit(harness, '/Concepts/Alpha/#nested-heading');
    expect(response?.status()).toBe(404);
    await page.waitForURL(`${harness.current.base}/concepts/alpha/#nested-heading`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Alpha');
    // In the not-found entry's place: Back does not return to it.
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(problems).toEqual([]);
  });

  it('guesses nothing for a path of random letters, and offers a search for its words', async () => {
    const { page, problems } = await visit(harness, '/zzzz-qqqq/');
    await page.waitForSelector('html[data-hydrated]');
    const button = page.locator(SEARCH_BUTTON);
    await button.waitFor();
    expect(await button.textContent()).toBe('Search the documentation for “zzzz qqqq”');
    expect(await page.locator(SUGGESTION).count()).toBe(0);
    await expectSpecText(page);
    await button.click();
    await page.waitForSelector(SEARCH_INPUT);
    expect(await page.inputValue(SEARCH_INPUT)).toBe('zzzz qqqq');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open]', { state: 'detached' });
    // Focus goes back to the button that opened search.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search the documentation for “zzzz qqqq”');
    expect(problems).toEqual([]);
  });

  it('shows the text and the way home without JavaScript, and no help', async () => {
    const { page } = await visit(harness, '/configuration/cahce/', { javaScript: false });
    await expectSpecText(page);
    expect(await page.locator('main article section').count()).toBe(0);
  });
});
