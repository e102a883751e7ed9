/** Loads the data of the page at `url`: placeholder, then content, or an error. */
import { useEffect, useRef, useState } from 'react';
import type { PageData } from '../../shared/types.ts';
import { arrivedPage, loadPage, useContentRevision } from '../data/loadPage.ts';
import { recoverFromChunkFailure, recoveryTarget } from '../sw/recovery.ts';

/** The three states of page content. */
export type PageState =
  | { status: 'loading'; url: string }
  | { status: 'ready'; url: string; page: PageData }
  | { status: 'error'; url: string; error: unknown };

/** Page content for `url` ('' for routes without page data), starting ready when the prerendered page is the one asked for. */
export function usePage(url: string, initial: PageData | undefined): PageState {
  const [state, setState] = useState<PageState>(() =>
    initial !== undefined && initial.url === url ? { status: 'ready', url, page: initial } : { status: 'loading', url },
  );
  // The dev server's saves (0 for ever in production): a new revision fetches the page again.
  const revision = useContentRevision();
  const shownRevision = useRef(revision);
  useEffect(() => {
    const stale = shownRevision.current !== revision;
    if (url === '' || (state.url === url && state.status === 'ready' && !stale)) return undefined;
    if (state.url === url && state.status === 'error' && !stale) {
      // The network coming back tries again (the same link followed again fetches the data
      // itself, `navigate`, which then shows below): the error stayed until a full load.
      const retry = (): void => setState({ status: 'loading', url });
      addEventListener('online', retry);
      return () => removeEventListener('online', retry);
    }
    shownRevision.current = revision;
    let cancelled = false;
    if (state.url !== url) setState({ status: 'loading', url });
    loadPage(url).then(
      (page) => {
        if (!cancelled) setState({ status: 'ready', url, page });
      },
      (error: unknown) => {
        if (cancelled) return;
        // A tab on an old build may recover with one full load; meanwhile the placeholder stays.
        void recoverFromChunkFailure(recoveryTarget(url), error).then((reloading) => {
          if (cancelled || reloading) return;
          // Offline, a page not stored cannot arrive: expected, so noted but not a warning. Online
          // (a blocked request, a server error) it is a failure.
          (navigator.onLine ? console.warn : console.info)(`Loading ${url} failed:`, error);
          setState({ status: 'error', url, error });
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [url, state.url, state.status, revision]);
  if (state.url === url && state.status === 'ready') return state;
  // Data already in (a link's move waits for it, `navigate` in src/app/router/location.ts) shows
  // in the move's own render: through the effect above it came a render later, and a frame
  // showed the placeholder at the old scroll position. So does data that came after an error.
  const page = arrivedPage(url);
  return page !== undefined ? { status: 'ready', url, page } : state.url === url ? state : { status: 'loading', url };
}
