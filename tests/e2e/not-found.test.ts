/**
 * Unknown addresses of the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> points it
 * at another build) in Chromium. The server answers every one with the same `404.html`, prerendered
 * for one path: an address inside a documentation section (whose header, drawn for the address,
 * would carry the section links) hydrated with React error #418 while still showing the page.
 * Each must hydrate with no page error and no console error or warning.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/shared/constants.ts';
import { startHarness, type Harness } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
/** Inside the documentation sections (a page that was never built among them), then outside them. */
const MISSING = ['/plugins/nope/', '/guides/nope/', '/configuration/nope/', '/api/reference/nope/', '/plugins/webpack-manifest-plugin/', '/no-such-page/', '/nope/deeper/'];

let h: Harness;
beforeAll(async () => {
  h = await startHarness(SITE);
});
afterAll(async () => {
  await h.close();
});
afterEach(() => h.closeContexts());

describe('the not-found page at unknown addresses', () => {
  it.each(MISSING)('%s answers 404 and hydrates without an error', async (url) => {
    const { page, problems, failed } = await h.open();
    const response = await page.goto(`${h.base}${url}`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated]');
    // Every deferred view due at load has hydrated by now; a late request would show here too.
    await page.waitForLoadState('networkidle');
    expect(await page.textContent('main h1')).toBe(TEXT.notFoundTitle);
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
  });
});
