/** URL helpers shared by the build, the prerenderer and the browser. */
import { API_REFERENCE_URL, DOCUMENTATION_SECTIONS, PRINTABLE_SECTIONS, SITE_NAME, SITE_ORIGIN } from './constants.ts';

/** Adds the trailing slash every route carries (paths with an extension are left alone). */
export function withTrailingSlash(pathname: string): string {
  if (pathname.endsWith('/')) return pathname;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return pathname;
  return `${pathname}/`;
}

/**
 * Maps a content file (relative to `content/`) to its route: `concepts/output.md` is
 * `/concepts/output/`, `concepts/index.md` is `/concepts/`, a leading underscore is dropped.
 */
export function fileToUrl(relativeFile: string): string {
  const parts = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '').split('/');
  const last = parts.pop() ?? '';
  const slug = last.replace(/^_/, '');
  const segments = slug === 'index' ? parts : [...parts, slug];
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** The first path segment of a route: `/configuration/output/` is `configuration`. */
export function sectionOf(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/**
 * The path the not-found page is prerendered at (into `404.html`, which the server answers for
 * every unknown path). Its chrome is rendered for this path wherever it is served, so it looks the
 * same at every unknown address and hydrates without a mismatch.
 */
export const NOT_FOUND_PATH = '/404/';

/** The printable page of a section. */
export function printableUrl(section: string): string {
  return `/${section}/printable/`;
}

/** The prefix a page's ids take on its section's printable page (`/concepts/entry-points/` → `entry-points-`). */
export function printablePrefix(url: string): string {
  return `${url.split('/').filter(Boolean).slice(1).join('-') || 'index'}-`;
}

/**
 * Whether a page's body is on its section's printable page: every page of a printable section but
 * the generated API reference's entry pages (its index is there; 67 pages of signatures are not).
 */
export function isOnPrintable(url: string): boolean {
  if (url.startsWith(API_REFERENCE_URL) && url !== API_REFERENCE_URL) return false;
  return isPrintableUrl(printableUrl(sectionOf(url)));
}

/** Where a page's own part starts on its section's printable page: the h1 the printable gives it. */
export function printablePartUrl(url: string): string {
  return `${printableUrl(sectionOf(url))}#${printablePrefix(url)}title`;
}

/** Whether a route is a section's combined printable page. */
export function isPrintableUrl(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return (
    parts.length === 2 &&
    parts[1] === 'printable' &&
    (PRINTABLE_SECTIONS as readonly string[]).includes(parts[0] ?? '')
  );
}

/** Whether the header's 'Documentation' link is current for a route. */
/** Whether a page is one the build generates from webpack's types (an API reference page; its index is written by hand). */
export function isGeneratedReferenceUrl(pathname: string): boolean {
  return pathname.startsWith(API_REFERENCE_URL) && pathname !== API_REFERENCE_URL;
}

export function isDocumentationPath(pathname: string): boolean {
  return DOCUMENTATION_SECTIONS.includes(sectionOf(pathname));
}

/** Canonical URL of a route on the configured origin. */
export function canonicalUrl(pathname: string): string {
  return `${SITE_ORIGIN}${withTrailingSlash(pathname)}`;
}

/** Document title of a page. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_NAME}`;
}

/** Whether an href leaves the site (absolute with a scheme or protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * Turns an absolute link to this site's origin into a site-relative one, so search results and
 * README links navigate inside the site: `https://webpack.js.org/guides/?q#a` is `/guides/?q#a`.
 */
export function toSiteRelative(href: string, origins: readonly string[] = [SITE_ORIGIN]): string {
  for (const origin of origins) {
    if (href === origin) return '/';
    if (href.startsWith(`${origin}/`)) return href.slice(origin.length);
  }
  return href;
}

/** The id used for a page's data chunk: `/configuration/output/` is `configuration__output`. */
export function pageIdOf(url: string): string {
  const trimmed = url.replace(/^\/|\/$/g, '');
  return trimmed === '' ? 'index' : trimmed.replaceAll('/', '__');
}

/** Folder of the page-data files in the built site. */
export const PAGE_DATA_DIR = 'page-data';

/** Path of the dev server's content events: one server-sent message after each regeneration. */
export const CONTENT_EVENTS_PATH = '/__content-events';

/** Where the dev server serves the content pipeline's search sources (the browser indexes them there). */
export const DEV_SEARCH_SOURCES_URL = '/__generated/search-sources.json';

/** Site path of the data file of the page at `url` (its body and metadata as JSON). */
export function pageDataUrl(url: string): string {
  return `/${PAGE_DATA_DIR}/${pageIdOf(url)}.json`;
}

/** Redirects the hash-based move of the cache options out of 'Other Options'. */
export function hashRedirect(pathname: string, hash: string): string | null {
  if (withTrailingSlash(pathname) === '/configuration/other-options/' && hash.startsWith('#cache')) {
    return `/configuration/cache/${hash}`;
  }
  return null;
}

/**
 * Where the markdown of the page at `route` is served: `/configuration/output/index.md` (what the
 * page's own buttons fetch) and `/configuration/output.md` (the form other pages' markdown links to).
 */
export function pageMarkdownPaths(route: string): { index: string; flat: string } {
  const withSlash = withTrailingSlash(route);
  return { index: `${withSlash}index.md`, flat: withSlash === '/' ? '/index.md' : `${withSlash.slice(0, -1)}.md` };
}
