/** The page index (every field of the spec's content node) and the slim navigation tree. */
import { SECTIONS } from '../../shared/constants.ts';
import type { Anchor, ContentNode, NavPage, NavSection, NavTree, PageLink, RelatedLink, ThirdParty } from '../../shared/types.ts';
import { sortPages } from './sort.ts';

/** A page as the pipeline knows it after rendering. */
export interface BuiltPage {
  /** Repository-relative source path. */
  path: string;
  /** Path relative to the content folder. */
  relative: string;
  /** File bytes. */
  size: number;
  /** Route. */
  url: string;
  /** Title. */
  title: string;
  /** Sort value. */
  sort: number;
  /** Group. */
  group?: string;
  /** Description. */
  description?: string;
  /** Contributor usernames. */
  contributors: string[];
  /** Anchors. */
  anchors: Anchor[];
  /** Related links. */
  related?: RelatedLink[];
  /** Third-party links. */
  thirdParty?: ThirdParty;
}

function fileNode(page: BuiltPage): ContentNode {
  const name = page.relative.split('/').pop() ?? page.relative;
  return {
    path: page.path,
    name,
    size: page.size,
    type: 'file',
    extension: name.slice(name.lastIndexOf('.')),
    url: page.url,
    title: page.title,
    sort: page.sort,
    ...(page.group === undefined ? {} : { group: page.group }),
    ...(page.description === undefined ? {} : { description: page.description }),
    contributors: page.contributors,
    anchors: page.anchors,
    ...(page.related === undefined ? {} : { related: page.related }),
    ...(page.thirdParty === undefined ? {} : { thirdParty: page.thirdParty }),
  };
}

/** Pages of one section (`configuration`) or of the root (''), in sidebar order. */
export function sectionPages(pages: readonly BuiltPage[], section: string): BuiltPage[] {
  return sortPages(
    pages.filter((p) => {
      const parts = p.relative.split('/');
      // Deeper pages (the generated API reference, `api/reference/<page>`) belong to their first folder's section.
      return section === '' ? parts.length === 1 : parts.length >= 2 && parts[0] === section;
    }),
  );
}

/** Builds the directory tree rooted at `contentRoot` (repository-relative, e.g. `content`). */
export function buildPageIndex(pages: readonly BuiltPage[], contentRoot: string): ContentNode {
  const sections = [...new Set(pages.map((p) => p.relative.split('/')).filter((parts) => parts.length > 1).map((parts) => parts[0] ?? ''))].sort();
  const children: ContentNode[] = sectionPages(pages, '').map(fileNode);
  for (const section of sections) {
    const files = sectionPages(pages, section).map(fileNode);
    const index = files.find((f) => f.sort === -1);
    children.push({
      path: `${contentRoot}/${section}`,
      name: section,
      size: files.reduce((sum, f) => sum + f.size, 0),
      type: 'directory',
      extension: '',
      url: `/${section}/`,
      title: index?.title ?? section,
      sort: index?.sort ?? 0,
      contributors: [],
      anchors: [],
      children: files,
    });
  }
  return {
    path: contentRoot,
    name: contentRoot.split('/').pop() ?? contentRoot,
    size: children.reduce((sum, c) => sum + c.size, 0),
    type: 'directory',
    extension: '',
    url: '/',
    title: 'Home',
    sort: -1,
    contributors: [],
    anchors: [],
    children,
  };
}

function navPage(page: BuiltPage): NavPage {
  // Pages are listed in sidebar order already: the browser needs no sort keys.
  return { title: page.title, url: page.url, ...(page.group === undefined ? {} : { group: page.group }) };
}

/** The slim tree for the main bundle: titles, urls and groups, in sidebar order. */
export function buildNavTree(pages: readonly BuiltPage[], webpackVersion: string): NavTree {
  const present = new Set(pages.map((p) => p.relative.split('/')).filter((parts) => parts.length > 1).map((parts) => parts[0] ?? ''));
  const ordered = [...SECTIONS.filter((s) => present.has(s)), ...[...present].filter((s) => !(SECTIONS as readonly string[]).includes(s)).sort()];
  const sections: NavSection[] = ordered.map((name) => {
    const list = sectionPages(pages, name);
    const index = list.find((p) => p.sort === -1);
    return { name, title: index?.title ?? name, url: `/${name}/`, pages: list.map(navPage) };
  });
  return { sections, rootPages: sectionPages(pages, '').map(navPage), webpackVersion };
}

/** Previous and next pages of every page, in sidebar order within its section. */
export function neighbours(nav: NavTree): Map<string, { prev?: PageLink; next?: PageLink }> {
  const out = new Map<string, { prev?: PageLink; next?: PageLink }>();
  for (const section of nav.sections) {
    section.pages.forEach((page, i) => {
      const prev = section.pages[i - 1];
      const next = section.pages[i + 1];
      out.set(page.url, {
        ...(prev === undefined ? {} : { prev: { title: prev.title, url: prev.url } }),
        ...(next === undefined ? {} : { next: { title: next.title, url: next.url } }),
      });
    });
  }
  return out;
}
