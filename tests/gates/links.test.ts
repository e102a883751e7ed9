/** Gate 1 on small sites: the healthy one passes, each seeded fault is reported by rule and page. */
import { describe, expect, it } from 'vitest';
import { isScriptLink, scanHtml } from '../../src/build/gates/html-scan.ts';
import { BOOT_ATTRIBUTE, BOOT_SCRIPT } from '../../src/shared/boot-script.ts';
import { FAVICON_DATA_URL } from '../../src/build/outputs/app-head.ts';
import { checkLinks, checkReachability, checkSitemap } from '../../src/build/gates/links.ts';
import { snapshotOf } from '../../src/build/gates/site.ts';
import { checkerLink } from '../../src/build/tools/tool-markers.ts';
import { ASSETS, doc, healthyDocuments, healthySite, sitemap } from './site-fixture.ts';

const all = (site: ReturnType<typeof healthySite>) => [...checkLinks(site), ...checkSitemap(site), ...checkReachability(site)];

describe('the link gate', () => {
  it('finds nothing wrong with a healthy site', () => {
    expect(all(healthySite())).toEqual([]);
  });

  it('reports a dead anchor, a missing page, a missing slash, a missing file and a bad scheme', () => {
    const docs = healthyDocuments();
    docs.set(
      '/docs/a/index.html',
      doc({
        nav: '<a href="/docs/">Docs</a>',
        main: '<h2 id="real">Real</h2><a href="/docs/#nowhere">dead</a><a href="/missing/">gone</a><a href="/docs">slash</a><img src="/nope.png" alt=""><a href="JaVaScRiPt:alert(1)">x</a><a href="/old/#nothing">via redirect</a>',
      }),
    );
    const findings = checkLinks(snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/'])));
    const lines = findings.map((f) => `${f.page} ${f.rule} ${f.message}`);
    expect(lines).toEqual([
      "/docs/a/ broken-anchor a[href] /docs/#nowhere: /docs/ has no element with id 'nowhere'",
      '/docs/a/ broken-link a[href] /missing/: no page or file at /missing/',
      '/docs/a/ broken-link a[href] /docs: no page or file at /docs (write /docs/)',
      '/docs/a/ broken-link img[src] /nope.png: no page or file at /nope.png',
      '/docs/a/ url-scheme a[href] scheme javascript: in JaVaScRiPt:alert(1)',
      "/docs/a/ broken-anchor a[href] /old/#nothing: /docs/a/ has no element with id 'nothing'",
    ]);
  });

  it('follows the app\'s hash redirect and treats an empty href as the page itself', () => {
    const docs = healthyDocuments();
    docs.set('/configuration/other-options/index.html', doc({ main: '<h2 id="other">Other</h2><a href="">Reload</a>' }));
    docs.set('/configuration/cache/index.html', doc({ main: '<h2 id="cachetype">Type</h2>' }));
    docs.set('/about/index.html', doc({ main: '<a href="/configuration/other-options/#cachetype">moved</a><a href="/configuration/other-options/#cachenope">gone</a>' }));
    const site = snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/']));
    expect(checkLinks(site).map((f) => f.message)).toEqual(["a[href] /configuration/other-options/#cachenope: /configuration/cache/ has no element with id 'cachenope'"]);
  });

  it("accepts a tool's state in the hash only when the tool can read it", () => {
    const docs = healthyDocuments();
    const good = checkerLink('module.exports = { mode: "none" };');
    // Cut short, so it no longer inflates; base64url of bytes that are not deflate-raw; not base64url at all.
    const cut = good.slice(0, -6);
    docs.set('/configuration/check/index.html', doc({ main: '<h1>Checker</h1>' }));
    docs.set('/configuration/defaults/index.html', doc({ main: '<h1>Defaults</h1>' }));
    docs.set('/configuration/mode/index.html', doc({ main: '<h1>Mode</h1>' }));
    docs.set(
      '/about/index.html',
      doc({
        main: `<a href="${good}">ok</a><a href="${cut}">cut</a><a href="/configuration/check/#config=AAAA">zeros</a><a href="/configuration/check/#config=a+b">bad</a><a href="/configuration/defaults/#mode=development&amp;target=node">ok</a><a href="/configuration/defaults/#mode=fast&amp;target=node">unknown</a><a href="/configuration/mode/${good.slice(good.indexOf('#'))}">elsewhere</a>`,
      }),
    );
    const messages = checkLinks(snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/']))).map((f) => f.message.replace(/#config=[\w-]{8,}/, '#config=…'));
    expect(messages).toEqual([
      'a[href] /configuration/check/#config=…: the checker cannot read this configuration (not deflate-raw text in base64url)',
      'a[href] /configuration/check/#config=AAAA: the checker cannot read this configuration (not deflate-raw text in base64url)',
      'a[href] /configuration/check/#config=a+b: the checker cannot read this configuration (not deflate-raw text in base64url)',
      "a[href] /configuration/defaults/#mode=fast&target=node: the defaults explorer has no combination 'mode=fast&target=node'",
      expect.stringMatching(/^a\[href\] \/configuration\/mode\/#config=…: \/configuration\/mode\/ has no element with id 'config=/),
    ]);
  });

  it('reports duplicate ids', () => {
    const docs = healthyDocuments();
    docs.set('/about/index.html', doc({ main: '<h2 id="twice">A</h2><h2 id="twice">B</h2>' }));
    expect(checkLinks(snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/'])))).toEqual([
      { rule: 'duplicate-id', page: '/about/', message: "id 'twice' occurs more than once" },
    ]);
  });

  it('reports sitemap entries without pages and pages missing from the sitemap, but not printable or redirect pages', () => {
    const site = snapshotOf(healthyDocuments(), ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/gone/', '/docs/printable/', '/docs/']));
    expect(checkSitemap(site).map((f) => `${f.page} ${f.message}`)).toEqual([
      '/sitemap.xml /gone/ is listed but no page was prerendered there',
      '/sitemap.xml /docs/printable/ is listed but is a noindex, redirect or printable page',
      '/sitemap.xml /docs/ is listed twice',
      '/about/ prerendered but missing from sitemap.xml',
    ]);
  });

  it('reports a page that only content links reach as unreachable from the navigation', () => {
    const docs = healthyDocuments();
    docs.set('/orphan/index.html', doc({ main: '<h1>Orphan</h1>' }));
    docs.set('/docs/a/index.html', doc({ nav: '<a href="/docs/">Docs</a>', main: '<h2 id="real">Real</h2><a href="/orphan/">only from content</a>' }));
    const site = snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/', '/orphan/']));
    expect(checkReachability(site)).toEqual([{ rule: 'unreachable', page: '/orphan/', message: 'no navigation path from / leads here' }]);
  });
});

describe('the HTML scan', () => {
  it('reads ids, decoded links and navigation context, and skips scripts and comments', () => {
    const page = scanHtml(
      '<header><a href="/a/?x=1&amp;y=2">a</a></header><main><a name="old"></a><p id="p1">x</p><!-- <a href="/no/"> --><script>var s = "<a href=\'/no/\'>";</script><A HREF=\'/b/#c\'>b</A></main><meta name="robots" content="noindex">',
    );
    expect([...page.ids]).toEqual(['old', 'p1']);
    expect(page.links.map((l) => [l.href, l.inNavigation, l.inMain])).toEqual([
      ['/a/?x=1&y=2', true, false],
      ['/b/#c', false, true],
    ]);
    expect(page.noindex).toBe(true);
  });

  it("reads each script a boot script lists as a script link, and the link gate checks that each exists", () => {
    const page = scanHtml(`<head><script ${BOOT_ATTRIBUTE}="/main.js  /home.js">${BOOT_SCRIPT}</script></head>`);
    expect(page.links.map((l) => [l.href, l.source, isScriptLink(l)])).toEqual([
      ['/main.js', 'script[data-boot]', true],
      ['/home.js', 'script[data-boot]', true],
    ]);
    const docs = healthyDocuments();
    docs.set('/about/index.html', doc({ head: `<script ${BOOT_ATTRIBUTE}="/gone.js">${BOOT_SCRIPT}</script>`, main: '<h1>About</h1>' }));
    const findings = checkLinks(snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/'])));
    expect(findings.map((f) => `${f.page} ${f.rule} ${f.message}`)).toEqual(['/about/ broken-link script[data-boot] /gone.js: no page or file at /gone.js']);
  });

  it("lets the template's inline icon through, and no other data: link", () => {
    const docs = healthyDocuments();
    docs.set('/about/index.html', doc({ head: `<link rel="icon" href="${FAVICON_DATA_URL}">`, main: '<h1>About</h1>' }));
    const site = (): ReturnType<typeof healthySite> => snapshotOf(docs, ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/']));
    expect(checkLinks(site())).toEqual([]);
    docs.set('/about/index.html', doc({ head: '<link rel="icon" href="data:image/svg+xml,%3Csvg/%3E">', main: '<h1>About</h1>' }));
    expect(checkLinks(site()).map((f) => `${f.page} ${f.rule}`)).toEqual(['/about/ url-scheme']);
  });
});
