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

/** Builds a resolver over the nav tree. */
export function createRouteTable(nav: NavTree): { resolve: (pathname: string) => Route; pages: Map<string, NavPage> } {
  const pages = new Map<string, NavPage>();
  for (const page of nav.rootPages) pages.set(page.url, page);
  for (const section of nav.sections) for (const page of section.pages) pages.set(page.url, page);
  const resolve = (pathname: string): Route => {
    if (pathname === '/' || pathname === '/index.html') return { kind: 'home' };
    if (pathname === APP_SHELL_PATH) return { kind: 'app-shell' };
    const page = pages.get(pathname);
    if (page !== undefined) return { kind: 'doc', page };
    if (isPrintableUrl(withTrailingSlash(pathname)) && pathname.endsWith('/')) return { kind: 'printable' };
    return { kind: 'not-found' };
  };
  return { resolve, pages };
}
