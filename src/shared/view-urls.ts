/**
 * URL helpers only code loaded after the first paint (the page view, the sidebar, search) and
 * the build use. urls.ts is in the first-load bundle, and with it every export of it that any
 * chunk uses (webpack keeps a module's used exports wherever the module is): these would ride along.
 */
import { API_REFERENCE_URL, SITE_ORIGIN } from './constants.ts';
import { isPrintableUrl, sectionOf } from './urls.ts';

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

/** Where a page's own part starts on its section's printable page: the h2 the printable gives it. */
export function printablePartUrl(url: string): string {
  return `${printableUrl(sectionOf(url))}#${printablePrefix(url)}title`;
}

/** Whether a page is one the build generates from webpack's types (an API reference page; its index is written by hand). */
export function isGeneratedReferenceUrl(pathname: string): boolean {
  return pathname.startsWith(API_REFERENCE_URL) && pathname !== API_REFERENCE_URL;
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
