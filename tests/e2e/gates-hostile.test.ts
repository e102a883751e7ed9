/**
 * Gate 6 in Chromium: samples of hostile markdown and README HTML, rendered by the real
 * renderer, are loaded as pages with dialog traps and poked (hover, focus, clicks on links with
 * other schemes); nothing may run. The sanitiser-less renderer's output must trip the traps,
 * which shows they work. Needs only the fixture build for an origin (`.cache/fixture-dist`).
 */
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hostileMarkdown, hostileReadme, RUN } from '../gates/hostile-arbitraries.ts';
import { createHostileRenderer, unsanitisedRenderer, type HostileRenderer } from '../gates/hostile-render.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let renderer: HostileRenderer;
beforeAll(async () => {
  [h, renderer] = await Promise.all([startHarness('.cache/fixture-dist'), createHostileRenderer()]);
});
afterAll(async () => {
  await h.close();
});
// A finished test's pages close before the next test: left open, they kept drawing until the file ended.
afterEach(() => h.closeContexts());

/** Serves whatever sample is current at one URL of the site's origin, without the site's headers. */
const served = new WeakMap<Page, { body: string }>();
async function serve(page: Page, body: string): Promise<void> {
  let slot = served.get(page);
  if (slot === undefined) {
    const fresh = { body };
    slot = fresh;
    served.set(page, fresh);
    await page.route(`${h.base}/__hostile__/`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sample</title></head><body>${fresh.body}</body></html>` }),
    );
  }
  slot.body = body;
}

/** Loads `body` as a page and reports what ran: dialogs, `__pwned`, navigations to other schemes. */
async function ranIn(page: Page, body: string): Promise<string[]> {
  const ran: string[] = [];
  const onDialog = (dialog: { type: () => string; message: () => string; dismiss: () => Promise<void> }): void => {
    ran.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  await serve(page, body);
  try {
    await page.goto(`${h.base}/__hostile__/`);
    await page.evaluate(() => {
      for (const el of document.body.querySelectorAll('*')) {
        for (const type of ['mouseover', 'focus', 'animationstart', 'toggle']) el.dispatchEvent(new Event(type, { bubbles: true }));
      }
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) if (!/^(https?|mailto):$/.test(a.protocol)) a.click();
    });
    // Give handlers queued by the events (and iframes loading) a moment to run.
    await page.waitForTimeout(100);
    if (await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned === 1)) ran.push('a payload set __pwned');
  } catch (error) {
    // A navigation a payload started (to a javascript:/data: page) tears the page down.
    ran.push(`the page broke: ${(error as Error).message.split('\n')[0] ?? ''}`);
  } finally {
    page.off('dialog', onDialog);
  }
  return ran;
}

describe('hostile content in Chromium', () => {
  it('samples of hostile markdown and READMEs run nothing', async () => {
    const { page } = await h.open();
    const samples = [
      ...fc.sample(hostileMarkdown, { numRuns: 40, seed: 7 }).map((md) => renderer.markdown(md)),
      ...fc.sample(hostileReadme, { numRuns: 20, seed: 11 }).map((md) => renderer.readme(md)),
    ];
    const report: string[] = [];
    for (const [i, html] of samples.entries()) for (const r of await ranIn(page, html)) report.push(`sample ${i}: ${r}`);
    expect(report).toEqual([]);
  }, 180_000);

  it('the traps catch the seeded unsanitised renderer', async () => {
    const { page } = await h.open();
    const broken = unsanitisedRenderer();
    expect(await ranIn(page, broken(`<img src=x onerror="${RUN}">`))).toEqual(expect.arrayContaining(['alert dialog: 1', 'a payload set __pwned']));
    expect((await ranIn(page, broken(`<a href="javascript:${RUN}">x</a>`))).length).toBeGreaterThan(0);
    expect(await ranIn(page, renderer.markdown(`<img src=x onerror="${RUN}">`))).toEqual([]);
  }, 60_000);
});
