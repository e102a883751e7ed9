/**
 * The deferred views that render inside another deferred view (see deferred.tsx): DocPage, itself
 * a view of views.ts, shows the contributors grid. They live a floor below views.ts so the page
 * body's chunk can import them without importing the module that loads that chunk. The prerender
 * bundle gets page-views.server.tsx in place of this module.
 */
import { deferred } from './deferred.tsx';
import { VIEW_SETTINGS as V } from './view-settings.ts';

export const Contributors = deferred(
  V.contributors.name,
  V.contributors.trigger,
  () => import(/* webpackChunkName: "contributors" */ './Page/Contributors.tsx').then((m) => m.Contributors),
  { perPage: true },
);
