/**
 * Page bodies are loaded on demand from a lazy lookup of the generated page files: webpack
 * turns the template import into a context with one chunk per page. A page missing from the
 * lookup rejects with webpack's own 'Cannot find module' (code MODULE_NOT_FOUND).
 */
import type { PageData } from '../../shared/types.ts';
import { pageIdOf } from '../../shared/urls.ts';

const cache = new Map<string, Promise<PageData>>();

/** Seeds the cache with the page the prerendered HTML already holds. */
export function primePage(page: PageData): void {
  cache.set(page.url, Promise.resolve(page));
}

/** Loads one page's data; failures are not cached so a retry can succeed. */
export function loadPage(url: string): Promise<PageData> {
  const cached = cache.get(url);
  if (cached !== undefined) return cached;
  const id = pageIdOf(url);
  // The prerender bundle never loads pages itself (it is handed the data), so the constant
  // condition lets webpack drop the page context from it entirely.
  const promise: Promise<PageData> = __SSR__
    ? Promise.reject(new Error(`loadPage(${url}) called during prerender`))
    : import(/* webpackMode: "lazy" */ `@generated/pages/${id}.json`).then((mod: { default: PageData }) => mod.default);
  cache.set(url, promise);
  promise.catch(() => cache.delete(url));
  return promise;
}
