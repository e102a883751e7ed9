/**
 * One rendered file as the pipeline keeps it: its page data, its entry in the page index, the
 * links to check, its search material and its code blocks.
 */
import { DEFAULT_DESCRIPTION, SOURCE_BRANCH, SOURCE_REPOSITORY } from '../../shared/constants.ts';
import type { PageData } from '../../shared/types.ts';
import { PAGE_ASKS_KEY } from './asks.ts';
import { mergeContributors, type readGitHistory } from './contributors.ts';
import { pagePlace } from './early-nav.ts';
import type { LinkSource } from './links.ts';
import type { BuiltPage } from './page-index.ts';
import type { PageCodeBlocks, SearchSource } from './pipeline-types.ts';
import type { RenderedFile } from './render-file.ts';

/** A page with everything the later steps need. */
export type PageRecord = BuiltPage & { data: PageData; links: LinkSource; ids: Set<string>; search: SearchSource; blocks: PageCodeBlocks };

type History = Awaited<ReturnType<typeof readGitHistory>>['history'];

/**
 * The record of a rendered file, with its contributors and date from the git history. The dev
 * server keeps rendered files between runs (`PipelineReuse`) and later steps fill generated parts
 * into records (`fillMarker` adds ids and headings): the record gets its own copies of the
 * rendered file's collections, so a second run starts from the file as rendered.
 */
export function pageRecord({ repoPath, file, frontmatter, description, thirdParty, out }: RenderedFile, history: History): PageRecord {
  const { url, sort } = pagePlace(file, frontmatter);
  const git = history.get(repoPath);
  const contributors = mergeContributors(frontmatter.contributors ?? [], git?.authors ?? []);
  const data: PageData = {
    url,
    title: frontmatter.title,
    description: description ?? DEFAULT_DESCRIPTION,
    html: out.html,
    anchors: out.anchors,
    contributors,
    related: frontmatter.related ?? [],
    editUrl: thirdParty?.edit ?? `${SOURCE_REPOSITORY}/edit/${SOURCE_BRANCH}/${repoPath}`,
    ...(git === undefined ? {} : { lastUpdated: git.lastUpdated }),
    ...(thirdParty === undefined ? {} : { thirdParty }),
  };
  const links: LinkSource = {
    file: repoPath,
    url,
    links: [...out.links, ...(frontmatter.related ?? []).map((r) => r.url).filter((u) => u.startsWith('/'))],
    linkLines: out.linkLines,
  };
  const section = file.relative.includes('/') ? (file.relative.split('/')[0] ?? '') : '';
  return {
    path: repoPath,
    relative: file.relative,
    size: file.size,
    url,
    title: frontmatter.title,
    sort,
    ...(frontmatter.group === undefined ? {} : { group: frontmatter.group }),
    ...(description === undefined ? {} : { description }),
    contributors: contributors.flatMap((c) => (c.username === undefined ? [] : [c.username])),
    anchors: out.anchors,
    ...(frontmatter.related === undefined ? {} : { related: frontmatter.related }),
    ...(thirdParty === undefined ? {} : { thirdParty }),
    data,
    links,
    ids: new Set(out.ids),
    search: {
      url,
      title: frontmatter.title,
      description: description ?? '',
      section,
      ...(thirdParty === undefined ? {} : { package: thirdParty.packageName }),
      ...(frontmatter.asks?.[PAGE_ASKS_KEY] === undefined ? {} : { asks: frontmatter.asks[PAGE_ASKS_KEY] }),
      ...(frontmatter.about === undefined ? {} : { about: frontmatter.about }),
      sections: [...out.sections],
    },
    blocks: { file: repoPath, url, blocks: out.codeBlocks, headings: [...out.headings] },
  };
}
