/**
 * Gate 1, links and anchors over the built HTML: every internal link and its #anchor lands on
 * a page and an element id, every referenced file exists, the sitemap and the prerendered
 * pages agree (printable, redirect and noindex pages aside), and every page can be reached
 * from the home page through navigation links alone.
 */
import { FAVICON_DATA_URL } from '../outputs/app-head.ts';
import { SITE_ORIGIN } from '../../shared/constants.ts';
import { hashRedirect, isPrintableUrl } from '../../shared/urls.ts';
import type { Finding } from './finding.ts';
import type { ScannedLink } from './html-scan.ts';
import type { SitePage, SiteSnapshot } from './site.ts';
import { inflateRawSync } from 'node:zlib';
import { choiceFromHash, DEFAULTS_URL } from '../../shared/defaults-explorer.ts';
import { CHECKER_HASH_KEY, CHECKER_URL, fromBase64Url } from '../../shared/tools.ts';

/** URL schemes a link may use; anything else (javascript:, data:, vbscript:…) is a finding. */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** Where an href leads. */
export type Resolved =
  | { kind: 'external' }
  | { kind: 'page'; page: SitePage; hash: string }
  | { kind: 'file'; path: string }
  | { kind: 'broken'; rule: string; message: string };

/** Resolves an href found on `from` against the snapshot, following redirect pages once. */
export function resolveHref(site: SiteSnapshot, from: string, href: string): Resolved {
  // An empty href is the document itself (a reload link), which resolves like any other.
  const trimmed = href.trim();
  let url: URL;
  try {
    url = new URL(trimmed, `${SITE_ORIGIN}${from.endsWith('.html') ? '/' : from}`);
  } catch {
    return { kind: 'broken', rule: 'bad-url', message: `unparseable URL ${href}` };
  }
  if (!ALLOWED_SCHEMES.has(url.protocol)) return { kind: 'broken', rule: 'url-scheme', message: `scheme ${url.protocol} in ${href}` };
  if (url.origin !== SITE_ORIGIN) return { kind: 'external' };
  if (trimmed.endsWith('#')) return { kind: 'broken', rule: 'empty-anchor', message: `empty fragment in ${href}` };
  let pathname: string;
  let hash: string;
  try {
    pathname = decodeURIComponent(url.pathname);
    hash = decodeURIComponent(url.hash.slice(1));
  } catch {
    return { kind: 'broken', rule: 'bad-url', message: `bad percent-encoding in ${href}` };
  }
  const page = site.pages.get(pathname);
  // The app moves some anchors to another page before it renders (shared/urls.ts).
  const moved = hash === '' ? null : hashRedirect(pathname, `#${hash}`);
  if (page !== undefined && moved !== null && !page.scan.ids.has(hash)) return resolveHref(site, pathname, moved);
  if (page !== undefined) {
    const redirect = page.scan.refreshTo;
    if (redirect === undefined) return { kind: 'page', page, hash };
    const onward = resolveHref(site, pathname, hash === '' ? redirect : `${redirect.split('#')[0] ?? ''}#${hash}`);
    return onward.kind === 'broken' ? { kind: 'broken', rule: onward.rule, message: `${href} redirects to ${redirect}: ${onward.message}` } : onward;
  }
  if (site.files.has(pathname)) return { kind: 'file', path: pathname };
  const slash = !pathname.endsWith('/') && site.pages.has(`${pathname}/`);
  return { kind: 'broken', rule: 'broken-link', message: `${href}: no page or file at ${pathname}${slash ? ` (write ${pathname}/)` : ''}` };
}

/**
 * A tool page's hash carries its state, not an anchor: the checker's `#config=…` must inflate to a
 * text (src/shared/tools.ts) and the defaults explorer's `#mode=…&target=…` name a combination it
 * has (src/shared/defaults-explorer.ts). What is wrong with such a link; undefined when it is
 * sound, null when the hash is not a tool's state.
 */
function toolStateProblem(url: string, hash: string): string | undefined | null {
  if (url === CHECKER_URL && hash.startsWith(`${CHECKER_HASH_KEY}=`)) {
    const bytes = fromBase64Url(hash.slice(CHECKER_HASH_KEY.length + 1));
    try {
      if (bytes !== undefined && bytes.length > 0) {
        new TextDecoder('utf-8', { fatal: true }).decode(inflateRawSync(bytes));
        return undefined;
      }
    } catch {
      // Reported below.
    }
    return `the checker cannot read this configuration (not deflate-raw text in base64url)`;
  }
  if (url === DEFAULTS_URL && /^(?:mode|target)=/.test(hash)) return choiceFromHash(hash) === undefined ? `the defaults explorer has no combination '${hash}'` : undefined;
  return null;
}

