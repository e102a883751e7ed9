/**
 * The defaults explorer in Chromium over the built site (`dist/`): the production/web tree, then
 * mode and target switched (by pointer and by arrow key), the differences marked in words, the
 * objects opened and closed with the keyboard, axe in both themes, the link restoring the choice
 * in a new tab and the hash followed in place, the prerendered tree without JavaScript, the two
 * buttons on one line, and a retry after an offline failure. No CSP violation. Five loads in all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationsToFindings } from '../../src/build/gates/a11y.ts';
import { runAxe, showTheme, waitForHydration } from '../../src/build/gates/browser.ts';
import { formatFindings } from '../../src/build/gates/finding.ts';
import { startHarness, type Harness, type Watched } from './harness.ts';
import { cspViolations, expectQuiet, openRecordingCsp, unstyledButtons } from './tool-page.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
const PAGE = '/configuration/defaults/';

let h: Harness;
const watched: Watched[] = [];

/** A page at 1280 px and at rest (reduced motion, for axe's contrast check); with JavaScript it records CSP violations. */
async function open(javaScript = true): Promise<Watched> {
  const options = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' as const, javaScript };
  if (javaScript) return openRecordingCsp(h, watched, options);
  const w = await h.open(options);
  watched.push(w);
  return w;
}

