/**
 * A link's move waits for the new page's data (part of the place chunk, loaded at idle or with
 * the first move; location.ts calls it). Until the data is in, or has failed, the old page stays
 * on screen where the reader left it, under a progress bar (`html[data-navigating]`, global.css);
 * then the move happens at once, the new page whole, at its top or its hash, focus on its
 * heading. Before, the move showed a short placeholder at the old scroll position for as long as
 * the data took (1.2 to 1.6 s on a phone over slow 3G): its title half under the sticky header,
 * grey bars floating above the footer, then a jump to the top.
 */
import { loadPage } from '../data/loadPage.ts';

/** The latest move waited for: an older one still waiting is dropped when it is done. */
let latest = 0;

/**
 * Resolves once the data of `pathname` is in or has failed (routes without page data fail at
 * once), if no later move or Back and Forward came meanwhile; a move dropped so never resolves.
 */
export function holdFor(pathname: string): Promise<void> {
  const ticket = ++latest;
  const root = document.documentElement;
  root.setAttribute('data-navigating', '');
  return new Promise((resolve) => {
    const done = (): void => {
      if (ticket !== latest) return;
      root.removeAttribute('data-navigating');
      resolve();
    };
    loadPage(pathname).then(done, done);
  });
}

/** Drops the move waiting, if any: Back or Forward came first. */
export function dropHold(): void {
  latest += 1;
  document.documentElement.removeAttribute('data-navigating');
}
