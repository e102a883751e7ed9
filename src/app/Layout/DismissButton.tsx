/** The close button of a bar along the bottom edge (the notification bar, the offline banner): a cross, 44 px square. */
import type { FocusEventHandler, MouseEventHandler, ReactNode } from 'react';
import styles from './DismissButton.module.css';

/** What the button says and does. */
export interface DismissButtonProps {
  /** Its accessible name (the cross is hidden from assistive technology). */
  label: string;
  /** Closes the bar. */
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** Notes where focus came from, to give it back on closing. */
  onFocus?: FocusEventHandler<HTMLButtonElement>;
}

/** The button. */
export function DismissButton({ label, onClick, onFocus }: DismissButtonProps): ReactNode {
  return (
    <button type="button" className={styles['dismiss']} aria-label={label} onClick={onClick} onFocus={onFocus}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
    </button>
  );
}
