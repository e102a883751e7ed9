/**
 * What the page, the service worker and the build agree on: where the worker and the offline
 * files live, the messages between page and worker, and the waiting-worker console text.
 */

/** The worker script, at the site root so its scope is the whole site. */
export const SW_URL = '/sw.js';

/** The app shell route (renders the chrome and nothing else); always precached. */
export const APP_SHELL_URL = '/app-shell/';

/**
 * The web app manifest. Pages do not link it in their HTML: the app links it once the page has
 * loaded and the browser is idle, with the worker (`linkManifest`), so a first visit's first paint
 * waits for no request of the installable app (issue #22).
 */
export const MANIFEST_URL = '/manifest.json';

/** The page shown for a navigation that has neither network nor a cached copy. */
export const OFFLINE_URL = '/offline.html';

/** Prefix of every Cache Storage name the worker creates. */
export const CACHE_PREFIX = 'webpack-docs';

/** Environment variable that turns the built worker into the kill switch (see CONTRIBUTING.md). */
export const SW_KILL_SWITCH_ENV = 'SW_KILL_SWITCH';

/** Logged in every tab while a new worker waits for the tabs on the current version. */
export const WAITING_MESSAGE =
  'A new version of this site is installed, but it cannot activate until all tabs running the current version are closed.';

/** Page to worker: store this visited page for offline reading. */
export interface CachePageMessage {
  /** Message kind. */
  type: 'cache-page';
  /** Site-relative URL of the page. */
  url: string;
}

/** Page to worker: store these scripts the page loaded (the worker keeps the not precached, hashed ones). */
export interface CacheFilesMessage {
  /** Message kind. */
  type: 'cache-files';
  /** Site-relative URLs. */
  urls: string[];
}

/** Page to waiting worker: take over now if at most one tab is open. */
export interface ActivateIfAloneMessage {
  /** Message kind. */
  type: 'activate-if-alone';
}

/** Worker to pages: other tabs keep the new worker waiting. */
export interface WaitingMessage {
  /** Message kind. */
  type: 'waiting';
}

/** Every message between the page and the worker. */
export type WorkerMessage = CachePageMessage | CacheFilesMessage | ActivateIfAloneMessage | WaitingMessage;

/** A site-relative URL (`/x`, not `//host/x`). */
function isSitePath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

/** Reads a message posted across the page/worker boundary; anything else is `undefined`. */
export function readWorkerMessage(data: unknown): WorkerMessage | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined;
  const { type } = data;
  if (type === 'activate-if-alone' || type === 'waiting') return { type };
  if (type === 'cache-page' && 'url' in data && isSitePath(data.url)) return { type, url: data.url };
  if (type === 'cache-files' && 'urls' in data && Array.isArray(data.urls) && data.urls.every(isSitePath)) return { type, urls: data.urls };
  return undefined;
}

/** A short stable fingerprint of a string (FNV-1a, 32 bits, hex): names a build's caches. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
