/**
 * The sponsors section: a checkbox switching every amount between total and monthly, and one
 * group per rank. It prerenders the data's final shape (`@generated/sponsors-shape.json`, written
 * by the build): the notice of sample data, and per rank a placeholder of a tile's size for each
 * sponsor, so nothing moves when the data arrives. After hydration it decides the initial view
 * and, once the section is near the viewport, loads the request code and the data lazily.
 * Without script the data never comes: the section is hidden and a sentence links to the list on
 * Open Collective instead (before, a grid of grey boxes stood there for good).
 */
import shape from '@generated/sponsors-shape.json';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SPONSORS_PAGE_URL, VIEW_TEXT } from '../../shared/view-constants.ts';
import { SPONSOR_RANKS, type SponsorRank, type SponsorType } from '../../shared/sponsor-ranking.ts';
import type { SponsorList } from './requestSponsors.ts';
import { SponsorGroup } from './SponsorGroup.tsx';
import styles from './Sponsors.module.css';
import { useNearViewport } from './useNearViewport.ts';
import { useSponsorView } from './useSponsorView.ts';

type Key = `${SponsorType}:${SponsorRank}`;

/** The section; `random` drives the initial view and the choice of backers (tests inject a seeded one). */
export function Sponsors({ random = Math.random }: { random?: () => number }): ReactNode {
  const { view, setView, decided } = useSponsorView(random);
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  const [lists, setLists] = useState<Partial<Record<Key, SponsorList>>>({});
  const [failed, setFailed] = useState(false);
  const requested = useRef(new Set<Key>());
  const toggleId = useId();

  useEffect(() => {
    if (!near || !decided) return;
    const wanted = SPONSOR_RANKS.filter((rank) => !requested.current.has(`${view}:${rank}`));
    if (wanted.length === 0) return;
    for (const rank of wanted) requested.current.add(`${view}:${rank}`);
    import('./requestSponsors.ts')
      .then(({ requestSponsors }) =>
        Promise.all(
          wanted.map(async (rank) => {
            const list = await requestSponsors(view, rank, random);
            setLists((previous) => ({ ...previous, [`${view}:${rank}`]: list }));
          }),
        ),
      )
      .then(() => setFailed(false))
      .catch((error: unknown) => {
        // Let a later toggle try again, and say what went wrong where developers look.
        for (const rank of wanted) requested.current.delete(`${view}:${rank}`);
        console.warn('Sponsors could not be loaded:', error);
        setFailed(true);
      });
  }, [near, decided, view, random]);

  const shown = SPONSOR_RANKS.map((rank) => lists[`${view}:${rank}`]);
  const sample = shape.sample || shown.some((list) => list?.sample === true);

  return (
    <>
      <p className={`${styles['nojs']} nojs-only`}>
        The sponsors and backers are listed here by a script, which does not run in this browser. All of them are on{' '}
        <a href={SPONSORS_PAGE_URL} rel="noopener noreferrer">
          webpack&apos;s Open Collective page
        </a>
        .
      </p>
      <div ref={rootRef} className={`${styles['sponsors']} js-only`} data-live-data="" data-view={view} {...(decided ? { 'data-view-decided': '' } : {})}>
        <p className={styles['toggle']}>
          <input
            id={toggleId}
            type="checkbox"
            checked={view === 'monthly'}
            onChange={(event) => setView(event.target.checked ? 'monthly' : 'total')}
          />
          <label htmlFor={toggleId}>{VIEW_TEXT.monthlyToggle}</label>
        </p>
        {sample && (
          <p className={styles['sampleNote']} data-testid="sample-note">
            <strong>Sample data.</strong> These sponsors are made up so the site can be built without network access; they are
            not webpack&apos;s real sponsors.
          </p>
        )}
        {failed ? (
          <p className={styles['error']}>Sponsors could not be loaded. Please try again later.</p>
        ) : (
          SPONSOR_RANKS.map((rank, i) => <SponsorGroup key={rank} rank={rank} type={view} list={shown[i]} expected={shape.counts[view][rank]} />)
        )}
      </div>
    </>
  );
}
