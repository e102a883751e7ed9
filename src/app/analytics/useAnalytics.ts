/**
 * Page views on every route change, when the build has a measurement id. With none (the
 * default) the condition below is the constant `false` in the bundle, so webpack leaves the
 * analytics chunk out entirely and nothing is loaded or sent.
 */
import { useEffect } from 'react';

/** Sends a page view whenever `pathname` or `search` changes (call after the title is set). */
export function useAnalytics(pathname: string, search: string): void {
  useEffect(() => {
    if (__ANALYTICS_ID__ !== '') {
      // Read now: by the time the chunk arrives the reader may have moved on.
      const title = document.title;
      const location = window.location.href;
      void import(/* webpackChunkName: "analytics" */ './analytics.ts').then(({ setupAnalytics, trackPageView }) => {
        setupAnalytics(__ANALYTICS_ID__, window as Window & { dataLayer?: unknown[] }, document);
        trackPageView(`${pathname}${search}`, title, location);
      });
    }
  }, [pathname, search]);
}
