/** The HTML document around a prerendered route. */
import { DEFAULT_DESCRIPTION, SITE_NAME, THEME_COLOR } from '../../shared/constants.ts';
import { BOOT_ATTRIBUTE, BOOT_SCRIPT } from '../../shared/boot-script.ts';
import { THEME_BOOT_SCRIPT } from '../../shared/theme-script.ts';
import type { ToolAssets } from '../../shared/tool-assets.ts';
import { canonicalUrl } from '../../shared/urls.ts';
import { appHeadTags, FAVICON_DATA_URL } from '../outputs/app-head.ts';

/** Assets every page loads. */
export interface PageAssets {
  /** Initial script files (site-root paths). */
  js: string[];
  /** Stylesheets. */
  css: string[];
  /** Scripts of the home view's chunk, which only the home page loads up front. */
  homeJs?: string[];
  /** Files of each tool's entry, listed (not loaded) on the pages holding the tool. */
  tools?: ToolAssets;
}

/** Everything that varies per document. */
export interface DocumentInput {
  /** Route. */
  url: string;
  /** Full document title. */
  title: string;
  /** Meta description. */
  description?: string;
  /** Rendered app markup. */
  appHtml: string;
  /** JSON embedded for hydration. */
  initialData?: unknown;
  /** Assets. */
  assets: PageAssets;
  /** Adds robots noindex,nofollow. */
  noindex?: boolean;
  /** Extra head markup built here (never from content). */
  extraHead?: string;
}

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe inside a `<script type="application/json">` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Renders the whole document. */
export function renderDocument(input: DocumentInput): string {
  const description = escapeHtml(input.description ?? DEFAULT_DESCRIPTION);
  const title = escapeHtml(input.title);
  const canonical = escapeHtml(canonicalUrl(input.url));
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    input.noindex === true ? '<meta name="robots" content="noindex,nofollow">' : '',
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    // The icon inline (a few hundred bytes): browsers fetch a linked one around the load event, one
    // more request on a first visit's way to its largest paint (issue #22). /favicon.svg is still served.
    `<link rel="icon" href="${FAVICON_DATA_URL}" type="image/svg+xml">`,
    ...appHeadTags(),
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    '<meta name="twitter:card" content="summary">',
    '<meta name="twitter:site" content="@webpack">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<script>${THEME_BOOT_SCRIPT}</script>`,
    ...input.assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // The app's scripts load after the first paint (boot-script.ts).
    input.assets.js.length > 0 ? `<script ${BOOT_ATTRIBUTE}="${escapeHtml(input.assets.js.join(' '))}">${BOOT_SCRIPT}</script>` : '',
    input.extraHead ?? '',
  ].filter(Boolean);
  const data = input.initialData === undefined ? '' : `<script type="application/json" id="initial-data">${scriptJson(input.initialData)}</script>`;
  return `<!doctype html>\n<html lang="en" data-theme="light" class="light">\n<head>\n${head.join('\n')}\n</head>\n<body>\n<div id="root">${input.appHtml}</div>\n${data}\n</body>\n</html>\n`;
}
