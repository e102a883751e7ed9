/**
 * The built site (`dist/`, or GATES_SITE) in forced colours (Windows' contrast themes): the
 * current section keeps its mark in the header ("Documentation", and "Guides" in the section
 * row), and the chosen package manager's tab its box. Forced colours paint every border in the
 * text colour, so every link was underlined alike before, and only bold type marked the tab.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChromeSession, SITE_DIR } from './chrome-helpers.ts';

const session = new ChromeSession(SITE_DIR);

/** Each visible header link's underline colour, whether it is current, and the header's background. */
const headerMarks = (page: Page): Promise<{ background: string; links: { text: string; current: boolean; line: string }[] }> =>
  page.evaluate(() => {
    const header = document.querySelector('#root > header');
    const links = [...(header?.querySelectorAll('nav a') ?? [])].filter((a) => a.checkVisibility());
    return {
      background: header === null ? '' : getComputedStyle(header).backgroundColor,
      links: links.map((a) => ({ text: (a.textContent ?? '').trim(), current: a.hasAttribute('aria-current'), line: getComputedStyle(a).borderBottomColor })),
    };
  });

describe('forced colours', () => {
  for (const [width, height, theme] of [[1280, 800, 'light'], [1280, 800, 'dark'], [390, 844, 'light'], [390, 844, 'dark']] as const) {
    it(`mark the current section and the chosen tab (${width} x ${height}, ${theme})`, async () => {
      const { page } = await session.open({ viewport: { width, height }, colorScheme: theme });
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(`${session.base}/guides/getting-started/`);
      await page.waitForSelector('html[data-hydrated]');

      const { background, links } = await headerMarks(page);
      const current = links.filter((l) => l.current).map((l) => l.text);
      // The section row (Concepts … Migrate) shows only on wide screens.
      expect(current).toEqual(width === 1280 ? ['Documentation', 'Guides'] : ['Documentation']);
      for (const link of links) {
        if (link.current) expect(link.line, link.text).not.toBe(background);
        else expect(link.line, link.text).toBe(background);
      }

      const tabs = await page.$eval('[data-page-body] [role="tablist"]', (list) =>
        [...list.querySelectorAll('[role="tab"]')].map((el) => {
          const style = getComputedStyle(el);
          return { selected: el.getAttribute('aria-selected') === 'true', box: [style.borderTopColor, style.borderRightColor, style.borderBottomColor, style.borderLeftColor], width: style.borderTopWidth };
        }),
      );
      const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(tabs.filter((t) => t.selected)).toHaveLength(1);
      for (const tab of tabs) {
        expect(tab.width).not.toBe('0px');
        for (const side of tab.box) {
          if (tab.selected) expect(side).not.toBe(canvas);
          else expect(side).toBe(canvas);
        }
      }
    });
  }
});
