/** The footer: the spec's links in its order, and the licence. */
import type { ReactNode } from 'react';
import { navSummary } from '../data/nav.ts';
import styles from './Layout.module.css';

const FOOTER_LINKS: ReadonlyArray<{ content: string; url: string }> = [
  { content: 'Get Started', url: '/guides/getting-started/' },
  { content: 'Comparison', url: '/comparison/' },
  { content: 'Privacy', url: 'https://openjsf.org/wp-content/uploads/sites/84/2021/04/OpenJS-Foundation-Privacy-Policy-2019-11-15.pdf' },
  { content: 'Swag Store', url: 'https://webpack.threadless.com' },
  { content: 'Awesome webpack', url: '/awesome-webpack/' },
  { content: 'Glossary', url: '/glossary/' },
  { content: 'Branding', url: '/branding/' },
  { content: 'Discord', url: 'https://discord.com/invite/5sxFZPdx2k' },
  { content: 'Changelog', url: 'https://github.com/webpack/webpack/releases' },
  { content: 'License', url: '/license/' },
];

/** The site footer. */
export function SiteFooter(): ReactNode {
  return (
    <footer className={styles['footer']}>
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.url}>
              <a href={link.url} {...(link.url.startsWith('https:') ? { rel: 'noopener noreferrer' } : {})}>
                {link.content}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        The content is available under the{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer">
          Creative Commons Attribution 4.0 licence
        </a>
        ; the code under the MIT licence.
      </p>
      <p>Documentation checked against webpack {navSummary.webpackVersion}.</p>
    </footer>
  );
}
