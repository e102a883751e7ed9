/**
 * One page as markdown: a short header (title, summary, canonical URL, last update) closed by a
 * thematic break, then what the page's `<main>` shows: the third-party disclaimer, the body and
 * the further-reading links. Links carry the site's origin and go to another page's `.md` when
 * the heading they name exists there, else to the HTML page.
 */
import { packageNotice } from '../../shared/third-party.ts';
import GithubSlugger from 'github-slugger';
import { DEFAULT_DESCRIPTION, SITE_ORIGIN } from '../../shared/constants.ts';
import type { PageData } from '../../shared/types.ts';
import { canonicalUrl, isExternalHref, pageMarkdownPaths } from '../../shared/urls.ts';
import { destination, escapeLineStart, escapeText, quote } from './md-text.ts';
import { bodyHeadings, bodyMarkdown } from './to-markdown.ts';

/** Heading of the related links, as the page shows it. */
export const RELATED_HEADING = 'Further Reading';

/** Heading ids a markdown viewer gives a page's markdown (github-slugger over each heading, title first). */
export function pageSlugs(page: PageData): Set<string> {
  const slugger = new GithubSlugger();
  const texts = [page.title, ...bodyHeadings(page.html), ...(page.related.length > 0 ? [RELATED_HEADING] : [])];
  return new Set(texts.map((t) => slugger.slug(t)));
}

/**
 * Where a link of the page at `from` points in markdown: site links get the origin, and a link
 * to a page whose markdown has the heading (or to no heading) goes to that markdown.
 */
export function markdownHref(href: string, from: string, slugsByRoute: ReadonlyMap<string, ReadonlySet<string>>): string {
  if (isExternalHref(href)) return href;
  const absolute = href.startsWith('#') ? `${from}${href}` : href;
  if (!absolute.startsWith('/')) return href;
  const hashAt = absolute.indexOf('#');
  const pathname = hashAt === -1 ? absolute : absolute.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : absolute.slice(hashAt + 1);
  const slugs = slugsByRoute.get(pathname);
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    // A malformed escape is left to the HTML page's link check.
  }
  if (slugs !== undefined && (hash === '' || slugs.has(id))) return `${SITE_ORIGIN}${pageMarkdownPaths(pathname).flat}${hash === '' ? '' : `#${hash}`}`;
  return `${SITE_ORIGIN}${absolute}`;
}

const link = (text: string, url: string): string => `[${escapeText(text)}](${destination(url)})`;

/** The header: title, summary, canonical URL and last update, closed by a thematic break. */
function header(page: PageData): string[] {
  const out = [`# ${escapeText(page.title)}`];
  if (page.description !== '' && page.description !== DEFAULT_DESCRIPTION) out.push(quote([escapeLineStart(escapeText(page.description))]));
  const facts = [`- Canonical URL: <${canonicalUrl(page.url)}>`];
  if (page.lastUpdated !== undefined) facts.push(`- Last updated: ${page.lastUpdated.slice(0, 10)}`);
  out.push(facts.join('\n'), '---');
  return out;
}

/** The disclaimer a third-party page shows above its README, with its source and repository. */
function disclaimer(page: PageData): string[] {
  const t = page.thirdParty;
  if (t === undefined) return [];
  const text = packageNotice(t).text;
  return [quote([`**Disclaimer:** ${escapeText(text)} ${link('Source README', t.source)}, ${link('repository', t.repo)}.`])];
}

/** A page's whole markdown document. */
export function pageMarkdown(page: PageData, slugsByRoute: ReadonlyMap<string, ReadonlySet<string>>): string {
  const href = (url: string): string => markdownHref(url, page.url, slugsByRoute);
  const parts = [...header(page), ...disclaimer(page), ...bodyMarkdown(page.html, { href })];
  if (page.related.length > 0) parts.push(`## ${RELATED_HEADING}`, page.related.map((r) => `- ${link(r.title, href(r.url))}`).join('\n'));
  return `${parts.join('\n\n')}\n`;
}
