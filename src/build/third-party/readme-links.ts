/**
 * After every page is known: links in a README that point into this site (site-relative, or
 * absolute on its origin) must resolve. A link to a page whose anchor is named differently here
 * keeps the page; a link to a page this site covers under another address goes there
 * (`COVERED_ELSEWHERE`); a link to a page this site does not have becomes plain text; an image on
 * this site's origin that does not exist here is dropped. READMEs are someone else's text, so
 * they are mended instead of failing the build.
 */
import { SITE_ORIGIN } from '../../shared/constants.ts';

/**
 * Pages READMEs link to on this site's origin that this site covers under another address:
 * css-loader's deprecation notice sends readers to a native CSS guide, which here is the
 * `experiments.css` option. The link keeps its meaning instead of becoming text.
 */
export const COVERED_ELSEWHERE: ReadonlyMap<string, string> = new Map([['/guides/native-css/', '/configuration/experiments/#experimentscss']]);

/** Mends the links of one README page's HTML. */
export function mendReadmeLinks(html: string, pageUrl: string, idsByUrl: ReadonlyMap<string, ReadonlySet<string>>, extraRoutes: ReadonlySet<string>): string {
  const own = idsByUrl.get(pageUrl) ?? new Set<string>();
  const resolve = (href: string): string | null => {
    const local = href.startsWith(SITE_ORIGIN) ? href.slice(SITE_ORIGIN.length) : href;
    if (local.startsWith('#')) {
      // README anchors follow the code host's ids, which ignore case; ours are lower case.
      const id = decodeURIComponent(local.slice(1));
      if (own.has(id)) return local;
      return own.has(id.toLowerCase()) ? `#${id.toLowerCase()}` : null;
    }
    if (!local.startsWith('/')) return href;
    const hashAt = local.indexOf('#');
    const pathOnly = (hashAt === -1 ? local : local.slice(0, hashAt)).split('?')[0] ?? '';
    const hash = hashAt === -1 ? '' : decodeURIComponent(local.slice(hashAt + 1));
    const ids = idsByUrl.get(pathOnly);
    if (ids === undefined) return extraRoutes.has(pathOnly) ? pathOnly : (COVERED_ELSEWHERE.get(pathOnly) ?? null);
    return hash === '' || ids.has(hash) ? local : pathOnly;
  };
  const unescape = (s: string): string => s.replaceAll('&#x26;', '&').replaceAll('&amp;', '&');
  let out = html.replace(/<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (whole, href: string, rest: string, inner: string) => {
    if (!href.startsWith('/') && !href.startsWith('#') && !href.startsWith(SITE_ORIGIN)) return whole;
    const target = resolve(unescape(href));
    if (target === null) return inner;
    return `<a href="${target.replaceAll('&', '&#x26;')}"${rest.replace(/\srel="noopener noreferrer"/, '')}>${inner}</a>`;
  });
  out = out.replace(/[ \t]*<img [^>]*src="(https:\/\/webpack\.js\.org\/[^"]*)"[^>]*>/g, '');
  // A link whose only content was such an image is left empty: drop it too.
  return out.replace(/[ \t]*<a [^>]*>\s*<\/a>[ \t]*/g, '');
}
