/**
 * The navigation tree from frontmatter alone, before any page renders. Titles, routes, sort
 * values and groups all come from frontmatter, and the prerender bundle imports nothing else
 * the pipeline makes, so the build compiles that bundle while the pages render.
 */
import type { NavTree } from '../../shared/types.ts';
import { fileToUrl } from '../../shared/urls.ts';
import { parseFrontmatter, parsePlace, type PlaceFields } from './frontmatter.ts';
import { buildNavTree, type BuiltPage } from './page-index.ts';
import type { ContentFile } from './scan.ts';

/** What a page's place in the navigation derives from: its file and its frontmatter. */
export function pagePlace(file: ContentFile, data: PlaceFields): { url: string; sort: number } {
  const isIndex = /(^|\/)index\.md$/.test(file.relative);
  return { url: fileToUrl(file.relative), sort: data.sort ?? (isIndex ? -1 : 0) };
}

/**
 * The navigation tree of `files`, their text in `sources` (by relative path, `readSources`), or
 * undefined when a frontmatter is invalid (rendering then reports it).
 */
export function navFromFrontmatter(
  contentDir: string,
  files: readonly ContentFile[],
  sources: ReadonlyMap<string, string>,
  webpackVersion: string,
  generated: readonly BuiltPage[] = [],
): NavTree | undefined {
  try {
    const pages = files.map((file): BuiltPage => {
      const repoPath = `${contentDir}/${file.relative}`;
      const source = sources.get(file.relative) ?? '';
      // The three fields alone; the whole frontmatter only where they cannot be cut out (frontmatter.ts).
      const data = parsePlace(source) ?? parseFrontmatter(repoPath, source).data;
      return {
        path: repoPath,
        relative: file.relative,
        size: file.size,
        title: data.title,
        ...pagePlace(file, data),
        ...(data.group === undefined ? {} : { group: data.group }),
        contributors: [],
        anchors: [],
      };
    });
    return buildNavTree([...pages, ...generated], webpackVersion);
  } catch {
    return undefined;
  }
}
