/**
 * Registers `/sw.js` and follows its updates. Loaded lazily after the page has loaded, and only
 * in a real browser: never during prerender, never where `navigator.serviceWorker` is missing,
 * never in the dev server (it has no worker to serve).
 *
 * - When a new worker takes control of a tab that already had one, the tab reloads once, so
 *   the page and its chunks come from the same build (guarded against loops).
 * - A new worker that waits because other tabs still run the current version makes every tab
 *   log WAITING_MESSAGE. The page asks it again to take over when the tab becomes visible or
 *   navigates: once it is the only tab left, it does.
 * - Navigations check for a new worker (at most once a minute) and ask the worker to keep the
 *   page for offline reading.
 */
import { SW_URL, WAITING_MESSAGE, readWorkerMessage, type ActivateIfAloneMessage, type CachePageMessage } from '../../shared/service-worker.ts';
import { claimReload, sessionGuardStorage } from './reload-guard.ts';

/** Minimum time between two update checks triggered by navigations. */
const UPDATE_INTERVAL_MS = 60_000;
const RELOAD_SLOT = 'webpack-docs:sw-reload';

/** What the rest of the app can ask of the registration. */
export interface WorkerControl {
  /** Call on every route change (and once at start) with the new path. */
  onNavigate: (path: string) => void;
}

const noWorker: WorkerControl = { onNavigate: () => undefined };

/** Whether this is a browser that can and should run the worker. */
export function canRegister(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && process.env.NODE_ENV === 'production' && window.isSecureContext;
}

/** Registers the worker; resolves with the navigation hook (a no-op where there is no worker). */
export async function registerServiceWorker(): Promise<WorkerControl> {
  if (!canRegister()) return noWorker;
  const container = navigator.serviceWorker;
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    const hadOne = controller !== null;
    controller = container.controller;
    // The first worker taking an uncontrolled tab changes nothing the reader sees.
    if (hadOne && claimReload(sessionGuardStorage(), RELOAD_SLOT, 'controllerchange', Date.now())) window.location.reload();
  });
  const announced = new WeakSet<ServiceWorker>();
  container.addEventListener('message', (event) => {
    if (readWorkerMessage(event.data)?.type !== 'waiting' || !(event.source instanceof ServiceWorker) || announced.has(event.source)) return;
    announced.add(event.source);
    console.info(WAITING_MESSAGE);
  });

  const registration: ServiceWorkerRegistration | undefined = await container.register(SW_URL, { scope: '/' });
  // A browser that blocks workers (Playwright's blocked mode) may answer with nothing.
  if (!(registration instanceof ServiceWorkerRegistration)) return noWorker;
  const askWaiting = (): void => {
    // Only an update waits; the very first worker activates by itself.
    if (registration.waiting !== null && registration.active !== null) registration.waiting.postMessage({ type: 'activate-if-alone' } satisfies ActivateIfAloneMessage);
  };
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') askWaiting();
    });
  });
  askWaiting();

  let lastCheck = 0;
  const checkForUpdate = (): void => {
    const now = Date.now();
    if (now - lastCheck < UPDATE_INTERVAL_MS) return;
    lastCheck = now;
    registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    askWaiting();
    checkForUpdate();
  });

  let first = true;
  return {
    onNavigate: (path) => {
      const message: CachePageMessage = { type: 'cache-page', url: path };
      // The first page was fetched before any worker ran; once one is active it stores it too.
      void container.ready.then((ready) => ready.active?.postMessage(message));
      if (first) {
        first = false;
        return;
      }
      askWaiting();
      checkForUpdate();
    },
  };
}
