/**
 * Mounts offline support: the lazy chunk with the worker registration and the offline banner,
 * once the page has loaded, hydrated and the browser is idle. The worker's install fetches the
 * precache one file at a time (Workbox), so it never competes with what the page needs first:
 * a first visit's critical path has no precache traffic (issue 22, tests/e2e/offline.test.ts).
 * Renders nothing during prerender and hydration.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../idle.ts';
import { useLocation } from '../router/RouterContext.tsx';
import type { WorkerControl } from './register.ts';

/** Resolves once `html[data-hydrated]` is set: the root and every view due at load have hydrated (App.tsx). */
function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.hasAttribute('data-hydrated')) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Runs `start` once the page has loaded and hydrated and the browser is idle (the worker should not compete with the page). */
function afterLoad(start: () => void): () => void {
  let cancelled = false;
  void whenHydrated()
    .then(whenIdle)
    .then(() => {
      if (!cancelled) start();
    });
  return () => {
    cancelled = true;
  };
}

/** Offline support for the whole app. */
export function OfflineSupport(): ReactNode {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  const [control, setControl] = useState<WorkerControl | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    let cancelled = false;
    const stop = afterLoad(() => {
      import('./offline-ui.ts').then(
        (ui) => {
          if (cancelled) return;
          setBanner(() => ui.OfflineBanner);
          ui.registerServiceWorker().then(
            (registered) => {
              if (!cancelled) setControl(registered);
            },
            (error: unknown) => console.warn('Service worker registration failed:', error),
          );
        },
        // Offline support is an extra: the page works without it.
        (error: unknown) => console.warn('Offline support could not load:', error),
      );
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  useEffect(() => {
    control?.onNavigate(pathname);
  }, [control, pathname]);

  return Banner === null ? null : <Banner />;
}
