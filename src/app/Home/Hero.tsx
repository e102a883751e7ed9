/** The hero: the cube, the headline with its rotating word, and a way to pause both. */
import type { ReactNode } from 'react';
import { ROTATOR_INITIAL_DELAY_MS, ROTATOR_REPEAT_DELAY_MS } from '../../shared/constants.ts';
import { ROTATOR_WORDS } from '../../shared/view-constants.ts';
import { Cube } from './Cube.tsx';
import styles from './Hero.module.css';
import { Rotator } from './Rotator.tsx';
import { useMotion } from './useMotion.ts';
import { useSteps } from './useRotation.ts';

/** The hero section. */
export function Hero(): ReactNode {
  const motion = useMotion();
  const step = useSteps(motion.running, ROTATOR_INITIAL_DELAY_MS, ROTATOR_REPEAT_DELAY_MS);
  return (
    <section className={styles['hero']} aria-labelledby="hero-title">
      <div className={styles['art']}>
        <Cube running={motion.running} />
        {/* Without script nothing on the page moves (the sponsors' placeholders stand still too), so there is nothing to pause. */}
        <button type="button" className={`${styles['pause']} js-only`} aria-pressed={motion.paused} onClick={motion.toggle}>
          Pause animations
        </button>
      </div>
      <div className={styles['text']}>
        <h1 id="hero-title" tabIndex={-1}>
          bundle your <Rotator words={ROTATOR_WORDS} step={step} />
          {/* The heading reads the same for screen readers whatever word is showing. */}
          <span className="visually-hidden">{ROTATOR_WORDS[0]}</span>
        </h1>
        <p className={styles['lead']}>
          webpack takes modules with dependencies (your scripts, styles, images and more) and emits static assets that
          browsers can load.
        </p>
        <p>
          <a className="button" href="/guides/getting-started/">
            Get started
          </a>
        </p>
      </div>
    </section>
  );
}
