/**
 * Gate 2 over the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> points it at
 * another build): axe on every template in both themes at 375 and 1280 px, then a lighter pass
 * over every page in the sitemap and the not-found page, scoped by what varies from page to page:
 * - light theme, desktop, `main` only: the header, sidebar and footer are the templates' job;
 * - without the inside of code blocks: token colours come from the highlighting theme, the same
 *   on every page, and the template pass checks them in both themes (they are most of the
 *   elements of a long page, and colour contrast is axe's costliest rule);
 * - without `region` (content outside landmarks), which cannot fail inside `main`.
 * Printable pages are left to the template pass: each is the bodies of its section's pages,
 * which the lighter pass checks one by one (together they weigh as much as the rest of the site).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationsToFindings } from '../../src/build/gates/a11y.ts';
import { inParallel, runAxe, useTheme, waitForHydration } from '../../src/build/gates/browser.ts';
import { formatFindings, type Finding } from '../../src/build/gates/finding.ts';
import { parseSitemap } from '../../src/build/gates/site.ts';
import { GATE_THEMES, GATE_VIEWPORTS, TEMPLATE_PAGES } from '../../src/build/gates/templates.ts';
import { ROOT, startHarness, type Harness } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
const LIGHTER_PASS = { include: 'main', exclude: 'pre code', disable: ['region'] } as const;
let h: Harness;
beforeAll(async () => {
  h = await startHarness(SITE);
});
afterAll(async () => {
  await h.close();
});

describe('accessibility (axe: WCAG 2.0-2.2 A/AA and best practices)', () => {
  for (const theme of GATE_THEMES) {
    for (const viewport of GATE_VIEWPORTS) {
      it(`has no violations on any template, ${theme} theme at ${viewport.width} px`, async () => {
        const findings = await inParallel(TEMPLATE_PAGES, 2, async (template) => {
          const { page, context } = await h.open({ viewport, colorScheme: theme });
          try {
            await useTheme(context, theme);
            const response = await page.goto(`${h.base}${template.url}`);
            expect(response?.status(), template.url).toBe(template.status);
            await waitForHydration(page);
            expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
            return violationsToFindings(await runAxe(page), template.url, `${theme} ${viewport.width}px`);
          } finally {
            await context.close();
          }
        });
        expect(formatFindings(findings.flat())).toBe('');
      }, 300_000);
    }
  }

  it('has no violations in the main content of any page (light, 1280 px)', async () => {
    const sitemap = parseSitemap(await readFile(path.join(ROOT, SITE, 'sitemap.xml'), 'utf8')).paths;
    const urls = [...sitemap, '/no-such-page/'];
    expect(urls.length).toBeGreaterThan(10);
    const lanes = await Promise.all([h.open(), h.open()]);
    try {
      const findings: Finding[][] = await inParallel(urls, lanes.length, async (url, lane) => {
        const { page } = lanes[lane] ?? lanes[0];
        await page.goto(`${h.base}${url}`);
        await waitForHydration(page);
        return violationsToFindings(await runAxe(page, LIGHTER_PASS), url, 'light 1280px, main');
      });
      expect(formatFindings(findings.flat())).toBe('');
    } finally {
      await Promise.all(lanes.map((l) => l.context.close()));
    }
  }, 900_000);
});
