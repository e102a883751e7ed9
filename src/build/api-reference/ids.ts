/** Element ids of reference entries and members, the same on every page that links to them. */
import { RESERVED_IDS } from '../markdown/rehype-page.ts';
import type { ApiEntry, ApiMember } from './model.ts';

/** The lowercase slug of a name (`webpack.sources` gives `webpack-sources`). */
export function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * Gives every entry an id unique across the reference (`compilation`; a namespace
 * `webpack-sources-namespace`, since `webpack.css.cssMinify` is both a value of `webpack.css` and a
 * namespace; names differing in case only get `-2`).
 */
export function assignEntryIds(entries: readonly ApiEntry[]): void {
  const used = new Set<string>(RESERVED_IDS);
  for (const entry of entries) {
    const base = `${slugOf(entry.name)}${entry.kind === 'namespace' ? '-namespace' : ''}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    entry.id = id;
  }
}

/** The id of an entry's heading. */
export function entryId(entry: ApiEntry): string {
  return entry.id;
}

const cache = new WeakMap<ApiEntry, Map<ApiMember, string>>();

/** The id of each member's heading (`compilation-emitasset`, `compilation-hooks-buildmodule`), unique within the entry. */
export function memberIds(entry: ApiEntry): Map<ApiMember, string> {
  const kept = cache.get(entry);
  if (kept !== undefined) return kept;
  const ids = new Map<ApiMember, string>();
  const used = new Set<string>([entry.id]);
  for (const member of entry.members) {
    const base = `${entry.id}-${member.static ? 'static-' : ''}${slugOf(member.name) || 'member'}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    ids.set(member, id);
  }
  cache.set(entry, ids);
  return ids;
}
