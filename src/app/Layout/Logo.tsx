/** The site's own cube mark, drawn here: an isometric cube in the brand blues. */
import type { ReactNode } from 'react';

/** The mark; decorative unless given a label. */
export function Logo({ size = 32, label }: { size?: number; label?: string }): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      focusable="false"
    >
      <path d="M32 3 58 18v28L32 61 6 46V18Z" fill="#8ed6fb" />
      <path d="M32 14 48 23v18L32 50 16 41V23Z" fill="#1c78c0" />
      <path d="M32 14 48 23 32 32 16 23Z" fill="#5fb6ea" />
      <path d="M32 32v18l16-9V23Z" fill="#175d96" />
    </svg>
  );
}
