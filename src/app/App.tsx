/** The whole app: chrome around the route's content. Shared by prerender and browser. */
import { useEffect, type ReactNode } from 'react';
import { HOME_TITLE, PRINTABLE_TITLE, TEXT, DEFAULT_DESCRIPTION } from '../shared/constants.ts';
import { hasOnThisPage } from '../shared/anchors.ts';
import type { Anchor, PageData } from '../shared/types.ts';
import { documentTitle, NOT_FOUND_PATH, sectionOf } from '../shared/urls.ts';
import { useAnalytics } from './analytics/useAnalytics.ts';
import { navSummary, useNav } from './data/nav.ts';
import { SiteHeader } from './Layout/SiteHeader.tsx';
import { useDrawer } from './Layout/useDrawer.ts';
import styles from './Layout/Layout.module.css';
import { useDocumentMeta } from './Page/useDocumentMeta.ts';
import { usePage } from './Page/usePage.ts';
import { useScrollToHash } from './Page/useScrollToHash.ts';
import { hydrationDone, type SiteLocation } from './router/location.ts';
import { StaticRouter, useLocation } from './router/RouterContext.tsx';
import { routeWithoutTree } from './router/routes.ts';
import { useLinkInterception } from './router/useLinkInterception.ts';
import { markHydrated } from './deferred.tsx';
import { DocPage, Home, NotFound, NotificationBar, OfflineSupport, OnThisPage, SidebarNavigation, SiteFooter } from './views.ts';
import { ViewBoundary } from './ViewBoundary.tsx';

/** One empty list, so the sidebar's props stay equal while a page loads. */
const NO_ANCHORS: readonly Anchor[] = [];

/**
 * Where the chrome around the not-found page (the header and its views) believes it is: the path
 * `404.html` was prerendered at. The server answers that one file for every unknown path, so
 * chrome that followed the address (the header's section links under `/plugins/nope/`) would
 * differ from the HTML and fail hydration (React error #418).
 */
const NOT_FOUND_LOCATION: SiteLocation = { pathname: NOT_FOUND_PATH, search: '', hash: '' };

/** Data the prerendered HTML carries for hydration. */
export interface InitialData {
  /** The page rendered into the HTML, if any. */
  page?: PageData;
}

/** The app. */
export function App({ initial }: { initial: InitialData }): ReactNode {
  const location = useLocation();
  const { pathname, hash, search } = location;
  const tree = useNav();
  const route = tree?.table.resolve(pathname) ?? routeWithoutTree(pathname, initial.page);
  useLinkInterception(tree?.table.resolve);
  useEffect(() => {
    // The flag tests and gates wait for: this render and every view due at load have hydrated
    // (asked again after a move, which may have removed one that had not).
    markHydrated(() => {
      document.documentElement.dataset['hydrated'] = 'true';
      hydrationDone();
    });
  }, [pathname]);

  const docUrl = route.kind === 'doc' ? route.page.url : route.kind === 'printable' ? pathname : '';
  const state = usePage(docUrl, initial.page);
  const ready = route.kind !== 'doc' || state.status !== 'loading';
  useScrollToHash(`${pathname}${hash}`, hash, ready);

  const meta =
    route.kind === 'doc'
      ? { title: documentTitle(route.page.title), description: state.status === 'ready' ? state.page.description : DEFAULT_DESCRIPTION, pathname }
      : route.kind === 'home'
        ? { title: HOME_TITLE, description: DEFAULT_DESCRIPTION, pathname }
        : route.kind === 'printable'
          ? { title: PRINTABLE_TITLE, description: DEFAULT_DESCRIPTION, pathname }
          : { title: documentTitle(TEXT.notFoundTitle), description: DEFAULT_DESCRIPTION, pathname };
  useDocumentMeta(meta);
  useAnalytics(pathname, search);

  const drawer = useDrawer(pathname);

  const anchors = state.status === 'ready' ? state.page.anchors : NO_ANCHORS;
  const sectionName = sectionOf(pathname);
  const withSidebar = route.kind === 'doc' && navSummary.sections.some((s) => s.name === sectionName);

  let content: ReactNode = null;
  if (route.kind === 'home') {
    content = (
      <ViewBoundary url="/">
        <Home />
      </ViewBoundary>
    );
  }
  else if (route.kind === 'not-found') content = <NotFound pathname={pathname} />;
  else if (route.kind === 'doc' || route.kind === 'printable') {
    content = (
      <ViewBoundary url={pathname}>
        <DocPage state={state} title={route.kind === 'doc' ? route.page.title : PRINTABLE_TITLE} />
      </ViewBoundary>
    );
  }

  return (
    <StaticRouter location={route.kind === 'not-found' ? NOT_FOUND_LOCATION : location}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader {...(withSidebar ? { onOpenSidebar: drawer.show, sidebarOpen: drawer.open } : {})} />
      {/* The class reserves the "On this page" column's room from the first paint: its element comes after the page text. */}
      <div className={withSidebar ? `${styles['withSidebar']}${hasOnThisPage(anchors) ? ` ${styles['withColumn']}` : ''}` : styles['single']}>
        {withSidebar && (
          <SidebarNavigation
            open={drawer.open}
            onOpen={drawer.show}
            onClose={drawer.hide}
            sectionName={sectionName}
            currentUrl={pathname}
            anchors={anchors}
          />
        )}
        <main id="main" className={styles['main']}>
          {content}
        </main>
        {withSidebar && <OnThisPage anchors={anchors} />}
      </div>
      <SiteFooter />
      {/* Before the notification bar: on a wide screen the offline banner rides above it, and rests above it at the end. */}
      <OfflineSupport />
      <NotificationBar />
    </StaticRouter>
  );
}
