/**
 * The right-hand "On this page" column on wide screens (from 1280 px; hidden below): the current
 * page's h2 headings, with the h3s of the section being read under it, that section highlighted
 * (`aria-current`) as the reader scrolls. Prerendered as plain links, so it works without script;
 * a long page's list scrolls in its own column, keeping the highlighted link in sight.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { onThisPageSections } from '../../shared/anchors.ts';
import type { Anchor } from '../../shared/types.ts';
import { Breakable } from './Breakable.tsx';
import styles from './OnThisPage.module.css';
import { keepInView } from './useActiveHeading.ts';
import { useSectionInView } from './useSectionInView.ts';

function Link({ anchor, activeId }: { anchor: Anchor; activeId: string | null }): ReactNode {
  return (
    <a href={`#${anchor.id}`} {...(anchor.id === activeId ? { 'aria-current': 'location' as const } : {})}>
      <Breakable text={anchor.title} />
    </a>
  );
}

/** The column; nothing when the page has fewer than two sections (`hasOnThisPage`, which the layout reads too). */
export function OnThisPage({ anchors }: { anchors: readonly Anchor[] }): ReactNode {
  const headings = anchors.filter((a) => a.level === 2 || a.level === 3);
  const activeId = useSectionInView(headings.map((a) => a.id));
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const link = navRef.current?.querySelector<HTMLElement>('a[aria-current="location"]');
    if (activeId !== null && link != null && navRef.current !== null) keepInView(navRef.current, link);
  }, [activeId]);
  const sections = onThisPageSections(headings);
  if (sections.length < 2) return null;
  return (
    <nav ref={navRef} className={styles['column']} aria-label="On this page">
      <p className={styles['title']}>On this page</p>
      <ul className={styles['list']}>
        {sections.map((section) => {
          const open = section.id === activeId || section.children.some((c) => c.id === activeId);
          return (
            <li key={section.id}>
              <Link anchor={section} activeId={activeId} />
              {open && section.children.length > 0 && (
                <ul className={styles['list']}>
                  {section.children.map((child) => (
                    <li key={child.id}>
                      <Link anchor={child} activeId={activeId} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
