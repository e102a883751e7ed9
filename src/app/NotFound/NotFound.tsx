/** The catch-all page for unknown routes. */
import type { ReactNode } from 'react';
import { TEXT } from '../../shared/constants.ts';
import styles from '../Page/DocPage.module.css';

/** 'Page Not Found' with a way home. */
export function NotFound(): ReactNode {
  return (
    <article className={styles['page']}>
      <h1 className={styles['title']} tabIndex={-1}>{TEXT.notFoundTitle}</h1>
      <p>{TEXT.notFoundBody}</p>
      <p>
        <a className="button" href="/">
          {TEXT.goHome}
        </a>
      </p>
    </article>
  );
}
