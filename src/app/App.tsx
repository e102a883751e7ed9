/** The whole app: chrome around the route's content. Shared by prerender and browser. */
import { useEffect, type ReactNode } from 'react';
import { HOME_TITLE, PRINTABLE_TITLE, TEXT, DEFAULT_DESCRIPTION } from '../shared/constants.ts';
import type { PageData } from '../shared/types.ts';
import { documentTitle, sectionOf } from '../shared/urls.ts';
import { useAnalytics } from './analytics/useAnalytics.ts';
import { nav, routeTable } from './data/nav.ts';
import { Home } from './Home/Home.tsx';
import { CodeCopy } from './Layout/CodeCopy.tsx';
import { NotificationBar } from './Layout/NotificationBar.tsx';
import { Sidebar } from './Layout/Sidebar.tsx';
import { SidebarDrawer } from './Layout/SidebarDrawer.tsx';
import { SiteFooter } from './Layout/SiteFooter.tsx';
import { SiteHeader } from './Layout/SiteHeader.tsx';
import { useDrawer } from './Layout/useDrawer.ts';
import styles from './Layout/Layout.module.css';
import { NotFound } from './NotFound/NotFound.tsx';
import { DocPage } from './Page/DocPage.tsx';
import { useDocumentMeta } from './Page/useDocumentMeta.ts';
import { usePage } from './Page/usePage.ts';
import { useScrollToHash } from './Page/useScrollToHash.ts';
import { useLocation } from './router/RouterContext.tsx';
import { useLinkInterception } from './router/useLinkInterception.ts';
import { OfflineSupport } from './sw/OfflineSupport.tsx';

/** Data the prerendered HTML carries for hydration. */
export interface InitialData {
  /** The page rendered into the HTML, if any. */
  page?: PageData;
}

/** The app. */
export function App({ initial }: { initial: InitialData }): ReactNode {
  const location = useLocation();
  const { pathname, hash, search } = location;
  const route = routeTable.resolve(pathname);
  useLinkInterception(routeTable.resolve);
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);

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

  const section = nav.sections.find((s) => s.name === sectionOf(pathname));
  const withSidebar = route.kind === 'doc' && section !== undefined;

  let content: ReactNode = null;
  if (route.kind === 'home') content = <Home />;
  else if (route.kind === 'not-found') content = <NotFound />;
  else if (route.kind === 'doc') content = <DocPage state={state} title={route.page.title} />;
  else if (route.kind === 'printable') content = <DocPage state={state} title={PRINTABLE_TITLE} />;

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader {...(withSidebar ? { onOpenSidebar: drawer.show, sidebarOpen: drawer.open } : {})} />
      <div className={withSidebar ? styles['withSidebar'] : styles['single']}>
        {withSidebar && (
          <SidebarDrawer open={drawer.open} onOpen={drawer.show} onClose={drawer.hide}>
            <Sidebar section={section} currentUrl={pathname} anchors={state.status === 'ready' ? state.page.anchors : []} />
          </SidebarDrawer>
        )}
        <main id="main" className={styles['main']}>
          {content}
        </main>
      </div>
      <SiteFooter />
      <NotificationBar />
      <CodeCopy pageKey={state.status === 'ready' ? state.page.url : ''} />
      <OfflineSupport />
    </>
  );
}
