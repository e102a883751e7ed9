/** The splash page: hero, three-step intro and 'Support the Team'. */
import type { ReactNode } from 'react';
import { ROTATOR_WORDS } from '../../shared/constants.ts';
import { Logo } from '../Layout/Logo.tsx';
import styles from './Home.module.css';

/** The home page. */
export function Home(): ReactNode {
  return (
    <div className={styles['home']}>
      <section className={styles['hero']} aria-labelledby="hero-title">
        <Logo size={160} />
        <h1 id="hero-title" tabIndex={-1}>
          bundle your <span className={styles['word']}>{ROTATOR_WORDS[0]}</span>
        </h1>
        <p>webpack takes modules with dependencies and emits static assets that browsers can load.</p>
        <p>
          <a className="button" href="/guides/getting-started/">
            Get started
          </a>
        </p>
      </section>
      <section className={styles['intro']} aria-labelledby="intro-title">
        <h2 id="intro-title">From source to bundle in three steps</h2>
        <ol>
          <li>
            <h3>Write your code</h3>
            <pre tabIndex={0} aria-label="src/index.js">
              <code>{`import { greet } from './greet.js';\n\ndocument.body.append(greet('webpack'));`}</code>
            </pre>
          </li>
          <li>
            <h3>Bundle it</h3>
            <pre tabIndex={0} aria-label="Terminal">
              <code>{'npx webpack --mode production'}</code>
            </pre>
          </li>
          <li>
            <h3>Ship the output</h3>
            <pre tabIndex={0} aria-label="Build output">
              <code>{'asset main.js 1.2 KiB [emitted] [minimized] (name: main)'}</code>
            </pre>
          </li>
        </ol>
      </section>
      <section className={styles['support']} aria-labelledby="support-title">
        <h2 id="support-title">Support the Team</h2>
        <p>
          webpack is maintained by volunteers and funded by its sponsors and backers, who keep the project independent and
          moving.
        </p>
      </section>
    </div>
  );
}
