/** Location for the tree: the store in the browser, a fixed value during prerender. */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { getLocation, subscribe, type SiteLocation } from './location.ts';

const LocationContext = createContext<SiteLocation>({ pathname: '/', search: '', hash: '' });

/** Provides the live location, starting from `initial` so hydration matches the prerender. */
export function RouterProvider({ initial, children }: { initial: SiteLocation; children: ReactNode }): ReactNode {
  const location = useSyncExternalStore(
    subscribe,
    getLocation,
    () => initial,
  );
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/** Provides a fixed location: the prerender's, and the one the not-found page's chrome is drawn for (App.tsx). */
export function StaticRouter({ location, children }: { location: SiteLocation; children: ReactNode }): ReactNode {
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/** The current location. */
export function useLocation(): SiteLocation {
  return useContext(LocationContext);
}
