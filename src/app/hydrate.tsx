/** Hydrates the prerendered page (or renders from scratch in dev); started by entry-client.tsx. */
import { startTransition, StrictMode } from 'react';
import { SEARCH_KEYS_EVENT, SEARCH_KEYS_GLOBAL, type SearchKeys } from '../shared/search-keys.ts';
import type { PageData } from '../shared/types.ts';
import { hashRedirect } from '../shared/urls.ts';
import { App, type InitialData } from './App.tsx';
import { captureDeferred } from './deferred.tsx';
import { primePage } from './data/loadPage.ts';
import { loadNav } from './data/nav.ts';
import { getLocation } from './router/location.ts';
import { RouterProvider } from './router/RouterContext.tsx';
import { isHomePath } from './router/routes.ts';
import { createRoot, hydrateRoot } from './react-dom.ts';
import { Home, SearchBox } from './views.ts';

/** Reads the data the prerenderer embedded; the body HTML is taken from the DOM, not sent twice. */
function readInitialData(): InitialData {
  const script = document.getElementById('initial-data');
  if (script?.textContent == null || script.textContent === '') return {};
  const data = JSON.parse(script.textContent) as { page?: Omit<PageData, 'html'> };
  if (data.page === undefined) return {};
  const body = document.querySelector('[data-page-body]');
  if (body === null) return {};
  const page: PageData = { ...data.page, html: body.innerHTML };
  primePage(page);
  return { page };
}

/** Reads the page's data and hydrates it. */
export async function boot(): Promise<void> {
  const redirect = hashRedirect(window.location.pathname, window.location.hash);
  if (redirect !== null) {
    window.location.replace(redirect);
    return;
  }
  // The search shortcut pressed before the search box hydrated (src/shared/search-keys.ts): the
  // box hydrates now rather than once the browser is idle, and opens the dialog.
  // (The listener's state read here as it is: earlyKeys.ts, the search box's side, is not in this bundle.)
  const hurrySearch = (): void => {
    const keys = (window as unknown as Record<string, Partial<SearchKeys> | undefined>)[SEARCH_KEYS_GLOBAL];
    if (keys?.open !== true) return;
    // A search box that cannot load: the keys go to the page again.
    SearchBox.preload().catch(() => {
      keys.open = false;
    });
  };
  document.addEventListener(SEARCH_KEYS_EVENT, hurrySearch);
  hurrySearch();
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from the page');
  const initial = readInitialData();
  captureDeferred(container);
  // The home page's view is a chunk its HTML already asks for: hydrate it in one go.
  const prerendered = container.hasChildNodes();
  if (isHomePath(window.location.pathname)) await Home.preload().catch(() => undefined);
  // Without prerendered HTML (the app shell, the dev server) the first render needs the tree.
  if (!prerendered) await loadNav().catch((error: unknown) => console.warn('The navigation could not load:', error));
  const app = (
    <StrictMode>
      <RouterProvider initial={getLocation()}>
        <App initial={initial} />
      </RouterProvider>
    </StrictMode>
  );
  // Error boundaries report what they catch themselves (as warnings: the page goes on).
  const options = { onCaughtError: () => undefined };
  // Hydration as a transition: React works on it in slices of a few milliseconds and lets the
  // browser handle input and paint between them, instead of one long task (issue #22). The
  // prerendered page stays on screen and unchanged meanwhile.
  if (prerendered) startTransition(() => void hydrateRoot(container, app, options));
  else createRoot(container, options).render(app);
}
