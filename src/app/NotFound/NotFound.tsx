/** The catch-all page for unknown routes. */
import { useEffect, useState, type ReactNode } from 'react';
import { TEXT } from '../../shared/constants.ts';
import { NOT_FOUND_TEXT } from '../../shared/not-found-text.ts';
import styles from '../Page/DocPage.module.css';
import own from './NotFound.module.css';
import type * as HelpExports from './NotFoundHelp.tsx';

/**
 * 'Page Not Found' with a way home, then, once hydrated, help for the address asked for
 * (NotFoundHelp.tsx, a chunk of its own): the prerendered page is the same for every address.
 */
export function NotFound({ pathname }: { pathname: string }): ReactNode {
  // The module itself in state (the first-load bundle's bytes are counted): its component is a property.
  const [help, setHelp] = useState<typeof HelpExports>();
  useEffect(() => {
    // An extra: if its chunk cannot load, the page is as it was prerendered.
    import(/* webpackChunkName: "not-found-help" */ './NotFoundHelp.tsx').then(setHelp, () => undefined);
  }, []);
  return (
    <article className={`${styles['page']} ${own['notFound']}`}>
      <h1 className={styles['title']} tabIndex={-1}>{TEXT.notFoundTitle}</h1>
      <p>{NOT_FOUND_TEXT.body}</p>
      <p>
        <a className="button" href="/">
          {NOT_FOUND_TEXT.goHome}
        </a>
      </p>
      {help !== undefined && <help.NotFoundHelp pathname={pathname} />}
    </article>
  );
}
