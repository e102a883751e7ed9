/** Element ids of reference entries and members, the same on every page that links to them. */
import { RESERVED_IDS } from '../markdown/rehype-page.ts';
import type { ApiEntry, ApiMember } from './model.ts';
import { slugOf } from './pages.ts';

/** The id of an entry's heading (`compilation`). */
export function entryId(entry: ApiEntry): string {
  const slug = slugOf(entry.name);
  return RESERVED_IDS.includes(slug) ? `${slug}-entry` : slug;
}

const cache = new WeakMap<ApiEntry, Map<ApiMember, string>>();

/** The id of each member's heading (`compilation-emitasset`, `compilation-hooks-buildmodule`), unique within the entry. */
export function memberIds(entry: ApiEntry): Map<ApiMember, string> {
  const kept = cache.get(entry);
  if (kept !== undefined) return kept;
  const ids = new Map<ApiMember, string>();
  const used = new Set<string>([entryId(entry)]);
  for (const member of entry.members) {
    const base = `${entryId(entry)}-${member.static ? 'static-' : ''}${slugOf(member.name) || 'member'}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    ids.set(member, id);
  }
  cache.set(entry, ids);
  return ids;
}
