/** Static side outputs: sitemap, robots.txt, the blog feed and redirects. */
import { SITE_NAME, SITE_ORIGIN } from '../../shared/constants.ts';
import type { Redirect } from '../../shared/redirects.ts';
import type { PageData } from '../../shared/types.ts';
import { canonicalUrl } from '../../shared/urls.ts';
import { escapeHtml } from '../prerender/document.ts';

/** `sitemap.xml` of the given routes. */
export function sitemapXml(entries: ReadonlyArray<{ url: string; lastUpdated?: string }>): string {
  const body = entries
    .map((e) => `  <url><loc>${escapeHtml(canonicalUrl(e.url))}</loc>${e.lastUpdated === undefined ? '' : `<lastmod>${e.lastUpdated.slice(0, 10)}</lastmod>`}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** `robots.txt` pointing at the sitemap. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /*/printable/\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`;
}

/** The blog's Atom feed. */
export function atomFeed(posts: readonly PageData[], updated: string): string {
  const entries = posts
    .map((p) => {
      const date = /(\d{4}-\d{2}-\d{2})/.exec(p.url)?.[1] ?? updated.slice(0, 10);
      return [
        '  <entry>',
        `    <title>${escapeHtml(p.title)}</title>`,
        `    <link href="${escapeHtml(canonicalUrl(p.url))}"/>`,
        `    <id>${escapeHtml(canonicalUrl(p.url))}</id>`,
        `    <updated>${date}T00:00:00Z</updated>`,
        `    <summary>${escapeHtml(p.description)}</summary>`,
        '  </entry>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>${SITE_NAME} blog</title>\n  <link href="${SITE_ORIGIN}/blog/"/>\n  <link rel="self" href="${SITE_ORIGIN}/blog/feed.xml"/>\n  <id>${SITE_ORIGIN}/blog/</id>\n  <updated>${updated}</updated>\n${entries}\n</feed>\n`;
}

/** `_redirects` in the Netlify / Cloudflare Pages format. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return `${redirects.map((r) => `${r.from} ${r.to} 301`).join('\n')}\n`;
}

/**
 * The redirect pages' one script: it goes on at once with the address's own hash (`/api/hmr/#accept`
 * to the new page's `#accept`) where the target names none; a meta refresh cannot keep it, and it
 * stays as the no-script way. The same text on every page, so the Content-Security-Policy needs
 * one hash for all of them: the target is read from the page's link.
 */
export const REDIRECT_SCRIPT = `(function(){var t=document.querySelector("main a").getAttribute("href");location.replace(t.indexOf("#")<0?t+location.hash:t)})()`;

/** A static page that sends the reader on when a host ignores `_redirects`. */
export function redirectPage(to: string): string {
  const target = escapeHtml(to);
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Redirecting…</title>\n<meta http-equiv="refresh" content="0; url=${target}">\n<link rel="canonical" href="${escapeHtml(canonicalUrl(to.split('#')[0] ?? to))}">\n<meta name="robots" content="noindex">\n</head>\n<body>\n<main><p>This page has moved to <a href="${target}">${target}</a>.</p></main>\n<script>${REDIRECT_SCRIPT}</script>\n</body>\n</html>\n`;
}
