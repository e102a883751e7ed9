/**
 * Where a page's markdown version is. A module of its own, not in urls.ts: urls.ts is in the main
 * bundle, and this is needed only by the deferred doc-page chunk (and the build).
 */

/** The page's markdown version, `<route>index.md` (the 'View as Markdown' and 'Copy page' actions). */
export function markdownUrl(pageUrl: string): string {
  return `${pageUrl.endsWith('/') ? pageUrl : `${pageUrl}/`}index.md`.replace(/^(?!\/)/, '/');
}
