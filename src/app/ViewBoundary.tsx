/**
 * Catches a route view that fails to load (its chunk blocked or gone) and says so, as a page
 * body does: the header, the footer and the navigation stay usable, never a blank page. A tab
 * left on an old build gets the same one full load of the route as a page body would.
 */
import type { ReactNode } from 'react';
import { TEXT } from '../shared/constants.ts';
import { FailureBoundary } from './FailureBoundary.tsx';
import styles from './Page/DocPage.module.css';
import { recoverFromChunkFailure, recoveryTarget } from './sw/recovery.ts';

/** The error boundary around a lazily loaded view of the route at `url`. */
export function ViewBoundary({ url, children }: { url: string; children: ReactNode }): ReactNode {
  const fallback = (
    <div className={styles['page']}>
      <p className={styles['error']} role="alert">
        {TEXT.errorLoading}
      </p>
    </div>
  );
  const onError = (error: unknown): void => {
    console.warn('A view failed to load:', error);
    void recoverFromChunkFailure(recoveryTarget(url), error);
  };
  return (
    <FailureBoundary fallback={fallback} onError={onError}>
      {children}
    </FailureBoundary>
  );
}
