/** The `_headers` generator: CSP hashes from real HTML, one Cache-Control per kind of file, hosts' limits. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hostedConfigFrom, type HostedSearchConfig } from '../../shared/search/hosted-config.ts';
import { THEME_BOOT_SCRIPT } from '../../shared/theme-script.ts';
import { headersFor, matchesPattern, parseHeadersFile, patternMatcher } from '../server/headers-file.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, assertOneCacheRule, cacheBlocks, contentSecurityPolicy, headersFile, hostedSearchSources, inlineScripts, inlineScriptsOfBytes, requestPaths, scriptHashSources } from './headers.ts';

const FILES = [
  '/index.html',
  '/404.html',
  '/offline.html',
  '/app-shell/index.html',
  '/concepts/index.html',
  '/concepts/alpha/index.html',
  '/blog/index.html',
  '/blog/feed.xml',
  '/main.0a1b2c3d4e.js',
  '/main.0a1b2c3d4e.js.br',
  '/styles.0a1b2c3d4e.css',
  '/1a2b3c4d5e6f.js',
  '/1f0000000000.js',
  '/a0b1c2d3e4f5.js',
  '/e505265c1a6d.css',
  '/search-index.89abcdef.json',
  '/sw.js',
  '/manifest.json',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/sponsors/supporters.json',
  '/sponsors/logos/a.png',
  '/page-index.json',
  '/concepts/index.md',
  '/concepts.md',
  '/concepts/alpha/index.md',
  '/concepts/alpha.md',
  '/llms.txt',
  '/llms-full.txt',
  '/llms-concepts.txt',
  '/robots.txt',
  '/_headers',
  '/_redirects',
];

describe('inline scripts and their hashes', () => {
  it('finds the scripts a browser would run and skips external and JSON data scripts', () => {
    const html = `<head><script>${THEME_BOOT_SCRIPT}</script><script defer src="/main.js"></script></head><body><script type="application/json" id="initial-data">{"a":1}</script><script type="module">run()</script><script type="text/javascript">go()</script></body>`;
    expect(inlineScripts(html)).toEqual([THEME_BOOT_SCRIPT, 'run()', 'go()']);
  });

  it('finds the same scripts in a page’s bytes, text past ASCII around and inside them', () => {
    const pages = [
      `<head><script>${THEME_BOOT_SCRIPT}</script><script defer src="/main.js"></script></head><body><p>é → “quoted” 😀</p><script type="application/json">{"a":"ü"}</script><script type="module">run('ü → 😀')</script><SCRIPT TYPE="text/javascript">go()</SCRIPT ></body>`,
      // A Unicode space before an end tag's `>` is whitespace to the pattern: the page is read whole.
      '<script>a()</script\u00a0><p>x</p><script>b("é")</script\u2003>',
      '<script>no end tag é',
      '<p>no scripts: é ü</p><script\u00a0>not a script tag</script>',
      '<script type="text/javascript\u00a0x">c()</script>',
    ];
    for (const html of pages) expect(inlineScriptsOfBytes(Buffer.from(html, 'utf8'))).toEqual(inlineScripts(html));
    expect(inlineScriptsOfBytes(Buffer.from(pages[0] ?? '', 'utf8'))).toEqual([THEME_BOOT_SCRIPT, "run('ü → 😀')", 'go()']);
    expect(inlineScriptsOfBytes(Buffer.from(pages[1] ?? '', 'utf8'))).toEqual(['a()', 'b("é")']);
  });

  it('hashes each distinct script once, in the CSP source form', () => {
    const expected = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;
    expect(scriptHashSources([THEME_BOOT_SCRIPT, THEME_BOOT_SCRIPT])).toEqual([expected]);
  });
});

describe('Content-Security-Policy', () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], analytics: false, hostedSearch: null });
  const directive = (name: string): string | undefined => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows scripts from this origin and the hashed inline scripts only', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('locks down objects, the base URL, framing and styles', () => {
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('style-src')).toBe("style-src 'self'");
  });

  it('names the analytics hosts only when analytics is configured', () => {
    expect(csp).not.toContain('googletagmanager');
    const withAnalytics = contentSecurityPolicy({ scriptHashes: [], analytics: true, hostedSearch: null });
    expect(withAnalytics).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
  });
});

describe('Content-Security-Policy with hosted search', () => {
  const connectSrc = (hostedSearch: HostedSearchConfig | null, analytics = false): string | undefined =>
    contentSecurityPolicy({ scriptHashes: [], analytics, hostedSearch })
      .split('; ')
      .find((d) => d.startsWith('connect-src '));
  const credentials = { appId: 'TESTAPP42', apiKey: 'search-only-key', indexName: 'webpack' };

  it('adds nothing when hosted search is not configured', () => {
    expect(connectSrc(null)).toBe("connect-src 'self'");
    expect(connectSrc(hostedConfigFrom({ ...credentials, indexName: '' }))).toBe("connect-src 'self'");
  });

  it("allows the service's host for the app id, the one host the client queries", () => {
    expect(connectSrc(hostedConfigFrom(credentials))).toBe("connect-src 'self' https://testapp42-dsn.algolia.net");
  });

  it('allows exactly the overriding host (origin only) and keeps the analytics hosts beside it', () => {
    expect(connectSrc(hostedConfigFrom({ ...credentials, host: 'http://127.0.0.1:4123/' }))).toBe("connect-src 'self' http://127.0.0.1:4123");
    expect(connectSrc(hostedConfigFrom({ ...credentials, host: 'https://search.example.org/api/' }), true)).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://search.example.org",
    );
  });

  it('refuses a host that is not an http(s) URL', () => {
    expect(() => hostedSearchSources({ ...credentials, host: 'search.example.org' })).toThrow(/hosted search host 'search\.example\.org' is not a URL/);
    expect(() => hostedSearchSources({ ...credentials, host: 'ftp://search.example.org' })).toThrow(/not an http\(s\) origin/);
  });
});

describe('the _headers file', () => {
  const text = headersFile(FILES, "default-src 'self'");
  const rules = parseHeadersFile(text);
  const cacheOf = (p: string): string | undefined => headersFor(rules, p).get('cache-control');

  it('sets each header by file type as the preview server reads it', () => {
    for (const page of ['/', '/concepts/', '/concepts/alpha/', '/offline.html', '/404.html', '/app-shell/']) expect(cacheOf(page), page).toBe(CACHE_REVALIDATE);
    expect(cacheOf('/sw.js')).toBe(CACHE_REVALIDATE);
    for (const hashed of ['/main.0a1b2c3d4e.js', '/styles.0a1b2c3d4e.css', '/1a2b3c4d5e6f.js', '/a0b1c2d3e4f5.js', '/e505265c1a6d.css', '/search-index.89abcdef.json']) expect(cacheOf(hashed), hashed).toBe(CACHE_IMMUTABLE);
    for (const plain of ['/manifest.json', '/favicon.svg', '/icons/icon-192.png', '/sponsors/logos/a.png', '/blog/feed.xml']) expect(cacheOf(plain), plain).toBe(CACHE_REVALIDATE);
    const everywhere = headersFor(rules, '/concepts/');
    expect(everywhere.get('content-security-policy')).toBe("default-src 'self'");
    expect(everywhere.get('x-content-type-options')).toBe('nosniff');
    expect(everywhere.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(everywhere.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(everywhere.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('gives every path its Cache-Control from exactly one rule, since hosts join repeated headers', () => {
    const blocks = cacheBlocks(FILES);
    for (const p of requestPaths(FILES)) {
      const matching = rules.filter((r) => r.headers.some(([n]) => n === 'Cache-Control') && headersFor([r], p).has('cache-control'));
      expect(matching.length, p).toBe(1);
    }
    expect(() => assertOneCacheRule([...blocks, { pattern: '/*.js', headers: [['Cache-Control', 'no-store']] }], requestPaths(FILES))).toThrow(/exactly one Cache-Control/);
  });

  it('serves page markdown as text/markdown and the llms files as text/plain, revalidated, with one rule each', () => {
    for (const md of ['/concepts/index.md', '/concepts.md', '/concepts/alpha/index.md', '/concepts/alpha.md']) {
      expect(headersFor(rules, md).get('content-type'), md).toBe('text/markdown; charset=utf-8');
      expect(cacheOf(md), md).toBe(CACHE_REVALIDATE);
    }
    for (const llms of ['/llms.txt', '/llms-full.txt', '/llms-concepts.txt']) expect(headersFor(rules, llms).get('content-type'), llms).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/robots.txt').has('content-type')).toBe(false);
    expect(rules.filter((r) => r.pattern.endsWith('.md') || r.pattern.startsWith('/llms')).map((r) => r.pattern)).toEqual(['/*.md', '/llms*.txt']);
  });

  it('covers hashed chunks by their first character, never the worker', () => {
    expect(text).toContain('/1*.js\n');
    expect(text).toContain('/main.*.js\n');
    expect(cacheBlocks(FILES).some((b) => b.pattern === '/s*.js')).toBe(false);
  });

  it('refuses a file it could not give exactly one rule', () => {
    // A plain root file starting like a hashed chunk would be caught by `/a*.js`.
    expect(() => headersFile([...FILES, '/analytics.js'], "default-src 'self'")).toThrow(/\/analytics\.js/);
  });

  it('stays within what Cloudflare Pages reads', () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(2000);
  });
});

describe('patternMatcher', () => {
  it('matches as matchesPattern does: `*` any run of characters, everything else literally', () => {
    const cases: Array<[string, string]> = [['/assets/*.js', '/assets/a.b.js'], ['/assets/*.js', '/assets/a.css'], ['/a.js', '/abjs'], ['/*', '/'], ['/blog/*', '/blog'], ['/x(1)+.json', '/x(1)+.json']];
    for (const [pattern, path] of cases) expect(patternMatcher(pattern)(path)).toBe(matchesPattern(pattern, path));
    expect(cases.map(([pattern, path]) => patternMatcher(pattern)(path))).toEqual([true, false, false, true, false, true]);
  });
});
