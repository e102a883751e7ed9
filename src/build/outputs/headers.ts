/**
 * `_headers` (Netlify and Cloudflare Pages format): security headers for every response and one
 * Cache-Control per kind of file. Both hosts merge every matching rule and join repeated headers
 * with commas, so the rules are built so that each path gets each header from exactly one rule;
 * `assertOneCacheRule` checks that against the built files. Cloudflare allows 100 rules.
 */
import { ANALYTICS_MEASUREMENT_ID } from '../../shared/constants.ts';
import type { HostedSearchConfig } from '../../shared/search/hosted-config.ts';
import { SW_URL } from '../../shared/service-worker.ts';
import { patternMatcher } from '../server/headers-file.ts';
import { isHashedAsset, isHtml, isSideFile, sha256Base64 } from './site-tree.ts';

/** Cache-Control values. */
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The most rules Cloudflare Pages reads from `_headers`, and its longest line. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

/** One block of `_headers`. */
export interface HeaderBlock {
  /** Path pattern (`*` matches anything, slashes included). */
  pattern: string;
  /** Header lines, in order. */
  headers: Array<[string, string]>;
}

/** Hosts the analytics script and its beacons need, when a measurement id is configured. */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** Whether this build loads analytics (same rule as webpack.config.ts). */
export function analyticsEnabled(): boolean {
  return (process.env['ANALYTICS_ID'] ?? ANALYTICS_MEASUREMENT_ID) !== '';
}

/**
 * The origin the hosted search client queries, when a build configures it: the client posts to
 * `config.host` and nowhere else (src/shared/search/docsearch.ts), which is the service's
 * `https://<app id>-dsn.algolia.net` or the `DOCSEARCH_HOST` override.
 */
export function hostedSearchSources(hosted: HostedSearchConfig | null): string[] {
  if (hosted === null) return [];
  let origin: string;
  try {
    origin = new URL(hosted.host).origin;
  } catch (error) {
    throw new Error(`_headers: the hosted search host '${hosted.host}' is not a URL`, { cause: error });
  }
  if (!/^https?:\/\//.test(origin)) throw new Error(`_headers: the hosted search host '${hosted.host}' is not an http(s) origin`);
  return [origin];
}

/** A whole `<script>` element: its attributes and its body. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The bodies of the inline scripts the browser would run (JSON data blocks are not scripts). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && !/^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(type)) continue;
    out.push(match[2] ?? '');
  }
  return out;
}

/** A script's end tag with a byte past ASCII before its `>`, where UTF-8 text may hold a Unicode space `\s` matches. */
const WIDE_END_TAG = /<\/script\s*[\x80-\xff]/i;

/**
 * `inlineScripts` of a page's UTF-8 bytes, found without decoding the page: the bytes read as
 * Latin-1 (one character per byte, copied) are searched for whole script elements, and only those
 * are decoded as UTF-8 and read by `inlineScripts`. Decoding every page as UTF-8 took 0.28 s of
 * the 0.4 s `_headers` step for the site's 27 MB of HTML, the scripts being a few hundred bytes of
 * each. The elements found are the same ones: the patterns are ASCII, a byte past ASCII is no
 * word character and no case of an ASCII letter, and ASCII whitespace is the only `\s` a Latin-1
 * reading of UTF-8 can show where the patterns ask for one; a page whose end tag is followed by
 * such a byte (a Unicode space could be read there) is decoded whole instead.
 */
export function inlineScriptsOfBytes(bytes: Buffer): string[] {
  const latin1 = bytes.toString('latin1');
  if (WIDE_END_TAG.test(latin1)) return inlineScripts(bytes.toString('utf8'));
  const out: string[] = [];
  for (const match of latin1.matchAll(SCRIPT_ELEMENT)) out.push(...inlineScripts(bytes.toString('utf8', match.index, match.index + match[0].length)));
  return out;
}

/** CSP hash sources (`'sha256-…'`) for script bodies, deduplicated and sorted. */
export function scriptHashSources(scripts: Iterable<string>): string[] {
  return [...new Set([...scripts].map((s) => `'sha256-${sha256Base64(s)}'`))].sort();
}

/**
 * The Content-Security-Policy. Scripts: this origin and the hashed inline scripts only, no
 * `unsafe-inline` or `unsafe-eval`. Styles: this origin only (code colours are classes, not
 * inline styles). Images may come from any https host (README badges, contributor pictures).
 * Connections: this origin, plus the analytics hosts and the hosted search origin when configured.
 */
export function contentSecurityPolicy(options: { scriptHashes: readonly string[]; analytics: boolean; hostedSearch: HostedSearchConfig | null }): string {
  const analyticsScript = options.analytics ? ANALYTICS_SCRIPT_HOSTS : [];
  const analyticsConnect = options.analytics ? ANALYTICS_CONNECT_HOSTS : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...options.scriptHashes, ...analyticsScript]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...analyticsConnect, ...hostedSearchSources(options.hostedSearch)]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers every response carries. */
