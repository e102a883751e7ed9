/**
 * Catches a route view that fails to load (its chunk blocked or gone) and says so, as a page
 * body does: the header, the footer and the navigation stay usable, never a blank page. A tab
 * left on an old build gets the same one full load of the route as a page body would. The next
 * move tries again (deferred.tsx loads a failed view's chunk again then).
 */
import type { ReactNode } from 'react';
import { TEXT } from '../shared/constants.ts';
import { FailureBoundary } from './FailureBoundary.tsx';
import { currentMove } from './router/location.ts';
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
    // Each move is a new try: the route's chunk failed offline, and the reader, back online,
    // followed a link to it again or went elsewhere (the same boundary) and saw the error still.
    <FailureBoundary fallback={fallback} onError={onError} resetKey={currentMove().serial}>
      {children}
    </FailureBoundary>
  );
}