/** The template's inline icon (FAVICON_DATA_URL), the one `data:` URL a page may link. */
function isOwnIcon(link: ScannedLink): boolean {
  return link.source === 'link[href]' && link.rel.split(/\s+/).includes('icon') && link.href === FAVICON_DATA_URL;
}

/** Every link and anchor on every page resolves; ids are unique per page. */
export function checkLinks(site: SiteSnapshot): Finding[] {
  const findings: Finding[] = [];
  for (const page of site.pages.values()) {
    const seen = new Set<string>();
    for (const link of page.scan.links) {
      const key = `${link.source} ${link.href}`;
      if (seen.has(key) || isOwnIcon(link)) continue;
      seen.add(key);
      const resolved = resolveHref(site, page.url, link.href);
      if (resolved.kind === 'broken') findings.push({ rule: resolved.rule, page: page.url, message: `${link.source} ${resolved.message}` });
      else if (resolved.kind === 'page' && resolved.hash !== '' && !resolved.page.scan.ids.has(resolved.hash)) {
        const problem = toolStateProblem(resolved.page.url, resolved.hash);
        if (problem !== undefined) findings.push({ rule: 'broken-anchor', page: page.url, message: `${link.source} ${link.href}: ${problem ?? `${resolved.page.url} has no element with id '${resolved.hash}'`}` });
      }
    }
    for (const id of page.scan.duplicateIds) findings.push({ rule: 'duplicate-id', page: page.url, message: `id '${id}' occurs more than once` });
  }
  return findings;
}

/** Whether a page belongs in the sitemap: a route that is indexable and not a redirect or printable page. */
export function belongsInSitemap(page: SitePage): boolean {
  return page.url.endsWith('/') && !page.scan.noindex && page.scan.refreshTo === undefined && !isPrintableUrl(page.url);
}

/** The sitemap lists exactly the indexable prerendered pages. */
export function checkSitemap(site: SiteSnapshot): Finding[] {
  const findings: Finding[] = [];
  const listed = new Set<string>();
  if (site.sitemap.length === 0) findings.push({ rule: 'sitemap', page: '/sitemap.xml', message: 'no sitemap entries' });
  for (const loc of site.foreignSitemapEntries) findings.push({ rule: 'sitemap', page: '/sitemap.xml', message: `${loc} is not on ${SITE_ORIGIN}` });
  for (const url of site.sitemap) {
    if (listed.has(url)) findings.push({ rule: 'sitemap', page: '/sitemap.xml', message: `${url} is listed twice` });
    listed.add(url);
    const page = site.pages.get(url);
    if (page === undefined) findings.push({ rule: 'sitemap', page: '/sitemap.xml', message: `${url} is listed but no page was prerendered there` });
    else if (!belongsInSitemap(page)) findings.push({ rule: 'sitemap', page: '/sitemap.xml', message: `${url} is listed but is a noindex, redirect or printable page` });
  }
  for (const page of site.pages.values()) {
    if (belongsInSitemap(page) && !listed.has(page.url)) findings.push({ rule: 'sitemap', page: page.url, message: 'prerendered but missing from sitemap.xml' });
  }
  return findings;
}

/** Every indexable page can be reached from `start` by following navigation links only. */
export function checkReachability(site: SiteSnapshot, start = '/'): Finding[] {
  const reached = new Set<string>();
  const queue: string[] = [];
  const visit = (url: string): void => {
    if (reached.has(url)) return;
    reached.add(url);
    queue.push(url);
  };
  if (site.pages.has(start)) visit(start);
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const page = site.pages.get(url);
    for (const link of page?.scan.links ?? []) {
      if (!link.inNavigation || !link.source.startsWith('a[')) continue;
      const resolved = resolveHref(site, url, link.href);
      if (resolved.kind === 'page') visit(resolved.page.url);
    }
  }
  return [...site.pages.values()]
    .filter((p) => belongsInSitemap(p) && !reached.has(p.url))
    .map((p) => ({ rule: 'unreachable', page: p.url, message: `no navigation path from ${start} leads here` }));
}

/**
 * One `h1` on every page a reader lands on (the sitemap's pages, the printable pages and the
 * not-found page): the page title, and no second one from a README or a page body. A printable
 * page's parts sit under h2s (src/build/content/printables.ts).
 */
export function checkSingleH1(site: SiteSnapshot): Finding[] {
  const findings: Finding[] = [];
  for (const page of site.pages.values()) {
    if (!belongsInSitemap(page) && !isPrintableUrl(page.url) && page.url !== '/404.html') continue;
    if (page.scan.headingOnes !== 1) findings.push({ rule: 'single-h1', page: page.url, message: `${page.scan.headingOnes} h1 elements; a page has exactly one, its title` });
  }
  return findings;
}
