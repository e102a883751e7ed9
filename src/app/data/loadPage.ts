/**
 * Page bodies are loaded on demand, one file per page: `/page-data/<id>.json`, written by the
 * build beside the HTML (the dev server serves the generated copies). The lookup is the route
 * table the app already holds, so the main bundle carries no per-page map of chunk names and
 * hashes; a page missing from it rejects with 'Cannot find module' (code MODULE_NOT_FOUND), as
 * webpack's own lookup would. A file that fails to arrive rejects like a webpack chunk
 * (`ChunkLoadError` with its type and request), so a tab left on an old build recovers the same
 * way (src/app/sw/recovery.ts).
 */
import { useSyncExternalStore } from 'react';
import type { PageData } from '../../shared/types.ts';
import { CONTENT_EVENTS_PATH } from '../../shared/urls.ts';
import { fetchPage, type PageFetchEnv } from './fetchPage.ts';
import { loadNav } from './nav.ts';

/**
 * Each page's data asked for: its request while on its way, then the data itself, which a render
 * takes without waiting a microtask (`arrivedPage`, usePage.ts). A failed request is dropped.
 */
const cache = new Map<string, Promise<PageData> | PageData>();

const contentListeners = new Set<() => void>();
let contentRevision = 0;

// In the dev server, a save regenerates the page data; the open page fetches its data again and
// shows the change in place, with no reload. The production bundle has none of this.
if (__DEV_SERVER__ && typeof EventSource === 'function') {
  new EventSource(CONTENT_EVENTS_PATH).addEventListener('message', () => {
    cache.clear();
    contentRevision += 1;
    for (const listener of contentListeners) listener();
  });
}

/** Calls `listener` after each regeneration of the content (dev server only). */
export function subscribeContent(listener: () => void): () => void {
  contentListeners.add(listener);
  return () => contentListeners.delete(listener);
}

/** The number of content regenerations seen (dev server only; always 0 in production). */
export function useContentRevision(): number {
  return useSyncExternalStore(subscribeContent, () => contentRevision, () => 0);
}

/** Seeds the cache with the page the prerendered HTML already holds. */
export function primePage(page: PageData): void {
  cache.set(page.url, page);
}

/** The data of `url` if it is in already. */
export function arrivedPage(url: string): PageData | undefined {
  const known = cache.get(url);
  return known instanceof Promise ? undefined : known;
}

/** The browser's environment for fetchPage. */
function browserEnv(): PageFetchEnv {
  return {
    has: async (url) => {
      const kind = (await loadNav()).table.resolve(url).kind;
      return kind === 'doc' || kind === 'printable';
    },
    fetch: (input, init) => fetch(input, init),
    base: window.location.href,
  };
}

/** Loads one page's data; failures are not cached so a retry can succeed. */
export function loadPage(url: string): Promise<PageData> {
  const known = cache.get(url);
  // A request on its way is handed back as it is (`Promise.resolve` returns a promise unchanged).
  if (known !== undefined) return Promise.resolve(known);
  // The prerender bundle never loads pages itself: it is handed the data.
  const promise: Promise<PageData> = __SSR__ ? Promise.reject(new Error(`loadPage(${url}) called during prerender`)) : fetchPage(url, browserEnv());
  cache.set(url, promise);
  promise.then(
    (page) => cache.set(url, page),
    () => cache.delete(url),
  );
  return promise;
}
