/** The sidebar: the pages of the current section, grouped, with the current page's anchors. */
import { useState, type ReactNode } from 'react';
import { nestAnchors, type AnchorNode } from '../../shared/anchors.ts';
import type { Anchor, NavSection } from '../../shared/types.ts';
import { printableUrl } from '../../shared/urls.ts';
import styles from './Sidebar.module.css';

function AnchorList({ nodes }: { nodes: readonly AnchorNode[] }): ReactNode {
  return (
    <ul className={styles['anchors']}>
      {nodes.map((a) => (
        <li key={a.id}>
          <a href={`#${a.id}`}>{a.title}</a>
          {a.children.length > 0 && <AnchorList nodes={a.children} />}
        </li>
      ))}
    </ul>
  );
}

function SidebarItem({ title, url, current, anchors }: { title: string; url: string; current: boolean; anchors: readonly Anchor[] }): ReactNode {
  const [open, setOpen] = useState(current);
  const nested = current ? nestAnchors(anchors.filter((a) => a.level > 1)) : [];
  return (
    <li className={styles['item']}>
      <div className={styles['itemRow']}>
        <a href={url} {...(current ? { 'aria-current': 'page' as const } : {})}>
          {title}
        </a>
        {nested.length > 0 && (
          <button
            type="button"
            className={styles['toggle']}
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} sections of ${title}`}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        )}
      </div>
      {open && nested.length > 0 && <AnchorList nodes={nested} />}
    </li>
  );
}

/** Sidebar of one section. */
export function Sidebar({ section, currentUrl, anchors }: { section: NavSection; currentUrl: string; anchors: readonly Anchor[] }): ReactNode {
  const groups: Array<{ group: string | undefined; pages: NavSection['pages'] }> = [];
  for (const page of section.pages) {
    const last = groups.at(-1);
    if (last !== undefined && last.group === page.group) last.pages.push(page);
    else groups.push({ group: page.group, pages: [page] });
  }
  return (
    <nav className={styles['sidebar']} aria-label={`${section.title} pages`}>
      <p className={styles['sectionTitle']}>{section.title}</p>
      {groups.map(({ group, pages }, i) => (
        <div key={group ?? `ungrouped-${i}`}>
          {group !== undefined && <p className={styles['group']}>{group}</p>}
          <ul className={styles['list']}>
            {pages.map((page) => (
              <SidebarItem
                key={`${page.url}:${page.url === currentUrl ? 'current' : ''}`}
                title={page.title}
                url={page.url}
                current={page.url === currentUrl}
                anchors={page.url === currentUrl ? anchors : []}
              />
            ))}
          </ul>
        </div>
      ))}
      <a className={styles['print']} href={printableUrl(section.name)} data-reload="">
        Printable version of {section.title}
      </a>
    </nav>
  );
}
