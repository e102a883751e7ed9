/**
 * The reference's index page (`{{api-reference}}` in content/api/reference.md): every reference
 * page, grouped under a heading per kind of entry, so the page gets an "On this page" list and a
 * search slice per kind like a written page. A reader review found one list of 67 items with no
 * heading. The pages' URLs and the entries' anchors are unchanged.
 */
import { fillMarker, linksOf } from '../content/generated-part.ts';
import type { PageRecord } from '../content/page-record.ts';
import { escapeHtml } from './html.ts';
import type { ApiEntry } from './model.ts';
import { CATEGORIES, type Category } from './pages.ts';
import { entryUrl, heading, type RenderedReference } from './render.ts';
import type { referenceContext } from './reference.ts';
import { REFERENCE_URL } from './reference.ts';

/** A paragraph `{{api-reference}}` becomes the index list. */
export const API_REFERENCE_MARKER = '<p>{{api-reference}}</p>';

/** What a kind's section says above its pages; plain text, code in backticks. */
const INTRO: Readonly<Record<Category, string>> = {
  Classes: 'The classes plugin authors use most have a page each; the other classes share pages in name order.',
  Plugins: 'The classes whose names end in `Plugin`: the plugins webpack ships.',
  Interfaces: 'The shapes of the objects that signatures name: options, arguments and results.',
  Types: 'The type aliases that signatures name, such as the unions of values an option takes.',
  Namespaces: 'What `require(\'webpack\')` exports, namespace by namespace: `webpack` itself, then the nested ones such as `webpack.sources`.',
};

/** The heading id of a kind's section on the index page. */
export function categoryId(category: Category): string {
  return category.toLowerCase();
}

/** The index list and what the pipeline collects from it; `taken` is the page's own ids, which the headings must not reuse. */
export function referenceIndex(context: ReturnType<typeof referenceContext>, taken: ReadonlySet<string>): RenderedReference {
  const item = (entry: ApiEntry): string => `<a href="${entryUrl(context, entry.name) ?? ''}">${escapeHtml(entry.name)}</a>`;
  const out: RenderedReference = { html: '', anchors: [], ids: new Set(), links: [], sections: [], headings: [] };
  const parts: string[] = [];
  for (const category of CATEGORIES) {
    const pages = context.pages.filter((page) => page.category === category);
    if (pages.length === 0) continue;
    const id = categoryId(category);
    if (taken.has(id)) throw new Error(`the API reference index page already has an element with the id "${id}" its "${category}" heading needs`);
    const intro = INTRO[category];
    const rows = pages.map((page) => {
      const list = page.entries.length === 1 ? '' : `: ${page.entries.map(item).join(', ')}`;
      return `<li><a href="${REFERENCE_URL}${page.slug}/"><strong>${escapeHtml(page.title)}</strong></a>${list}</li>`;
    });
    parts.push(heading(2, id, category), `<p>${escapeHtml(intro).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`, `<ul>${rows.join('')}</ul>`);
    out.anchors.push({ title: category, id, level: 2 });
    out.ids.add(id);
    out.headings.push(category);
    // Only the section's sentence: the names it lists are searched on their own pages.
    out.sections.push({ id, heading: category, level: 2, text: intro.replace(/`/g, '') });
  }
  out.html = `<nav class="api-index" aria-label="API reference pages">${parts.join('')}</nav>`;
  out.links.push(...linksOf(out.html));
  return out;
}

/** Puts the index list in place of the marker on the page that holds it, with its headings, ids, search slices and links. */
export function fillReferenceIndex(page: PageRecord, context: ReturnType<typeof referenceContext>): void {
  const index = referenceIndex(context, page.ids);
  fillMarker(page, API_REFERENCE_MARKER, index);
  // The marker's paragraph was indexed as text before it was replaced.
  const sections = page.search.sections.map((s) => ({ ...s, text: s.text.replace('{{api-reference}}', '').trimEnd() }));
  page.search.sections = [...sections, ...index.sections];
}
