/** The splash page: hero, three-step intro and 'Support the Team' with the sponsors section. */
import type { ReactNode } from 'react';
import { SPONSORS_PAGE_URL } from '../../shared/view-constants.ts';
import { Sponsors } from '../Sponsors/Sponsors.tsx';
import { Hero } from './Hero.tsx';
import styles from './Home.module.css';
import { Intro } from './Intro.tsx';

/** The home page. */
export function Home(): ReactNode {
  return (
    <div className={styles['home']}>
      <Hero />
      <Intro />
      <section className={styles['support']} aria-labelledby="support-title">
        <h2 id="support-title">Support the Team</h2>
        <p className={styles['supportLead']}>
          webpack is maintained by volunteers and funded by its sponsors and backers, who keep the project independent and
          moving. You can join them on <a href={SPONSORS_PAGE_URL} rel="noopener noreferrer">Open Collective</a>.
        </p>
        <Sponsors />
      </section>
    </div>
  );
}
