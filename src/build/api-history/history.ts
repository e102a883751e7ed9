/**
 * The version history of webpack's API and options (`data/api-history.json`): for each class
 * or interface, member and configuration option path, the first 5.x release read that declared
 * it. Releases are the latest patch of each minor line, so "5.75.0" means "by the 5.75 line".
 */
import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Zod from 'zod';
import { checkedParse, isRecord, isUnsafeKey, lazySchema, onlyKeys, stringArray, stringRecord } from '../lazy-zod.ts';
import type { Declarations } from './declarations.ts';
import { compareVersions } from './versions.ts';

/** The committed data file, relative to the repository root. */
export const HISTORY_FILE = 'data/api-history.json';

/** The data file's schema, with zod's messages (lazy-zod.ts: made only when `checkHistory` refuses the file). */
function makeHistorySchema(z: typeof Zod.z) {
  return z.object({
    latest: z.string(),
    versions: z.array(z.string()),
    api: z.record(z.string(), z.object({ since: z.string(), members: z.record(z.string(), z.string()) })),
    options: z.record(z.string(), z.string()),
  });
}

/** The schema (made on first use). */
export const historySchema = lazySchema(makeHistorySchema);

/** The data file's shape. */
export type ApiHistory = Zod.z.infer<ReturnType<typeof makeHistorySchema>>;

const HISTORY_KEYS: ReadonlySet<string> = new Set(['latest', 'versions', 'api', 'options']);
const ENTRY_KEYS: ReadonlySet<string> = new Set(['since', 'members']);

/** The history (`raw`, as JSON.parse read it) as the schema's parse gives it, without zod; undefined when the check cannot tell. */
export function checkHistory(raw: unknown): ApiHistory | undefined {
  if (!isRecord(raw) || !onlyKeys(raw, HISTORY_KEYS) || typeof raw['latest'] !== 'string' || !isRecord(raw['api'])) return undefined;
  const versions = stringArray(raw['versions']);
  const options = stringRecord(raw['options']);
  if (versions === undefined || options === undefined) return undefined;
  const api: ApiHistory['api'] = {};
  for (const [name, entry] of Object.entries(raw['api'])) {
    if (isUnsafeKey(name) || !isRecord(entry) || !onlyKeys(entry, ENTRY_KEYS) || typeof entry['since'] !== 'string') return undefined;
    const members = stringRecord(entry['members']);
    if (members === undefined) return undefined;
    api[name] = { since: entry['since'], members };
  }
  return { latest: raw['latest'], versions, api, options };
}

/** What one release declares. */
export interface Snapshot {
  /** Its version. */
  version: string;
  /** Its classes and interfaces with their members. */
  declarations: Declarations;
  /** Its configuration option paths. */
  options: readonly string[];
}

/** An object with its keys sorted, so the committed file changes only where the history does. */
function sorted<T>(record: Map<string, T>): Record<string, T> {
  return Object.fromEntries([...record.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Folds releases (any order) into the first version of every item the newest of them still
 * declares: what a later release removed has no page to mark.
 */
export function foldHistory(snapshots: readonly Snapshot[]): ApiHistory {
  const ordered = [...snapshots].sort((a, b) => compareVersions(a.version, b.version));
  const api = new Map<string, { since: string; members: Map<string, string> }>();
  const options = new Map<string, string>();
  for (const { version, declarations, options: paths } of ordered) {
    for (const [name, members] of declarations) {
      let entry = api.get(name);
      if (entry === undefined) {
        entry = { since: version, members: new Map() };
        api.set(name, entry);
      }
      for (const member of members) if (!entry.members.has(member)) entry.members.set(member, version);
    }
    for (const option of paths) if (!options.has(option)) options.set(option, version);
  }
  const newest = ordered.at(-1);
  for (const [name, entry] of api) {
    const members = newest?.declarations.get(name);
    if (members === undefined) api.delete(name);
    else for (const member of entry.members.keys()) if (!members.has(member)) entry.members.delete(member);
  }
  const current = new Set(newest?.options);
  for (const option of options.keys()) if (!current.has(option)) options.delete(option);
  return {
    latest: newest?.version ?? '0.0.0',
    versions: ordered.map((s) => s.version),
    api: sorted(new Map([...api].map(([name, e]) => [name, { since: e.since, members: sorted(e.members) }]))),
    options: sorted(options),
  };
}

/** The history is missing or ends before the installed webpack (the message names the command that refreshes it). */
export class StaleHistoryError extends Error {
  override name = 'StaleHistoryError';
}

/** Reads and validates the committed history. */
export async function loadHistory(root: string): Promise<ApiHistory> {
  const file = path.join(root, HISTORY_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new StaleHistoryError(`${HISTORY_FILE} is missing: run \`npm run fetch:api-history\` (it reads every webpack 5.x release from the npm registry).`);
  });
  const raw: unknown = JSON.parse(text);
  return checkedParse(raw, checkHistory, historySchema);
}

/** Why the history is out of date for the installed webpack, or undefined when it is current. */
export function staleHistory(history: ApiHistory, installed: string): string | undefined {
  if (compareVersions(history.latest, installed) >= 0) return undefined;
  return `${HISTORY_FILE} ends at webpack ${history.latest}, older than the installed webpack ${installed}: the "since 5.N" marks would miss what came after. Run \`npm run fetch:api-history\` and commit the file.`;
}

/**
 * The history's option versions for rendering, or none when `root` has no history (a test's
 * content root): the build checks the repository's file in its first step, and
 * `npm run check:docs` that every mark it implies is on the pages.
 */
export async function optionHistory(root: string): Promise<Record<string, string>> {
  try {
    await access(path.join(root, HISTORY_FILE));
  } catch {
    return {};
  }
  return (await loadHistory(root)).options;
}

/** The installed webpack's version. */
export function installedWebpackVersion(): string {
  return (createRequire(import.meta.url)('webpack/package.json') as { version: string }).version;
}

/** Throws, naming the command that refreshes it, when the history is older than the installed webpack. */
export async function assertHistoryCurrent(root: string, installed = installedWebpackVersion()): Promise<ApiHistory> {
  const history = await loadHistory(root);
  const stale = staleHistory(history, installed);
  if (stale !== undefined) throw new StaleHistoryError(stale);
  return history;
}
