/** Where each documented webpack version lives. */
import { CURRENT_VERSION, SITE_ORIGIN } from '../../shared/constants.ts';
import { DEFAULTS_URL } from '../../shared/defaults-explorer.ts';
import { CHECKER_URL } from '../../shared/tools.ts';

/** The last month whose blog posts the v4 site also has (webpack 5 came out in October 2020). */
const LAST_MONTH_ON_V4 = '2020-10';

/** Guides written for this site that the v4 site has no page for (issue #23: the React guide). */
const GUIDES_ONLY_HERE: ReadonlySet<string> = new Set(['/guides/react/']);

/**
 * Whether the page at `pathname` was added for webpack 5, so an older version's site has no
 * page at that path: the two tool pages, the generated API reference (`/api/reference/` and
 * below), blog posts dated after October 2020 and the guides in `GUIDES_ONLY_HERE`. A page added
 * later that the v4 site lacks belongs in this rule too.
 */
export function onlyInCurrentVersion(pathname: string): boolean {
  if (pathname === CHECKER_URL || pathname === DEFAULTS_URL || GUIDES_ONLY_HERE.has(pathname)) return true;
  if (pathname.startsWith('/api/reference/')) return true;
  const post = /^\/blog\/(\d{4}-\d{2})-\d{2}-/.exec(pathname);
  return post !== null && (post[1] ?? '') > LAST_MONTH_ON_V4;
}

/**
 * The address of `pathAndHash` in the documentation of `version`: this site (a site-relative
 * path) for the current version; for an older one the same path on the `v{version}.` host, or
 * that host's home page when the page exists only here (`onlyInCurrentVersion`).
 */
export function versionUrl(version: string, pathAndHash: string): string {
  if (version === CURRENT_VERSION) return pathAndHash;
  const origin = new URL(SITE_ORIGIN);
  const pathname = pathAndHash.replace(/[?#].*$/s, '');
  return `${origin.protocol}//v${version}.${origin.host}${onlyInCurrentVersion(pathname) ? '/' : pathAndHash}`;
}
