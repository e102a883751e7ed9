/** The site's own cube mark, drawn here: an isometric cube in the brand blues. */
import type { ReactNode } from 'react';
import { MARK_PATHS } from '../../shared/brand.ts';

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
      {MARK_PATHS.map((p) => (
        <path key={p.d} d={p.d} fill={p.fill} />
      ))}
    </svg>
  );
}
