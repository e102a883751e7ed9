/**
 * Editing in the configuration checker in Chromium over the built site (`dist/`): keys typed in
 * the editor stay in the editor (the site's search shortcuts leave editable targets alone, even
 * in a shadow root), and a "Line N" button brings its line into view below the sticky header on
 * a desktop and a phone viewport; the status line counts errors as the heading does. Three loads.
 */
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../../src/build/gates/browser.ts';
import { harnessForFile, type Watched } from './harness.ts';
import { editorText, expectQuiet, openRecordingCsp } from './tool-page.ts';

const CHECKER = '/configuration/check/';

const site = harnessForFile(process.env['GATES_SITE'] ?? 'dist', 60_000);
const watched: Watched[] = [];

/** The checker page at `viewport`, hydrated, with the sample's errors shown. */
async function openChecker(viewport: { width: number; height: number }): Promise<Watched> {
  const h = site.current;
  const w = await openRecordingCsp(h, watched, { viewport });
  await w.page.goto(`${h.base}${CHECKER}`);
  await waitForHydration(w.page);
  await w.page.waitForSelector('[data-checker="invalid"]');
  return w;
}

describe('configuration checker editing', () => {
  it('keeps `/` and Ctrl+K typed in the editor in the editor, while they open search elsewhere', async () => {
    const w = await openChecker({ width: 1280, height: 900 });
    await w.page.locator('.cm-content').click();
    await w.page.keyboard.press('ControlOrMeta+A');
    await w.page.keyboard.press('Delete');
    await w.page.keyboard.type('// a/b');
    await w.page.keyboard.press('Control+K');
    await w.page.keyboard.press('Meta+K');
    expect(await editorText(w)).toBe('// a/b');
    expect(await w.page.locator('dialog[open]').count()).toBe(0);
    // One error: the status line and the heading say it alike.
    await w.page.keyboard.press('ControlOrMeta+A');
    await w.page.keyboard.insertText("module.exports = { devtools: 'source-map' };");
    await w.page.waitForSelector('[data-checker="invalid"]');
    expect(await w.page.locator('#checker-result').textContent()).toBe('1 error');
    expect(await w.page.locator('[data-checker] [role="status"]').textContent()).toBe('1 error.');
    // Outside the editor the shortcut still opens search.
    await w.page.locator('h1').click();
    await w.page.keyboard.press('Control+K');
    await w.page.waitForSelector('dialog[open]');
    await w.page.keyboard.press('Escape');
    await w.page.waitForSelector('dialog[open]', { state: 'detached' });
    await w.page.locator('h1').click();
    await w.page.keyboard.press('/');
    await w.page.waitForSelector('dialog[open]');
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`scrolls the line of "Line 8" into view below the sticky header at ${viewport.width}x${viewport.height}`, async () => {
      const w = await openChecker(viewport);
      expect(await w.page.locator('[data-checker] [role="status"]').textContent()).toBe('2 errors.');
      const button = w.page.getByRole('button', { name: 'Line 8', exact: true });
      await button.scrollIntoViewIfNeeded();
      await button.click();
      // The focus moves to the editor; CodeMirror scrolls when it next measures, so the place is polled.
      await w.page.waitForFunction(() => document.activeElement?.shadowRoot?.activeElement?.classList.contains('cm-content') === true);
      const place = (): Promise<{ top: number; bottom: number; header: number; height: number; text: string }> =>
        w.page.evaluate(() => {
          const host = document.activeElement as Element;
          const eighth = host.shadowRoot?.querySelectorAll('.cm-line')[7] ?? host;
          const rect = eighth.getBoundingClientRect();
          return { top: rect.top, bottom: rect.bottom, header: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, height: window.innerHeight, text: eighth.textContent ?? '' };
        });
      await expect
        .poll(async () => {
          const p = await place();
          return p.top >= p.header && p.bottom <= p.height;
        })
        .toBe(true);
      const p = await place();
      expect(p.text).toContain('filname');
      expect(p.header).toBeGreaterThan(0);
    });
  }

  it('loads nothing from another host and logs no problem', () => expectQuiet(watched));
});
