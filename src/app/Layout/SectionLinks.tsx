/** The documentation sections as links, the current one marked: the header's sub-navigation and the drawer list them alike. */
import type { ReactNode } from 'react';
import { DOC_SECTIONS } from './docSections.ts';

/** The section list; `current` is the section of the page shown. */
export function SectionLinks({ current }: { current: string }): ReactNode {
  return (
    <ul>
      {DOC_SECTIONS.map((section) => (
        <li key={section.name}>
          <a href={section.url} {...(current === section.name ? { 'aria-current': 'true' as const } : {})}>
            {section.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
