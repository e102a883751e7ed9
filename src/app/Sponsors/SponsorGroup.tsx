/**
 * One rank of the sponsors section: until its list arrives, one placeholder of a tile's size per
 * sponsor the build counted (or the empty rank's sentence), then the sponsors.
 */
import type { ReactNode } from 'react';
import { initialsOf } from '../../shared/initials.ts';
import { formatAmount } from './format.ts';
import { BACKERS_MAX, LATEST_DAYS, type SponsorRank, type SponsorType } from '../../shared/sponsor-ranking.ts';
import type { Sponsor, SponsorList } from './requestSponsors.ts';
import styles from './Sponsors.module.css';

const TITLES: Readonly<Record<SponsorRank, string>> = {
  latest: 'Latest sponsors',
  platinum: 'Platinum sponsors',
  gold: 'Gold sponsors',
  silver: 'Silver sponsors',
  bronze: 'Bronze sponsors',
  backer: 'Backers',
};

const EMPTY: Readonly<Record<SponsorRank, string>> = {
  latest: `No new sponsors in the ${LATEST_DAYS} days before this list was made.`,
  platinum: 'No sponsors at this level yet.',
  gold: 'No sponsors at this level yet.',
  silver: 'No sponsors at this level yet.',
  bronze: 'No sponsors at this level yet.',
  backer: 'No backers at this level yet.',
};

/** Logo edge in CSS pixels per rank (also the img width/height, so nothing shifts as logos load). */
const LOGO_SIZE: Readonly<Record<SponsorRank, number>> = { latest: 56, platinum: 96, gold: 80, silver: 64, bronze: 56, backer: 40 };

function Tile({ sponsor, type, size }: { sponsor: Sponsor; type: SponsorType; size: number }): ReactNode {
  const body = (
    <>
      {sponsor.logo === undefined ? (
        <span className={styles['initials']} aria-hidden="true">
          {initialsOf(sponsor.name)}
        </span>
      ) : (
        <img className={styles['logo']} src={sponsor.logo} alt="" width={size} height={size} loading="lazy" decoding="async" />
      )}
      <span className={styles['name']}>{sponsor.name}</span>
      <span className={styles['amount']} data-amount={sponsor.amountCents}>
        {formatAmount(sponsor.amountCents, type)}
      </span>
    </>
  );
  return sponsor.website === undefined ? (
    <div className={styles['tile']}>{body}</div>
  ) : (
    <a className={styles['tile']} href={sponsor.website} rel="noopener noreferrer sponsored">
      {body}
    </a>
  );
}

/** A rank heading and its list; `expected` is how many sponsors the build counted for it. */
export function SponsorGroup({ rank, type, list, expected }: { rank: SponsorRank; type: SponsorType; list: SponsorList | undefined; expected: number }): ReactNode {
  const headingId = `sponsors-${rank}`;
  const loading = list === undefined;
  const count = list?.sponsors.length ?? expected;
  return (
    <section className={`${styles['group']} ${styles[rank] ?? ''}`} aria-labelledby={headingId} aria-busy={loading} data-rank={rank}>
      <h3 id={headingId}>{TITLES[rank]}</h3>
      {rank === 'backer' && <p className={styles['hint']}>Up to {BACKERS_MAX} backers, picked at random on every visit.</p>}
      {count === 0 ? (
        <p className={styles['empty']}>{EMPTY[rank]}</p>
      ) : loading ? (
        <ul className={styles['list']} aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <li key={i} className={styles['placeholder']} data-testid="sponsor-placeholder" />
          ))}
        </ul>
      ) : (
        <ul className={styles['list']}>
          {list.sponsors.map((s) => (
            <li key={s.slug} data-slug={s.slug}>
              <Tile sponsor={s} type={type} size={LOGO_SIZE[rank]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
