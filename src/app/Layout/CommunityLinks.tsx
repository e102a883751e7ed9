/** Icon links to the source repository and the community channels, each with an accessible name. */
import type { ReactNode } from 'react';
import styles from './Layout.module.css';

/** An icon link of the header. */
interface IconLink {
  /** Accessible name (also the tooltip). */
  label: string;
  /** External address. */
  url: string;
  /** Whether it stays visible on phones (the others are in the footer or one tap away). */
  always: boolean;
  /** The icon, drawn on a 16-unit grid. */
  icon: ReactNode;
}

const LINKS: readonly IconLink[] = [
  {
    label: 'webpack on GitHub',
    url: 'https://github.com/webpack/webpack',
    always: true,
    icon: (
      <path
        fill="currentColor"
        d="M8 0a8 8 0 0 0-2.5 15.6c.4 0 .5-.2.5-.4v-1.5c-2.2.5-2.7-1-2.7-1-.4-.9-.9-1.2-.9-1.2-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.3 1.9.9 2.3.7.1-.5.3-.9.5-1.1-1.8-.2-3.6-.9-3.6-4 0-.9.3-1.6.8-2.1-.1-.2-.4-1 .1-2.1 0 0 .7-.2 2.2.8a7.5 7.5 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1.1.2 1.9.1 2.1.5.6.8 1.3.8 2.1 0 3.1-1.9 3.7-3.6 3.9.3.3.6.8.6 1.5v2.2c0 .2.1.5.6.4A8 8 0 0 0 8 0Z"
      />
    ),
  },
  {
    label: 'webpack chat on Discord',
    url: 'https://discord.com/invite/5sxFZPdx2k',
    always: false,
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round">
        <path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h9A1.5 1.5 0 0 1 14 3.5v6a1.5 1.5 0 0 1-1.5 1.5H7l-3.5 3v-3A1.5 1.5 0 0 1 2 9.5Z" />
        <path d="M5 6.5h.01M8 6.5h.01M11 6.5h.01" strokeWidth="2" strokeLinecap="round" />
      </g>
    ),
  },
  {
    label: 'webpack questions on Stack Overflow',
    url: 'https://stackoverflow.com/questions/tagged/webpack',
    always: false,
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round">
        <path d="M2.5 9.5v4h11v-4" />
        <path d="M5 11.5h6M5.2 9.2l5.8.6M5.9 6.6l5.6 1.6M7.3 4.1l5 2.8M9.4 1.8l4 4" />
      </g>
    ),
  },
];

/** The header's icon links. No `title`: it repeated the name, and some screen readers read both. */
export function CommunityLinks(): ReactNode {
  return (
    <>
      {LINKS.map((link) => (
        <a
          key={link.url}
          className={`${styles['iconButton']} ${link.always ? '' : styles['wideOnly']}`}
          href={link.url}
          rel="noopener noreferrer"
          aria-label={link.label}
        >
          <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {link.icon}
          </svg>
        </a>
      ))}
    </>
  );
}
