/** Gate 7 on small sites: within budget passes; an oversized bundle, stylesheet or page fails. */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, measureBudgets, median, preloadSizes, type SizeOf } from '../../src/build/gates/budgets.ts';
import { checkGrowth, growthPerPage } from '../../src/build/gates/growth.ts';
import { readSite, snapshotOf } from '../../src/build/gates/site.ts';
import { ASSETS, doc, healthyDocuments, healthySite, sitemap } from './site-fixture.ts';

const small: SizeOf = (file) => (ASSETS.includes(file) ? { raw: 1000, gzip: 400 } : undefined);

describe('the byte budget gate', () => {
  it('passes a site within its budgets and reports its figures', () => {
    const { figures, findings } = measureBudgets(healthySite(), small);
    expect(findings).toEqual([]);
    expect(figures).toMatchObject({ firstLoadJsGzip: 400, cssGzip: 400, docPages: 3 });
  });

  it('fails on an oversized bundle, an oversized stylesheet and a missing asset', () => {
    const sizes: SizeOf = (file) =>
      file === '/main.js' ? { raw: 300_000, gzip: BUDGETS.firstLoadJsGzip + 1 } : file === '/styles.css' ? { raw: 90_000, gzip: BUDGETS.cssGzip + 1 } : undefined;
    expect(measureBudgets(healthySite(), sizes).findings.map((f) => f.rule).sort()).toEqual(['budget-css', 'budget-js']);
    const docs = healthyDocuments();
    docs.set('/about/index.html', doc({ head: '<script defer src="/lazy.js"></script>', main: '<h1>About</h1>' }));
    const site = snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/']));
    expect(measureBudgets(site, small).findings).toEqual([{ rule: 'budget-missing-asset', page: '/about/', message: '/lazy.js does not exist' }]);
  });

  it('fails when the median documentation page is too heavy', () => {
    const docs = healthyDocuments();
    const filler = `<p>${'x'.repeat(BUDGETS.medianDocHtmlRaw)}</p>`;
    for (const file of ['/docs/index.html', '/docs/a/index.html']) docs.set(file, doc({ main: `<h1>Heavy</h1>${filler}` }));
    const site = snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/']));
    expect(measureBudgets(site, small).findings.map((f) => f.rule)).toEqual(['budget-html']);
  });

  it('holds each API reference page to its own budget and leaves those pages out of the median', () => {
    const docs = healthyDocuments();
    const heavy = (bytes: number): string => doc({ main: `<h1>Reference</h1><p>${'x'.repeat(bytes)}</p>` });
    docs.set('/api/reference/a/index.html', heavy(BUDGETS.referencePageHtmlRaw));
    docs.set('/api/reference/b/index.html', heavy(BUDGETS.medianDocHtmlRaw));
    docs.set('/api/reference/c/index.html', heavy(BUDGETS.medianDocHtmlRaw));
    const site = snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/', '/api/reference/a/', '/api/reference/b/', '/api/reference/c/']));
    const { findings, figures } = measureBudgets(site, small);
    expect(findings.map((f) => `${f.rule} ${f.page}`)).toEqual(['budget-reference-html /api/reference/a/']);
    expect(figures.medianDocHtmlRaw).toBeLessThan(BUDGETS.medianDocHtmlRaw);
  });

  it('measures gzip sizes from files: an incompressible 200 KB bundle fails', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gates-budget-'));
    try {
      for (const [file, html] of healthyDocuments()) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), html);
      }
      await writeFile(path.join(dir, 'sitemap.xml'), sitemap(['/', '/docs/', '/docs/a/', '/about/']));
      await writeFile(path.join(dir, 'styles.css'), 'body{margin:0}');
      await writeFile(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await writeFile(path.join(dir, 'main.js'), `var a=1;`);
      const site = await readSite(dir);
      expect(measureBudgets(site, await preloadSizes(site, dir)).findings).toEqual([]);
      await writeFile(path.join(dir, 'main.js'), randomBytes(200_000).toString('base64'));
      const { findings, figures } = measureBudgets(site, await preloadSizes(site, dir));
      expect(findings.map((f) => f.rule)).toEqual(['budget-js']);
      expect(figures.firstLoadJsGzip).toBeGreaterThan(150_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes the lower middle as the median', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
  });
});

describe('main bundle growth per page', () => {
  it('divides the growth by the pages added and fails over the budget', () => {
    const base = { pages: 10, raw: 200_000, gzip: 70_000 };
    expect(growthPerPage(base, { pages: 50, raw: 204_000, gzip: 71_600 })).toEqual({ raw: 100, gzip: 40 });
    expect(checkGrowth(base, { pages: 50, raw: 204_000, gzip: 71_600 })).toEqual([]);
    expect(checkGrowth(base, { pages: 50, raw: 260_000, gzip: 74_400 }).map((f) => f.rule)).toEqual(['budget-growth']);
    expect(() => growthPerPage(base, base)).toThrow(/more pages/);
  });
});
