/**
 * axe on a documentation page in light and dark, at 375 and 1280 px, with the chrome in its
 * usual states and with the drawer and the language dropdown open. Reads the fixture build that
 * `npm test` makes in `.cache/fixture-dist` (or the folder in E2E_FIXTURE_DIR).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetOf } from '../../src/build/gates/a11y.ts';
import { runAxe } from '../../src/build/gates/browser.ts';
import { startHarness, type Harness } from './harness.ts';
import { FIXTURE_DIR, settle } from './chrome-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(FIXTURE_DIR);
});
afterAll(async () => {
  await h.close();
});

/** Violations as `rule: target` lines, readable in a failure; `exclude` leaves selectors out. */
async function violations(page: Page, exclude?: string): Promise<string[]> {
  const found = await runAxe(page, { axeDefaults: true, ...(exclude === undefined ? {} : { exclude }) });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${targetOf(n)} (${v.help})`));
}

/** Opens the page in a theme at a width, hydrated and with the code blocks enhanced. */
async function open(theme: 'light' | 'dark', width: number, path = '/concepts/alpha/'): Promise<{ page: Page; close: () => Promise<void> }> {
  const watched = await h.open({ viewport: { width, height: 800 } });
  const { page } = watched;
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(`${h.base}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForSelector('button[data-copy-code]');
  await page.waitForSelector('aside[aria-label="Notification"]');
  expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
  return { page, close: () => watched.context.close() };
}

describe('accessibility (axe)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`finds no violations on a documentation page, ${theme}, ${width} px`, async () => {
        const { page, close } = await open(theme, width);
        expect(await violations(page)).toEqual([]);
        if (width === 375) {
          await page.click('[aria-controls="sidebar-drawer"]');
          await page.waitForSelector('#sidebar-drawer[role="dialog"]', { state: 'visible' });
        } else {
          await page.click('header button:has-text("English")');
          await page.waitForSelector('header a[data-language]');
        }
        await settle(page);
        expect(await violations(page)).toEqual([]);
        await close();
      });
    }

    it(`finds no violations around the code blocks of a long page, ${theme}`, async () => {
      const { page, close } = await open(theme, 1280, '/concepts/code-blocks/');
      // Code colours come from Shiki's high-contrast GitHub themes, checked here with the rest.
      expect(await violations(page)).toEqual([]);
      await page.evaluate(() => document.getElementById('contributors-heading')?.scrollIntoView());
      expect(await violations(page)).toEqual([]);
      await close();
    });
  }
});

describe('other media', () => {
  it('prints the light theme whatever the screen shows, without the page actions, tables within the page', async () => {
    const { page, close } = await open('dark', 390);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const table = document.querySelector('.content .table-wrap');
      const actions = [...document.querySelectorAll('main a')].find((a) => a.textContent === 'Edit this page');
      return {
        background: getComputedStyle(document.body).backgroundColor,
        actionsShown: actions !== undefined && actions.getClientRects().length > 0,
        tableFits: table !== null && table.scrollWidth <= table.clientWidth,
      };
    });
    expect(printed).toEqual({ background: 'rgb(255, 255, 255)', actionsShown: false, tableFits: true });
    await close();
  });

  it("keeps the home page's buttons and code cards outlined in forced colours, where their backgrounds go", async () => {
    const { page, context } = await h.open({ viewport: { width: 390, height: 844 } });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${h.base}/`);
    const edges = await page.$$eval('main a.button, main figure pre', (els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return { style: style.borderTopStyle, width: style.borderTopWidth, shows: style.borderTopColor !== style.backgroundColor };
      }),
    );
    expect(edges.length).toBeGreaterThanOrEqual(2);
    for (const edge of edges) expect(edge).toEqual({ style: 'solid', width: '1px', shows: true });
    await context.close();
  });

  it('outlines the active search result in forced colours, where backgrounds and borders are the system colours', async () => {
    const { page, close } = await open('light', 390);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.keyboard.press('/');
    await page.fill('dialog[open] input[role="combobox"]', 'alpha');
    await page.waitForSelector('dialog[open] [role="option"][aria-selected="true"]');
    const outline = await page.$eval('dialog[open] [role="option"][aria-selected="true"]', (el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    await close();
  });
});
