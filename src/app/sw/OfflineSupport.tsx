/**
 * Mounts offline support: after the page has loaded, the lazy chunk with the worker
 * registration, the manifest link and the offline banner. Renders nothing during prerender and
 * hydration.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from '../router/RouterContext.tsx';
import type { WorkerControl } from './register.ts';

/** Runs `start` once the window has loaded (the worker should not compete with the page). */
function afterLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    const id = window.setTimeout(start, 0);
    return () => window.clearTimeout(id);
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
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
          ui.linkManifest();
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