export function securityHeaders(csp: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/** The pattern covering a hashed file: `/main.*.js` for named chunks, `/1*.js` for bare hashes. */
function hashedPattern(sitePath: string): string {
  const name = sitePath.slice(1);
  const named = /^([\w-]+)\.[0-9a-f]+\.(\w+)$/.exec(name);
  if (named !== null) return `/${named[1] ?? ''}.*.${named[2] ?? ''}`;
  return `/${name[0] ?? ''}*${name.slice(name.lastIndexOf('.'))}`;
}

/** Generated text files served with a type of their own: every page's markdown and the llms.txt files. */
const TEXT_RULES = [
  { test: /\.md$/, pattern: '/*.md', type: 'text/markdown; charset=utf-8' },
  { test: /^\/llms[\w-]*\.txt$/, pattern: '/llms*.txt', type: 'text/plain; charset=utf-8' },
];

/** Cache-Control rules for the site's files: revalidate pages, the worker and plain files; keep hashed files a year. */
export function cacheBlocks(files: readonly string[]): HeaderBlock[] {
  const served = files.filter((f) => !isSideFile(f));
  const htmlDirs = new Set(served.filter(isHtml).map((f) => f.split('/')[1] ?? ''));
  const immutable = new Set<string>();
  const revalidate = new Set<string>(['/', '/*/', '/*.html', SW_URL]);
  // Page markdown and the llms files: one rule each for the type and caching of them all.
  const text = new Map<string, string>();
  for (const file of served) {
    if (isHtml(file) || file === SW_URL) continue;
    const kind = TEXT_RULES.find((r) => r.test.test(file));
    if (kind !== undefined) {
      text.set(kind.pattern, kind.type);
      continue;
    }
    if (isHashedAsset(file)) immutable.add(hashedPattern(file));
    else {
      const parts = file.split('/');
      // A folder without pages gets one rule; files beside pages get their own.
      revalidate.add(parts.length > 2 && !htmlDirs.has(parts[1] ?? '') ? `/${parts[1] ?? ''}/*` : file);
    }
  }
  return [
    ...[...revalidate].map((pattern): HeaderBlock => ({ pattern, headers: [['Cache-Control', CACHE_REVALIDATE]] })),
    ...[...text].map(([pattern, type]): HeaderBlock => ({ pattern, headers: [['Content-Type', type], ['Cache-Control', CACHE_REVALIDATE]] })),
    ...[...immutable].sort().map((pattern): HeaderBlock => ({ pattern, headers: [['Cache-Control', CACHE_IMMUTABLE]] })),
  ];
}

/** Paths a browser asks for: every file, and every page by its route (`/a/b/` for `/a/b/index.html`). */
export function requestPaths(files: readonly string[]): string[] {
  return files.filter((f) => !isSideFile(f)).flatMap((f) => (f.endsWith('/index.html') ? [f, f.slice(0, -'index.html'.length)] : [f]));
}

/** Throws unless every requested path gets Cache-Control from exactly one block (hosts would join two). */
export function assertOneCacheRule(blocks: readonly HeaderBlock[], paths: readonly string[]): void {
  // Each pattern compiled once: one regular expression per path and pattern was most of the step's own CPU.
  const caching = blocks.filter((b) => b.headers.some(([name]) => name.toLowerCase() === 'cache-control')).map((b) => ({ pattern: b.pattern, matches: patternMatcher(b.pattern) }));
  const wrong = paths
    .map((p) => ({ p, rules: caching.filter((b) => b.matches(p)).map((b) => b.pattern) }))
    .filter(({ rules }) => rules.length !== 1);
  if (wrong.length > 0) throw new Error(`_headers: these paths would not get exactly one Cache-Control: ${wrong.slice(0, 5).map(({ p, rules }) => `${p} (${rules.join(', ') || 'none'})`).join('; ')}`);
}

/** The whole `_headers` file; throws when a host could not apply it as written. */
export function headersFile(files: readonly string[], csp: string): string {
  const blocks: HeaderBlock[] = [{ pattern: '/*', headers: securityHeaders(csp) }, ...cacheBlocks(files)];
  assertOneCacheRule(blocks, requestPaths(files));
  if (blocks.length > MAX_RULES) throw new Error(`_headers: ${blocks.length} rules, more than the ${MAX_RULES} Cloudflare Pages reads`);
  const lines = ['# Generated by the build (src/build/outputs/headers.ts). Do not edit.'];
  for (const block of blocks) lines.push(block.pattern, ...block.headers.map(([name, value]) => `  ${name}: ${value}`));
  const long = lines.find((l) => l.length > MAX_LINE);
  if (long !== undefined) throw new Error(`_headers: a line is longer than ${MAX_LINE} characters: ${long.slice(0, 60)}…`);
  return `${lines.join('\n')}\n`;
}
