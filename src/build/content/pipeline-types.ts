/** The content pipeline's options and results (pipeline.ts runs it; outputs.ts and the prerender read its result). */
import type { ContentNode, NavTree, PageData } from '../../shared/types.ts';
import type { SiteHighlighter } from '../markdown/highlight.ts';
import type { TextSection } from '../markdown/rehype-page.ts';
import type { CodeBlock } from '../markdown/remark-blocks.ts';
import type { readGitHistory } from './contributors.ts';
import type { createRenderEnv, ReadmeProvider, RenderedFile } from './render-file.ts';
import type { ContentFile } from './scan.ts';

/** Options of one pipeline run. */
export interface PipelineOptions {
  /** Repository root. */
  root: string;
  /** Content folder, relative to root. */
  contentDir: string;
  /** Output folder for generated data. */
  outDir: string;
  /** READMEs for third-party pages; without it such pages fail the build. */
  readmes?: ReadmeProvider;
  /** Read git history for contributors and dates (default true; fixtures turn it off for stable output). */
  git?: boolean;
  /** Build the generated API reference when the content has its index page (default true). */
  reference?: boolean;
  /** Broken links fail the run (default); the dev server only warns so a writer keeps a running site. */
  strictLinks?: boolean;
  /** A highlighter to reuse between runs (dev mode). */
  highlighter?: SiteHighlighter;
  /** Render on worker threads (the production build); their READMEs come from the standard cache. */
  parallel?: boolean;
  /** What the dev server keeps between runs so a save re-renders only what changed. */
  reuse?: PipelineReuse;
  /**
   * Called once `nav.json` is written, before the pages render, when every frontmatter is valid
   * (the build then makes the prerender bundle and the service worker meanwhile). The final tree must be the same.
   */
  onNav?: () => void;
  /**
   * Called once `search-sources.json` is written, as soon as every page's search record is known
   * and before the pipeline's last steps (the build starts the search index's thread then, on the
   * core those steps leave idle). Without it the file is written with the other outputs.
   */
  onSearchSources?: () => void;
  /** The content folder's files, when the caller has scanned it already (`npm run build`, build-worker.ts); else the pipeline scans it. */
  files?: readonly ContentFile[];
}

/**
 * Kept between runs of the pipeline (the dev server): each rendered file with the stamp of its
 * source and of every file it includes, and the git history (read once per server start).
 */
export interface PipelineReuse {
  /** Rendered files by content-relative path. */
  renders: Map<string, { stamp: string; rendered: RenderedFile }>;
  /** The git history of the first run. */
  history?: Awaited<ReturnType<typeof readGitHistory>>;
  /** The renderer of the first run. */
  env?: ReturnType<typeof createRenderEnv>;
  /** What the last run wrote, by file: unchanged outputs are neither read nor written again. */
  written?: Map<string, string>;
  /** The API reference's pages as the last run rendered them, and what they were rendered from (`referenceKey`). */
  reference?: { key: string; files: RenderedFile[] };
}

/** Search material of one page. */
export interface SearchSource {
  /** Route. */
  url: string;
  /** Page title. */
  title: string;
  /** Description. */
  description: string;
  /** Section the page belongs to (`configuration`, '' for root pages). */
  section: string;
  /** npm package of a third-party page (its README); absent on first-party pages. */
  package?: string;
  /** Readers' words for the page as a whole (frontmatter `asks.page`); a section's are on the section. */
  asks?: string[];
  /** Words naming the page's subject beside webpack (frontmatter `about`). */
  about?: string[];
  /** Heading slices. */
  sections: TextSection[];
}

/** Code blocks of one page, for the documentation checks. */
export interface PageCodeBlocks {
  /** Repository-relative file. */
  file: string;
  /** Route. */
  url: string;
  /** Blocks in source order. */
  blocks: CodeBlock[];
  /** Text of every heading. */
  headings: string[];
}

/** A route the prerenderer writes. */
export interface RouteEntry {
  /** Route. */
  url: string;
  /** Page data id (`.generated/pages/<id>.json` or `printable/<id>.json`). */
  id: string;
  /** What renders it. */
  kind: 'doc' | 'printable';
}

/** What a pipeline run produced. */
export interface PipelineResult {
  /** The slim navigation tree. */
  nav: NavTree;
  /** The full page index. */
  index: ContentNode;
  /** Every page's data. */
  pages: PageData[];
  /** Printable pages' data. */
  printables: PageData[];
  /** Routes to prerender. */
  routes: RouteEntry[];
  /** Search material. */
  search: SearchSource[];
  /** Code blocks per page. */
  codeBlocks: PageCodeBlocks[];
  /** Files pulled in by includes (watched in dev). */
  includes: Set<string>;
}
