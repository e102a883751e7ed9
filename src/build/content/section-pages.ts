/** Generated HTML inside pages: section page lists and the id prefixes of printable pages. */
import type { Anchor, NavTree } from '../../shared/types.ts';
import { printablePrefix } from '../../shared/view-urls.ts';
import { escapeHtml } from '../prerender/document.ts';
import { headingHtml, linksOf, type GeneratedPart } from './generated-part.ts';

/** Prefixes every id and in-page hash of a page body, so several pages can share one document. */
export function prefixIds(html: string, prefix: string): string {
  return html
    .replace(/\sid="([^"]+)"/g, (_m, id: string) => ` id="${prefix}${id}"`)
    .replace(/\shref="#([^"]*)"/g, (_m, id: string) => ` href="#${prefix}${id}"`)
    .replace(/\saria-controls="([^"]+)"/g, (_m, id: string) => ` aria-controls="${prefix}${id}"`)
    .replace(/\saria-labelledby="([^"]+)"/g, (_m, ids: string) => ` aria-labelledby="${ids.split(/\s+/).map((i) => prefix + i).join(' ')}"`);
}

/**
 * Moves every heading of a page body one level down (h1 → h2 … h5 → h6), for a body shown under
 * a heading of its own. HTML has no h7, so an h6 stays an h6 and reads as its h5's sibling.
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Math.min(Number(level) + 1, 6)}`);
}

/** A page's body as its section's printable page holds it: ids prefixed, headings one level down. */
export function printableBody(url: string, html: string): string {
  return demoteHeadings(prefixIds(html, printablePrefix(url)));
}

/** A paragraph `{{section-pages}}` in a section index becomes the grouped list of its pages. */
export const SECTION_PAGES_MARKER = '<p>{{section-pages}}</p>';

/**
 * The grouped list of a section index's pages. Its group headings (at `level`: one below the
 * heading the list sits under) carry permalinks and join the page's "On this page" list
 * (`fillMarker`), like written headings.
 */
export function sectionPages(nav: NavTree, pages: ReadonlyArray<{ url: string; description?: string }>, indexUrl: string, level: 2 | 3 = 2): GeneratedPart {
  const section = nav.sections.find((s) => s.url === indexUrl);
  if (section === undefined) return { html: '', anchors: [], links: [] };
  const groups: Array<{ group: string | undefined; items: typeof section.pages }> = [];
  for (const item of section.pages.filter((p) => p.url !== indexUrl)) {
    const last = groups.at(-1);
    if (last !== undefined && last.group === item.group) last.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  // Pages without a group listed after a group's pages get a heading of their own: under none
  // they read as the group's (the loaders index listed exports-loader under "CSS").
  const other = 'Other';
  const anchors: Anchor[] = [];
  const html = groups
    .map(({ group: own, items }, i) => {
      const group = own ?? (groups.slice(0, i).some((g) => g.group !== undefined) ? other : undefined);
      const list = items
        .map((item) => {
          const description = pages.find((p) => p.url === item.url)?.description;
          return `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>${description === undefined ? '' : ` — ${escapeHtml(description)}`}</li>`;
        })
        .join('\n');
      if (group === undefined) return `<ul class="section-pages">\n${list}\n</ul>`;
      const id = `group-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      anchors.push({ title: group, id, level });
      return `${headingHtml(level, id, group)}\n<ul class="section-pages">\n${list}\n</ul>`;
    })
    .join('\n');
  return { html, anchors, links: linksOf(html) };
}
