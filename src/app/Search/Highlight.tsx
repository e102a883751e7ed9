/** Text with the matched runs in `<mark>`: React elements only, never HTML strings. */
import type { ReactNode } from 'react';
import type { TextSegment } from '../../shared/search/highlight.ts';

/** Renders segments. */
export function Highlight({ segments }: { segments: readonly TextSegment[] }): ReactNode {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text));
}
