/**
 * Gate 2 over the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> points it at
 * another build), pass 1: every template, whole page, all rules, both themes at 375 and 1280 px.
 * Passes 2 (every page's main content, the markup rules) and 3 (every kind of content with the
 * style and layout rules) share one load per page with the other per-page checks in
 * every-page.test.ts.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationsToFindings } from '../../src/build/gates/a11y.ts';
import { inParallel, runAxe, useTheme, waitForHydration } from '../../src/build/gates/browser.ts';
import { formatFindings } from '../../src/build/gates/finding.ts';
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
      it(`pass 1: no violations on any template, ${theme} theme at ${viewport.width} px`, async () => {
        const findings = await inParallel(bySize, 2, async (template) => {
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
});
