/** Renders one content file: frontmatter, the README of a third-party page, markdown to HTML. */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ThirdParty } from '../../shared/types.ts';
import { optionHistory } from '../api-history/history.ts';
import { buildOptionSignatures, type OptionSignature } from '../docs-check/schema-type.ts';
import { optionSignatureAnnotator } from '../docs-check/signature-html.ts';
import { createSiteHighlighter, type SiteHighlighter } from '../markdown/highlight.ts';
import { createRenderer, type RenderInput, type RenderOutput } from '../markdown/render.ts';
import type { ReadmeContext } from '../third-party/remark-readme.ts';
import { placeAsks } from './asks.ts';
import { ContentError, parseFrontmatter, type Frontmatter } from './frontmatter.ts';
import type { ContentFile } from './scan.ts';

/** A README supplied for a third-party page. */
export interface ThirdPartyReadme {
  /** README markdown as published. */
  markdown: string;
  /** Links derived from the package's repository field. */
  links: ThirdParty;
  /** The package's one-line description. */
  description?: string;
  /** What the README clean-up needs. */
  context: ReadmeContext;
}

/** Supplies READMEs for `_`-prefixed pages (see third-party/readmes.ts). */
export type ReadmeProvider = (file: string, data: Frontmatter) => Promise<ThirdPartyReadme>;

/** One rendered file, as the pipeline assembles it (structured-clonable for workers). */
export interface RenderedFile {
  /** Repository-relative source path. */
  repoPath: string;
  /** The scanned file. */
  file: ContentFile;
  /** Validated frontmatter. */
  frontmatter: Frontmatter;
  /** Page description: frontmatter's, else the package description of a third-party page. */
  description?: string;
  /** Third-party links. */
  thirdParty?: ThirdParty;
  /** Rendering output. */
  out: RenderOutput;
}

/** What rendering needs. */
export interface RenderEnv {
  /** Repository root. */
  root: string;
  /** Content folder relative to the root. */
  contentDir: string;
  /** The markdown renderer. */
  render: (input: RenderInput) => RenderOutput;
  /** READMEs for third-party pages. */
  readmes?: ReadmeProvider;
}

/** Option signatures by option path (schema-type.ts). */
export type OptionSignatures = ReadonlyMap<string, OptionSignature>;

/** Creates a render environment (one highlighter, one renderer). */
export async function createRenderEnv(
  root: string,
  contentDir: string,
  options: { highlighter?: SiteHighlighter; readmes?: ReadmeProvider; signatures?: (made: () => OptionSignatures) => OptionSignatures } = {},
): Promise<{ env: RenderEnv; highlighter: SiteHighlighter; signatures: () => OptionSignatures }> {
  const highlighter = options.highlighter ?? (await createSiteHighlighter());
  const history = await optionHistory(root);
  // The option signatures are made when a configuration page first needs them, unless
  // `signatures` has them from elsewhere (a render worker, from the pool: render-worker.ts).
  let made: OptionSignatures | undefined;
  const make = (): OptionSignatures => (made ??= buildOptionSignatures(history));
  const given = options.signatures;
  const signatures = given === undefined ? make : () => given(make);
  const render = createRenderer({
    highlighter,
    annotateHeadings: optionSignatureAnnotator(signatures),
    readFile: (rel) => {
      const abs = path.resolve(root, rel);
      if (!abs.startsWith(root + path.sep)) throw new Error(`include outside the repository: ${rel}`);
      return readFileSync(abs, 'utf8');
    },
  });
  return { env: { root, contentDir, render, ...(options.readmes === undefined ? {} : { readmes: options.readmes }) }, highlighter, signatures };
}

/** Renders one file; bad content throws a ContentError naming the file and line. */
export async function renderContentFile(env: RenderEnv, file: ContentFile): Promise<RenderedFile> {
  const repoPath = `${env.contentDir}/${file.relative}`;
  const parsed = parseFrontmatter(repoPath, await readFile(file.absolute, 'utf8'));
  let markdown = parsed.body;
  let lineOffset = parsed.bodyLine - 1;
  let thirdParty: ThirdParty | undefined;
  let readme: ReadmeContext | undefined;
  let description = parsed.data.description;
  if ((file.relative.split('/').pop() ?? '').startsWith('_')) {
    if (env.readmes === undefined) throw new ContentError(repoPath, 1, 'third-party page but no README provider configured');
    if (parsed.data.package === undefined) throw new ContentError(repoPath, 1, "third-party page needs a 'package' field");
    const supplied = await env.readmes(repoPath, parsed.data);
    markdown = supplied.markdown;
    lineOffset = 0;
    thirdParty = supplied.links;
    readme = supplied.context;
    description ??= supplied.description;
  }
  const rendered = env.render({ file: repoPath, markdown, lineOffset, ...(readme === undefined ? {} : { readme }) });
  // Readers' words go on the sections they name; a key naming no heading fails here, at its line.
  const out = { ...rendered, sections: placeAsks(repoPath, parsed.data.asks, parsed.asksLine, rendered.sections).sections };
  return {
    repoPath,
    file,
    frontmatter: parsed.data,
    ...(description === undefined ? {} : { description }),
    ...(thirdParty === undefined ? {} : { thirdParty }),
    out,
  };
}
