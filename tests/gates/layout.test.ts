/**
 * The layout gate's measurement (src/build/gates/layout.ts) on seeded pages served from
 * 127.0.0.1: a healthy page passes in both themes, and each rule fails on a page made to break
 * it (the document scrolling sideways, a box past the edge under hidden overflow, text cut
 * without an ellipsis, chrome covering too much of a phone, a box too wide in the dark theme only,
 * code text under a code block's copy button).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLayout, MAX_CHROME_SHARE } from '../../src/build/gates/layout.ts';
import { startHarness, type Harness, type Watched } from '../e2e/harness.ts';

const PHONE = { width: 390, height: 844 };
let h: Harness;
let w: Watched;

beforeAll(async () => {
  h = await startHarness('tests/gates/layout-fixtures');
  w = await h.open({ viewport: PHONE });
});
afterAll(async () => {
  await w.context.close();
  await h.close();
});

/** The problems on one fixture page in one theme. */
async function problems(name: string, theme: 'light' | 'dark' = 'light'): Promise<string[]> {
  await w.page.goto(`${h.base}/${name}.html`);
  return w.page.evaluate(measureLayout, { theme, chrome: true, maxChromeShare: MAX_CHROME_SHARE });
}

describe('the layout gate', () => {
  it('passes a healthy page in both themes: code scrolls in its box, hidden text and an ellipsis are fine, a drawer sliding shut is measured shut', async () => {
    await w.page.goto(`${h.base}/healthy.html`);
    await w.page.waitForFunction(() => document.getAnimations().length > 0);
    for (const theme of ['light', 'dark'] as const) expect(await w.page.evaluate(measureLayout, { theme, chrome: true, maxChromeShare: MAX_CHROME_SHARE }), theme).toEqual([]);
  });

  it('reports a document wider than the phone and the element that widens it', async () => {
    const found = await problems('wide');
    expect(found).toContain('the document is 616 px wide');
    expect(found.some((p) => p.startsWith('div "A box 600 px wide" reaches 16..616 px of 390'))).toBe(true);
  });

  it('reports an element past the edge even when hidden overflow keeps the document narrow', async () => {
    const found = await problems('wide-hidden');
    expect(found.some((p) => p.startsWith('the document'))).toBe(false);
    expect(found.some((p) => /^div reaches 16\.\.916 px of 390/.test(p))).toBe(true);
  });

  it('reports text cut by overflow: hidden without an ellipsis', async () => {
    expect((await problems('clipped')).join('\n')).toMatch(/div "optimization\.splitChunks\.cacheGroups" cuts its text: \d+ px of content in 100 px, no ellipsis/);
  });

  it('reports fixed and sticky chrome over a fifth of a phone viewport', async () => {
    expect((await problems('chrome')).join('\n')).toMatch(/^fixed and sticky chrome covers 23% of the 390x844 viewport \(header "Site" 56 px high; div "A tall bar" 140 px high\)$/);
  });

  it("reports code text under a code block's copy button, not code that starts below it or is cut before it", async () => {
    expect(await problems('copy-over-code')).toEqual(['button covers the code text "compiler.hooks.done.tap(\'UnderTheButton\'"']);
  });

  it('measures the theme it switches to in place: a box too wide only in the dark theme', async () => {
    expect(await problems('dark-only')).toEqual([]);
    expect((await problems('dark-only', 'dark')).join('\n')).toContain('div.promo "Wider in the dark theme" reaches 16..716 px of 390');
  });
});
