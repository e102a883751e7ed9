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
