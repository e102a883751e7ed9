/**
 * Gate 2 over the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> points it at
 * another build). Three passes:
 * 1. every template, whole page, all rules, both themes at 375 and 1280 px;
 * 2. every page in the sitemap and the not-found page: `main`, light, 1280 px, the rules that
 *    depend on the markup (names, roles, structure, headings, tables, lists). Not here: `region`
 *    (cannot fail inside main), the inside of code blocks (spans of colour) and the rules that
 *    depend on styles and layout, which pass 3 covers for every kind of content;
 * 3. specimens: from every page, the body blocks that show an element kind (tag plus classes)
 *    not seen before, gathered on one page and checked with the style and layout rules in both
 *    themes at both widths; plus one token of every code colour on every kind of code line.
 * Printable pages are left to pass 1: each is the bodies of its section's pages, which passes 2
 * and 3 check page by page (together they weigh as much as the rest of the site).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeTokenSample, targetOf, violationsToFindings } from '../../src/build/gates/a11y.ts';
import { codeTokenClasses, inParallel, runAxe, useTheme, waitForHydration } from '../../src/build/gates/browser.ts';
import { formatFindings, type Finding } from '../../src/build/gates/finding.ts';
import { parseSitemap } from '../../src/build/gates/site.ts';
import { collectSpecimens, showSpecimens, specimenSource, type Specimen } from '../../src/build/gates/specimens.ts';
import { GATE_THEMES, GATE_VIEWPORTS, TEMPLATE_PAGES } from '../../src/build/gates/templates.ts';
import { ROOT, startHarness, type Harness } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
/** Rules whose outcome depends on styles and layout: pass 3 runs them on every kind of content. */
const VISUAL_RULES = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];
const PER_PAGE = { include: 'main', exclude: 'pre code', disable: ['region', ...VISUAL_RULES] } as const;
const SPECIMEN_PAGE = '/guides/getting-started/';
let h: Harness;
const specimens: Specimen[] = [];
beforeAll(async () => {
  h = await startHarness(SITE);
});
afterAll(async () => {
  await h.close();
});

describe('accessibility (axe: WCAG 2.0-2.2 A/AA and best practices)', () => {
  for (const theme of GATE_THEMES) {
    for (const viewport of GATE_VIEWPORTS) {
      it(`pass 1: no violations on any template, ${theme} theme at ${viewport.width} px`, async () => {
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

  it('pass 2: no violations of the markup rules in the main content of any page', async () => {
    const sitemap = parseSitemap(await readFile(path.join(ROOT, SITE, 'sitemap.xml'), 'utf8')).paths;
    const urls = [...sitemap, '/no-such-page/'];
    expect(urls.length).toBeGreaterThan(10);
    const lanes = await Promise.all([h.open(), h.open()]);
    const seen = new Set<string>();
    try {
      const findings: Finding[][] = await inParallel(urls, lanes.length, async (url, lane) => {
        const { page } = lanes[lane] ?? lanes[0];
        await page.goto(`${h.base}${url}`);
        await waitForHydration(page);
        await collectSpecimens(page, url, seen, specimens);
        return violationsToFindings(await runAxe(page, PER_PAGE), url, 'light 1280px, main');
      });
      expect(formatFindings(findings.flat())).toBe('');
    } finally {
      await Promise.all(lanes.map((l) => l.context.close()));
    }
  }, 900_000);

  for (const theme of GATE_THEMES) {
    for (const viewport of GATE_VIEWPORTS) {
      it(`pass 3: no violations on any kind of content or code token, ${theme} theme at ${viewport.width} px`, async () => {
        // Pass 2 gathers the specimens; run alone (-t), this test gathers nothing and says so.
        expect(specimens.length, 'no specimens: run pass 2 first').toBeGreaterThan(10);
        const { page, context } = await h.open({ viewport, colorScheme: theme });
        try {
          await useTheme(context, theme);
          await page.goto(`${h.base}${SPECIMEN_PAGE}`);
          await waitForHydration(page);
          await showSpecimens(page, specimens, 'gates-specimens');
          const classes = await codeTokenClasses(page);
          expect(classes.length).toBeGreaterThan(5);
          await page.evaluate((html) => document.querySelector('[data-page-body]')?.insertAdjacentHTML('beforeend', html), codeTokenSample(classes, 'gates-code-tokens'));
          // The rules pass 2 leaves out; the others already ran on each block in its own page.
          const violations = await runAxe(page, { include: '#gates-specimens', only: VISUAL_RULES });
          const findings: Finding[] = [];
          for (const v of violations) {
            for (const node of v.nodes) {
              const from = await specimenSource(page, targetOf(node));
              findings.push(...violationsToFindings([{ ...v, nodes: [node] }], from, `${theme} ${viewport.width}px, specimen`));
            }
          }
          const tokens = await runAxe(page, { include: '#gates-code-tokens', only: ['color-contrast'] });
          findings.push(...violationsToFindings(tokens, SPECIMEN_PAGE, `${theme} ${viewport.width}px, every code token colour`));
          expect(formatFindings(findings)).toBe('');
        } finally {
          await context.close();
        }
      }, 120_000);
    }
  }
});
