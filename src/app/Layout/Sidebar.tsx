/** The sidebar: the version selector, the pages of the current section, grouped, with the current page's anchors. */
import { useEffect, useRef, type ReactNode } from 'react';
import { API_REFERENCE_GROUP } from '../../shared/view-constants.ts';
import type { Anchor, NavSection } from '../../shared/types.ts';
import { isPrintableUrl } from '../../shared/urls.ts';
import { printableUrl } from '../../shared/view-urls.ts';
import styles from './Sidebar.module.css';
import { SidebarItem } from './SidebarItem.tsx';
import { keepInView, useActiveHeading } from './useActiveHeading.ts';
import { CURRENT_ENTRY_ID } from './useDrawer.ts';
import { VersionSelector } from './VersionSelector.tsx';

/** Sidebar of one section. */
export function Sidebar({ section, currentUrl, anchors }: { section: NavSection; currentUrl: string; anchors: readonly Anchor[] }): ReactNode {
  const activeId = useActiveHeading(anchors.filter((a) => a.level > 1).map((a) => a.id));
  const navRef = useRef<HTMLElement>(null);
  // A page opens with its own entry in sight: in a long section (plugins, the API reference) it
  // was listed below the bottom of the screen. Before the heading effect below, which then keeps
  // the reader's heading in sight.
  useEffect(() => {
    const link = navRef.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    const scroller = navRef.current?.parentElement;
    if (link != null && scroller != null) keepInView(scroller, link, 'start');
  }, [currentUrl]);
  useEffect(() => {
    const link = navRef.current?.querySelector<HTMLElement>('a[aria-current="location"]');
    const scroller = navRef.current?.parentElement;
    if (activeId !== null && link != null && scroller != null) keepInView(scroller, link);
  }, [activeId]);
  const groups: Array<{ group: string | undefined; pages: NavSection['pages'] }> = [];
  for (const page of section.pages) {
    const last = groups.at(-1);
    if (last !== undefined && last.group === page.group) last.pages.push(page);
    else groups.push({ group: page.group, pages: [page] });
  }
  // The no-script menu link's target is the current page's entry; a page the list lacks gets it on the list.
  const listed = section.pages.some((p) => p.url === currentUrl);
  return (
    <nav ref={navRef} className={styles['sidebar']} aria-label={`${section.title} pages`} {...(listed ? {} : { id: CURRENT_ENTRY_ID })}>
      <VersionSelector pathname={currentUrl} />
      <p className={styles['sectionTitle']}>{section.title}</p>
      {groups.map(({ group, pages }, i) => {
        // The generated API reference is one entry, its index, until the reader is on one of its pages.
        const collapsed = group === API_REFERENCE_GROUP && !pages.some((p) => p.url === currentUrl);
        const shown = collapsed ? pages.slice(0, 1) : pages;
        // Pages without a group after a group's pages are labelled too: under none they read as the group's.
        const label = group ?? (groups.slice(0, i).some((g) => g.group !== undefined) ? 'Other' : undefined);
        const list = (
          <ul className={styles['list']}>
            {shown.map((page) => (
              <SidebarItem
                key={`${page.url}:${page.url === currentUrl ? 'current' : ''}`}
                title={page.title}
                url={page.url}
                current={page.url === currentUrl}
                anchors={page.url === currentUrl ? anchors : []}
                activeId={activeId}
              />
            ))}
          </ul>
        );
        return (
          <div key={group ?? `ungrouped-${i}`}>
            {label !== undefined && !collapsed && <p className={styles['group']}>{label}</p>}
            {list}
          </div>
        );
      })}
      {isPrintableUrl(printableUrl(section.name)) && (
        <a className={styles['print']} href={printableUrl(section.name)} data-reload="">
          Printable version of {section.title}
        </a>
      )}
    </nav>
  );
}
