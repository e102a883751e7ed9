/** Helpers shared by the site chrome's end-to-end tests (tests/e2e/chrome*.test.ts). */
import type { Page } from 'playwright-core';

/** The fixture build the chrome tests read: what `npm test` builds, or E2E_FIXTURE_DIR while working on a build of one's own. */
export const FIXTURE_DIR = process.env['E2E_FIXTURE_DIR'] ?? '.cache/fixture-dist';

/** Waits two animation frames, so state set by the last input event has been rendered. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Console problems the chrome is answerable for: the service worker's registration messages
 * (the harness blocks service workers) belong to that feature and its own tests.
 */
export function ownProblems(problems: readonly string[]): string[] {
  return problems.filter((p) => !/service worker/i.test(p));
}
