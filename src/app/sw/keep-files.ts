/**
 * Asks the service worker to keep the scripts this page has loaded so far, for offline use. A
 * tool's chunks are not precached (src/build/outputs/precache.ts): on a first visit they load
 * before any worker controls the page, so the worker fetches them again into its cache. It keeps
 * only hashed files it has not precached.
 */
import type { CacheFilesMessage } from '../../shared/service-worker.ts';

/** Asks the worker to keep these same-origin hashed files (it ignores any other and any it precached). */
export function keepFiles(urls: readonly string[]): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const message: CacheFilesMessage = { type: 'cache-files', urls: [...urls] };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

export function keepLoadedScripts(): void {
  if (typeof window === 'undefined') return;
  const urls = performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname);
  keepFiles(urls);
}
