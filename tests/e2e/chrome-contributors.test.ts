/**
 * The contributors grid's pictures in Chromium: requested from the code host at size 90 only
 * once the grid scrolls into view, revealed on the 300 ms beat, initials kept when a picture
 * fails. Reads the fixture build that `npm test` makes in `.cache/fixture-dist` (or the folder in
 * E2E_FIXTURE_DIR); its page /concepts/code-blocks/ is long, with two contributors at the end.
 */
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTORS_REVEAL_INTERVAL_MS } from '../../src/shared/constants.ts';
import { pauseClockAhead, startHarness, type Harness } from './harness.ts';
import { FIXTURE_DIR, ownProblems } from './chrome-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(FIXTURE_DIR);
});
afterAll(async () => {
  await h.close();
});

/** A real 90 px PNG, standing in for the code host's answer (tests never reach it). */
const PICTURE = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="90" height="90"><circle cx="45" cy="45" r="40" fill="#1d78c1"/></svg>').render().asPng();

describe('contributor pictures', () => {
  it('are requested at size 90 only after scrolling to the grid, revealed on the beat, and fall back to initials', async () => {
    const watched = await h.open({ viewport: { width: 1280, height: 700 } });
    const { page } = watched;
    // Fake timers make the reveal interval observable without timing assertions.
    await page.clock.install();
    const served: string[] = [];
    await page.route('https://github.com/picture-ok.png*', async (route) => {
      served.push(route.request().url());
      await route.fulfill({ contentType: 'image/png', body: PICTURE });
    });
    await page.goto(`${h.base}/concepts/code-blocks/`);
    await page.waitForSelector('html[data-hydrated]');
    // Two seconds on, then the clock stands still: the reveal waits for the test's next step.
    await pauseClockAhead(page, 2000);
    // Every request to another host is recorded, the ones this test's route answers included.
    const pictureRequests = (): string[] => watched.external.filter((url) => url.startsWith('https://github.com/'));
    expect(pictureRequests()).toEqual([]);
    expect(await page.$('img[data-picture]')).toBeNull();

    await page.evaluate(() => document.getElementById('contributors-heading')?.scrollIntoView());
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[data-picture="picture-ok"]')?.complete === true, undefined, { polling: 50 });
    // The failed picture goes; its initials stay.
    await page.waitForFunction(() => document.querySelector('img[data-picture="picture-fails"]') === null, undefined, { polling: 50 });
    expect(await page.isVisible('a[data-username="picture-fails"] [aria-hidden="true"]')).toBe(true);
    expect(await page.textContent('a[data-username="picture-fails"] [aria-hidden="true"]')).toBe('PF');
    expect(pictureRequests().sort()).toEqual(['https://github.com/picture-fails.png?size=90', 'https://github.com/picture-ok.png?size=90']);
    expect(served).toEqual(['https://github.com/picture-ok.png?size=90']);

    // Loaded, but shown only on the next beat of the interval.
    const revealed = (): Promise<boolean> => page.$eval('img[data-picture="picture-ok"]', (img) => (img.getAttribute('class') ?? '').includes('revealed'));
    expect(await revealed()).toBe(false);
    await page.clock.runFor(CONTRIBUTORS_REVEAL_INTERVAL_MS);
    await page.waitForFunction(() => (document.querySelector('img[data-picture="picture-ok"]')?.getAttribute('class') ?? '').includes('revealed'), undefined, { polling: 50 });
    expect(await revealed()).toBe(true);
    expect(await page.getAttribute('a[data-username="picture-ok"]', 'href')).toBe('https://github.com/picture-ok');
    expect(await page.getAttribute('img[data-picture="picture-ok"]', 'alt')).toBe('');
    expect(ownProblems(watched.problems)).toEqual([]);
    await watched.context.close();
  });
});
