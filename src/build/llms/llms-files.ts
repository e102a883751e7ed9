/**
 * The llmstxt.org files: `/llms.txt` (title, summary, then one `##` list per section in sidebar
 * order, each entry `[title](page.md): description`), `/llms-full.txt` (every page's markdown in
 * that order) and `/llms-<section>.txt` (one section's pages), so a tool can take what it needs.
 */
import { DEFAULT_DESCRIPTION, SITE_ORIGIN } from '../../shared/constants.ts';
import type { NavTree, PageData } from '../../shared/types.ts';
import { pageMarkdownPaths } from '../../shared/urls.ts';
import { destination, escapeText, quote } from './md-text.ts';

/** Heading of the list of pages outside the sections (`/comparison/`, `/glossary/`). */
export const ROOT_PAGES_HEADING = 'Other pages';

/** One list of llms.txt: a section (or the root pages) and its routes in sidebar order. */
export interface LlmsGroup {
  /** Section name as in the URL (`configuration`); '' for the root pages. */
  name: string;
  /** Heading of the list. */
  title: string;
  /** Routes in sidebar order. */
  routes: string[];
}

/** The groups of llms.txt in sidebar order: the sections in header order, then the root pages. */
export function llmsGroups(nav: NavTree): LlmsGroup[] {
  const groups = nav.sections.map((s) => ({ name: s.name, title: s.title, routes: s.pages.map((p) => p.url) }));
  if (nav.rootPages.length > 0) groups.push({ name: '', title: ROOT_PAGES_HEADING, routes: nav.rootPages.map((p) => p.url) });
  return groups;
}

/** Site path of a section's file. */
export function sectionFile(name: string): string {
  return `/llms-${name}.txt`;
}

const link = (text: string, url: string): string => `[${escapeText(text)}](${destination(url)})`;
const ownDescription = (page: PageData | undefined): string => (page === undefined || page.description === DEFAULT_DESCRIPTION ? '' : page.description);

/** `/llms.txt`. */
export function llmsIndex(nav: NavTree, pages: ReadonlyMap<string, PageData>): string {
  const groups = llmsGroups(nav);
  const sections = groups.filter((g) => g.name !== '').map((g) => link(g.title, `${SITE_ORIGIN}${sectionFile(g.name)}`));
  const parts = [
    '# webpack',
    quote([escapeText(DEFAULT_DESCRIPTION)]),
    `The documentation of webpack ${nav.webpackVersion}, from <${SITE_ORIGIN}/>. Every page is also markdown: its URL without the trailing slash, plus \`.md\`. All pages in one file: ${link('llms-full.txt', `${SITE_ORIGIN}/llms-full.txt`)}. One section per file: ${sections.join(', ')}.`,
  ];
  for (const group of groups) {
    parts.push(`## ${escapeText(group.title)}`);
    parts.push(
      group.routes
        .map((route) => {
          const page = pages.get(route);
          const description = ownDescription(page);
          return `- ${link(page?.title ?? route, `${SITE_ORIGIN}${pageMarkdownPaths(route).flat}`)}${description === '' ? '' : `: ${escapeText(description)}`}`;
        })
        .join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** The head of a combined file: its title and summary, closed by a thematic break before the first page. */
export function combinedHead(title: string, description: string): string {
  return `# ${escapeText(title)}\n\n${quote([escapeText(description)])}\n\n---\n`;
}

/** Pages joined into one file: the head, then each page's markdown, a blank line apart. */
export function combine(head: string, markdown: readonly string[]): string {
  return `${head}\n${markdown.join('\n')}`;
}

/** `/llms-full.txt` and each section's file, by site path. */
export function combinedFiles(nav: NavTree, pages: ReadonlyMap<string, PageData>, markdown: ReadonlyMap<string, string>): Map<string, string> {
  const groups = llmsGroups(nav);
  const of = (routes: readonly string[]): string[] => routes.map((r) => markdown.get(r) ?? '');
  const files = new Map<string, string>();
  files.set('/llms-full.txt', combine(combinedHead('webpack documentation', `Every page of the webpack ${nav.webpackVersion} documentation (${SITE_ORIGIN}/) in sidebar order.`), of(groups.flatMap((g) => g.routes))));
  for (const group of groups.filter((g) => g.name !== '')) {
    const description = ownDescription(pages.get(`/${group.name}/`)) || `The ${group.title} section of the webpack documentation.`;
    files.set(sectionFile(group.name), combine(combinedHead(`webpack documentation: ${group.title}`, description), of(group.routes)));
  }
  return files;
}
