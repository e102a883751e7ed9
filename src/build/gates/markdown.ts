/**
 * The markdown gate: every route has its `.md` (both paths, the same text); no `.md` holds HTML
 * outside code; every link in every `.md` and llms file resolves to a built file and anchor (a
 * `.md` anchor to a heading of that markdown, as a viewer slugs it); `/llms.txt` lists every
 * route once in sidebar order; the combined files are the pages' markdown in that order; each
 * page's markdown holds the same words as its HTML `<main>` (95% or more); the sitemap lists
 * no markdown. Pure functions of a `MarkdownSite` (markdown-site.ts reads one from disk).
 */
import { SITE_ORIGIN } from '../../shared/constants.ts';
import { pageMarkdownPaths } from '../../shared/urls.ts';
import type { Finding } from './finding.ts';
import { resolveHref } from './links.ts';
import { wordCounts, wordOverlap } from './main-text.ts';
import { scanMarkdown, type MarkdownScan } from './md-scan.ts';
import type { SiteSnapshot } from './site.ts';

/** The least share of words a page's markdown and its HTML must have in common. */
export const MIN_WORD_OVERLAP = 0.95;

/** What the gate reads of a built site besides its HTML snapshot. */
export interface MarkdownSite {
  /** Every documentation route in sidebar order (from the page index). */
  routes: string[];
  /** `.md` files by site path. */
  markdown: ReadonlyMap<string, string>;
  /** `/llms*.txt` files by site path. */
  llms: ReadonlyMap<string, string>;
  /** Content text of each route's `<main>` (main-text.ts). */
  mainText: ReadonlyMap<string, string>;
}

/** The route whose markdown lives at a site path (`/a/b.md` and `/a/b/index.md` are `/a/b/`). */
export function routeOfMarkdown(sitePath: string): string {
  if (sitePath.endsWith('/index.md')) return sitePath.slice(0, -'index.md'.length);
  return `${sitePath.slice(0, -'.md'.length)}/`;
}

/** Checks the HTML and the links of one markdown text. */
function checkText(file: string, from: string, scan: MarkdownScan, site: SiteSnapshot, lookup: (path: string) => MarkdownScan | undefined): Finding[] {
  const findings: Finding[] = scan.html.map((html) => ({ rule: 'md-html', page: file, message: `HTML outside code: ${html.slice(0, 80)}` }));
  for (const row of scan.tablePipes) findings.push({ rule: 'md-table', page: file, message: `a code span in a table cell holds an unescaped '|' (GFM splits the cell there): ${row.slice(0, 80)}` });
  for (const url of new Set(scan.links)) {
    if (!url.startsWith(`${SITE_ORIGIN}/`) && !url.startsWith('/')) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) findings.push({ rule: 'md-link', page: file, message: `${url}: a relative link (markdown is read away from the site, so links carry the origin)` });
      continue;
    }
    const [pathname = '', hash = ''] = url.replace(SITE_ORIGIN, '').split('#');
    if (pathname.endsWith('.md')) {
      const target = lookup(pathname);
      if (target === undefined) findings.push({ rule: 'md-link', page: file, message: `${url}: no markdown at ${pathname}` });
      else if (hash !== '' && !target.slugs.has(decodeURIComponent(hash))) findings.push({ rule: 'md-anchor', page: file, message: `${url}: ${pathname} has no heading '${hash}'` });
      continue;
    }
    const resolved = resolveHref(site, from, url);
    if (resolved.kind === 'broken') findings.push({ rule: 'md-link', page: file, message: resolved.message });
    else if (resolved.kind === 'page' && resolved.hash !== '' && !resolved.page.scan.ids.has(resolved.hash)) {
      findings.push({ rule: 'md-anchor', page: file, message: `${url}: ${resolved.page.url} has no element with id '${resolved.hash}'` });
    }
  }
  return findings;
}

/** The `##` lists of llms.txt as routes, and the section files its lead paragraph links, by link text. */
function llmsLists(scan: MarkdownScan): { groups: Array<{ title: string; routes: string[] }>; files: Map<string, string> } {
  const files = new Map<string, string>();
  for (const link of scan.leadLinks) {
    const file = link.href.replace(SITE_ORIGIN, '');
    if (/^\/llms-[\w-]+\.txt$/.test(file) && file !== '/llms-full.txt') files.set(link.text, file);
  }
  return { groups: scan.groups.map((g) => ({ title: g.title, routes: g.links.map((l) => routeOfMarkdown(l.href.replace(SITE_ORIGIN, ''))) })), files };
}

