/**
 * Generated HTML put in place of a marker paragraph on a rendered page (`{{section-pages}}`,
 * `{{api-reference}}`): its headings join the page's anchors at the marker's place in document
 * order (so "On this page" lists them), its ids and links join the page's (so links to them are
 * checked), and its heading texts join what the documentation checks read.
 */
import type { Anchor } from '../../shared/types.ts';
import { escapeHtml } from '../prerender/document.ts';
import type { PageRecord } from './page-record.ts';

/** What a generated part adds to its page. */
export interface GeneratedPart {
  html: string;
  anchors: readonly Anchor[];
  /** Site-relative links it holds (`/path/`, `#id`). */
  links: readonly string[];
}

/** Replaces `marker` on `page` with `part`; a page without the marker is left as it is. */
export function fillMarker(page: PageRecord, marker: string, part: GeneratedPart): void {
  const at = page.data.html.indexOf(marker);
  if (at === -1) return;
  for (const anchor of part.anchors) {
    if (page.ids.has(anchor.id)) throw new Error(`${page.path}: the generated heading "${anchor.title}" needs the id "${anchor.id}", which the page already uses`);
  }
  // Headings written after the marker stay after the generated ones.
  const before = anchorsBefore(page, at);
  const after = page.anchors.filter((a) => !before.includes(a));
  page.data.html = `${page.data.html.slice(0, at)}${part.html}${page.data.html.slice(at + marker.length)}`;
  page.anchors = [...before, ...part.anchors, ...after];
  page.data.anchors = page.anchors;
  for (const anchor of part.anchors) page.ids.add(anchor.id);
  page.links = { ...page.links, links: [...page.links.links, ...part.links] };
  page.blocks.headings.push(...part.anchors.map((a) => a.title));
}

/** The site-relative links (`/…`, `#…`) of an HTML fragment. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/ href="([/#][^"]*)"/g)].flatMap(([, href]) => (href === undefined ? [] : [href]));
}

/** The level for headings a part puts at the marker: one below the heading before it (h2 on a page with none), at most h3. */
export function levelAtMarker(page: PageRecord, marker: string): 2 | 3 {
  const level = anchorsBefore(page, page.data.html.indexOf(marker)).at(-1)?.level ?? 1;
  return level >= 2 ? 3 : 2;
}

/** The page's anchors whose heading comes before position `at` of its HTML, in order. */
function anchorsBefore(page: PageRecord, at: number): Anchor[] {
  return page.anchors.filter((a) => {
    const position = page.data.html.indexOf(` id="${a.id}"`);
    return position !== -1 && position < at;
  });
}

/** A generated heading with the permalink written headings get (`rehype-page.ts`). */
export function headingHtml(level: 2 | 3, id: string, text: string): string {
  const safe = escapeHtml(text);
  return `<h${level} id="${escapeHtml(id)}">${safe}<a class="heading-link" href="#${escapeHtml(id)}" aria-label="Permalink to ${safe}">#</a></h${level}>`;
}
