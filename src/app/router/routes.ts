/** The route table, built from the slim nav tree: the single source of routes. */
import type { NavPage, NavTree } from '../../shared/types.ts';
import { isPrintableUrl, withTrailingSlash } from '../../shared/urls.ts';


/** What a path renders. */
export type Route =
  | { kind: 'home' }
  | { kind: 'app-shell' }
  | { kind: 'doc'; page: NavPage }
  | { kind: 'printable' }
  | { kind: 'not-found' };

/** The path of the app-shell route (renders nothing; the service worker's navigation fallback). */
export const APP_SHELL_PATH = '/app-shell/';

/** Routes of the site: a resolver and the pages by URL. */
export interface RouteTable {
  /** What a path renders. */
  resolve: (pathname: string) => Route;
  /** Every page of the tree by its URL. */
  pages: Map<string, NavPage>;
}

/** Whether a path is the home page. */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}

/** Builds a resolver over the nav tree. */
export function createRouteTable(nav: NavTree): RouteTable {
  const pages = new Map<string, NavPage>();
  for (const page of nav.rootPages) pages.set(page.url, page);
  for (const section of nav.sections) for (const page of section.pages) pages.set(page.url, page);
  const resolve = (pathname: string): Route => {
    if (isHomePath(pathname)) return { kind: 'home' };
    if (pathname === APP_SHELL_PATH) return { kind: 'app-shell' };
    const page = pages.get(pathname);
    if (page !== undefined) return { kind: 'doc', page };
    if (isPrintableUrl(withTrailingSlash(pathname)) && pathname.endsWith('/')) return { kind: 'printable' };
    return { kind: 'not-found' };
  };
  return { resolve, pages };
}

/**
 * The route of a prerendered page before the tree has loaded, from its path and the data its
 * HTML embeds; it is the route the prerender used, so hydration matches.
 */
export function routeWithoutTree(pathname: string, page: { url: string; title: string } | undefined): Route {
  if (isHomePath(pathname)) return { kind: 'home' };
  if (pathname === APP_SHELL_PATH) return { kind: 'app-shell' };
  if (isPrintableUrl(withTrailingSlash(pathname)) && pathname.endsWith('/')) return { kind: 'printable' };
  if (page !== undefined && page.url === pathname) return { kind: 'doc', page: { title: page.title, url: page.url } };
  return { kind: 'not-found' };
}
