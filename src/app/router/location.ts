/**
 * A tiny History-API router over the static route table: a store the app subscribes to,
 * `navigate()` for client-side moves, and a hook for place.ts, which notes the place (scroll and
 * focus) each history entry was left at and restores it on Back and Forward; a link's move waits
 * for its page's data.
 */
import { HOLD_PATIENCE_MS } from '../../shared/constants.ts';
import { loadPage } from '../data/loadPage.ts';
import { loadNav } from '../data/nav.ts';
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
  // The prerender bundle never moves: the constant keeps the chunk out of it (inside the
  // condition, as src/app/Search/SearchBox.tsx explains).
  if (!__SSR__) {
    return import(/* webpackChunkName: "place" */ './place.ts').then((m) => {
      keeper ??= m.keepPlaces();
      return m;
    });
  }
  return Promise.reject(new Error('no moves during prerender'));
}

/** The last move (read after a location change). */
export function currentMove(): Move {
  return move;
}

/**
 * The path a route is found by: `…/index.html` (the file a static host also answers for the
 * route) and doubled slashes lead to the route they spell. Old links and bookmarks of that form
 * showed 'Page Not Found' once the app had started (reader review, session 24).
 */
const routePath = (path: string): string => path.replace(/\/index\.html$/, '/').replace(/\/{2,}/g, '/');

function read(): SiteLocation {
  return { pathname: routePath(window.location.pathname), search: window.location.search, hash: window.location.hash };
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
  const path = routePath(at.pathname);
  return path + at.search === now.pathname + now.search ? now : { ...at, pathname: path, hash: '' };
}

/** The current location (browser only); until the app subscribes, where the document was loaded. */
export function getLocation(): SiteLocation {
  if (current === null) {
    current = loadedAt();
    // The address bar says the route's own path too (what a reader copies, what Back returns to),
    // unless it has moved on already (a Back before hydration).
    const path = window.location.pathname;
    if (path !== current.pathname && routePath(path) === current.pathname) window.history.replaceState(window.history.state, '', address(current));
  }
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
  // Reloaded on a layer's entry, with nothing open: stepped back over.
  else if (first && onLayerEntry() && layers.length === 0) stepBack();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPop);
  };
}

function emit(): void {
  current = read();
  for (const l of listeners) l();
}

let hydrated: () => void = () => undefined;
/** Settles once the app and the views due at load have hydrated (`hydrationDone`). */
const whenHydrated = new Promise<void>((resolve) => (hydrated = resolve));

/** Called by the app once it and the views due at load have hydrated (`markHydrated`, deferred.tsx). */
export function hydrationDone(): void {
  hydrated();
}

/**
 * Back or Forward, held (`hold`) until the page has hydrated (a view still waiting shows its
 * prerendered markup in place of the page moved to, and the place would be restored on it), the
 * route table is in (the navigation tree's chunk: without it any page but the one loaded is "not
 * found") and the place chunk (the place the entry was left at). Normally all are there and the
 * move is made a few microtasks later; a Back pressed before (during or right after hydration, or
 * caught up with at subscription) waits for them as a link's move does, and late, the browser
 * loads the address itself.
 */
function onPop(): void {
  // Back or Forward from or to a layer's entry (the same address): leaving it closes the layers,
  // and the page stays as it is.
  if (current !== null && address(read()) === address(current) && (layers.length > 0 || onLayerEntry() || takenBack)) {
    takenBack = false;
    if (!onLayerEntry()) closeLayers();
    // The entry of a layer no longer open (Forward to it): stepped back over, not a Back that does nothing.
    else if (layers.length === 0) stepBack();
    return;
  }
  // The place of the entry left is noted now, while the page still shows it. A keeper that loads
  // later starts from the entry arrived at, whose place then comes from its state (place.ts).
  const arrived = keeper?.arrive();
  hold([loadPlaceRestore(), loadNav(), whenHydrated], () => window.location.reload(), () => {
    move = { serial: move.serial + 1, kind: 'traverse', ...arrived };
    emit();
  });
}

/**
 * What is open over the page (the search dialog, the phone's drawer), on a history entry of its
 * own: the same address, `layer: 1` in the entry's state. A phone's Back gesture
 * closed nothing and left the page (reader review, session 24); now it closes what is open, as
 * on the phone's own apps. Closed another way, a layer takes its entry back (`history.back()`);
 * a link followed from it takes the entry's place (`navigate`), so one Back still leads to the
 * page before.
 */
