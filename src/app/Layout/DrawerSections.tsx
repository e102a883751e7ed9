/** In the drawer on phones: the documentation sections, which the desktop sub-navigation shows. */
import type { ReactNode } from 'react';
import { sectionOf } from '../../shared/urls.ts';
import { useLocation } from '../router/RouterContext.tsx';
import { DOC_SECTIONS } from './docSections.ts';
import styles from './SidebarDrawer.module.css';

/** The section list. */
export function DrawerSections(): ReactNode {
  const current = sectionOf(useLocation().pathname);
  return (
    <nav className={styles['sections']} aria-label="Sections">
      <ul>
        {DOC_SECTIONS.map((section) => (
          <li key={section.name}>
            <a href={section.url} {...(current === section.name ? { 'aria-current': 'true' as const } : {})}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
