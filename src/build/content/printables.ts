/**
 * The printable page of each section: its pages' bodies in sidebar order. The page has one h1,
 * its own title; each page's title is an h2 and its headings are one level lower than on its
 * own page (ids unchanged, so links to a part keep working).
 */
import { DEFAULT_DESCRIPTION, PRINTABLE_SECTIONS, PRINTABLE_TITLE, SOURCE_BRANCH, SOURCE_REPOSITORY } from '../../shared/constants.ts';
import type { NavTree, PageData } from '../../shared/types.ts';
import { isOnPrintable, printablePrefix, printableUrl } from '../../shared/view-urls.ts';
import { escapeHtml } from '../prerender/document.ts';
import type { PageRecord } from './page-record.ts';
import { printableBody } from './section-pages.ts';

/** One printable page per printable section that has pages; ids are prefixed per page so they stay unique. */
export function printablePages(nav: NavTree, built: readonly PageRecord[], contentDir: string): PageData[] {
  const printables: PageData[] = [];
  for (const section of PRINTABLE_SECTIONS) {
    const navSection = nav.sections.find((s) => s.name === section);
    if (navSection === undefined) continue;
    // The reference's own pages are left out: its index lists them, and together they are megabytes.
    const pages = navSection.pages.filter((p) => isOnPrintable(p.url)).map((p) => built.find((b) => b.url === p.url)).filter((b) => b !== undefined);
    const html = pages
      .map((p) => {
        const prefix = printablePrefix(p.url);
        return `<section class="printable-page" aria-labelledby="${prefix}title"><h2 id="${prefix}title">${escapeHtml(p.title)}</h2>\n${printableBody(p.url, p.data.html)}</section>`;
      })
      .join('\n');
    printables.push({
      url: printableUrl(section),
      title: PRINTABLE_TITLE,
      description: DEFAULT_DESCRIPTION,
      html,
      anchors: [],
      contributors: [],
      related: [],
      editUrl: `${SOURCE_REPOSITORY}/tree/${SOURCE_BRANCH}/${contentDir}/${section}`,
      printable: true,
    });
  }
  return printables;
}
