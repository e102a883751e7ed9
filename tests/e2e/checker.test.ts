/**
 * The configuration checker in Chromium over the built site (`dist/`): paste, errors with their
 * line marks, fix, summary; the hash restoring the same state in a new tab; "Open in checker"
 * from a page example; axe on the checker in both themes; no CSP violation anywhere; offline
 * after one visit, with the tool's chunks kept at run time. Four loads and a reload in all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationsToFindings } from '../../src/build/gates/a11y.ts';
import { runAxe, showTheme, waitForHydration } from '../../src/build/gates/browser.ts';
import { formatFindings } from '../../src/build/gates/finding.ts';
import { TOOL_NOT_LOADED } from '../../src/shared/tools.ts';
import { startHarness, type Harness, type Watched } from './harness.ts';
import { cspViolations, editorText, expectQuiet, openRecordingCsp, unstyledButtons } from './tool-page.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
const CHECKER = '/configuration/check/';

const INVALID = `module.exports = {
  mode: 'production',
  output: {
    filname: 'bundle.js',
  },
  devtools: 'source-map',
};`;

const VALID = `const path = require('path');
module.exports = {
  mode: 'development',
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist'), filename: '[name].js' },
};`;

let h: Harness;
const watched: Watched[] = [];

/** A page at 1280 px that records CSP violations. */
const open = (): Promise<Watched> => openRecordingCsp(h, watched, { viewport: { width: 1280, height: 900 } });

/** Replaces the editor's text: select all, then one text insert over the selection (as typing or an input method does). */
async function paste(w: Watched, text: string): Promise<void> {
  await w.page.locator('.cm-content').click();
  await w.page.keyboard.press('ControlOrMeta+A');
  await w.page.keyboard.insertText(text);
}

/** Runs axe on `main` and formats what it finds. */
async function axeFindings(w: Watched, context: string): Promise<string> {
  return formatFindings(violationsToFindings(await runAxe(w.page, { include: 'main' }), CHECKER, context));
}

