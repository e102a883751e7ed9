/** Sidebar order: the section index first, then `sort`, then title; a group's pages stay together. */

/** What sorting needs of a page. */
export interface Sortable {
  /** Sidebar order; -1 for the section index. */
  sort: number;
  /** Title, the tie-breaker. */
  title: string;
  /** Optional group. */
  group?: string;
}

function compare(a: Sortable, b: Sortable): number {
  if (a.sort !== b.sort) return a.sort - b.sort;
  return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
}

/**
 * Orders pages: by `sort` then title; then each group is gathered at the place of its first
 * member, so a sidebar never shows one group twice. Index pages (-1) stay first.
 */
export function sortPages<T extends Sortable>(pages: readonly T[]): T[] {
  const ordered = [...pages].sort(compare);
  const out: T[] = [];
  const placed = new Set<string>();
  for (const page of ordered) {
    if (page.group === undefined || page.sort === -1) {
      out.push(page);
      continue;
    }
    if (placed.has(page.group)) continue;
    placed.add(page.group);
    out.push(...ordered.filter((p) => p.group === page.group && p.sort !== -1));
  }
  return out;
}
