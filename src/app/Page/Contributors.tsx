/** The contributors grid, headed by its count, with pictures that load once it is in view. */
import { useRef, type ReactNode } from 'react';
import type { Contributor } from '../../shared/types.ts';
import { initialsOf } from '../../shared/initials.ts';
import pictureStyles from './Contributors.module.css';
import styles from './DocPage.module.css';
import { pictureUrl, useContributorPictures, type ContributorPictures } from './useContributorPictures.ts';

/** 'Contributor' for one, 'Contributors' otherwise. */
export function contributorHeading(count: number): string {
  return `${count} ${count === 1 ? 'Contributor' : 'Contributors'}`;
}

function Avatar({ contributor, pictures }: { contributor: Contributor; pictures: ContributorPictures }): ReactNode {
  const { username, name } = contributor;
  const picture = username !== undefined && pictures.requested && !pictures.failed.has(username);
  return (
    <span className={pictureStyles['avatar']}>
      <span className={styles['initials']} aria-hidden="true">
        {initialsOf(name)}
      </span>
      {picture && (
        <img
          className={`${pictureStyles['picture']} ${pictures.revealed.has(username) ? pictureStyles['revealed'] : ''}`}
          src={pictureUrl(username)}
          alt=""
          width={45}
          height={45}
          decoding="async"
          data-picture={username}
          onLoad={() => pictures.onLoad(username)}
          onError={() => pictures.onError(username)}
        />
      )}
    </span>
  );
}

/** The grid of one page; its picture state starts afresh for another list of contributors. */
function Grid({ contributors }: { contributors: readonly Contributor[] }): ReactNode {
  const grid = useRef<HTMLUListElement>(null);
  const pictures = useContributorPictures(grid, contributors.filter((c) => c.username !== undefined).length);
  return (
    <ul className={styles['contributorGrid']} ref={grid}>
      {contributors.map((c) => (
        <li key={c.username ?? `name:${c.name}`}>
          {c.username !== undefined ? (
            <a href={`https://github.com/${c.username}`} rel="noopener noreferrer" title={c.name} data-username={c.username}>
              <Avatar contributor={c} pictures={pictures} />
              <span className="visually-hidden">{c.name}</span>
            </a>
          ) : (
            <span title={c.name}>
              <Avatar contributor={c} pictures={pictures} />
              <span className="visually-hidden">{c.name}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The contributors section. */
export function Contributors({ contributors }: { contributors: readonly Contributor[] }): ReactNode {
  const key = contributors.map((c) => c.username ?? c.name).join(' ');
  return (
    <section className={styles['contributors']} aria-labelledby="contributors-heading">
      <h2 id="contributors-heading">{contributorHeading(contributors.length)}</h2>
      <Grid key={key} contributors={contributors} />
    </section>
  );
}
