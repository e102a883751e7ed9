/**
 * The three-step intro. The samples are real: these two files, bundled with the command shown
 * by webpack 5 in production mode, print that log and emit that `dist/main.js`.
 */
import type { ReactNode } from 'react';
import styles from './Home.module.css';

const SOURCE = `// src/greet.js
export function greet(name) {
  return \`Hello, \${name}!\`;
}

// src/index.js
import { greet } from './greet.js';

document.body.append(greet('webpack'));`;

const COMMAND = `$ npx webpack --mode production
asset main.js 63 bytes [emitted] [minimized] (name: main)
webpack 5.113.0 compiled successfully in 468 ms`;

const OUTPUT = `(()=>{"use strict";document.body.append("Hello, webpack!")})();`;

function Sample({ label, code }: { label: string; code: string }): ReactNode {
  return (
    <figure className={styles['sample']}>
      <figcaption>{label}</figcaption>
      <pre tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** The intro section. */
export function Intro(): ReactNode {
  return (
    <section className={styles['intro']} aria-labelledby="intro-title">
      <h2 id="intro-title">From source to bundle in three steps</h2>
      <ol>
        <li>
          <h3>Write your code</h3>
          <p>Split your code into ES modules that import what they need.</p>
          <Sample label="src/greet.js and src/index.js" code={SOURCE} />
        </li>
        <li>
          <h3>Bundle it</h3>
          <p>webpack follows the imports from the entry point and builds one optimised bundle.</p>
          <Sample label="Terminal" code={COMMAND} />
        </li>
        <li>
          <h3>Get started</h3>
          <p>Load the bundle in a page. The module boundaries are gone and the greeting is inlined.</p>
          <Sample label="dist/main.js" code={OUTPUT} />
          <p>
            <a className="button" href="/guides/getting-started/">
              Read the getting started guide
            </a>
          </p>
        </li>
      </ol>
    </section>
  );
}
