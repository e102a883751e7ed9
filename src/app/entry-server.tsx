/** Prerender entry (built for Node): renders one route to an HTML string. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import nav from '@generated/nav.json';
import { App, type InitialData } from './App.tsx';
import { provideNav } from './data/nav.ts';
import { parseLocation } from './router/location.ts';
import { StaticRouter } from './router/RouterContext.tsx';

// The prerender has the whole tree from the start.
provideNav(nav);

/** Renders the app at `url` with the page data it needs. */
export function render(url: string, initial: InitialData): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={parseLocation(url)}>
        <App initial={initial} />
      </StaticRouter>
    </StrictMode>,
  );
}
