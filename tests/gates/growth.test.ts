/**
 * The main bundle's growth per page, measured on real builds: the fixture content as it is and
 * with 40 generated pages (a fixture build into .cache/gates-growth-grown, about 10 s; the
 * content as it is is npm test's fixture build when there is one, else built here too).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../src/build/gates/budgets.ts';
import { checkGrowth, growthPerPage, measureGrowth } from '../../src/build/gates/growth.ts';

const ADDED = 40;
/** The fixture build npm test makes before Vitest runs (E2E_FIXTURE_DIR points at another). */
const FIXTURE_BUILD = process.env['E2E_FIXTURE_DIR'] ?? '.cache/fixture-dist';
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('main bundle growth', () => {
  it(`stays within ${BUDGETS.mainGrowthPerPageGzip} bytes gzip per added page`, async () => {
    const { base, grown } = await measureGrowth({
      contentDir: 'tests/fixtures/content',
      workDir: '.cache/gates-growth',
      added: ADDED,
      ...(existsSync(path.join(ROOT, FIXTURE_BUILD, 'page-index.json')) ? { baseBuild: FIXTURE_BUILD } : {}),
    });
    expect(grown.pages - base.pages).toBe(ADDED);
    const per = growthPerPage(base, grown);
    console.log(`main bundle: ${base.gzip} B gz at ${base.pages} pages, ${grown.gzip} B gz at ${grown.pages}: ${per.gzip.toFixed(1)} B gz (${per.raw.toFixed(1)} B raw) per page`);
    // The scripts must have been found, or the measurement is broken. The main bundle carries no
    // per-page data any more (the nav tree is a chunk of its own), so it is expected not to grow.
    expect(base.raw).toBeGreaterThan(50_000);
    expect(grown.raw).toBeGreaterThan(50_000);
    expect(checkGrowth(base, grown)).toEqual([]);
  }, 300_000);
});
