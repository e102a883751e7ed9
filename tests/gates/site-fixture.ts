/** Small in-memory sites for the gates' own tests: one valid, and the same with seeded faults. */
import { BOOT_ATTRIBUTE, BOOT_SCRIPT } from '../../src/shared/boot-script.ts';
import { snapshotOf, type SiteSnapshot } from '../../src/build/gates/site.ts';

/** One document with the site's landmarks: navigation links in a header, content in main. */
export function doc(options: { title?: string; nav?: string; main?: string; head?: string }): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${options.title ?? 'Page'}</title>${options.head ?? ''}<link rel="stylesheet" href="/styles.css"><script ${BOOT_ATTRIBUTE}="/main.js">${BOOT_SCRIPT}</script></head>`,
    `<body><header><nav aria-label="Main">${options.nav ?? ''}</nav></header>`,
    `<main id="main">${options.main ?? ''}</main>`,
    '<footer><nav aria-label="Footer"><a href="/about/">About</a></nav></footer>',
    '</body>',
    '</html>',
  ].join('');
}

/** A sitemap of the given routes. */
export function sitemap(urls: readonly string[]): string {
  return `<?xml version="1.0"?><urlset>${urls.map((u) => `<url><loc>https://webpack.js.org${u}</loc></url>`).join('')}</urlset>`;
}

/** The documents of a healthy site. */
export function healthyDocuments(): Map<string, string> {
  return new Map([
    ['/index.html', doc({ nav: '<a href="/docs/">Docs</a>', main: '<h1 id="top-title">Home</h1>' })],
    ['/docs/index.html', doc({ nav: '<a href="/docs/">Docs</a><a href="/docs/a/">A</a><a href="/docs/printable/">Print</a>', main: '<h1>Docs</h1><p><a href="/docs/a/#real">to A</a> <a href="#intro">here</a></p><h2 id="intro">Intro</h2>' })],
    ['/docs/a/index.html', doc({ nav: '<a href="/docs/">Docs</a>', main: '<h1>A</h1><h2 id="real">Real</h2><img src="/logo.svg" alt="logo"><a href="https://example.com/x">out</a><a href="mailto:a@b.c">mail</a>' })],
    ['/about/index.html', doc({ main: '<h1>About</h1><a href="/old/#real">moved</a>' })],
    ['/docs/printable/index.html', doc({ head: '<meta name="robots" content="noindex,nofollow">', main: '<h1>All</h1>' })],
    ['/old/index.html', '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting</title><meta http-equiv="refresh" content="0; url=/docs/a/"></head><body><main><a href="/docs/a/">/docs/a/</a></main></body></html>'],
    ['/404.html', doc({ head: '<meta name="robots" content="noindex">', main: '<h1>Page Not Found</h1><a href="/">Go to Homepage</a>' })],
  ]);
}

/** Files other than HTML every fixture site has. */
export const ASSETS = ['/main.js', '/styles.css', '/logo.svg', '/sitemap.xml'];

/** The healthy site as a snapshot. */
export function healthySite(): SiteSnapshot {
  return snapshotOf(healthyDocuments(), ASSETS, sitemap(['/', '/docs/', '/docs/a/', '/about/']));
}
