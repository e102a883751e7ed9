/** Turns clicks on internal links anywhere in the document into client-side navigation. */
import { useEffect } from 'react';
import { hashRedirect } from '../../shared/urls.ts';
import { navigate } from './location.ts';
import type { Route } from './routes.ts';

/** Whether a click should stay with the browser. */
function isModified(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Installs one delegated click listener; until the route table is there (`resolve` undefined), links load pages the usual way. */
export function useLinkInterception(resolve: ((pathname: string) => Route) | undefined): void {
  useEffect(() => {
    if (resolve === undefined) return undefined;
    const onClick = (event: MouseEvent): void => {
      if (isModified(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor === null || anchor === undefined) return;
      const href = anchor.getAttribute('href');
      if (href === null || anchor.hasAttribute('download') || (anchor.target !== '' && anchor.target !== '_self')) return;
      if (anchor.dataset['reload'] !== undefined) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const route = resolve(url.pathname);
      if (route.kind === 'printable' || route.kind === 'not-found') return;
      event.preventDefault();
      const redirected = hashRedirect(url.pathname, url.hash);
      navigate(redirected ?? `${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [resolve]);
}
