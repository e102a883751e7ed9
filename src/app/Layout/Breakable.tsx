/** A long name with a line break offered at each of its break points (`<wbr>`, no text of its own). */
import { Fragment, type ReactNode } from 'react';
import { breakPoints } from './breakPoints.ts';

/** The text with a `<wbr>` at each of its break points. */
export function Breakable({ text }: { text: string }): ReactNode {
  const parts = breakPoints(text);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
