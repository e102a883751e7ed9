/**
 * A tiny History-API router over the static route table: a store the app subscribes to,
 * `navigate()` for client-side moves, and nothing else.
 */

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
  emit();
}

/** Moves to `to` (a site-relative URL) without a full load. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  if (options.replace === true) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  emit();
}

/** Parses a site-relative URL into a location (used by the prerenderer too). */
export function parseLocation(url: string): SiteLocation {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}