/** The text of the top-level row of an option (`mode`, `target`), whitespace collapsed. */
const row = (w: Watched, option: string): Promise<string> =>
  w.page
    .locator('.defaults-tree > li')
    .filter({ has: w.page.locator(`:scope > a code`, { hasText: new RegExp(`^${option}$`) }) })
    .first()
    .evaluate((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim());

const shown = (w: Watched, choice: string): Promise<unknown> => w.page.waitForSelector(`[data-defaults="ready"][data-choice="${choice}"]`);

beforeAll(async () => {
  h = await startHarness(SITE);
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe('defaults explorer', () => {
  let link = '';

  it('switches mode and target, marks what differs in words, and passes axe in both themes', async () => {
    const w = await open();
    await w.page.goto(`${h.base}${PAGE}`);
    await waitForHydration(w.page);
    await shown(w, 'production--web');
    expect(await w.page.locator('.defaults-tree li[data-differs]').count()).toBe(0);
    expect(await row(w, 'mode')).toBe('mode: "production"');
    expect(await w.page.locator('.defaults-tree > li > a[href="/configuration/mode/#mode"]').count()).toBe(1);
    // A closed object's options appear, linked to their headings, as it opens.
    await w.page.locator('details[data-path="output"] > summary').click();
    await w.page.locator('.defaults-tree a[href="/configuration/output/#outputfilename"]').waitFor();

    await w.page.getByRole('radio', { name: 'development' }).check();
    await shown(w, 'development--web');
    expect(new URL(w.page.url()).hash).toBe('#mode=development&target=web');
    expect(await row(w, 'mode')).toBe('mode: "development" differs (production/web: "production")');
    // An object holding a difference opens by itself and says how many differ.
    const optimization = w.page.locator('details[data-path="optimization"]');
    expect(await optimization.getAttribute('open')).toBe('');
    expect(await optimization.locator(':scope > summary').textContent()).toMatch(/\(\d+ values, \d+ differs?\)/);
    // Arrow keys move through the target radios, as in any radio group.
    await w.page.getByRole('radio', { name: 'web', exact: true }).focus();
    await w.page.keyboard.press('ArrowDown');
    await shown(w, 'development--node');
    expect(await row(w, 'target')).toBe('target: "node" differs (production/web: "web")');
    expect(await w.page.getByRole('status').filter({ hasText: 'Showing development mode, target node' }).textContent()).toMatch(/: \d+ of \d+ values differ from production mode, target web\./);
    // An object opens and closes from the keyboard.
    const node = w.page.locator('details[data-path="entry"]');
    expect(await node.getAttribute('open')).toBeNull();
    await node.locator(':scope > summary').focus();
    await w.page.keyboard.press('Enter');
    expect(await node.getAttribute('open')).toBe('');
    // Its content is made as it opens.
    await node.locator('a[href="/configuration/entry-context/#entry"]', { hasText: 'Documentation of entry' }).waitFor();
    // Only the differences: every row left on screen is marked.
    await w.page.getByRole('checkbox', { name: /Show only values that differ/ }).check();
    const unmarkedVisible = await w.page.locator('.defaults-tree li:not([data-differs])').evaluateAll((items) => items.filter((li) => (li as HTMLElement).offsetParent !== null).length);
    expect(unmarkedVisible).toBe(0);
    await w.page.getByRole('checkbox', { name: /Show only values that differ/ }).uncheck();
    expect(await cspViolations(w)).toEqual([]);

    // axe over a tree the size a reader keeps open (every object open, it takes a minute of CPU):
    // all closed, then one object of differences opened, beside the marked top-level values.
    await w.page.getByRole('button', { name: 'Collapse all' }).click();
    await w.page.waitForFunction(() => document.querySelector('.defaults-tree details[open], .defaults-tree details:not([data-lazy])') === null);
    await w.page.locator('details[data-path="node"] > summary').click();
    await w.page.locator('details[data-path="node"] li[data-differs]').first().waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(w.page, theme);
      expect(await unstyledButtons(w, ['Expand all', 'Collapse all']), theme).toEqual([]);
      expect(formatFindings(violationsToFindings(await runAxe(w.page, { include: 'main' }), PAGE, theme))).toBe('');
    }
    link = w.page.url();
    expect(await cspViolations(w)).toEqual([]);
  });

  it('restores the choice from the link in a new tab and follows a changed hash', async () => {
    expect(link).toContain('#mode=development&target=node');
    const w = await open();
    await w.page.goto(link);
    await shown(w, 'development--node');
    expect(await w.page.getByRole('radio', { name: 'development' }).isChecked()).toBe(true);
    expect(await w.page.getByRole('radio', { name: 'node' }).isChecked()).toBe(true);
    await w.page.evaluate(() => (window.location.hash = '#mode=none&target=browserslist'));
    await shown(w, 'none--browserslist');
    expect(await row(w, 'target')).toBe('target: "browserslist:last 2 Chrome versions" differs (production/web: "web")');
    expect(await cspViolations(w)).toEqual([]);
  });

  it('shows the production/web tree without JavaScript, and says the controls need it', async () => {
    const w = await open(false);
    await w.page.goto(`${h.base}${PAGE}`);
    expect(await w.page.locator('.tool-noscript').textContent()).toContain('needs JavaScript');
    expect(await row(w, 'mode')).toBe('mode: "production"');
    expect(await row(w, 'context')).toBe('context: <current directory>');
    const output = w.page.locator('details[data-path="output"]');
    await output.locator(':scope > summary').click();
    expect(await output.getAttribute('open')).toBe('');
  });

  it('keeps Expand all and Collapse all on one line at 1280 px', async () => {
    const w = await open();
    await w.page.goto(`${h.base}${PAGE}`);
    await shown(w, 'production--web');
    const tops = await Promise.all(['Expand all', 'Collapse all'].map((name) => w.page.getByRole('button', { name }).evaluate((b) => b.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
  });

  it('offers a retry when a combination fails to load offline, which loads it once back online', async () => {
    // Not in `watched`: the failed request and its console error are what this test causes.
    const w = await h.open({ viewport: { width: 1280, height: 900 } });
    await w.page.goto(`${h.base}${PAGE}`);
    await shown(w, 'production--web');
    await w.context.setOffline(true);
    await w.page.getByRole('radio', { name: 'node', exact: true }).check();
    await w.page.waitForSelector('[data-defaults="error"]');
    expect(await w.page.getByRole('region', { name: 'Defaults explorer' }).getByRole('status').textContent()).toBe('Could not load the defaults of production mode, target node. Are you offline? Try again once you are back online.');
    const retry = w.page.getByRole('button', { name: 'Try again' });
    await w.context.setOffline(false);
    await retry.focus();
    await w.page.keyboard.press('Enter');
    await shown(w, 'production--node');
    expect(await row(w, 'target')).toBe('target: "node" differs (production/web: "web")');
    expect(await retry.count()).toBe(0);
  });

  it('loads nothing from another host and logs no problem', () => expectQuiet(watched));
});
