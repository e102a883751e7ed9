/**
 * The site's service worker (Workbox). Per build it keeps three caches named after the build's
 * version: the precache (app shell, offline page, scripts, styles, search index and snippets,
 * icons), visited pages and their data files (network-first, the cached copy when the network
 * fails, else, for a page, the offline page) and other hashed files such as lazy chunks
 * (cache-first; a page can ask for the ones it loaded before the worker controlled it). Only
 * same-origin GET answers with status 200 are stored. Activation deletes every other cache
 * inside `waitUntil`.
 *
 * Updates: a new worker takes over at once when at most one tab is open (that tab reloads once
 * into the new build); with more tabs it waits and tells every tab so, and the page asks again
 * when a tab becomes visible or navigates.
 */
import { setCacheNameDetails } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_PREFIX, OFFLINE_URL, fingerprint, readWorkerMessage, type WaitingMessage } from '../shared/service-worker.ts';
import { cacheSet, isCacheable, isHashedFile, isPageData, isPageMarkdown, isPageNavigation, staleCaches } from './policy.ts';

/** Refuses to store anything but complete same-origin answers. */
const onlyComplete: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(isCacheable(response) ? response : null),
};

/** Workbox's expiration plugin, typed for exact optional properties (it always sets both callbacks). */
function expiring(maxEntries: number): WorkboxPlugin {
  const { cachedResponseWillBeUsed, cacheDidUpdate } = new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });
  return { ...(cachedResponseWillBeUsed === undefined ? {} : { cachedResponseWillBeUsed }), ...(cacheDidUpdate === undefined ? {} : { cacheDidUpdate }) };
}

/** Installs the worker's handlers for this build's precache manifest. */
export function installWorker(scope: ServiceWorkerGlobalScope, manifest: ReadonlyArray<PrecacheEntry | string>): void {
  const version = fingerprint(JSON.stringify(manifest));
  const names = cacheSet(version);
  const origin = scope.location.origin;
  setCacheNameDetails({ prefix: CACHE_PREFIX, precache: 'precache', suffix: version });

  precacheAndRoute([...manifest]);

  const pages = new NetworkFirst({
    cacheName: names.pages,
    plugins: [onlyComplete, expiring(300)],
    matchOptions: { ignoreSearch: true, ignoreVary: true },
  });
  registerRoute(
    ({ request, url }) => isPageNavigation(request, url, origin),
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
      }
    },
  );
  // A page's data file is kept like the page (network first, the stored copy offline); a failure
  // reaches the app, whose recovery then loads the page itself (cached, or the offline page).
  registerRoute(({ request, url }) => isPageData(request, url, origin), pages);
  // Page markdown ('Copy page', 'View as Markdown', tools) and the llms files: fresh when online, the stored copy offline.
  registerRoute(({ request, url }) => isPageMarkdown(request, url, origin), pages);
  const chunks = new CacheFirst({ cacheName: names.chunks, plugins: [onlyComplete, expiring(500)] });
  registerRoute(({ request, url }) => isHashedFile(request, url, origin), chunks);

  /** Takes over now when no other tab would be pulled onto the new build; otherwise says why it waits. */
  const activateIfAlone = async (): Promise<void> => {
    if (scope.registration.waiting === null) return;
    const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (tabs.length <= 1) {
      await scope.skipWaiting();
      return;
    }
    const waiting: WaitingMessage = { type: 'waiting' };
    for (const tab of tabs) tab.postMessage(waiting);
  };

  /** Stores a page the reader reached without a full load, unless it is stored already. */
  const cachePage = async (path: string, event: ExtendableEvent): Promise<void> => {
    const url = new URL(path, origin);
    url.hash = '';
    if (url.origin !== origin) return;
    const cache = await caches.open(names.pages);
    if ((await cache.match(url.href, { ignoreSearch: true, ignoreVary: true })) !== undefined) return;
    await pages.handle({ event, request: new Request(url.href, { credentials: 'same-origin' }) }).catch(() => undefined);
  };

  /**
   * Stores the hashed files a page loaded that are not precached (a tool's chunks, which the
   * precache leaves out): the first visit loads them before this worker controls the page.
   */
  const cacheFiles = async (paths: readonly string[], event: ExtendableEvent): Promise<void> => {
    for (const path of paths) {
      const request = new Request(new URL(path, origin).href, { credentials: 'same-origin' });
      if (!isHashedFile(request, new URL(request.url), origin) || (await matchPrecache(request.url)) !== undefined) continue;
      await chunks.handle({ event, request }).catch(() => undefined);
    }
  };

  scope.addEventListener('message', (event) => {
    const message = readWorkerMessage(event.data);
    if (message?.type === 'cache-page') event.waitUntil(cachePage(message.url, event));
    else if (message?.type === 'cache-files') event.waitUntil(cacheFiles(message.urls, event));
    else if (message?.type === 'activate-if-alone') event.waitUntil(activateIfAlone());
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const stale = staleCaches(await caches.keys(), names);
        await Promise.all(stale.map((name) => caches.delete(name)));
        // The first install takes the open tab at once, so it works offline after one visit.
        await scope.clients.claim();
      })(),
    );
  });
}
