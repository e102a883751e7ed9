/**
 * Old URLs and where they live now. The build writes `_redirects` (Netlify / Cloudflare Pages)
 * and a static redirect page for each, so the moves work on any static host.
 */
export interface Redirect {
  /** Old route with trailing slash. */
  from: string;
  /** New route with trailing slash (may carry a hash). */
  to: string;
}

export const REDIRECTS: readonly Redirect[] = [
  { from: '/concepts/mode/', to: '/configuration/mode/' },
  { from: '/guides/hmr-react/', to: '/guides/hot-module-replacement/' },
  { from: '/api/compiler/', to: '/api/node/' },
  { from: '/api/hmr/', to: '/api/hot-module-replacement/' },
  { from: '/api/dev-server/', to: '/api/webpack-dev-server/' },
  { from: '/guides/code-splitting-async/', to: '/guides/code-splitting/' },
  { from: '/guides/migrating/', to: '/migrate/' },
  { from: '/plugins/no-emit-on-errors/', to: '/plugins/no-emit-on-errors-plugin/' },
  { from: '/configuration/configuration-types/function/', to: '/configuration/configuration-types/' },
];
