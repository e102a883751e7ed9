/** The no-remote-image gate: the healthy site passes; every way a page or stylesheet can pull an image from another host is reported. */
import { describe, expect, it } from 'vitest';
import { checkNoRemoteMedia, isRemote } from '../../src/build/gates/remote.ts';
import { snapshotOf } from '../../src/build/gates/site.ts';
import { ASSETS, doc, healthyDocuments, healthySite, sitemap } from './site-fixture.ts';

const ROUTES = ['/', '/docs/', '/docs/a/', '/about/'];

describe('the no-remote-image gate', () => {
  it('finds nothing on a healthy site, whose images and stylesheet URLs are paths on the site or data: URLs', () => {
    expect(checkNoRemoteMedia(healthySite(), new Map([['/styles.css', 'a{background:url(/bg.svg)} b{background:url("data:image/png;base64,AAAA")}']]))).toEqual([]);
    const docs = healthyDocuments();
    docs.set('/docs/a/index.html', doc({ main: '<h1>A</h1><img src="/readme-assets/1a2b.png" srcset="/a.png 1x, /b.png 2x" alt=""><a href="https://example.com/badge.svg">CI status</a>' }));
    expect(checkNoRemoteMedia(snapshotOf(docs, ASSETS, sitemap(ROUTES)), new Map())).toEqual([]);
  });

  it('reports img src, a srcset candidate, picture sources, SVG image, inline styles and stylesheets that load from another host', () => {
    const docs = healthyDocuments();
    docs.set(
      '/docs/a/index.html',
      doc({
        main: [
          '<h1>A</h1>',
          '<img src="https://img.shields.io/npm/v/x.svg" alt="npm">',
          '<img src="/a.png" srcset="/a.png 1x, //cdn.example.com/a@2x.png 2x" alt="">',
          '<picture><source srcset="https://raw.githubusercontent.com/o/r/HEAD/dark.png" media="(prefers-color-scheme: dark)"><img src="/light.png" alt="logo"></picture>',
          '<svg><image href="http://example.com/i.png"></image></svg>',
          '<div style="background-image: url(\'https://example.com/bg.jpg\')"></div>',
          '<style>.x{background:url(https://example.com/s.png)}</style>',
        ].join(''),
      }),
    );
    const found = checkNoRemoteMedia(snapshotOf(docs, ASSETS, sitemap(ROUTES)), new Map([['/styles.css', '@import "https://fonts.example.com/f.css"; a{background:url( "https://example.com/c.png" )}']]));
    expect(found.map((f) => `${f.page} ${f.message}`)).toEqual([
      '/docs/a/ img[src] loads https://img.shields.io/npm/v/x.svg from another host',
      '/docs/a/ img[srcset] loads //cdn.example.com/a@2x.png from another host',
      '/docs/a/ source[srcset] loads https://raw.githubusercontent.com/o/r/HEAD/dark.png from another host',
      '/docs/a/ image[href] loads http://example.com/i.png from another host',
      "/docs/a/ div[style] loads https://example.com/bg.jpg from another host",
      '/docs/a/ style loads https://example.com/s.png from another host',
      '/styles.css stylesheet loads https://fonts.example.com/f.css from another host',
      '/styles.css stylesheet loads https://example.com/c.png from another host',
    ]);
    expect(new Set(found.map((f) => f.rule))).toEqual(new Set(['remote-image']));
  });

  it('tells remote URLs from paths and data: URLs', () => {
    expect(['https://a.b/c.png', 'http://a.b/c', '//a.b/c', 'ftp://a.b/c', ' HTTPS://a.b/c'].every(isRemote)).toBe(true);
    expect(['/a.png', 'a.png', '../a.png', 'data:image/png;base64,AA', '#frag', ''].some(isRemote)).toBe(false);
  });
});
