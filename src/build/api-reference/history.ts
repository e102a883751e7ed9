/**
 * The one reader of `data/api-history.json` (written by `npm run fetch:api-history`): the first
 * webpack 5.x release that declared each class and member. Without the file, no "since" marks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The committed history file's shape. */
export interface ApiHistory {
  /** The newest release read. */
  latest: string;
  /** Every release read, oldest first. */
  versions: string[];
  /** By class or interface name: its first release and each member's (`hooks.<name>` for hooks). */
  api: Record<string, { since: string; members: Record<string, string> }>;
  /** By configuration option path: its first release. */
  options: Record<string, string>;
}

/** Reads the history file; undefined when it does not exist. */
export function readApiHistory(root: string, file = 'data/api-history.json'): ApiHistory | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
  return JSON.parse(text) as ApiHistory;
}

/** A version worth a mark: any 5.x release after 5.0 (`5.13.0` is, `5.0.0` is not). */
function markable(version: string | undefined): string | undefined {
  return version !== undefined && !/^5\.0\./.test(version) ? version : undefined;
}

/** The "since" version of a class, interface or member, only when it came after 5.0. */
export function sinceOf(history: ApiHistory | undefined, entry: string, member?: string): string | undefined {
  // Own keys only: a member named `constructor` must not read Object.prototype's.
  const record = history !== undefined && Object.hasOwn(history.api, entry) ? history.api[entry] : undefined;
  if (record === undefined) return undefined;
  if (member === undefined) return markable(record.since);
  return Object.hasOwn(record.members, member) ? markable(record.members[member]) : undefined;
}

/** "5.13.0" as the mark's text: "since 5.13". */
export function sinceLabel(version: string): string {
  return `since ${version.split('.').slice(0, 2).join('.')}`;
}
