/**
 * The browser gates fail on their seeded faults: an unlabeled button and a faint block of text
 * (accessibility, page by page and among the specimens), a console error and a failed request
 * (clean pages), text that changes after hydration and a dead link (works without JavaScript).
 * Each fault is written into a real page of the fixture build (`.cache/fixture-dist`, built by
 * `npm test`) as the browser fetches it.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { targetOf, violationsToFindings } from '../../src/build/gates/a11y.ts';
import { openAxeHost, runAxe, waitForHydration } from '../../src/build/gates/browser.ts';
import { checkWithoutJs, followFirstLink } from '../../src/build/gates/nojs.ts';
import { collectSpecimens, showSpecimens, specimenSource, type Specimen } from '../../src/build/gates/specimens.ts';
import { startHarness, type Harness } from '../e2e/harness.ts';

const URL_PATH = '/concepts/alpha/';
let h: Harness;
beforeAll(async () => {
  h = await startHarness('.cache/fixture-dist');
});
afterAll(async () => {
  await h.close();
});
// A finished test's pages close before the next test: left open, they kept drawing until the file ended.
afterEach(() => h.closeContexts());

/** Serves the fixture page with `edit` applied (and without the site's CSP, so seeded scripts run). */
async function seed(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route(`${h.base}${URL_PATH}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const edited = edit(html);
    if (edited === html) throw new Error('the seeded edit changed nothing: the fixture page has a new shape');
    await route.fulfill({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: edited });
  });
}

const beforeBodyEnd = (markup: string) => (html: string) => html.replace('</body>', `${markup}</body>`);

describe('seeded faults', () => {
  it('accessibility: an unlabeled button is a button-name violation', async () => {
    const { page } = await h.open();
    await seed(page, beforeBodyEnd('<button type="button" id="seeded-unlabeled"></button>'));
    await page.goto(`${h.base}${URL_PATH}`);
    await waitForHydration(page);
    const findings = violationsToFindings(await runAxe(page), URL_PATH, 'seeded');
    expect(findings.filter((f) => f.rule === 'axe/button-name' && f.message.includes('#seeded-unlabeled'))).toHaveLength(1);
    // Limited to main, the same page passes that rule: the button is outside it.
    const inMain = violationsToFindings(await runAxe(page, { include: 'main' }), URL_PATH, 'seeded');
    expect(inMain.filter((f) => f.message.includes('#seeded-unlabeled'))).toEqual([]);
  });

  it('accessibility in an axe host: the copy of a page is judged as the page is, its own styles applied', async () => {
    const { page } = await h.open();
    // Two unlabeled buttons in main; the site's stylesheet hides the second once the page runs
    // script (`html[data-js] .nojs-only`), so axe, which skips hidden elements, names only the first.
    await seed(page, (html) => html.replace('data-page-body="">', 'data-page-body=""><button type="button" id="seeded-shown"></button><button type="button" class="nojs-only" id="seeded-hidden"></button>'));
    await page.goto(`${h.base}${URL_PATH}`);
    await waitForHydration(page);
    const host = await openAxeHost((await h.open()).context, h.base);
    const scope = { include: 'main' };
    const named = (violations: Awaited<ReturnType<typeof runAxe>>) => violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${targetOf(n)}`));
    const inPage = named(await runAxe(page, scope));
    expect(inPage).toEqual(['button-name #seeded-shown']);
    expect(named(await host.check(page, scope))).toEqual(inPage);
    // A second page through the same host: nothing of the first copy is left.
    await page.evaluate(() => document.querySelector('#seeded-shown')?.setAttribute('aria-label', 'Seeded'));
    expect(named(await host.check(page, scope))).toEqual([]);
  });

  it('accessibility: a faint block on one page is caught among the specimens, named by its page', async () => {
    const { page } = await h.open();
    await seed(page, (html) => html.replace('data-page-body="">', 'data-page-body=""><p class="seeded-faint" style="color:#ddd">Faint seeded text</p>'));
    await page.goto(`${h.base}${URL_PATH}`);
    await waitForHydration(page);
    const specimens: Specimen[] = [];
    await collectSpecimens(page, URL_PATH, new Set(), specimens);
    expect(specimens.some((s) => s.html.includes('seeded-faint'))).toBe(true);
    await showSpecimens(page, specimens, 'gates-specimens');
    const violations = await runAxe(page, { include: '#gates-specimens', only: ['color-contrast'] });
    const node = violations.find((v) => v.id === 'color-contrast')?.nodes.find((n) => n.html.includes('seeded-faint'));
    expect(node).toBeDefined();
    expect(await specimenSource(page, targetOf(node ?? { target: [] }))).toBe(URL_PATH);
  });

  it('clean pages: a console error and a failed request are caught', async () => {
    const watched = await h.open();
    await seed(watched.page, beforeBodyEnd('<script>console.error("seeded failure")</script><img src="/seeded-missing.png" alt="">'));
    await watched.page.goto(`${h.base}${URL_PATH}`);
    await waitForHydration(watched.page);
    await watched.page.waitForLoadState('networkidle');
    expect(watched.problems).toContain('console.error: seeded failure');
    expect(watched.failed.some((f) => f.includes('/seeded-missing.png (404)'))).toBe(true);
  });

  it('without JavaScript: text that changes once hydrated is caught', async () => {
    const off = await h.open({ javaScript: false });
    const on = await h.open();
    const script =
      '<script>new MutationObserver(function (_, o) { if (document.documentElement.dataset.hydrated) { o.disconnect(); document.querySelector("main h1").append(" (changed after hydration)"); } }).observe(document.documentElement, { attributes: true });</script>';
    for (const w of [off, on]) await seed(w.page, beforeBodyEnd(script));
    const findings = await checkWithoutJs(off.page, on.page, h.base, URL_PATH);
    expect(findings.map((f) => f.rule)).toEqual(['nojs-text']);
    expect(findings[0]?.message).toContain('changed after hydration');
  });

  it('without JavaScript: a dead link in main is caught', async () => {
    const off = await h.open({ javaScript: false });
    const on = await h.open();
    await seed(off.page, (html) => html.replace(/(<main id="main"[^>]*>)/, '$1<p><a href="/seeded-nowhere/">seeded dead link</a></p>'));
    const findings = await checkWithoutJs(off.page, on.page, h.base, URL_PATH);
    expect(findings).toContainEqual({ rule: 'nojs-link', page: URL_PATH, message: 'link /seeded-nowhere/ answers 404' });
    expect((await followFirstLink(off.page, h.base, URL_PATH)).map((f) => f.rule)).toEqual(['nojs-link']);
  });
});
