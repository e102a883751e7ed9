/**
 * The kill switch: a worker whose only job is to remove the site's service worker from every
 * reader. Built instead of the real worker when `SW_KILL_SWITCH=1` (see CONTRIBUTING.md). It
 * takes over at once, deletes every cache of the origin, unregisters itself and reloads the
 * tabs the old worker controlled, so they load straight from the network. It answers no
 * requests. A page that registers it again later is not controlled by it, so nothing loops.
 */

/** Installs the kill-switch handlers on the worker's global scope. */
export function installKillSwitch(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('install', (event) => {
    event.waitUntil(scope.skipWaiting());
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const names = await caches.keys();
        await Promise.all(names.map((name) => caches.delete(name)));
        // Only tabs the previous worker controlled: they are ours now that we activated.
        const tabs = await scope.clients.matchAll({ type: 'window' });
        await scope.registration.unregister();
        await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => null)));
      })(),
    );
  });
}
