/**
 * Two builds of the fixture content for the service worker tests: the fixture build `npm test`
 * makes (`.cache/fixture-dist`, or E2E_FIXTURE_DIR) and `.cache/fix-sw-b`, the same with the
 * gamma page changed, so the second build has other chunk hashes, another main bundle and
 * another worker. Serving one and then the other on the same port is a deploy.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFixtureVariant, deriveFixtureVariant } from '../../src/build/cli/run-step.ts';
import { FIXTURE_DIR } from './chrome-helpers.ts';
import { ROOT } from './harness.ts';

/** Folders of the two builds, relative to the root. */
export const BUILD_A = FIXTURE_DIR;
export const BUILD_B = '.cache/fix-sw-b';

/** A sentence only the second build's gamma page has. */
export const SECOND_BUILD_TEXT = 'This sentence exists only in the second build.';

/** Builds the second fixture site (the first is the one `npm test` built). */
export async function buildSecondFixture(): Promise<void> {
  const contentB = '.cache/fix-sw-b.content';
  await rm(path.join(ROOT, contentB), { recursive: true, force: true });
  await cp(path.join(ROOT, 'tests/fixtures/content'), path.join(ROOT, contentB), { recursive: true });
  const gamma = path.join(ROOT, contentB, 'concepts/gamma.md');
  await writeFile(gamma, `${await readFile(gamma, 'utf8')}\n${SECOND_BUILD_TEXT}\n`);
  await buildFixtureVariant(contentB, BUILD_B);
}

/**
 * The first build with the service worker kill switch, in `outDir`: the same content deployed
 * again with `SW_KILL_SWITCH=1`, whose only change is `/sw.js` (derived from the first build, not
 * built again: the worker is the one a full kill-switch build makes, byte for byte).
 */
export function buildKillSwitchFixture(outDir: string): Promise<void> {
  return deriveFixtureVariant(BUILD_A, outDir, { SW_KILL_SWITCH: '1' });
}

/** The site path of a build's main bundle (`/main.<hash>.js`). */
export async function mainBundle(dir: string): Promise<string> {
  const name = (await readdir(path.join(ROOT, dir))).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (name === undefined) throw new Error(`${dir} has no main bundle`);
  return `/${name}`;
}
