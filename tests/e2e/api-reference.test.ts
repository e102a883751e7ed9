/**
 * The generated API reference in a real browser, over the real site (`dist/`, built by
 * `npm test`; GATES_SITE=<folder> points it at another build): search finds a member by its
 * name and opens its entry, and a hook's section on the compilation hooks page links to its
 * reference entry, which links back. One page load; the rest is in-app navigation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
const INPUT = 'dialog[open] input[role="combobox"]';

describe('API reference', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(SITE);
  });
  afterAll(async () => {
    await h.close();
  });

  it('links a compilation hook to its entry and back, and search for emitAsset opens its entry', async () => {
    const { page, problems, failed } = await h.open();
    await page.goto(`${h.base}/api/compilation-hooks/`);
    await page.waitForSelector('html[data-hydrated]');

    // The hook's section links to its entry ...
    const toEntry = page.locator('h3#buildmodule + p.api-ref-link a');
    expect(await toEntry.textContent()).toBe('Compilation.hooks.buildModule');
    await toEntry.click();
    await page.waitForURL('**/api/reference/compilation/#compilation-hooks-buildmodule');
    const entry = page.locator('#compilation-hooks-buildmodule');
    await entry.waitFor();
    expect(await entry.textContent()).toBe('Compilation.hooks.buildModule');
    expect(await entry.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    // ... whose signature links its argument's type, and which links back to the section.
    const meta = page.locator('#compilation-hooks-buildmodule + p.api-meta');
    expect(await page.locator('#compilation-hooks-buildmodule ~ pre.api-sig').first().locator('a', { hasText: 'Module' }).first().getAttribute('href')).toMatch(/^\/api\/reference\/module\/#module$/);
    await meta.getByRole('link', { name: 'explained in the guide' }).click();
    await page.waitForURL('**/api/compilation-hooks/#buildmodule');
    await page.locator('h3#buildmodule').waitFor();

    // Search: the qualified name ranks the entry first; the bare name lists it, and choosing it opens the entry at its anchor.
    const activeOption = (): Promise<string> =>
      page.$eval(INPUT, (input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '');
    await page.keyboard.press('/');
    await page.waitForSelector(INPUT);
    await page.fill(INPUT, 'Compilation.emitAsset');
    await page.waitForFunction((input) => document.querySelector(input)?.getAttribute('aria-activedescendant') !== null, INPUT);
    await page.waitForSelector('dialog[open] [role="option"]');
    expect(await activeOption()).toContain('Compilation.emitAsset');
    await page.fill(INPUT, 'emitAsset');
    const option = page.locator('dialog[open] [role="option"]', { hasText: 'Compilation.emitAsset' }).first();
    await option.click();
    await page.waitForURL('**/api/reference/compilation/#compilation-emitasset');
    await page.locator('#compilation-emitasset').waitFor();
    expect(problems.filter((p) => !/Service Worker registration blocked|Service worker registration failed/i.test(p))).toEqual([]);
    expect(failed).toEqual([]);
  });
});
