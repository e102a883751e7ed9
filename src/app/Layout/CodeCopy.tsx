/**
 * Copy buttons for the code blocks of the page body. The body is HTML made at build time, so the
 * buttons are added to its DOM after each page renders (by a lazily loaded chunk, only on pages
 * that have code). A button has an accessible name but no text, so the page's text is the same
 * with and without JavaScript; this component's polite live region confirms each copy. The
 * body's scroll boxes, code blocks among them, are enhanced the same way, by a chunk of their own
 * (`scrollBoxes.ts`).
 */
import { useEffect, useState, type ReactNode } from 'react';

/** Enhances the code blocks of the page identified by `pageKey` and renders the confirmation region. */
export function CodeCopy({ pageKey }: { pageKey: string }): ReactNode {
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (pageKey === '') return;
    // Wide tables and diagrams leave the tab order while they have nothing to scroll (the selector
    // is part of `SCROLL_BOXES`, written out: importing it would put the chunk in the main
    // bundle). Code blocks do too, from the copy buttons' chunk, which costs this bundle nothing.
    if (document.querySelector('[data-page-body] :is(.table-wrap, .diagram-scroll)') !== null) void import(/* webpackChunkName: "scroll-boxes" */ './scrollBoxes.ts').then((m) => m.watchScrollBoxes());
    if (document.querySelector('[data-page-body] figure.code-block') === null) return;
    // The messages come with the chunk (codeCopyEnhance.ts): the first-load bundle has no use for them.
    const announce = (text: string): void => {
      // Cleared first so the same message is announced again on a second copy.
      setMessage('');
      requestAnimationFrame(() => setMessage(text));
    };
    void import(/* webpackChunkName: "code-copy" */ './codeCopyEnhance.ts').then(({ enhanceCodeBlocks }) => enhanceCodeBlocks(announce));
  }, [pageKey]);

  return (
    <div className="visually-hidden" role="status" data-testid="copy-status">
      {message}
    </div>
  );
}
