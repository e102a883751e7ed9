/** The real renderer, set up once, for the hostile-content tests (unit and browser). */
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { ContentError } from '../../src/build/content/frontmatter.ts';
import { createSiteHighlighter } from '../../src/build/markdown/highlight.ts';
import { createRenderer } from '../../src/build/markdown/render.ts';

/** Renders markdown as a page body, or a README body, the way the build does. */
export interface HostileRenderer {
  /** A content page's body. */
  markdown: (md: string) => string;
  /** A third-party page's body from its README. */
  readme: (md: string) => string;
}

/** The build's renderer with its highlighter; includes are refused (content has none here). */
export async function createHostileRenderer(): Promise<HostileRenderer> {
  const render = createRenderer({
    highlighter: await createSiteHighlighter(),
    readFile: (file) => {
      throw new Error(`hostile content asked to include ${file}`);
    },
  });
  const safely = (input: Parameters<typeof render>[0]): string => {
    try {
      return render(input).html;
    } catch (error) {
      // Refusing the input with a clear content error is a safe outcome too.
      if (error instanceof ContentError) return '';
      throw error;
    }
  };
  return {
    markdown: (md) => safely({ file: 'content/hostile.md', markdown: md, lineOffset: 0 }),
    readme: (md) =>
      safely({
        file: 'content/loaders/_hostile-loader.md',
        markdown: md,
        lineOffset: 0,
        readme: { repository: { slug: 'evil/hostile-loader', directory: '' }, packagePages: new Map([['css-loader', '/loaders/css-loader/']]) },
      }),
  };
}

/**
 * The seeded broken renderer: the same markdown chain with raw HTML but without the sanitiser,
 * which is what the gate exists to catch.
 */
export function unsanitisedRenderer(): (md: string) => string {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(rehypeStringify);
  return (md) => String(processor.processSync(md));
}
