/** Loads the install-command tabs' code once a page that has tab groups has rendered. */
import { useEffect } from 'react';

/** Enhances the tab groups of the page identified by `pageKey` (its body must be in the DOM). */
export function usePmTabs(pageKey: string): void {
  useEffect(() => {
    if (document.querySelector('[data-page-body] [data-pm-tabs]') === null) return;
    void import(/* webpackChunkName: "pm-tabs" */ './pmTabs.ts').then(({ enhancePmTabs }) => enhancePmTabs());
  }, [pageKey]);
}
