/** The header: menu button, logo, main links, search slot, language, theme, icon links, section sub-navigation. */
import type { ReactNode } from 'react';
import { isDocumentationPath, sectionOf } from '../../shared/urls.ts';
import { useLocation } from '../router/RouterContext.tsx';
import { CommunityLinks, LanguageDropdown, SearchBox } from '../views.ts';
import { SectionLinks } from './SectionLinks.tsx';
import { Logo } from './Logo.tsx';
import { CURRENT_ENTRY_ID, DRAWER_ID } from './useDrawer.ts';
import styles from './Layout.module.css';
import { ThemeToggle } from './ThemeToggle.tsx';

const MAIN_LINKS = [
  { content: 'Documentation', url: '/concepts/', isActive: isDocumentationPath },
  { content: 'Contribute', url: '/contribute/', isActive: (p: string) => sectionOf(p) === 'contribute' },
  { content: 'Blog', url: '/blog/', isActive: (p: string) => sectionOf(p) === 'blog' },
];

function MenuIcon(): ReactNode {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path d="M3 5.5h16M3 11h16M3 16.5h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The site header. */
export function SiteHeader({ onOpenSidebar, sidebarOpen = false }: { onOpenSidebar?: () => void; sidebarOpen?: boolean }): ReactNode {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  return (
    <header className={styles['header']}>
      <div className={styles['headerBar']}>
        {onOpenSidebar !== undefined && (
          <>
            <button
              type="button"
              className={`${styles['iconButton']} ${styles['menuButton']} js-only`}
              aria-label="Open navigation"
              aria-expanded={sidebarOpen}
              aria-controls={DRAWER_ID}
              onClick={onOpenSidebar}
            >
              <MenuIcon />
            </button>
            {/*
              Without script: a link to the current page's entry in the drawer, which CSS shows
              while it holds the target (SidebarDrawer.module.css); the browser scrolls the list to it.
            */}
            <a href={`#${CURRENT_ENTRY_ID}`} className={`${styles['iconButton']} ${styles['menuButton']} nojs-only`} aria-label="Open navigation">
              <MenuIcon />
            </a>
          </>
        )}
        <a href="/" className={styles['brand']}>
          <Logo />
          <span className={styles['wordmark']}>webpack</span>
        </a>
        <nav aria-label="Main" className={styles['mainNav']}>
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.url}>
                {/* The section the page on screen is in ('true': most of its pages are not the one linked, which 'page' would say). */}
                <a href={link.url} {...(link.isActive(pathname) ? { 'aria-current': 'true' as const } : {})}>
                  {link.content}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles['tools']}>
          {/* Search box slot: the search feature's one line goes here, first in the tools. */}
          <SearchBox />
          <LanguageDropdown />
          <ThemeToggle />
          <CommunityLinks />
        </div>
      </div>
      {isDocumentationPath(pathname) && (
        <nav aria-label="Documentation sections" className={styles['subNav']}>
          <SectionLinks current={current} />
        </nav>
      )}
    </header>
  );
}
