/** Browser entry: hydrate the prerendered page (or render from scratch in dev). */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageData } from '../shared/types.ts';
import { hashRedirect } from '../shared/urls.ts';
import { App, type InitialData } from './App.tsx';
import { primePage } from './data/loadPage.ts';
import { getLocation } from './router/location.ts';
import { RouterProvider } from './router/RouterContext.tsx';
import './styles/global.css';

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

function boot(): void {
  const redirect = hashRedirect(window.location.pathname, window.location.hash);
  if (redirect !== null) {
    window.location.replace(redirect);
    return;
  }
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from the page');
  const initial = readInitialData();
  const app = (
    <StrictMode>
      <RouterProvider initial={getLocation()}>
        <App initial={initial} />
      </RouterProvider>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

boot();
