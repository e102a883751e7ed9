/** In the drawer on phones: the documentation sections, which the desktop sub-navigation shows. */
import type { ReactNode } from 'react';
import { sectionOf } from '../../shared/urls.ts';
import { useLocation } from '../router/RouterContext.tsx';
import { SectionLinks } from './SectionLinks.tsx';
import styles from './SidebarDrawer.module.css';

/** The section list. */
export function DrawerSections(): ReactNode {
  const current = sectionOf(useLocation().pathname);
  return (
    <nav className={styles['sections']} aria-label="Sections">
      <SectionLinks current={current} />
    </nav>
  );
}
