/** Links of a package's repository, from its package.json `repository` field. */
import type { ThirdParty } from '../../shared/types.ts';

/** Where a package's sources live on the code host. */
export interface RepositoryInfo {
  /** `owner/name`. */
  slug: string;
  /** Folder of the package inside a monorepo ('' at the root). */
  directory: string;
}

/** Reads `repository` in any of its forms: `owner/name`, `github:owner/name`, a git URL, or an object. */
export function parseRepository(field: unknown): RepositoryInfo | undefined {
  let url: string | undefined;
  let directory = '';
  if (typeof field === 'string') url = field;
  else if (typeof field === 'object' && field !== null) {
    const f = field as { url?: unknown; directory?: unknown };
    if (typeof f.url === 'string') url = f.url;
    if (typeof f.directory === 'string') directory = f.directory.replace(/^\/+|\/+$/g, '');
  }
  if (url === undefined) return undefined;
  const short = /^(?:github:)?([\w.-]+)\/([\w.-]+)$/.exec(url);
  if (short) return { slug: `${short[1] ?? ''}/${(short[2] ?? '').replace(/\.git$/, '')}`, directory };
  const full = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[#/].*)?$/.exec(url);
  if (full) return { slug: `${full[1] ?? ''}/${full[2] ?? ''}`, directory };
  return undefined;
}

/** The source (raw README), edit and repository links of a package page. */
export function thirdPartyLinks(packageName: string, version: string, repo: RepositoryInfo, readmeFile: string): ThirdParty {
  const prefix = repo.directory === '' ? '' : `${repo.directory}/`;
  return {
    packageName,
    version,
    source: `https://raw.githubusercontent.com/${repo.slug}/HEAD/${prefix}${readmeFile}`,
    edit: `https://github.com/${repo.slug}/edit/HEAD/${prefix}${readmeFile}`,
    repo: `https://github.com/${repo.slug}`,
  };
}
