/**
 * The build step that writes every page's markdown (`<route>index.md` and
 * `<route-without-slash>.md`, the same text) and the llms.txt files, and reports their sizes.
 * Printable pages get none: their pages have their own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NavTree, PageData } from '../../shared/types.ts';
import { pageMarkdownPaths } from '../../shared/urls.ts';
import { combinedFiles, llmsIndex } from './llms-files.ts';
import { pageMarkdown, pageSlugs } from './page-markdown.ts';

/** Size of one written llms file. */
export interface LlmsFileSize {
  /** Site path. */
  file: string;
  /** Bytes (UTF-8). */
  bytes: number;
  /** Approximate tokens: a quarter of the characters, the usual rule of thumb for English and code. */
  tokens: number;
}

/** Every page's markdown by route, in the order given. */
export function pagesMarkdown(pages: readonly PageData[]): Map<string, string> {
  const slugs = new Map(pages.map((p) => [p.url, pageSlugs(p)]));
  return new Map(pages.map((p) => [p.url, pageMarkdown(p, slugs)]));
}

/** Every file the step writes, by site path. */
export function markdownFiles(nav: NavTree, pages: readonly PageData[]): Map<string, string> {
  const markdown = pagesMarkdown(pages);
  const byRoute = new Map(pages.map((p) => [p.url, p]));
  const files = new Map<string, string>();
  for (const [route, text] of markdown) {
    const paths = pageMarkdownPaths(route);
    files.set(paths.index, text);
    files.set(paths.flat, text);
  }
  files.set('/llms.txt', llmsIndex(nav, byRoute));
  for (const [file, text] of combinedFiles(nav, byRoute, markdown)) files.set(file, text);
  return files;
}

/** Writes the markdown and llms files into `outDir`; returns their site paths and the sizes of the llms files. */
export async function writeMarkdownFiles(outDir: string, nav: NavTree, pages: readonly PageData[]): Promise<{ pages: number; files: string[]; llms: LlmsFileSize[] }> {
  const files = markdownFiles(nav, pages);
  await Promise.all(
    [...files].map(async ([file, text]) => {
      const target = path.join(outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }),
  );
  const llms = [...files].filter(([file]) => file.startsWith('/llms')).map(([file, text]) => ({ file, bytes: Buffer.byteLength(text), tokens: Math.round(text.length / 4) }));
  return { pages: pages.length, files: [...files.keys()], llms };
}

/** One line per llms file: bytes and approximate tokens. */
export function formatLlmsSizes(sizes: readonly LlmsFileSize[]): string {
  return sizes.map((s) => `  ${s.file}: ${s.bytes.toLocaleString('en')} bytes, ~${s.tokens.toLocaleString('en')} tokens`).join('\n');
}