/** Runs every markdown check. */
export function checkMarkdownSite(md: MarkdownSite, site: SiteSnapshot): Finding[] {
  const findings: Finding[] = [];
  // Each page is parsed once: both of its paths hold the same text (checked below).
  const parsed = new Map<string, MarkdownScan>();
  const lookup = (path: string): MarkdownScan | undefined => {
    const text = md.markdown.get(path);
    if (text === undefined) return undefined;
    const route = routeOfMarkdown(path);
    let known = parsed.get(route);
    if (known === undefined || md.markdown.get(pageMarkdownPaths(route).index) !== text) {
      known = scanMarkdown(text);
      parsed.set(route, known);
    }
    return known;
  };
  const pageText = new Map<string, string>();
  for (const route of md.routes) {
    const paths = pageMarkdownPaths(route);
    const index = md.markdown.get(paths.index);
    const flat = md.markdown.get(paths.flat);
    if (index === undefined || flat === undefined) {
      findings.push({ rule: 'md-missing', page: route, message: `no markdown at ${index === undefined ? paths.index : paths.flat}` });
      continue;
    }
    if (index !== flat) findings.push({ rule: 'md-copy', page: route, message: `${paths.index} and ${paths.flat} differ` });
    pageText.set(route, index);
    const page = lookup(paths.index);
    if (page === undefined) continue;
    findings.push(...checkText(paths.index, route, page, site, lookup));
    // The header (title, summary, URL, date) ends at the first thematic break; the title and the rest are what `<main>` shows.
    const overlap = wordOverlap(wordCounts(page.bodyText), wordCounts(md.mainText.get(route) ?? ''));
    if (overlap.ratio < MIN_WORD_OVERLAP) {
      findings.push({ rule: 'md-words', page: route, message: `${(overlap.ratio * 100).toFixed(1)}% of words shared with the HTML page (at least ${MIN_WORD_OVERLAP * 100}%); only in markdown: ${overlap.onlyA.join(' ') || '-'}; only in HTML: ${overlap.onlyB.join(' ') || '-'}` });
    }
  }
  findings.push(...checkLlms(md, site, pageText, lookup));
  for (const url of site.sitemap) if (/\.(?:md|txt)$/.test(url)) findings.push({ rule: 'md-sitemap', page: '/sitemap.xml', message: `${url} is markdown or text, not a page` });
  return findings;
}

function checkLlms(md: MarkdownSite, site: SiteSnapshot, pageText: ReadonlyMap<string, string>, lookup: (path: string) => MarkdownScan | undefined): Finding[] {
  const findings: Finding[] = [];
  const index = md.llms.get('/llms.txt');
  if (index === undefined) return [{ rule: 'llms-missing', page: '/llms.txt', message: 'no /llms.txt' }];
  const parsedIndex = scanMarkdown(index);
  findings.push(...checkText('/llms.txt', '/', parsedIndex, site, lookup));
  const { groups, files } = llmsLists(parsedIndex);
  const listed = groups.flatMap((g) => g.routes);
  const known = new Set(md.routes);
  const counts = new Map<string, number>();
  for (const r of listed) counts.set(r, (counts.get(r) ?? 0) + 1);
  for (const [r, n] of counts) if (n > 1) findings.push({ rule: 'llms-duplicate', page: '/llms.txt', message: `${r} is listed ${n} times` });
  for (const r of listed) if (!known.has(r)) findings.push({ rule: 'llms-unknown', page: '/llms.txt', message: `${r} is not a documentation route` });
  for (const r of md.routes) if (!counts.has(r)) findings.push({ rule: 'llms-missing', page: '/llms.txt', message: `${r} is not listed` });
  const order = [...new Set(listed)].filter((r) => known.has(r));
  const expected = md.routes.filter((r) => counts.has(r));
  const wrong = order.findIndex((r, i) => r !== expected[i]);
  if (wrong !== -1) findings.push({ rule: 'llms-order', page: '/llms.txt', message: `entry ${wrong + 1} is ${order[wrong] ?? ''}; in sidebar order it is ${expected[wrong] ?? ''}` });
  // Each combined file is a head, then its pages' markdown in llms.txt order.
  const combined: Array<[string, string[]]> = [['/llms-full.txt', listed]];
  for (const [title, file] of files) combined.push([file, groups.find((g) => g.title === title)?.routes ?? []]);
  for (const [file, routes] of combined) {
    const text = md.llms.get(file);
    if (text === undefined) {
      findings.push({ rule: 'llms-missing', page: file, message: 'linked from /llms.txt but not built' });
      continue;
    }
    const pages = routes.map((r) => pageText.get(r) ?? '').join('\n');
    if (!text.endsWith(pages)) findings.push({ rule: 'llms-combined', page: file, message: `is not its pages' markdown in llms.txt order (${routes.length} pages)` });
    else findings.push(...checkText(file, '/', scanMarkdown(text.slice(0, text.length - pages.length)), site, lookup));
  }
  return findings;
}
