/** The offline banner: shows while the browser is offline, announced politely to screen readers. */
import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './OfflineBanner.module.css';

/** Text of the banner. */
export const OFFLINE_TEXT = 'You are offline. Pages you have visited are still available.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The banner. The live region stays in the document so the change is announced. */
export function OfflineBanner(): ReactNode {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <p className={styles['banner']} role="status" data-testid="offline-banner">
      {online ? '' : OFFLINE_TEXT}
    </p>
  );
}
