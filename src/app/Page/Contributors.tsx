/** The contributors grid, headed by its count. */
import type { ReactNode } from 'react';
import type { Contributor } from '../../shared/types.ts';
import { initialsOf } from '../../shared/initials.ts';
import styles from './DocPage.module.css';

/** 'Contributor' for one, 'Contributors' otherwise. */
export function contributorHeading(count: number): string {
  return `${count} ${count === 1 ? 'Contributor' : 'Contributors'}`;
}

/** The grid; pictures are added by the chrome once it scrolls into view. */
export function Contributors({ contributors }: { contributors: readonly Contributor[] }): ReactNode {
  return (
    <section className={styles['contributors']} aria-labelledby="contributors-heading">
      <h2 id="contributors-heading">{contributorHeading(contributors.length)}</h2>
      <ul className={styles['contributorGrid']}>
        {contributors.map((c) => (
          <li key={c.username ?? `name:${c.name}`}>
            {c.username !== undefined ? (
              <a href={`https://github.com/${c.username}`} rel="noopener noreferrer" title={c.name} data-username={c.username}>
                <span className={styles['initials']} aria-hidden="true">
                  {initialsOf(c.name)}
                </span>
                <span className="visually-hidden">{c.name}</span>
              </a>
            ) : (
              <span title={c.name}>
                <span className={styles['initials']} aria-hidden="true">
                  {initialsOf(c.name)}
                </span>
                <span className="visually-hidden">{c.name}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
