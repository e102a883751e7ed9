/** The precache list: what is in it, what stays out, and the injection into the built worker. */
import { describe, expect, it } from 'vitest';
import { INJECTION_POINT, injectPrecache, precacheFiles } from './precache.ts';

const FILES = [
  '/app-shell/index.html',
  '/offline.html',
  '/manifest.json',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/index.html',
  '/concepts/index.html',
  '/main.0a1b2c3d4e.js',
  '/main.0a1b2c3d4e.js.br',
  '/styles.0a1b2c3d4e.css',
  '/e505265c1a6d.css',
  '/1a2b3c4d5e6f.js',
  '/2b3c4d5e6f70.js',
  '/search-index.89abcdef.json',
  '/page-index.json',
  '/sw.js',
  '/sponsors/logos/a.png',
];

describe('precache list', () => {
  const urls = precacheFiles(FILES, new Set(['/2b3c4d5e6f70.js'])).map(([url]) => url);

  it('holds the app shell, the offline page, the manifest, icons, scripts, styles and the search index', () => {
    expect(urls).toEqual(
      expect.arrayContaining(['/app-shell/', '/offline.html', '/manifest.json', '/favicon.svg', '/icons/icon-192.png', '/main.0a1b2c3d4e.js', '/styles.0a1b2c3d4e.css', '/e505265c1a6d.css', '/1a2b3c4d5e6f.js', '/search-index.89abcdef.json']),
    );
  });

  it('leaves out page bodies, pages, the worker itself and compressed copies', () => {
    for (const out of ['/2b3c4d5e6f70.js', '/index.html', '/concepts/index.html', '/sw.js', '/main.0a1b2c3d4e.js.br', '/page-index.json', '/sponsors/logos/a.png']) expect(urls).not.toContain(out);
  });

  it('fails when the app shell or the offline page is missing', () => {
    expect(() => precacheFiles(FILES.filter((f) => f !== '/offline.html'), new Set())).toThrow(/offline\.html/);
  });
});

describe('injection', () => {
  it('replaces the one injection point with the list', () => {
    const out = injectPrecache(`precacheAndRoute(${INJECTION_POINT});`, [{ url: '/a.js', revision: null }]);
    expect(out).toBe('precacheAndRoute([{"url":"/a.js","revision":null}]);');
  });

  it('refuses a worker without the injection point or with two', () => {
    expect(() => injectPrecache('nothing here', [])).toThrow(/found it 0 times/);
    expect(() => injectPrecache(`${INJECTION_POINT};${INJECTION_POINT}`, [])).toThrow(/found it 2 times/);
  });
});
