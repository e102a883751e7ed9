/**
 * Diagrams drawn as inline SVG (src/build/markdown/diagrams.ts) in Chromium: readable labels on a
 * phone, scrolled in their own box by keyboard, never widening the page, in both themes, in
 * forced colours and without JavaScript. Reads the fixture build (`.cache/fixture-dist` or
 * E2E_FIXTURE_DIR); the diagram is the one at the end of /concepts/alpha/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession } from './chrome-helpers.ts';

const session = new ChromeSession();
const PATH = '/concepts/alpha/';
const BOX = '[data-page-body] figure > .diagram-scroll';

/** What a reader gets of the diagram: its smallest label's drawn size, the box and the page widths. */
async function measure(page: Page): Promise<{ label: number; scrolls: boolean; fills: boolean; pageWidth: number; viewport: number; textFill: string; bodyColour: string }> {
  return page.$eval(BOX, (box) => {
    box.scrollIntoView({ block: 'center' });
    const svg = box.querySelector('svg');
    const texts = [...box.querySelectorAll('text')];
    const scale = svg?.getScreenCTM()?.a ?? 0;
    const label = Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
    return {
      label,
      scrolls: box.scrollWidth > box.clientWidth,
      fills: svg !== null && Math.abs(svg.getBoundingClientRect().width - box.clientWidth) <= 1,
      pageWidth: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      textFill: texts[0] === undefined ? '' : getComputedStyle(texts[0]).fill,
      bodyColour: getComputedStyle(box).color,
    };
  });
}

describe('diagrams', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`keep labels of at least 11 px on a 390 px phone, scrolling in their own box, ${theme}`, async () => {
      const { page } = await session.open({ viewport: { width: 390, height: 844 } });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${session.base}${PATH}`);
      await page.waitForSelector('html[data-hydrated]');
      const m = await measure(page);
      expect(m.label).toBeGreaterThanOrEqual(10.95);
      expect(m.scrolls).toBe(true);
      expect(m.pageWidth).toBe(m.viewport);
      // Drawn in the theme's text colour (the SVG's currentColor), not a colour of its own.
      expect(m.textFill).toBe(m.bodyColour);
    });
  }

  it('are reached by keyboard, named, ringed when focused and scrolled with the arrow keys', async () => {
    const page = await session.visit(PATH, { viewport: { width: 390, height: 844 } });
    // Tab from the link just before the page body's figure until the box has focus.
    await page.focus('[data-page-body] a[href="/concepts/beta/#deep-section"]');
    for (let i = 0; i < 20 && !(await page.$eval(BOX, (box) => box === document.activeElement)); i++) await page.keyboard.press('Tab');
    const focused = await page.$eval(BOX, (box) => ({ active: box === document.activeElement, role: box.getAttribute('role'), name: box.getAttribute('aria-label'), ring: getComputedStyle(box).outlineStyle }));
    expect(focused).toEqual({ active: true, role: 'group', name: 'Diagram', ring: 'solid' });
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((selector) => (document.querySelector(selector)?.scrollLeft ?? 0) > 0, BOX);
  });

  it('fill the column on a wide screen, with nothing to scroll', async () => {
    const page = await session.visit(PATH, { viewport: { width: 1440, height: 900 } });
    const m = await measure(page);
    expect({ scrolls: m.scrolls, fills: m.fills }).toEqual({ scrolls: false, fills: true });
    expect(m.label).toBeGreaterThanOrEqual(13);
  });

  it('are tab stops only while they have something to scroll, as is a narrow table, and again when the window narrows', async () => {
    const TABLE = '[data-page-body] .table-wrap';
    const stops = (page: Page): Promise<[string | null, string | null]> =>
      page.evaluate(([box, table]) => [document.querySelector(box)?.getAttribute('tabindex') ?? null, document.querySelector(table)?.getAttribute('tabindex') ?? null], [BOX, TABLE] as const);
    const page = await session.visit(PATH, { viewport: { width: 1440, height: 900 } });
    await page.waitForFunction((selectors) => selectors.every((s) => document.querySelector(s)?.hasAttribute('tabindex') === false), [BOX, TABLE]);
    expect(await stops(page)).toEqual([null, null]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('tabindex') === '0', BOX);
    // The diagram scrolls at 390 px; the two-column table still fits.
    expect(await stops(page)).toEqual(['0', null]);
  });

  it('keep their size and their box without JavaScript, and within the page at 320 px', async () => {
    const { page } = await session.open({ javaScript: false, viewport: { width: 320, height: 640 } });
    await page.goto(`${session.base}${PATH}`);
    const m = await measure(page);
    expect(m.label).toBeGreaterThanOrEqual(10.95);
    expect(m.scrolls).toBe(true);
    expect(m.pageWidth).toBe(m.viewport);
    // Without JavaScript every box stays a tab stop: nothing can tell which ones scroll.
    expect(await page.$$eval('[data-page-body] :is(.table-wrap, .diagram-scroll)', (boxes) => boxes.map((b) => b.getAttribute('tabindex')))).toEqual(['0', '0']);
  });

  it('draw their lines and labels in the system text colour in forced colours', async () => {
    const page = await session.visit(PATH, { viewport: { width: 390, height: 844 } });
    await page.emulateMedia({ forcedColors: 'active' });
    const m = await measure(page);
    expect(m.textFill).toBe(m.bodyColour);
    expect(m.label).toBeGreaterThanOrEqual(10.95);
  });
});
