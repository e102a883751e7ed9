/**
 * Catches a route view that fails to load (its chunk blocked or gone) and says so, as a page
 * body does: the header, the footer and the navigation stay usable, never a blank page. A tab
 * left on an old build gets the same one full load of the route as a page body would.
 */
import { Component, type ReactNode } from 'react';
import { TEXT } from '../shared/constants.ts';
import styles from './Page/DocPage.module.css';
import { recoverFromChunkFailure, recoveryTarget } from './sw/recovery.ts';

/** The error boundary around a lazily loaded view of the route at `url`. */
export class ViewBoundary extends Component<{ url: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A view failed to load:', error);
    void recoverFromChunkFailure(recoveryTarget(this.props.url), error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles['page']}>
        <p className={styles['error']} role="alert">
          {TEXT.errorLoading}
        </p>
      </div>
    );
  }
}
