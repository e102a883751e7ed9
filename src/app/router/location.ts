/**
 * A tiny History-API router over the static route table: a store the app subscribes to,
 * `navigate()` for client-side moves, and a hook for place.ts, which notes the place (scroll and
 * focus) each history entry was left at and restores it on Back and Forward.
 */
import { whenIdle } from '../idle.ts';
import type { Place } from './place-mark.ts';
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

/** How the reader got to the current location: the page's load, a link (push or replace), or Back/Forward. */
export interface Move {
  /** Counts the moves, so two moves to the same address differ. */
  serial: number;
  /** The kind of move. */
  kind: 'load' | 'push' | 'traverse';
  /** For Back and Forward: the place the reader left this entry at, when known. */
  place?: Place;
  /** The element that had focus then, when this document still holds it. */
  element?: HTMLElement | null;
}

let move: Move = { serial: 0, kind: 'load' };

/**
 * What place.ts does at each move once it is loaded (at idle, or with the first move): it notes
 * the place of the entry left and finds the place of the entry Back or Forward arrives at.
 */
export interface PlaceKeeper {
  /** Before a link's move (`replace`: the entry is replaced, not left): the state of the entry it makes. */
  leave(replace: boolean): object;
  /** After Back or Forward: the place the entry was left at in this document, if noted. */
  arrive(): Pick<Move, 'place' | 'element'>;
}

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

/** The current location (browser only). */
export function getLocation(): SiteLocation {
  current ??= read();
  return current;
}

/** Subscribes to location changes; returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener('popstate', onPop);
    void whenIdle().then(loadPlaceRestore).catch(() => undefined);
  }
  listeners.add(listener);
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
  void loadPlaceRestore().catch(() => undefined);
  move = { serial: move.serial + 1, kind: 'traverse', ...keeper?.arrive() };
  emit();
}

/** Moves to `to` (a site-relative URL) without a full load. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  const replace = options.replace === true;
  let state: object | null = null;
  if (keeper !== undefined) state = keeper.leave(replace);
  // Before place.ts is there: the scroll of the entry left, kept in its state (nothing else is
  // there yet: place.ts adds the entry's key), which Back restores once it is (useScrollToHash.ts).
  else if (!replace) window.history.replaceState({ place: { x: window.scrollX, y: window.scrollY } }, '');
  if (replace) window.history.replaceState(state, '', url);
  else window.history.pushState(state, '', url);
  move = { serial: move.serial + 1, kind: 'push' };
  emit();
}

/** Parses a site-relative URL into a location (used by the prerenderer too). */
export function parseLocation(url: string): SiteLocation {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}
