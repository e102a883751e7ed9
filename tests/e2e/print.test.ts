/**
 * Long pages of the built site (`dist/`, or GATES_SITE) in print media, at an A4 page's content
 * width (718 px) and a phone's: no code block cuts its lines at the page's edge (24 of 84 blocks
 * of /configuration/output/ did: their code kept its longest line's width), a link to another
 * page prints its address (once: not after a link whose text is its address), and the controls
 * that mean nothing on paper (the package managers' tab strip, "Open in checker") are left out
 * while the chosen manager's commands print under its name.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../src/shared/constants.ts';
import { ChromeSession, SITE_DIR } from './chrome-helpers.ts';

const session = new ChromeSession(SITE_DIR);

/** Opens `path` at `width` in print media. */
async function printed(path: string, width: number, theme: 'light' | 'dark'): Promise<Page> {
  const page = await session.visit(path, { viewport: { width, height: 1000 }, colorScheme: theme });
  await page.emulateMedia({ media: 'print' });
  return page;
}

/** The code blocks whose text reaches past their box, with the overflow in pixels. */
const clippedCode = (page: Page): Promise<string[]> =>
  page.$$eval('main pre', (blocks) =>
    blocks.flatMap((pre) => {
      // The package managers' panels that do not print (display: none).
      if (!pre.checkVisibility()) return [];
      const code = pre.querySelector('code');
      // The code's own box first: reading it lays out a block the browser skipped off screen.
      const codeWidth = code === null ? 0 : Math.max(code.scrollWidth, code.getBoundingClientRect().width);
      const style = getComputedStyle(pre);
      const room = pre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const over = Math.max(codeWidth - room, pre.scrollWidth - pre.clientWidth);
      return over > 1 ? [`${pre.getAttribute('aria-label') ?? ''}: ${Math.round(over)} px over`] : [];
    }),
  );

describe('printed pages', () => {
  for (const [path, width, theme] of [
    ['/configuration/output/', 718, 'light'],
    ['/configuration/output/', 390, 'dark'],
    ['/guides/printable/', 718, 'dark'],
  ] as const) {
    it(`wrap every code line within its block (${path}, ${width} px, ${theme})`, async () => {
      const page = await printed(path, width, theme);
      expect(await page.$$eval('main pre', (blocks) => blocks.filter((pre) => pre.checkVisibility()).length)).toBeGreaterThan(50);
      expect(await clippedCode(page)).toEqual([]);
    });
  }

  it('print the address of a link to another page, and leave out the controls of the screen', async () => {
    const page = await printed('/guides/printable/', 718, 'light');
    const after = (selector: string): Promise<string> => page.$eval(selector, (a) => getComputedStyle(a, '::after').content);
    expect(await after('[data-page-body] a[href^="https://"]')).toMatch(/attr\(href\)|https:/);
    expect(await after('[data-page-body] a[href^="/"]')).toContain(SITE_ORIGIN);
    expect(await after('[data-page-body] a[href^="#"]:not(.heading-link)')).toMatch(/^(none|normal)$/);
    const shown = await page.evaluate(() => {
      const visible = (selector: string): number => [...document.querySelectorAll('[data-page-body] ' + selector)].filter((el) => el.checkVisibility()).length;
      return { tabStrips: visible('[role="tablist"]'), checkerLinks: visible('a[data-open-in-checker]'), labels: visible('.pm-label'), panels: visible('[role="tabpanel"]') };
    });
    expect(shown.tabStrips).toBe(0);
    expect(shown.checkerLinks).toBe(0);
    expect(shown.panels).toBeGreaterThan(0);
    // One panel of each set prints, under its manager's name.
    expect(shown.labels).toBe(shown.panels);
    expect(await page.evaluate(() => document.querySelectorAll('[data-page-body] [role="tablist"]').length)).toBe(shown.panels);
  });

  it('print a link whose text is its address once, and the address of the other links beside it', async () => {
    // The README links minify-html's notes on white space by their address.
    const page = await printed('/plugins/html-minimizer-webpack-plugin/', 718, 'light');
    const links = await page.$$eval('[data-page-body] a[href^="https://"]', (all) =>
      all.map((a) => ({ text: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '', after: getComputedStyle(a, '::after').content })),
    );
    const bare = links.filter((l) => l.text === l.href);
    expect(bare.map((l) => l.href)).toContain('https://github.com/wilsonzlin/minify-html#whitespace');
    expect(bare.filter((l) => !/^(none|normal)$/.test(l.after))).toEqual([]);
    const others = links.filter((l) => l.text !== l.href);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((l) => /^(none|normal)$/.test(l.after))).toEqual([]);
  });
});
