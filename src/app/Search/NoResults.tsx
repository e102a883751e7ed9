/** The 'no results' state: says so, and offers a related query that has results. */
import type { ReactNode } from 'react';
import styles from './SearchDialog.module.css';

/** Props of the state. */
export interface NoResultsProps {
  /** The query that found nothing. */
  query: string;
  /** A related query with results, or null. */
  suggestion: string | null;
  /** Runs a suggested query. */
  onTry: (query: string) => void;
}

/** The state. */
export function NoResults({ query, suggestion, onTry }: NoResultsProps): ReactNode {
  return (
    <div className={styles['empty']}>
      <p>
        No results for <strong>“{query}”</strong>.
      </p>
      {suggestion === null ? (
        <p>Try fewer words, an option name such as output.filename, or a topic such as caching.</p>
      ) : (
        <p>
          Try{' '}
          <button type="button" className="link-button" onClick={() => onTry(suggestion)}>
            {suggestion}
          </button>
        </p>
      )}
    </div>
  );
}
