/**
 * The data the build hands the browser. One registry of shapes for both sides: the content
 * pipeline (src/build) writes these, the app (src/app) reads them.
 */

/** One heading of a page, listed in the sidebar and used for hash scrolling. */
export interface Anchor {
  /** Heading text without markup. */
  title: string;
  /** The element id the heading carries (github-slugger). */
  id: string;
  /** Heading level: 1, 2 or 3. */
  level: number;
}

/** A 'Further Reading' link. */
export interface RelatedLink {
  /** Link text. */
  title: string;
  /** Site-relative (`/guides/caching/`) or absolute `https:` URL. */
  url: string;
}

/** Links of a page whose body is a third-party package README. */
export interface ThirdParty {
  /** npm package name. */
  packageName: string;
  /** Pinned package version the README was read from. */
  version: string;
  /** Raw README on the code host. */
  source: string;
  /** Edit page of the README on the code host. */
  edit: string;
  /** Repository home page. */
  repo: string;
}

/** What a generated page was read from (the API reference: webpack's `types.d.ts`). */
export interface GeneratedSource {
  /** The source as a reader names it: "webpack 5.113.0's types.d.ts". */
  label: string;
  /** Where to read it, at the version the page was generated from. */
  url: string;
}

/** Somebody who changed a page: a code-host user, or an author known only by name. */
export interface Contributor {
  /** Code-host username; absent for authors with no known username. */
  username?: string;
  /** Display name (the username when nothing better is known). */
  name: string;
}

/** An entry of the page index: a file (one page) or a directory (a section). */
export interface ContentNode {
  /** Source path relative to the repository root, e.g. `content/concepts/output.md`. */
  path: string;
  /** File or directory name, e.g. `output.md`. */
  name: string;
  /** Bytes of the file; for a directory the total of its children. */
  size: number;
  /** Whether this entry is a page or a section folder. */
  type: 'file' | 'directory';
  /** File extension with the dot (`.md`); empty for directories. */
  extension: string;
  /** Route of the page, with a trailing slash. */
  url: string;
  /** Page title from frontmatter (a directory takes its index page's title). */
  title: string;
  /** Sidebar order; -1 marks a section's index page. */
  sort: number;
  /** Sidebar group, e.g. `CSS` or `webpack contrib`. */
  group?: string;
  /** One-sentence summary for search and the meta description. */
  description?: string;
  /** Usernames of the page's contributors (frontmatter plus git history). */
  contributors: string[];
  /** Headings of levels 1-3. */
  anchors: Anchor[];
  /** 'Further Reading' links. */
  related?: RelatedLink[];
  /** Set on third-party pages (file name starting with `_`). */
  thirdParty?: ThirdParty;
  /** Children of a directory entry, in sidebar order. */
  children?: ContentNode[];
}

/** One page in the slim navigation tree that ships in the main bundle. */
export interface NavPage {
  /** Page title. */
  title: string;
  /** Route with trailing slash. */
  url: string;
  /** Sidebar group. */
  group?: string;
}

/** One section of the navigation tree. */
export interface NavSection {
  /** Section name as in the URL (`configuration`). */
  name: string;
  /** Section title (from its index page). */
  title: string;
  /** Section index URL. */
  url: string;
  /** Pages in sidebar order, index first. */
  pages: NavPage[];
}

/** The slim navigation tree: enough to route and draw sidebars, nothing more. */
export interface NavTree {
  /** Documentation sections in header order. */
  sections: NavSection[];
  /** Root pages such as `/comparison/`. */
  rootPages: NavPage[];
  /** The webpack version the documentation was checked against. */
  webpackVersion: string;
}

/** What the main bundle knows of the navigation before the tree loads: the sections and the webpack version. */
export interface NavSummary {
  /** Documentation sections in header order, without their pages. */
  sections: Array<Pick<NavSection, 'name' | 'title' | 'url'>>;
  /** The webpack version the documentation was checked against. */
  webpackVersion: string;
}

/** A neighbour page for previous/next links. */
export interface PageLink {
  /** Title of the neighbour. */
  title: string;
  /** Its route. */
  url: string;
}

/** Everything one documentation page needs at runtime; loaded on demand, one chunk per page. */
export interface PageData {
  /** Route. */
  url: string;
  /** Title. */
  title: string;
  /** Meta description (page's own or the site default). */
  description: string;
  /** Rendered body HTML (sanitised at build time). */
  html: string;
  /** Headings of levels 1-3. */
  anchors: Anchor[];
  /** Contributors, frontmatter first, excluded users removed. */
  contributors: Contributor[];
  /** 'Further Reading' links. */
  related: RelatedLink[];
  /** Edit location in the source repository (for a generated page, its generator's). */
  editUrl: string;
  /** Last change of the source file (ISO date), when git history has it. */
  lastUpdated?: string;
  /** Third-party links, when the page is a package README. */
  thirdParty?: ThirdParty;
  /** What the page's text was generated from, when it is not written in this repository. */
  generatedFrom?: GeneratedSource;
  /** Previous page in sidebar order. */
  prev?: PageLink;
  /** Next page in sidebar order. */
  next?: PageLink;
  /** Whether this is a combined printable page. */
  printable?: boolean;
}
