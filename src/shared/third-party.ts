/** Words a package's page shows above its README, in the page and in its markdown alike. */
import type { ThirdParty } from './types.ts';

/** Where a package is maintained, read from its repository's address. */
export type Maintainer = 'webpack' | 'webpack-contrib' | 'other';

/** The GitHub organization a repository address belongs to, when it is webpack's or webpack-contrib's. */
export function maintainerOf(repo: string): Maintainer {
  const owner = /^https:\/\/github\.com\/([\w.-]+)\//i.exec(repo)?.[1]?.toLowerCase();
  return owner === 'webpack' || owner === 'webpack-contrib' ? owner : 'other';
}

/** The notice above a package's README: its accessible label and its sentences (after "Disclaimer:", before the source link). */
export interface PackageNotice {
  label: string;
  text: string;
}

/**
 * The notice for a package page. Most of these packages live in webpack's own GitHub
 * organizations, and saying they are "not maintained by webpack" would be wrong; what holds for
 * all is that each is released and versioned apart from webpack.
 */
export function packageNotice(t: Pick<ThirdParty, 'packageName' | 'version' | 'repo'>): PackageNotice {
  const shown = `This page shows its README for version ${t.version}, read from the published package.`;
  switch (maintainerOf(t.repo)) {
    case 'webpack':
      return { label: 'Package documentation', text: `${t.packageName} is a separate package with its own repository in the webpack organization: it has its own releases, changelog and issues, and its version does not follow webpack's. ${shown}` };
    case 'webpack-contrib':
      return { label: 'Package documentation', text: `${t.packageName} is a separate package in the webpack-contrib organization, apart from webpack itself: it has its own releases, changelog and issues, and its version does not follow webpack's. ${shown}` };
    default:
      return { label: 'Third-party documentation', text: `${t.packageName} is a third-party package, maintained outside webpack by its own authors; it may not have the same support, security policy or license as webpack. ${shown}` };
  }
}
