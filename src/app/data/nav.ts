/**
 * The navigation tree. The main bundle carries only its summary (section titles and the webpack
 * version); the tree with every page's title is a chunk of its own, loaded when the browser is
 * idle after hydration, or at once when something needs it first (a navigation, the sidebar,
 * a page with no prerendered HTML). The prerender hands the tree over up front (entry-server).
 */
import { useEffect, useState } from 'react';
import summary from '@generated/nav-summary.json';
import type { NavTree } from '../../shared/types.ts';
import { whenIdle } from '../idle.ts';
import { createRouteTable, type RouteTable } from '../router/routes.ts';

export { summary as navSummary };

/** The tree and the route table built from it. */
export interface LoadedNav {
  /** The tree. */
  nav: NavTree;
  /** Routes of the whole site. */
  table: RouteTable;
}

let loaded: LoadedNav | undefined;
let loading: Promise<LoadedNav> | undefined;
const listeners = new Set<(nav: LoadedNav) => void>();

/** Sets the tree now (the prerender, which has it). */
export function provideNav(nav: NavTree): void {
  loaded = { nav, table: createRouteTable(nav) };
  for (const listener of listeners) listener(loaded);
}

/** The tree if it is here. */
export function navIfLoaded(): LoadedNav | undefined {
  return loaded;
}

/** Loads the tree (once; again after a failure). */
export function loadNav(): Promise<LoadedNav> {
  if (loaded !== undefined) return Promise.resolve(loaded);
  loading ??= import(/* webpackChunkName: "nav" */ './nav-tree.ts').then(
    (module) => {
      provideNav(module.navTree);
      return loaded as LoadedNav;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The tree for a component: undefined until it has loaded, which starts once the browser is idle after the load. */
export function useNav(): LoadedNav | undefined {
  const [nav, setNav] = useState(loaded);
  useEffect(() => {
    if (nav !== undefined) return undefined;
    listeners.add(setNav);
    if (loaded !== undefined) setNav(loaded);
    void whenIdle()
      .then(loadNav)
      .catch((error: unknown) => console.warn('The navigation could not load:', error));
    return () => {
      listeners.delete(setNav);
    };
  }, [nav]);
  return nav;
}
