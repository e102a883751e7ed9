/** Markdown to sanitised, highlighted HTML plus what the rest of the build needs to know. */
import type { Nodes as HastNodes, Parents as HastParents, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkRehype from 'remark-rehype';
import { unified, type Plugin } from 'unified';
import { ContentError } from '../content/frontmatter.ts';
import type { Anchor } from '../../shared/types.ts';
import { rehypeDiagrams } from './diagrams.ts';
import { rehypeHighlight, type SiteHighlighter } from './highlight.ts';
import { remarkMarkdownIt } from './parse-markdown.ts';
import { rehypePmTabs } from './pm-tabs.ts';
import { README_SECTION_DEPTH, rehypePage, SECTION_DEPTH, type HeadingAnnotator, type PageCollect, type TextSection } from './rehype-page.ts';
import { remarkAlerts, remarkCodeBlocks, remarkLinkLines, type CodeBlock } from './remark-blocks.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { toSiteHtml } from './to-html.ts';
import { EXIT, walk } from './walk.ts';
import { rehypeReadmeImages } from '../third-party/readme-images.ts';
import { rehypeReadmeHeadings } from '../third-party/rehype-readme-headings.ts';
import { remarkReadme, type ReadmeContext } from '../third-party/remark-readme.ts';

/** Input of one render. */
export interface RenderInput {
  /** Repository-relative file, for error messages. */
  file: string;
  /** Markdown body (frontmatter removed). */
  markdown: string;
  /** Lines before the body in its file. */
  lineOffset: number;
  /** Set for a third-party README: turns on the README clean-up. */
  readme?: ReadmeContext;
}

/** Output of one render. */
export interface RenderOutput {
  /** Body HTML. */
  html: string;
  /** Headings of levels 1-3. */
  anchors: Anchor[];
  /** Every element id in the body. */
  ids: Set<string>;
  /** Site-relative link targets. */
  links: string[];
  /** Source line of each markdown link target. */
  linkLines: Map<string, number>;
  /** Code blocks as written. */
  codeBlocks: CodeBlock[];
  /** Files pulled in with `file=`. */
  includes: Set<string>;
  /** Text slices for search. */
  sections: TextSection[];
  /** Every heading's text. */
  headings: string[];
}

/** Dependencies of the renderer. */
export interface RendererOptions {
  /** The build's one highlighter. */
  highlighter: SiteHighlighter;
  /** Reads a repository-relative file for includes. */
  readFile: (repoRelativePath: string) => string;
  /** Adds generated content after headings of a given file (option signatures). */
  annotateHeadings?: (file: string) => HeadingAnnotator | undefined;
}

/** rehype-raw, skipped for a tree without raw HTML: it re-parses the whole tree with parse5 either way. */
const rehypeRawWhenNeeded: Plugin<[], HastRoot> = function () {
  const transform = rehypeRaw.call(this);
  return (tree, file) => {
    let raw = false;
    walk<HastNodes, HastParents>(tree, (node) => {
      if (node.type !== 'raw') return undefined;
      raw = true;
      return EXIT;
    });
    return raw ? transform(tree, file) : tree;
  };
};

/** The page's HTML, as rehype-stringify wrote it (to-html.ts). */
const rehypeSiteHtml: Plugin<[], HastRoot, string> = function () {
  this.compiler = (tree) => toSiteHtml(tree as HastRoot);
};

/** Creates a renderer; one per build, shared by every page. */
export function createRenderer(options: RendererOptions): (input: RenderInput) => RenderOutput {
  return (input) => {
    const blocks: CodeBlock[] = [];
    const includes = new Set<string>();
    const linkLines = new Map<string, number>();
    const collect: PageCollect = { anchors: [], ids: new Set(), links: [], sections: [], headings: [] };
    const fail = (line: number | undefined, message: string): never => {
      throw new ContentError(input.file, line, message);
    };
    const processor = unified()
      .use(remarkMarkdownIt)
      .use(input.readme === undefined ? [] : [[remarkReadme, input.readme]])
      .use(remarkCodeBlocks, { readFile: options.readFile, lineOffset: input.lineOffset, blocks, includes, fail, pmTabs: input.readme === undefined })
      .use(remarkAlerts)
      .use(remarkLinkLines, { lineOffset: input.lineOffset, lines: linkLines })
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRawWhenNeeded)
      .use(rehypeSanitize, sanitizeSchema)
      .use(rehypeDiagrams)
      .use(input.readme === undefined ? [] : [[rehypeReadmeHeadings, input.readme.names ?? []], [rehypeReadmeImages, { images: input.readme.images ?? {}, repository: input.readme.repository }]])
      .use(rehypePage, collect, options.annotateHeadings?.(input.file), input.readme === undefined ? SECTION_DEPTH : README_SECTION_DEPTH)
      .use(input.readme === undefined ? [rehypePmTabs] : [])
      .use(rehypeHighlight, options.highlighter)
      .use(rehypeSiteHtml);
    const mdast: MdastRoot = processor.parse(input.markdown);
    const hast: HastRoot = processor.runSync(mdast);
    const html = processor.stringify(hast);
    return { html, anchors: collect.anchors, ids: collect.ids, links: collect.links, linkLines, codeBlocks: blocks, includes, sections: collect.sections, headings: collect.headings };
  };
}
