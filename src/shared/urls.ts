/** URL helpers shared by the build, the prerenderer and the browser. */
import { DOCUMENTATION_SECTIONS, PRINTABLE_SECTIONS, SITE_NAME, SITE_ORIGIN } from './constants.ts';

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
