/** One page of the sidebar: its link and, for the current page, its anchors (collapsible, nested by level). */
import { useState, type ReactNode } from 'react';
import { nestAnchors, type AnchorNode } from '../../shared/anchors.ts';
import type { Anchor } from '../../shared/types.ts';
import { Breakable } from './Breakable.tsx';
import styles from './Sidebar.module.css';
import { CURRENT_ENTRY_ID } from './useDrawer.ts';

function AnchorList({ nodes, activeId }: { nodes: readonly AnchorNode[]; activeId: string | null }): ReactNode {
  return (
    <ul className={styles['anchors']}>
      {nodes.map((a) => (
        <li key={a.id}>
          <a href={`#${a.id}`} {...(a.id === activeId ? { 'aria-current': 'location' as const, className: styles['active'] } : {})}>
            <Breakable text={a.title} />
          </a>
          {a.children.length > 0 && <AnchorList nodes={a.children} activeId={activeId} />}
        </li>
      ))}
    </ul>
  );
}

/** Props of a sidebar item. */
export interface SidebarItemProps {
  /** Page title. */
  title: string;
  /** Page route. */
  url: string;
  /** Whether this is the page being read (open by default, marked current). */
  current: boolean;
  /** The page's anchors (only the current page has them). */
  anchors: readonly Anchor[];
  /** The heading the reader is in, highlighted. */
  activeId: string | null;
}

/** A sidebar entry. */
export function SidebarItem({ title, url, current, anchors, activeId }: SidebarItemProps): ReactNode {
  const [open, setOpen] = useState(current);
  const nested = current ? nestAnchors(anchors.filter((a) => a.level > 1)) : [];
  return (
    <li className={styles['item']}>
      <div className={styles['itemRow']}>
        <a href={url} {...(current ? { 'aria-current': 'page' as const, id: CURRENT_ENTRY_ID } : {})}>
          <Breakable text={title} />
        </a>
        {nested.length > 0 && (
          <button
            type="button"
            className={`${styles['toggle']} js-only`}
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} sections of ${title}`}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        )}
      </div>
      {open && nested.length > 0 && <AnchorList nodes={nested} activeId={activeId} />}
    </li>
  );
}
