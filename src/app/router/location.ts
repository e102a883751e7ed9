/**
 * A tiny History-API router over the static route table: a store the app subscribes to,
 * `navigate()` for client-side moves, and a hook for place.ts, which notes the place (scroll and
 * focus) each history entry was left at and restores it on Back and Forward; a link's move waits
 * for its page's data.
 */
import { HOLD_PATIENCE_MS } from '../../shared/constants.ts';
import { loadPage } from '../data/loadPage.ts';
import { whenIdle } from '../idle.ts';
import type { Move, PlaceKeeper } from './place-mark.ts';
import type * as PlaceRestore from './place.ts';

/** Where the reader is. */
export interface SiteLocation {
  /** Path with trailing slash, e.g. `/concepts/`. */
  pathname: string;
  /** Query string including `?`, or ''. */
  search: string;
  /** Hash including `#`, or ''. */
  hash: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: SiteLocation | null = null;

let move: Move = { serial: 0, kind: 'load' };

let keeper: PlaceKeeper | undefined;

/** Noting and restoring places (a chunk of its own, src/app/router/place.ts). */
export function loadPlaceRestore(): Promise<typeof PlaceRestore> {
  // The prerender bundle never moves: the constant keeps the chunk out of it.
  if (__SSR__) return Promise.reject(new Error('no moves during prerender'));
  return import(/* webpackChunkName: "place" */ './place.ts').then((m) => {
    keeper ??= m.keepPlaces();
    return m;
  });
}

/** The last move (read after a location change). */
export function currentMove(): Move {
  return move;
}

function read(): SiteLocation {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

/** A location as one string, for comparing two. */
const address = (l: SiteLocation): string => l.pathname + l.search + l.hash;

/**
 * Where the document was loaded: the address its prerendered HTML was made for. Chromium keeps a
 * reloaded entry in one document with the app's other entries, so a Back or Forward pressed
 * before the app has hydrated moves the address within the document; hydrating the HTML as the
 * page moved to fails (React's error 418). The address of the document's navigation says where
 * it was loaded; the hash is the one in the address while the path is the same.
 */
function loadedAt(): SiteLocation {
  const now = read();
  const entry = performance.getEntriesByType('navigation')[0];
  const at = entry === undefined ? now : parseLocation(entry.name);
  return at.pathname + at.search === now.pathname + now.search ? now : { ...at, hash: '' };
}

/** The current location (browser only); until the app subscribes, where the document was loaded. */
export function getLocation(): SiteLocation {
  current ??= loadedAt();
  return current;
}

/**
 * Subscribes to location changes; returns the unsubscribe function. The first subscriber (the
 * app, once hydrated) catches up with a move made before it listened (a Back before hydration,
 * or during it) as with the `popstate` it missed.
 */
export function subscribe(listener: Listener): () => void {
  const first = listeners.size === 0;
  if (first) {
    window.addEventListener('popstate', onPop);
    void whenIdle().then(loadPlaceRestore).catch(() => undefined);
  }
  listeners.add(listener);
  if (first && current !== null && address(current) !== address(read())) onPop();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPop);
  };
}

function emit(): void {
  current = read();
  for (const l of listeners) l();
}

function onPop(): void {
  dropMove();
  void loadPlaceRestore().catch(() => undefined);
  move = { serial: move.serial + 1, kind: 'traverse', ...keeper?.arrive() };
  emit();
}

/** The latest link move: one still waiting moves nothing once a later move, Back or Forward came. */
let moves = 0;

/** Drops the move waiting, if any, and its progress bar. */
function dropMove(): void {
  moves += 1;
  document.documentElement.removeAttribute('data-navigating');
}

/**
 * Moves to `to` (a site-relative URL) without a full load, once its page's data is in or has
 * failed, and the place chunk with it (which notes the place of the entry left; without it, none
 * is). Until then the old page stays, under a progress bar (`html[data-navigating]`, global.css).
 * Past HOLD_PATIENCE_MS the browser loads the page itself: a data request that hung held the old
 * page for the fetch's two-minute limit, and a place chunk that hung, for webpack's chunk time-out
 * without even the bar (the wait was in the chunk). Ten seconds leave a slow phone time for the
 * largest data file (a printable page's, 258 KB in Brotli: about 7 s over 'Slow 3G').
 */
export function navigate(to: string): void {
  const url = new URL(to, window.location.href);
  const ticket = ++moves;
  document.documentElement.setAttribute('data-navigating', '');
  const late = setTimeout(() => {
    if (ticket !== moves) return;
    // Dropped here, so what arrives in this document after all (Back to it from the browser's
    // page cache) moves nothing; the browser's own progress shows from here.
    dropMove();
    window.location.assign(url.href);
  }, HOLD_PATIENCE_MS);
  const settled = (): undefined => undefined;
  void Promise.all([loadPlaceRestore().catch(settled), loadPage(url.pathname).catch(settled)]).then(() => {
    clearTimeout(late);
    if (ticket !== moves) return;
    document.documentElement.removeAttribute('data-navigating');
    window.history.pushState(keeper?.leave() ?? null, '', url);
    move = { serial: move.serial + 1, kind: 'push' };
    emit();
  });
}

/** Parses a site-relative URL into a location (used by the prerenderer too). */
export function parseLocation(url: string): SiteLocation {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}
