/** The sidebar in its drawer: one view, so the browser can load both as one deferred chunk (src/app/views.ts). */
import type { ReactNode } from 'react';
import type { Anchor } from '../../shared/types.ts';
import { navIfLoaded } from '../data/nav.ts';
import { Sidebar } from './Sidebar.tsx';
import { SidebarDrawer } from './SidebarDrawer.tsx';

/** Props of the sidebar navigation. */
export interface SidebarNavigationProps {
  /** Whether the phone drawer is open. */
  open: boolean;
  /** Opens the drawer. */
  onOpen: () => void;
  /** Closes the drawer. */
  onClose: () => void;
  /** Name of the section whose pages the sidebar lists (the tree is loaded with this view). */
  sectionName: string;
  /** The page shown. */
  currentUrl: string;
  /** The page's headings. */
  anchors: readonly Anchor[];
}

/** The sidebar column (a drawer on phones). */
export function SidebarNavigation({ open, onOpen, onClose, sectionName, currentUrl, anchors }: SidebarNavigationProps): ReactNode {
  const section = navIfLoaded()?.nav.sections.find((s) => s.name === sectionName);
  if (section === undefined) return null;
  return (
    <SidebarDrawer open={open} onOpen={onOpen} onClose={onClose}>
      <Sidebar section={section} currentUrl={currentUrl} anchors={anchors} />
    </SidebarDrawer>
  );
}
