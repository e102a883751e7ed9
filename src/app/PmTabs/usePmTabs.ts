/**
 * Makes the page's install-command tabs work once it has rendered. Part of the deferred doc-page
 * chunk (no chunk of its own: a chunk adds its id and hash to the main bundle's runtime).
 */
import { useEffect } from 'react';
import { enhancePmTabs } from './pmTabs.ts';

/** Enhances the tab groups of the page identified by `pageKey` (its body must be in the DOM). */
export function usePmTabs(pageKey: string): void {
  useEffect(() => {
    if (document.querySelector('[data-page-body] [data-pm-tabs]') !== null) enhancePmTabs();
  }, [pageKey]);
}
