/**
 * A dismissible notification along the bottom of the viewport. It is shown only after mount,
 * once local storage has been read, so it never flashes for readers who dismissed it; being last
 * in the page (sticky to the bottom edge) it pushes no content down when it appears. If storage
 * refuses the dismissal, it stays dismissed for the rest of the visit.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { NOTIFICATION_ATTRIBUTE } from '../../shared/view-constants.ts';
import { DismissButton } from './DismissButton.tsx';
import { focusInPlaceOfRemoved } from './focus.ts';
import { isDismissed, readDismissal, storeDismissal } from './notification.ts';
import styles from './NotificationBar.module.css';

/** The bar. */
export function NotificationBar(): ReactNode {
  const [visible, setVisible] = useState(false);
  useEffect(() => show(setVisible, !isDismissed(readDismissal())), []);
  if (!visible) return null;
  return (
    <aside className={styles['bar']} aria-label="Notification">
      <p className={styles['text']}>
        webpack 5 is the current version. <a href="/blog/">Read what is new on the blog</a>.
      </p>
      <DismissButton
        label="Dismiss notification"
        onClick={(event) => {
          storeDismissal();
          // The button goes with the bar: focus it had moves on rather than dropping to the body.
          if (document.activeElement === event.currentTarget) focusInPlaceOfRemoved();
          show(setVisible, false);
        }}
      />
    </aside>
  );
}

/**
 * Shows or hides the bar, and says so on `<html>` (NOTIFICATION_ATTRIBUTE), which the boot script
 * set from the same storage before the first paint: the room kept for a bar still to come is
 * given back when it will not come (dismissed meanwhile in another tab) or goes.
 */
function show(setVisible: (visible: boolean) => void, visible: boolean): void {
  document.documentElement.toggleAttribute(NOTIFICATION_ATTRIBUTE, visible);
  setVisible(visible);
}
