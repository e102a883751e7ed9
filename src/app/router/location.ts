/**
 * A tiny History-API router over the static route table: a store the app subscribes to,
 * `navigate()` for client-side moves, and the place (scroll and focus) each history entry was
 * left at, which Back and Forward restore (place.ts).
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
/** The current history entry's key (in `history.state.key`): places are kept by it. */
let entryKey = '';
/** Places the reader left entries at, by key, in this document. */
const places = new Map<string, { place: Place; element: HTMLElement | null }>();

/** The key of the current history entry, given one if it has none. */
function keyEntry(): string {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string' ? state.key : '';
  if (key !== '') return key;
  const fresh = Math.random().toString(36).slice(2);
  window.history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), key: fresh }, '');
  return fresh;
}

/** The place stored in the current entry's state (the entry was left by a link, perhaps from another document). */
function storedPlace(): Place | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('place' in state)) return undefined;
  const place = state.place as Partial<Place> | null;
  return typeof place?.x === 'number' && typeof place.y === 'number' ? { x: place.x, y: place.y, focus: place.focus ?? null } : undefined;
}

let placeModule: typeof PlaceRestore | undefined;

/** Noting and restoring places (a chunk of its own), loaded with the first move so that it is there for Back. */
export function loadPlaceRestore(): Promise<typeof PlaceRestore> {
  // The prerender bundle never moves: the constant keeps the chunk out of it.
  if (__SSR__) return Promise.reject(new Error('no moves during prerender'));
  return import(/* webpackChunkName: "place" */ './place.ts').then((m) => (placeModule = m));
}

/** The place the reader is at: with focus once the chunk is there, the scroll alone before. */
function capturePlace(): { place: Place; element: HTMLElement | null } {
  return placeModule?.capturePlace() ?? { place: { x: window.scrollX, y: window.scrollY, focus: null }, element: null };
}

/** Notes where the reader is on the current entry before leaving it. */
function leave(): void {
  void loadPlaceRestore().catch(() => undefined);
  if (entryKey === '') return;
  const left = capturePlace();
  places.set(entryKey, left);
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), key: entryKey, place: left.place }, '');
}

/** The last move (read after a location change). */
export function currentMove(): Move {
  return move;
}

/**
 * Takes over scroll restoration for this document's entries (the app restores places itself,
 * once the page's content is back), and gives it back to the browser for the entry a full load
 * leaves, whose document the browser restores.
 */
function manageScroll(): void {
  entryKey = keyEntry();
  // Here before the first move, so that move notes what had focus too.
  void whenIdle().then(loadPlaceRestore).catch(() => undefined);
  window.history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => {
    window.history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.history.scrollRestoration = 'manual';
  });
  // Back to an entry of this site from another document: its place was stored when a link left it.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const place = navigation?.type === 'back_forward' ? storedPlace() : undefined;
  if (place !== undefined) move = { serial: 0, kind: 'traverse', place, element: null };
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
  if (entryKey === '') manageScroll();
  if (listeners.size === 0) window.addEventListener('popstate', onPop);
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
  // The entry left: the page still shows it (scroll restoration is manual), so its place is read now.
  if (entryKey !== '') places.set(entryKey, capturePlace());
  entryKey = keyEntry();
  const kept = places.get(entryKey);
  const place = kept?.place ?? storedPlace();
  move = { serial: move.serial + 1, kind: 'traverse', ...(place === undefined ? {} : { place, element: kept?.element ?? null }) };
  emit();
}

/** Moves to `to` (a site-relative URL) without a full load. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  if (options.replace !== true) leave();
  entryKey = Math.random().toString(36).slice(2);
  if (options.replace === true) window.history.replaceState({ key: entryKey }, '', url);
  else window.history.pushState({ key: entryKey }, '', url);
  move = { serial: move.serial + 1, kind: 'push' };
  emit();
}

/** Parses a site-relative URL into a location (used by the prerenderer too). */
export function parseLocation(url: string): SiteLocation {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}