beforeAll(async () => {
  h = await startHarness(SITE);
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe('configuration checker', () => {
  let link = '';

  it('shows errors with line marks, then the summary once fixed, in both themes without axe findings', async () => {
    const w = await open();
    await w.page.goto(`${h.base}${CHECKER}`);
    await waitForHydration(w.page);
    await w.page.waitForSelector('[data-checker="invalid"]');
    await paste(w, INVALID);
    await w.page.waitForFunction(() => document.querySelectorAll('[data-checker="invalid"] ol li').length === 2);
    const options = await w.page.locator('[data-checker] ol li p:first-child > code').allTextContents();
    expect(options.sort()).toEqual(['devtools', 'output.filname']);
    expect(await w.page.getByRole('link', { name: 'output.filename' }).getAttribute('href')).toBe('/configuration/output/#outputfilename');
    // Marks: a gutter marker per line with an error, and the ranges underlined.
    await w.page.waitForSelector('.cm-lint-marker-error');
    expect(await w.page.locator('.cm-lint-marker-error').count()).toBe(2);
    expect(await w.page.locator('.cm-lintRange-error').count()).toBeGreaterThanOrEqual(2);
    expect(await w.page.getByRole('button', { name: 'Line 4' }).count()).toBe(1);
    // The page's own doing, before axe runs: typing over the selection must not have made the
    // browser write a style attribute (see src/app/tools/checker/editor.ts).
    expect(await cspViolations(w)).toEqual([]);
    expect(w.problems).toEqual([]);

    for (const theme of ['light', 'dark'] as const) {
      await showTheme(w.page, theme);
      expect(await unstyledButtons(w, ['Copy link', 'Line 4']), theme).toEqual([]);
      expect(await axeFindings(w, `${theme}, errors`)).toBe('');
    }

    await paste(w, VALID);
    await w.page.waitForSelector('[data-checker="valid"] table');
    const rows = await w.page.locator('[data-checker="valid"] tbody tr th a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(rows).toContainEqual(['output.filename', '/configuration/output/#outputfilename']);
    expect(rows).toContainEqual(['mode', '/configuration/mode/#mode']);
    // What "valid" covers: webpack's validation does not look up loaders or plugins.
    expect(await w.page.locator('[data-checker="valid"] h2 + p').textContent()).toMatch(/loaders and plugins .* are not checked/);
    expect(await w.page.locator('.cm-lint-marker-error').count()).toBe(0);
    expect(await cspViolations(w)).toEqual([]);
    for (const theme of ['dark', 'light'] as const) {
      await showTheme(w.page, theme);
      expect(await axeFindings(w, `${theme}, summary`)).toBe('');
    }
    await w.page.waitForFunction(() => window.location.hash.startsWith('#config='));
    link = w.page.url();
    expect(await cspViolations(w)).toEqual([]);
  });

  it('restores the same configuration and result from the link in a new tab', async () => {
    expect(link).toContain('#config=');
    const w = await open();
    await w.page.goto(link);
    await w.page.waitForSelector('[data-checker="valid"] table');
    expect(await editorText(w)).toBe(VALID);
    expect(await cspViolations(w)).toEqual([]);
  });

  it('opens a page example in the checker', async () => {
    const w = await open();
    await w.page.goto(`${h.base}/configuration/`);
    await waitForHydration(w.page);
    const action = w.page.locator('a[data-open-in-checker]').first();
    const code = await action.evaluate((a) => a.parentElement?.previousElementSibling?.querySelector('code')?.textContent ?? '');
    await action.click();
    await w.page.waitForURL(/\/configuration\/check\/#config=/);
    await w.page.waitForSelector('[data-checker="valid"], [data-checker="invalid"]');
    expect(await editorText(w)).toBe(code.replace(/\n$/, ''));
    expect(await cspViolations(w)).toEqual([]);
  });

  // Reader review, session 30: with its code blocked, the tool's page said it needs JavaScript,
  // which the reader had, and never tried again.
  it('says when its code could not load, and loads it on Try again', async () => {
    const w = await h.open();
    const tool = /\/tool-checker[^/]*\.js$/;
    await w.page.route(tool, (route) => route.abort());
    await w.page.goto(`${h.base}${CHECKER}`);
    await w.page.waitForSelector(`[data-tool="checker"] p:has-text("${TOOL_NOT_LOADED}")`);
    await w.page.unroute(tool);
    await w.page.click('[data-tool="checker"] button:has-text("Try again")');
    await w.page.waitForSelector('[data-checker="invalid"]');
  });

  it('works offline after one visit, though its chunks are not precached', async () => {
    const w = await h.open({ serviceWorkers: true });
    await w.page.goto(`${h.base}${CHECKER}`);
    await w.page.waitForSelector('[data-checker="invalid"]');
    await w.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    // The scripts of this page the precache does not hold: the tool's (src/build/tools/tool-chunks.ts).
    const own = await w.page.evaluate(async () => {
      const precache = (await caches.keys()).find((name) => name.includes('-precache-'));
      const held = new Set(precache === undefined ? [] : (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname));
      const scripts = performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script');
      return scripts.map((e) => new URL(e.name).pathname).filter((path) => !held.has(path));
    });
    expect(own.length).toBeGreaterThan(0);
    // Polled from here: page.waitForFunction does not wait for a promise (an async predicate is always truthy).
    const stored = (): Promise<boolean> =>
      w.page.evaluate(async (paths) => (await Promise.all([...paths, location.href].map((p) => caches.match(p)))).every((r) => r !== undefined), own);
    await expect.poll(stored, { timeout: 30_000 }).toBe(true);
    await h.stopServer();
    try {
      await w.page.reload();
      await w.page.waitForSelector('[data-checker="invalid"]');
      await paste(w, INVALID);
      await w.page.waitForFunction(() => document.querySelectorAll('[data-checker="invalid"] ol li').length === 2);
    } finally {
      await h.startServer();
    }
    expect(w.problems).toEqual([]);
  });

  it('loads nothing from another host and logs no problem', () => expectQuiet(watched));
});
