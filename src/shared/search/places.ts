/**
 * Where a page sits on the site, for ranking and for the result labels: its section (the first
 * segment of its URL, named by the title of that section's index page: `/configuration/output/`
 * is in 'Configuration', so its results read 'Configuration › Output' and never get mistaken
 * for 'Concepts › Output'), whether it is a blog post, and whether it is a third-party package's
 * README.
 */
import type { SearchPage, SearchTables } from './records.ts';
import { isGeneratedReferenceUrl } from '../view-urls.ts';

/** The section of a page URL: `configuration` for `/configuration/output/`; '' for a root page or a section index. */
export function sectionOf(url: string): string {
  const segments = url.split('/').filter((s) => s !== '');
  return segments.length > 1 ? (segments[0] ?? '') : '';
}

/** Section index titles by section, computed once per index. */
const titleCache = new WeakMap<SearchTables, Map<string, string>>();

/** The name of the section a page is in ('' for a root page or a section index page). */
export function sectionTitle(tables: SearchTables, page: SearchPage): string {
  let titles = titleCache.get(tables);
  if (titles === undefined) {
    titles = new Map();
    for (const p of tables.pages) if (/^\/[^/]+\/$/.test(p.url)) titles.set(p.url.slice(1, -1), p.title);
    titleCache.set(tables, titles);
  }
  const section = sectionOf(page.url);
  return section === '' ? '' : (titles.get(section) ?? '');
}

/** The kind of entry in a shared page's title of the generated API reference (api-reference/pages.ts `pageTitle`). */
const SHARED_REFERENCE_TITLE = /^(Classes|Plugins|Interfaces|Types|Namespaces): /;

/**
 * A group label: 'Configuration › Output', or the page title alone outside a section. A page of
 * the generated API reference says so ('API › Reference › Compiler'): 'API › Compiler' beside the
 * written 'API › Compiler Hooks' read as another page about the same (reader review, session 27).
 * A shared one is named by its kind ('API › Reference › Plugins'): its title names the range of
 * entries it holds ('Plugins: AbstractLibraryPlugin and 31 more'), and above a result for
 * DefinePlugin read as another plugin's page (reader review, session 25).
 */
export function placeLabel(section: string, title: string, url = ''): string {
  const generated = isGeneratedReferenceUrl(url);
  const kind = generated ? SHARED_REFERENCE_TITLE.exec(title)?.[1] : undefined;
  const name = generated ? `Reference › ${kind ?? title}` : title;
  return section === '' || section === name ? name : `${section} › ${name}`;
}

/** Whether a page is a blog post (or the blog's index). */
export function isBlog(url: string): boolean {
  return url.startsWith('/blog/');
}

/** Whether a page is the community's list of third-party loaders, plugins and tools (a line and a link each). */
export function isCommunityList(url: string): boolean {
  return url === '/awesome-webpack/';
}

/** Whether a page is the glossary (one line per term, each linking to the page that explains it). */
export function isGlossary(url: string): boolean {
  return url === '/glossary/';
}

/**
 * Whether a page is a catalogue of webpack's internal classes (`DeterministicModuleIdsPlugin`,
 * `WebpackOptionsApply`): one short entry per class that the options turn on, each named after
 * an option's words. It answers a class name, not the words of the option it implements.
 */
export function isInternalCatalogue(url: string): boolean {
  return url === '/plugins/internal-plugins/';
}
