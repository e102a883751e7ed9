/**
 * Copy buttons for the code blocks of the page body. The body is HTML made at build time, so the
 * buttons are added to its DOM after each page renders (by a lazily loaded chunk, only on pages
 * that have code). A button has an accessible name but no text, so the page's text is the same
 * with and without JavaScript; this component's polite live region confirms each copy. The
 * body's scroll boxes, code blocks among them, are enhanced the same way, by a chunk of their own
 * (`scrollBoxes.ts`).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { loadAgain } from '../load-again.ts';

/** A chunk of the page's enhancements; one that failed (an uncaught error before) is asked for again (`loadAgain`). */
function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    console.warn('The code blocks\u2019 controls could not load:', error);
    return loadAgain(load, document.querySelector('[data-page-body]'));
  });
}

/** Enhances the code blocks of the page identified by `pageKey` and renders the confirmation region. */
export function CodeCopy({ pageKey }: { pageKey: string }): ReactNode {
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (pageKey === '') return;
    // Wide tables and diagrams leave the tab order while they have nothing to scroll (the selector
    // is part of `SCROLL_BOXES`, written out: importing it would put the chunk in the main
    // bundle). Code blocks do too, from the copy buttons' chunk, which costs this bundle nothing.
    // A chunk that arrives after the reader moved on enhances nothing: the next page asked for its own.
    let current = true;
    if (document.querySelector('[data-page-body] :is(.table-wrap, .diagram-scroll)') !== null)
      void loadChunk(() => import(/* webpackChunkName: "scroll-boxes" */ './scrollBoxes.ts')).then((m) => current && m.watchScrollBoxes());
    if (document.querySelector('[data-page-body] figure.code-block') === null) return undefined;
    // The messages come with the chunk (codeCopyEnhance.ts): the first-load bundle has no use for them.
    const announce = (text: string): void => {
      // Cleared first so the same message is announced again on a second copy.
      setMessage('');
      requestAnimationFrame(() => setMessage(text));
    };
    void loadChunk(() => import(/* webpackChunkName: "code-copy" */ './codeCopyEnhance.ts')).then(({ enhanceCodeBlocks }) => current && enhanceCodeBlocks(announce));
    return () => {
      current = false;
    };
  }, [pageKey]);

  return (
    <div className="visually-hidden" role="status" data-testid="copy-status">
      {message}
    </div>
  );
}
