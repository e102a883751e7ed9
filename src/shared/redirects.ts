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
  // Pages of the incumbent site for loaders and plugins webpack 5 replaced: their replacement
  // (reader review, session 24: they answered 404, and the not-found page offered val-loader).
  { from: '/loaders/file-loader/', to: '/guides/asset-modules/#emitting-files-assetresource' },
  { from: '/loaders/url-loader/', to: '/guides/asset-modules/#inlining-files-assetinline' },
  { from: '/loaders/raw-loader/', to: '/guides/asset-modules/#importing-text-assetsource' },
  { from: '/plugins/extract-text-webpack-plugin/', to: '/plugins/mini-css-extract-plugin/' },
  { from: '/plugins/uglifyjs-webpack-plugin/', to: '/plugins/terser-webpack-plugin/' },
  { from: '/plugins/hashed-module-ids-plugin/', to: '/plugins/internal-plugins/#hashedmoduleidsplugin' },
];
