/**
 * The offline banner: shows while the browser is offline, announced politely to screen readers,
 * until the reader closes it (it shows again the next time the connection drops).
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DismissButton } from '../Layout/DismissButton.tsx';
import { focusInPlaceOfRemoved } from '../Layout/focus.ts';
import styles from './OfflineBanner.module.css';

/** Text of the banner. */
export const OFFLINE_TEXT = 'You are offline. Pages you have visited are still available.';

/** Accessible name of the banner's close button. */
export const CLOSE_LABEL = 'Close the offline message';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Gives focus back to `previous` (what had it before the close button) when it is still in the
 * page and can take it, without scrolling; else to the h1 or the header's home link in view.
 */
function giveFocusBack(previous: HTMLElement | null): void {
  if (previous?.isConnected === true && previous.getClientRects().length > 0) {
    previous.focus({ preventScroll: true });
    if (document.activeElement === previous) return;
  }
  focusInPlaceOfRemoved();
}

/** The banner. The live region stays in the document so the change is announced. */
export function OfflineBanner(): ReactNode {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const [closed, setClosed] = useState(false);
  // Back online, a closing is spent: the banner shows again the next time the connection drops.
  // The event says so, not a render while online: a connection back and gone again before React
  // rendered left the banner closed (CI, session 30).
  useEffect(() => {
    const reopen = (): void => setClosed(false);
    window.addEventListener('online', reopen);
    return () => window.removeEventListener('online', reopen);
  }, []);
  const cameFrom = useRef<HTMLElement | null>(null);
  const shown = !online && !closed;
  return (
    <div className={shown ? `${styles['banner']} ${styles['shown']}` : styles['banner']} data-testid="offline-banner">
      <p className={styles['text']} role="status">
        {shown ? OFFLINE_TEXT : ''}
      </p>
      {shown && (
        <DismissButton
          label={CLOSE_LABEL}
          onFocus={(event) => {
            cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
          }}
          onClick={(event) => {
            // The button goes with the banner: focus it had goes back where it came from.
            if (document.activeElement === event.currentTarget) giveFocusBack(cameFrom.current);
            setClosed(true);
          }}
        />
      )}
    </div>
  );
}
