/**
 * A link's move waits for the new page's data (part of the place chunk, loaded at idle or with
 * the first move; location.ts calls it). Until the data is in, or has failed, the old page stays
 * on screen where the reader left it, under a progress bar (`html[data-navigating]`, global.css);
 * then the move happens at once, the new page whole, at its top or its hash, focus on its
 * heading. Before, the move showed a short placeholder at the old scroll position for as long as
 * the data took (1.2 to 1.6 s on a phone over slow 3G): its title half under the sticky header,
 * grey bars floating above the footer, then a jump to the top.
 *
 * Data that does not come within HOLD_PATIENCE_MS hands the move to the browser, a full load of
 * the new page: a request that hung kept the old page under the bar for the fetch's two-minute
 * limit, and the reader could not tell a slow network from a dead one. The browser shows its own
 * progress, then the page or its own error. Ten seconds leave a slow phone time for the largest
 * data file (a printable page's, 258 KB in Brotli: about 7 s over Chrome's 'Slow 3G' preset).
 */
import { HOLD_PATIENCE_MS } from '../../shared/constants.ts';
import { loadPage } from '../data/loadPage.ts';

/** The latest move waited for: an older one still waiting is dropped when it is done. */
let latest = 0;

/**
 * Resolves once the data of `url` is in or has failed (routes without page data fail at once), if
 * no later move or Back and Forward came meanwhile; a move dropped so never resolves, nor one
 * whose data took too long (the browser then loads `url` itself).
 */
export function holdFor(url: URL): Promise<void> {
  const ticket = ++latest;
  const root = document.documentElement;
  root.setAttribute('data-navigating', '');
  return new Promise((resolve) => {
    const late = setTimeout(() => {
      if (ticket !== latest) return;
      // Dropped here, so the data arriving in this document after all (Back to it from the
      // browser's page cache) moves nothing; the browser's own progress shows from here.
      dropHold();
      window.location.assign(url.href);
    }, HOLD_PATIENCE_MS);
    const done = (): void => {
      clearTimeout(late);
      if (ticket !== latest) return;
      root.removeAttribute('data-navigating');
      resolve();
    };
    loadPage(url.pathname).then(done, done);
  });
}

/** Drops the move waiting, if any: Back or Forward came first. */
export function dropHold(): void {
  latest += 1;
  document.documentElement.removeAttribute('data-navigating');
}
