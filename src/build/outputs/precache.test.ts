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
  '/7f8e9d0c1b2a.js',
  '/3c4d5e6f7a8b.js',
  '/page-data/concepts__alpha.json',
  '/search-index.89abcdef.json',
  '/search-snippets.0123abcd.json',
  '/search-manifest.json',
  '/page-index.json',
  '/sw.js',
  '/sponsors/logos/a.png',
  '/concepts/index.md',
  '/concepts.md',
  '/llms.txt',
  '/llms-full.txt',
];

/** The files only the tools load (src/build/tools/tool-chunks.ts). */
const TOOLS = ['/7f8e9d0c1b2a.js', '/3c4d5e6f7a8b.js'];

const SEARCH = { index: '/search-index.89abcdef.json', snippets: '/search-snippets.0123abcd.json' };

describe('precache list', () => {
  const urls = precacheFiles(FILES, SEARCH, TOOLS).map(([url]) => url);

  it('holds the app shell, the offline page, the manifest, icons, scripts, styles, the search index and its snippets', () => {
    expect(urls).toEqual(
      expect.arrayContaining(['/app-shell/', '/offline.html', '/manifest.json', '/favicon.svg', '/icons/icon-192.png', '/main.0a1b2c3d4e.js', '/styles.0a1b2c3d4e.css', '/e505265c1a6d.css', '/1a2b3c4d5e6f.js', SEARCH.index, SEARCH.snippets]),
    );
  });

  it('leaves out page bodies, pages, page markdown, the llms files, the worker itself, compressed copies and the search manifest', () => {
    for (const out of ['/concepts/index.md', '/concepts.md', '/llms.txt', '/llms-full.txt', '/page-data/concepts__alpha.json', '/index.html', '/concepts/index.html', '/sw.js', '/main.0a1b2c3d4e.js.br', '/page-index.json', '/sponsors/logos/a.png', '/search-manifest.json']) expect(urls).not.toContain(out);
  });

  it("leaves out the tools' scripts, and only those", () => {
    for (const tool of TOOLS) expect(urls).not.toContain(tool);
    expect(precacheFiles(FILES, SEARCH, []).map(([url]) => url)).toEqual(expect.arrayContaining(TOOLS));
    expect(urls).toContain('/1a2b3c4d5e6f.js');
  });

  it('fails when the app shell, the offline page or a search file is missing', () => {
    expect(() => precacheFiles(FILES.filter((f) => f !== '/offline.html'), SEARCH, TOOLS)).toThrow(/offline\.html/);
    expect(() => precacheFiles(FILES.filter((f) => f !== SEARCH.snippets), SEARCH, TOOLS)).toThrow(/search-snippets\.0123abcd\.json missing/);
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
