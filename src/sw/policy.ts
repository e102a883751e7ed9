/**
 * The worker's decisions as pure functions, so they can be tested without a browser: which
 * requests it answers, which responses it may store, and which caches an activation removes.
 */
import { CACHE_PREFIX } from '../shared/service-worker.ts';
import { PAGE_DATA_DIR } from '../shared/urls.ts';

/** Content-hashed names at the site root: chunks (`/1a2b3c4d5e6f.js`, `/main.0a1b2c3d4e.js`) and data (`/search-snippets.0a1b2c3d.json`). */
const HASHED_FILE = /^\/(?:[\w-]+\.)?[0-9a-f]{8,}\.(?:js|css|json)$/;

/** The cache names of one build: everything is versioned, so an activation can drop the rest. */
export interface CacheSet {
  /** Workbox's precache (app shell, offline page, scripts, styles, search index and snippets, icons). */
  precache: string;
  /** Documentation pages, network-first. */
  pages: string;
  /** Hashed files that are not precached (page bodies), cache-first. */
  chunks: string;
}

/** The cache names for the build with this version. */
export function cacheSet(version: string): CacheSet {
  return {
    precache: `${CACHE_PREFIX}-precache-${version}`,
    pages: `${CACHE_PREFIX}-pages-${version}`,
    chunks: `${CACHE_PREFIX}-chunks-${version}`,
  };
}

/** The names of a cache set. */
export function cacheNames(set: CacheSet): string[] {
  return [set.precache, set.pages, set.chunks];
}

/** Caches an activation deletes: every cache of this origin that is not the current build's. */
export function staleCaches(existing: readonly string[], current: CacheSet): string[] {
  const keep = new Set(cacheNames(current));
  return existing.filter((name) => !keep.has(name));
}

/** Whether a navigation is one the worker answers (same origin only). */
export function isPageNavigation(request: { mode: string; method: string }, url: URL, origin: string): boolean {
  return request.mode === 'navigate' && request.method === 'GET' && url.origin === origin;
}

/** Whether a request is for a content-hashed file of this site (safe to answer from cache for ever). */
export function isHashedFile(request: { method: string }, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && url.search === '' && HASHED_FILE.test(url.pathname);
}

/** Whether a request is for a page's data file (`/page-data/<id>.json`, fetched on client-side navigation). */
export function isPageData(request: { method: string }, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && url.pathname.startsWith(`/${PAGE_DATA_DIR}/`) && url.pathname.endsWith('.json');
}

/**
 * Whether a request is for a page's markdown (`/concepts/index.md`, `/concepts.md`) or an llms
 * file (`/llms.txt`, `/llms-full.txt`): never precached, answered network-first like pages.
 */
export function isPageMarkdown(request: { method: string }, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && (url.pathname.endsWith('.md') || /^\/llms[\w-]*\.txt$/.test(url.pathname));
}

/** Only complete same-origin answers are stored: status 200, not opaque, not redirected. */
export function isCacheable(response: { status: number; type: string; redirected: boolean }): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}
