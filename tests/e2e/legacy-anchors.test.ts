/**
 * Old section links of webpack.js.org land on the section that covers them (`dist/`, built by
 * `npm test`; GATES_SITE=<folder> for another build): the incumbent's `#splitchunkschunks` is our
 * `#chunks`, its `#ruleuse` our `#modulerulesuse` (`src/build/content/legacy-anchors.ts`). The
 * heading must be the first thing below the sticky header, on a phone and a desktop, with
 * JavaScript and without. A reader review found such links opening at the top of the page.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile, type Watched } from './harness.ts';

const site = harnessForFile(process.env['GATES_SITE'] ?? 'dist');

const LINKS = [
  { path: '/plugins/split-chunks-plugin/', old: 'splitchunkschunks', ours: 'chunks' },
  { path: '/configuration/module/', old: 'ruleuse', ours: 'modulerulesuse' },
  // A heading in words (reviewed match) and an API name with the incumbent's note in parentheses.
  { path: '/configuration/mode/', old: 'mode-development', ours: 'development' },
  { path: '/api/module-variables/', old: '__webpack_public_path__-webpack-specific', ours: '__webpack_public_path__' },
] as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The gap the targets' scroll margin leaves between the header and the heading, at most. */
const MAX_GAP = 48;

let current: Watched | undefined;
afterEach(async () => {
  await current?.context.close();
  current = undefined;
});
beforeAll(() => {
  expect(site.current.base).not.toBe('');
});

describe('old section links', () => {
  for (const link of LINKS) {
    for (const viewport of VIEWPORTS) {
      for (const javaScript of [true, false]) {
        it(`${link.path}#${link.old} shows #${link.ours} below the header at ${viewport.width} px, ${javaScript ? 'with' : 'without'} JavaScript`, async () => {
          current = await site.current.open({ viewport, javaScript });
          const { page } = current;
          await page.goto(`${site.current.base}${link.path}#${link.old}`);
          if (javaScript) await page.waitForSelector('html[data-hydrated]');
          // The alias is an empty mark inside the heading, never a second element with that id.
          expect(await page.evaluate((old) => document.querySelectorAll(`[id="${old}"]`).length, link.old)).toBe(1);
          expect(await page.evaluate((old) => document.getElementById(old)?.closest('h1, h2, h3, h4, h5, h6')?.id, link.old)).toBe(link.ours);
          // Where the browser (or the app) scrolled to: the heading's top between the header's bottom and a small gap below it.
          const place = await page
            .waitForFunction(
              ({ ours, gap }) => {
                const heading = document.getElementById(ours);
                const header = document.querySelector('header');
                if (heading === null || header === null) return null;
                const below = header.getBoundingClientRect().bottom;
                const top = heading.getBoundingClientRect().top;
                return top >= below - 1 && top <= below + gap ? { below, top } : null;
              },
              { ours: link.ours, gap: MAX_GAP },
              { timeout: 10_000 },
            )
            .then((handle) => handle.jsonValue())
            .catch(async () => page.evaluate((ours) => ({ below: document.querySelector('header')?.getBoundingClientRect().bottom ?? -1, top: document.getElementById(ours)?.getBoundingClientRect().top ?? -1 }), link.ours));
          expect(place?.top ?? -1).toBeGreaterThanOrEqual((place?.below ?? 0) - 1);
          expect(place?.top ?? Infinity).toBeLessThanOrEqual((place?.below ?? 0) + MAX_GAP);
          expect(current.problems.filter((p) => !/service worker/i.test(p))).toEqual([]);
        }, 60_000);
      }
    }
  }
});
