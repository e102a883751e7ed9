/** The one-h1 gate: the healthy site passes; a second h1 (a README's own title) or none is reported. */
import { describe, expect, it } from 'vitest';
import { checkSingleH1 } from '../../src/build/gates/links.ts';
import { snapshotOf } from '../../src/build/gates/site.ts';
import { ASSETS, doc, healthyDocuments, healthySite, sitemap } from './site-fixture.ts';

describe('the one-h1 gate', () => {
  it('finds nothing wrong with a healthy site, whose printable page has one h1 and its parts under h2s', () => {
    const docs = healthyDocuments();
    docs.set('/guides/printable/index.html', doc({ head: '<meta name="robots" content="noindex,nofollow">', main: '<h1>All</h1><section><h2>A</h2></section><section><h2>B</h2></section>' }));
    expect(checkSingleH1(snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/'])))).toEqual([]);
    expect(checkSingleH1(healthySite())).toEqual([]);
  });

  it('reports a printable page with an h1 per part (it is not in the sitemap, and counted all the same)', () => {
    const docs = healthyDocuments();
    docs.set('/guides/printable/index.html', doc({ head: '<meta name="robots" content="noindex,nofollow">', main: '<h1>All</h1><section><h1>A</h1></section><section><h1>B</h1></section>' }));
    const lines = checkSingleH1(snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/']))).map((f) => `${f.page} ${f.message}`);
    expect(lines).toEqual(['/guides/printable/ 3 h1 elements; a page has exactly one, its title']);
  });

  it('reports a page with a README title as a second h1, a page with none, and a not-found page with two', () => {
    const docs = healthyDocuments();
    docs.set('/docs/a/index.html', doc({ main: '<h1>babel-loader</h1><div class="readme"><h1>Babel Loader</h1></div>' }));
    docs.set('/about/index.html', doc({ main: '<h2 id="x">About</h2>' }));
    docs.set('/404.html', doc({ head: '<meta name="robots" content="noindex">', main: '<h1>Page Not Found</h1><h1>Oops</h1>' }));
    const lines = checkSingleH1(snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/']))).map((f) => `${f.page} ${f.rule} ${f.message}`);
    expect(lines.sort()).toEqual([
      '/404.html single-h1 2 h1 elements; a page has exactly one, its title',
      '/about/ single-h1 0 h1 elements; a page has exactly one, its title',
      '/docs/a/ single-h1 2 h1 elements; a page has exactly one, its title',
    ]);
  });
});
