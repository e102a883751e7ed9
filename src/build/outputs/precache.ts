/**
 * The service worker's precache list, injected into `/sw.js` once every file of the site is
 * written: the app shell, the offline page, the manifest and icons, every script and stylesheet
 * at the site root but the tools' (page data, under /page-data/, is kept when visited, not before), and the search
 * index and snippets named by the build's search manifest, so search answers offline after one
 * visit even if the reader never searched online. Hashed files need no revision; the others are
 * revised by a digest of their bytes. The files only the tools' pages load (src/build/tools/tool-chunks.ts)
 * stay out, so a reader who never opens a tool never downloads one: the worker keeps them once a
 * tool page has used them (src/sw/worker.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchManifest } from '../../shared/search/manifest.ts';
import { APP_SHELL_URL, MANIFEST_URL, OFFLINE_URL, SW_KILL_SWITCH_ENV, SW_URL } from '../../shared/service-worker.ts';
import { readSearchManifest } from '../search/manifest-file.ts';
import { isHashedAsset, listSiteFiles, shortDigest } from './site-tree.ts';

/** Where the built worker expects its list. */
export const INJECTION_POINT = 'self.__WB_MANIFEST';

/** One precache entry, as Workbox reads it. */
export interface PrecacheItem {
  /** Site-relative URL. */
  url: string;
  /** Digest of the file, or null when the URL itself carries a hash. */
  revision: string | null;
}

/** The search files the lazy search chunk fetches (from the build's search manifest). */
export type SearchFiles = Pick<SearchManifest, 'index' | 'snippets'>;

/** The files to precache, as [URL, file] pairs, given every site path, the search files and the tools' files. */
export function precacheFiles(files: readonly string[], search: SearchFiles, toolFiles: readonly string[]): Array<[string, string]> {
  const present = new Set(files);
  const required: Array<[string, string]> = [
    [APP_SHELL_URL, `${APP_SHELL_URL}index.html`],
    [OFFLINE_URL, OFFLINE_URL],
    [MANIFEST_URL, MANIFEST_URL],
    [search.index, search.index],
    [search.snippets, search.snippets],
  ];
  const missing = required.filter(([, file]) => !present.has(file));
  if (missing.length > 0) throw new Error(`precache: ${missing.map(([, f]) => f).join(', ')} missing from the build`);
  const root = files.filter((f) => f.lastIndexOf('/') === 0);
  const tools = new Set(toolFiles);
  const assets = root.filter((f) => /\.(?:js|css)$/.test(f) && f !== SW_URL && !tools.has(f));
  const icons = files.filter((f) => f === '/favicon.svg' || f.startsWith('/icons/'));
  return [...required, ...[...assets, ...icons].map((f): [string, string] => [f, f])];
}

/** Replaces the one injection point of the worker source with the list. */
export function injectPrecache(source: string, items: readonly PrecacheItem[]): string {
  const count = source.split(INJECTION_POINT).length - 1;
  if (count !== 1) throw new Error(`${SW_URL}: expected ${INJECTION_POINT} once, found it ${count} times`);
  return source.replace(INJECTION_POINT, () => JSON.stringify(items));
}

/** What the step reports. */
export interface PrecacheReport {
  /** Entries in the list. */
  entries: number;
  /** Their total size in bytes (uncompressed). */
  bytes: number;
  /** Site paths of the precached files. */
  files: string[];
}

/** Injects the precache list into `outDir/sw.js` (the kill-switch worker has none to inject). */
export async function writePrecache(outDir: string, toolFiles: readonly string[]): Promise<PrecacheReport> {
  if (process.env[SW_KILL_SWITCH_ENV] === '1') return { entries: 0, bytes: 0, files: [] };
  const pairs = precacheFiles(await listSiteFiles(outDir), await readSearchManifest(outDir), toolFiles);
  let bytes = 0;
  const items = await Promise.all(
    pairs.map(async ([url, file]): Promise<PrecacheItem> => {
      const data = await readFile(path.join(outDir, file));
      bytes += data.length;
      return { url, revision: isHashedAsset(file) ? null : shortDigest(data) };
    }),
  );
  const swFile = path.join(outDir, SW_URL);
  await writeFile(swFile, injectPrecache(await readFile(swFile, 'utf8'), items));
  return { entries: items.length, bytes, files: pairs.map(([, file]) => file) };
}
