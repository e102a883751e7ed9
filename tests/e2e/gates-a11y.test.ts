/**
 * Gate 2 over the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> points it at
 * another build), pass 1: every template, whole page, all rules, both themes at 375 and 1280 px.
 * Each template is loaded once, in the theme a reader stored (the boot script applies it before
 * first paint), then checked at both widths, switched to the other theme in place and checked
 * again: there, with the rules that read colours over the whole page and every rule on the theme
 * buttons. The rest would find what they found in the first theme, on the same document: the
 * static gate 'themes differ in colour only' (theme-css.ts) proves that a theme changes only
 * paint, save which of the theme button's icons shows. The inside of code blocks is left out:
 * pass 3 checks every code token colour in both themes at both widths, and code blocks hold
 * nothing but highlighted text.
 * Passes 2 (every page's main content, the markup rules) and 3 (every kind of content with the
 * style and layout rules) share one load per page with the other per-page checks in
 * every-page.test.ts.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_BUTTON, THEME_DEPENDENT_RULES, violationsToFindings } from '../../src/build/gates/a11y.ts';
import { inParallel, plainCode, runAxe, showTheme, useTheme, waitForHydration } from '../../src/build/gates/browser.ts';
import { formatFindings, type Finding } from '../../src/build/gates/finding.ts';
import { GATE_THEMES, GATE_VIEWPORTS, TEMPLATE_PAGES } from '../../src/build/gates/templates.ts';
import { ROOT, startHarness, type Harness } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
/** Largest page first, so the two lanes end together instead of one waiting on the long page. */
const bySize = [...TEMPLATE_PAGES].sort((a, b) => htmlBytes(b.url) - htmlBytes(a.url));
function htmlBytes(url: string): number {
  try {
    return statSync(path.join(ROOT, SITE, url, 'index.html')).size;
  } catch {
    return 0;
  }
}
type Theme = (typeof GATE_THEMES)[number];
const combo = (theme: Theme, width: number): string => `${theme} ${width}px`;
/** The stored theme a template loads in: alternating, so the boot script is seen applying both. */
const storedTheme = (i: number): Theme => GATE_THEMES[i % GATE_THEMES.length] ?? 'light';

let h: Harness;
/** Findings per theme and width, and what went wrong loading a template. */
const findings = new Map<string, Finding[]>();
const loadProblems: string[] = [];

beforeAll(async () => {
  h = await startHarness(SITE);
  await inParallel(bySize, 2, async (template, lane) => {
    const first = storedTheme(bySize.indexOf(template) + lane);
    const [firstViewport] = GATE_VIEWPORTS;
    // Reduced motion: axe measures the page at rest. With motion, the home page's rotating word
    // turns every few seconds, and a check that reads it mid-fade finds half-transparent text.
    const { page, context } = await h.open({ viewport: firstViewport, colorScheme: first, reducedMotion: 'reduce' });
    try {
      await useTheme(context, first);
      const response = await page.goto(`${h.base}${template.url}`);
      if (response?.status() !== template.status) loadProblems.push(`${template.url}: status ${response?.status() ?? 'none'}, expected ${template.status}`);
      await waitForHydration(page);
      const shown = await page.getAttribute('html', 'data-theme');
      if (shown !== first) loadProblems.push(`${template.url}: stored theme ${first}, shown ${shown ?? 'none'}`);
      // axe leaves the inside of code blocks out (pass 3 checks every token colour).
      await plainCode(page);
      for (const theme of [first, ...GATE_THEMES.filter((t) => t !== first)]) {
        if (theme !== first) await showTheme(page, theme);
        // Widths in the order that leaves the page at the next theme's first width.
        const widths = theme === first ? GATE_VIEWPORTS : [...GATE_VIEWPORTS].reverse();
        for (const viewport of widths) {
          await page.setViewportSize(viewport);
          const key = combo(theme, viewport.width);
          const violations =
            theme === first
              ? await runAxe(page, { exclude: 'pre code' })
              : [
                  ...(await runAxe(page, { exclude: 'pre code', only: THEME_DEPENDENT_RULES })),
                  ...((await page.locator(THEME_BUTTON).count()) > 0 ? await runAxe(page, { include: THEME_BUTTON }) : []),
                ];
          findings.set(key, [...(findings.get(key) ?? []), ...violationsToFindings(violations, template.url, key)]);
        }
      }
    } finally {
      await context.close();
    }
  });
}, 600_000);
afterAll(async () => {
  await h.close();
});

describe('accessibility (axe: WCAG 2.0-2.2 A/AA and best practices)', () => {
  it('loaded every template with its status, in the theme stored before the load', () => {
    expect(loadProblems).toEqual([]);
  });

  for (const theme of GATE_THEMES) {
    for (const viewport of GATE_VIEWPORTS) {
      it(`pass 1: no violations on any template, ${theme} theme at ${viewport.width} px`, () => {
        const key = combo(theme, viewport.width);
        expect(findings.has(key), `${key} was checked`).toBe(true);
        expect(formatFindings(findings.get(key) ?? [])).toBe('');
      });
    }
  }
});
