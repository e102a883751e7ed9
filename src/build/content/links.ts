/** The build-time link check: every internal link and anchor must resolve. */

/** A page's outgoing links and the ids it offers. */
export interface LinkSource {
  /** Repository-relative file. */
  file: string;
  /** Route of the page. */
  url: string;
  /** Site-relative links found in the page. */
  links: readonly string[];
  /** Source line of link targets, when known. */
  linkLines: ReadonlyMap<string, number>;
}

/** Checks links against the known routes and their ids; returns one message per broken link. */
export function findBrokenLinks(
  sources: readonly LinkSource[],
  idsByUrl: ReadonlyMap<string, ReadonlySet<string>>,
  extraRoutes: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const source of sources) {
    for (const link of new Set(source.links)) {
      const hashAt = link.indexOf('#');
      const rawPath = hashAt === -1 ? link : link.slice(0, hashAt);
      const hash = hashAt === -1 ? '' : decodeURIComponent(link.slice(hashAt + 1));
      const pathOnly = rawPath.split('?')[0] ?? rawPath;
      const target = pathOnly === '' ? source.url : pathOnly;
      const where = `${source.file}${source.linkLines.has(link) ? `:${source.linkLines.get(link) ?? ''}` : ''}`;
      const ids = idsByUrl.get(target);
      if (ids === undefined) {
        if (extraRoutes.has(target) && hash === '') continue;
        const hint = !target.endsWith('/') && idsByUrl.has(`${target}/`) ? ` (write ${target}/ with a trailing slash)` : '';
        problems.push(`${where}: broken link ${link}: no page at ${target}${hint}`);
      } else if (hash !== '' && !ids.has(hash)) {
        problems.push(`${where}: broken anchor ${link}: ${target} has no element with id '${hash}'`);
      }
    }
  }
  return problems;
}