const layers: Array<() => void> = [];
/** Set while a layer closed another way takes its entry back. */
let takenBack = false;

/** Takes the current entry, a layer's, back. */
function stepBack(): void {
  takenBack = true;
  window.history.back();
}

/** Whether the current entry is a layer's (`layer: 1` in its state), not the page's own. */
const onLayerEntry = (): boolean => (window.history.state as { layer?: number } | null)?.layer === 1;

/** Closes every layer open (their `close`), without touching history. */
function closeLayers(): void {
  for (const close of layers.splice(0)) close();
}

/**
 * Opens a layer: `close` is called when Back leaves it. Returns what closes it otherwise (the
 * close button, Escape, a click outside), which takes its entry back; not for a link followed
 * from it, whose move takes the entry's place.
 */
export function openLayer(close: () => void): () => void {
  // A layer opened over another (search from the open drawer) shares its entry: a link followed
  // from it then replaces the one entry there is, and Back closes both.
  const depth = layers.push(close);
  if (depth === 1) window.history.pushState({ ...(window.history.state as object), layer: 1 }, '');
  return () => {
    if (layers.length !== depth) return;
    layers.pop();
    if (depth === 1 && onLayerEntry()) stepBack();
  };
}

/** The latest move: one still held moves nothing once a later move, Back or Forward came. */
let moves = 0;

/** Drops the move held, if any, and its progress bar. */
function dropMove(): void {
  moves += 1;
  document.documentElement.removeAttribute('data-navigating');
}

/**
 * Holds a move until what it `needs` has settled (loaded or failed), the old page on screen under
 * a progress bar (`html[data-navigating]`, global.css), then runs `done`, unless a later move came
 * first. Past HOLD_PATIENCE_MS it drops the move and runs `late`, a full load by the browser, whose
 * own progress shows from there (dropped first, so what arrives in this document after all, Back
 * to it from the browser's page cache, moves nothing): a data request that hung held the old page
 * for the fetch's two-minute limit, and a place chunk that hung, for webpack's chunk time-out
 * without even the bar. Ten seconds leave a slow phone time for the largest data file (a
 * printable page's, 258 KB in Brotli: about 7 s over 'Slow 3G').
 */
function hold(needs: readonly unknown[], late: () => void, done: () => void): void {
  const ticket = ++moves;
  document.documentElement.setAttribute('data-navigating', '');
  const timer = setTimeout(() => {
    if (ticket !== moves) return;
    dropMove();
    late();
  }, HOLD_PATIENCE_MS);
  void Promise.allSettled(needs).then(() => {
    clearTimeout(timer);
    if (ticket !== moves) return;
    document.documentElement.removeAttribute('data-navigating');
    done();
  });
}

/** The code of the view a path shows, which a move waits for too (views.ts sets it). */
let viewOf: (path: string) => Promise<unknown> = () => Promise.resolve();

/**
 * Sets what a move loads for its path's view: from another page the home page's chunk (or the
 * page body's, from home) came after the move, and a slow one left the main column empty,
 * without the progress bar (reader review, session 24).
 */
export function holdMovesFor(view: (path: string) => Promise<unknown>): void {
  viewOf = view;
}

/**
 * Moves to `to` (a site-relative URL) without a full load, held (`hold`) until its page's data is
 * in or has failed, and its view's code and the place chunk with it (which notes the place of the
 * entry left; without it, none is).
 */
export function navigate(to: string): void {
  const url = new URL(to, window.location.href);
  // A move within the page on screen (a link to one of its sections) waits for no view: its view
  // is there, hydrated or not, and its body's chunk may still be on its way on a slow connection.
  hold([loadPlaceRestore(), loadPage(url.pathname), url.pathname === window.location.pathname || viewOf(url.pathname)], () => (onLayerEntry() ? window.location.replace(url.href) : window.location.assign(url.href)), () => {
    // From a layer's entry (a search result, a link in the drawer), the move takes its place and
    // closes what is open (the drawer under the search, which a result on its page left open).
    const layered = onLayerEntry();
    closeLayers();
    // The address shown keeps its entry, as the browser's own navigation does (a layer's is taken back).
    if (url.href === window.location.href) {
      if (layered) stepBack();
    } else window.history[layered ? 'replaceState' : 'pushState'](keeper?.leave() ?? null, '', url);
    move = { serial: move.serial + 1, kind: 'push' };
    emit();
  });
}

/** Parses a site-relative URL into a location (used by the prerenderer too). */
export function parseLocation(url: string): SiteLocation {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}
