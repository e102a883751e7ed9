/** The header: logo, main links, section sub-navigation, theme switch. */
import type { ReactNode } from 'react';
import { isDocumentationPath, sectionOf } from '../../shared/urls.ts';
import { nav } from '../data/nav.ts';
import { useLocation } from '../router/RouterContext.tsx';
import { Logo } from './Logo.tsx';
import styles from './Layout.module.css';
import { ThemeToggle } from './ThemeToggle.tsx';

const MAIN_LINKS = [
  { content: 'Documentation', url: '/concepts/', isActive: isDocumentationPath },
  { content: 'Contribute', url: '/contribute/', isActive: (p: string) => sectionOf(p) === 'contribute' },
  { content: 'Blog', url: '/blog/', isActive: (p: string) => sectionOf(p) === 'blog' },
];

const DOC_SECTIONS = ['concepts', 'configuration', 'guides', 'loaders', 'plugins', 'api', 'migrate'];

/** The site header. */
export function SiteHeader({ onOpenSidebar }: { onOpenSidebar?: () => void }): ReactNode {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <header className={styles['header']}>
      <div className={styles['headerBar']}>
        {onOpenSidebar !== undefined && (
          <button type="button" className={`${styles['iconButton']} ${styles['menuButton']}`} aria-label="Open navigation" onClick={onOpenSidebar}>
            <span aria-hidden="true">☰</span>
          </button>
        )}
        <a href="/" className={styles['brand']}>
          <Logo />
          <span>webpack</span>
        </a>
        <nav aria-label="Main" className={styles['mainNav']}>
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.url}>
                <a href={link.url} {...(link.isActive(pathname) ? { 'aria-current': 'page' as const } : {})}>
                  {link.content}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles['tools']}>
          <a className={styles['iconButton']} href="https://github.com/webpack/webpack" rel="noopener noreferrer" aria-label="webpack on GitHub">
            <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M8 0a8 8 0 0 0-2.5 15.6c.4 0 .5-.2.5-.4v-1.5c-2.2.5-2.7-1-2.7-1-.4-.9-.9-1.2-.9-1.2-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.3 1.9.9 2.3.7.1-.5.3-.9.5-1.1-1.8-.2-3.6-.9-3.6-4 0-.9.3-1.6.8-2.1-.1-.2-.4-1 .1-2.1 0 0 .7-.2 2.2.8a7.5 7.5 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1.1.2 1.9.1 2.1.5.6.8 1.3.8 2.1 0 3.1-1.9 3.7-3.6 3.9.3.3.6.8.6 1.5v2.2c0 .2.1.5.6.4A8 8 0 0 0 8 0Z"
              />
            </svg>
          </a>
          <ThemeToggle />
        </div>
      </div>
      {isDocumentationPath(pathname) && (
        <nav aria-label="Documentation sections" className={styles['subNav']}>
          <ul>
            {DOC_SECTIONS.map((name) => {
              const section = nav.sections.find((s) => s.name === name);
              if (section === undefined) return null;
              return (
                <li key={name}>
                  <a href={section.url} {...(current === name ? { 'aria-current': 'true' as const } : {})}>
                    {section.title}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}
