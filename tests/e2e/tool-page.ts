/** What the tool pages' browser tests share (checker.test.ts, defaults.test.ts): CSP violations recorded from a page's first script, and the end-of-file check that nothing went elsewhere or wrong. */
import { expect } from 'vitest';
import type { Harness, Watched } from './harness.ts';

/** Opens a page through the harness that records CSP violations from its first script on, and adds it to `watched`. */
export async function openRecordingCsp(h: Harness, watched: Watched[], options: Parameters<Harness['open']>[0] = {}): Promise<Watched> {
  const w = await h.open(options);
  await w.page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  watched.push(w);
  return w;
}

/** The CSP violations a page opened by openRecordingCsp has seen. */
export function cspViolations(w: Watched): Promise<string[]> {
  return w.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Every page loaded nothing from another host, had no failed request and logged no problem. */
export function expectQuiet(watched: readonly Watched[]): void {
  for (const w of watched) {
    expect(w.external).toEqual([]);
    expect(w.failed).toEqual([]);
    expect(w.problems).toEqual([]);
  }
}

/**
 * The tool's buttons named `names` that do not look like the site's secondary button in the theme
 * shown: text and outline in the colour of the page body's links, at least 24 px high (a
 * browser-default button has grey system colours). One line per button that fails.
 */
export async function unstyledButtons(w: Watched, names: readonly string[]): Promise<string[]> {
  const link = await w.page.locator('[data-page-body] a').first().evaluate((a) => getComputedStyle(a).color);
  const found: string[] = [];
  for (const name of names) {
    const button = w.page.getByRole('button', { name, exact: true }).first();
    const look = await button.evaluate((b) => {
      const style = getComputedStyle(b);
      return { color: style.color, border: style.borderTopColor, height: b.getBoundingClientRect().height };
    });
    if (look.color !== link || look.border !== link || look.height < 24) found.push(`${name}: ${JSON.stringify(look)}, links are ${link}`);
  }
  return found;
}

/** The checker editor's text (it lives in a shadow root: see src/app/tools/checker/editor.ts). */
export function editorText(w: Watched): Promise<string> {
  return w.page.locator('.cm-line').evaluateAll((lines) => lines.map((l) => l.textContent).join('\n'));
}
