/** Product constants from the specification (SPEC.md section 9) and site configuration. */

/** Product name used in titles. */
export const SITE_NAME = 'webpack';

/** The one origin canonical links and the sitemap use. */
export const SITE_ORIGIN = 'https://webpack.js.org';

/** Where the site's source lives, for 'Edit this page'. */
export const SOURCE_REPOSITORY = 'https://github.com/webpack/webpack.js.org';

/** Branch edits are made against. */
export const SOURCE_BRANCH = 'main';

/** The spec's default description. */
export const DEFAULT_DESCRIPTION =
  'webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.';

/** Title of the home page. */
export const HOME_TITLE = 'webpack';

/** Title of every printable page. */
export const PRINTABLE_TITLE = 'Combined printable page';

/** Sections that have a printable page, in header order. */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;

/** All documentation sections. */
export const SECTIONS = [
  'concepts',
  'configuration',
  'guides',
  'loaders',
  'plugins',
  'api',
  'migrate',
  'contribute',
  'blog',
] as const;

/** The generated API reference: its pages sit under this URL and form one sidebar group, collapsed unless the reader is in it. */
export const API_REFERENCE_URL = '/api/reference/';

/** Sections under the header's 'Documentation' link. */
export const DOCUMENTATION_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'];

/** Sort values of root pages. */
export const ROOT_SORT: Readonly<Record<string, number>> = {
  home: -1,
  comparison: 1,
  'awesome-webpack': 2,
  branding: 2,
  glossary: 3,
  license: 5,
};

/** Heading levels used for anchors, and the default lowest level when nesting them. */
export const ANCHOR_LEVELS = [1, 2, 3] as const;
export const ANCHOR_DEFAULT_LOWEST_LEVEL = 99;

/** Usernames never shown in a contributors grid. */
export const EXCLUDED_CONTRIBUTORS: ReadonlySet<string> = new Set([
  'bartushek',
  'rynclark',
  'henriquea',
  'makuzaverite',
  'MijaelWatts',
  'Kolhar730',
  'grrizzly',
  'maxloh',
  'varunjayaraman',
]);

/** Notification bar version compared with the stored dismissal. */
export const NOTIFICATION_VERSION = '3';

/** The current version (the first of the selector's, view-constants.ts). */
export const CURRENT_VERSION = '5';

/** Mobile sidebar gestures. */
export const SWIPE_THRESHOLD_PX = 20;
export const OPENER_SWIPE_CAP_PX = 295;
export const SWIPE_SLOPE_LIMIT = 0.8;
/** Width of the strip at the left edge where a swipe that opens the mobile sidebar must start. */
export const OPENER_EDGE_PX = 24;

/** Home page motion. */
export const ROTATOR_INITIAL_DELAY_MS = 5000;
export const ROTATOR_REPEAT_DELAY_MS = 5000;
export const CUBE_DEPTH = 120;
export const CUBE_REPEAT_DELAY_MS = 5000;

/** Chance that the sponsors section starts in the monthly view. */
export const MONTHLY_VIEW_CHANCE = 0.33;

/** Contributor pictures. */
export const AVATAR_SIZE = 90;
export const CONTRIBUTORS_REVEAL_INTERVAL_MS = 300;

/** Script chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/**
 * How long a link's move waits for the new page's data and the place chunk before the browser
 * loads that page itself (`navigate`, src/app/router/location.ts): a request or a chunk that hangs
 * would otherwise keep the old page up to CHUNK_LOAD_TIMEOUT_MS.
 */
export const HOLD_PATIENCE_MS = 10000;

/** Manifest colours and icon sizes. */
export const THEME_COLOR = '#2B3A42';
export const TILE_COLOR = '#465e69';
export const ICON_SIZES = [150, 180, 192, 512] as const;

/**
 * Analytics measurement id (e.g. `G-XXXXXXX`). Empty: no analytics script is loaded and nothing
 * is sent. A build can set one with the `ANALYTICS_ID` environment variable (see webpack.config.ts).
 */
export const ANALYTICS_MEASUREMENT_ID = '';

/** Local storage keys. */
export const THEME_STORAGE_KEY = 'theme';

/** Spec texts shown to readers that the first-load bundle needs. */
export const TEXT = {
  errorLoading: 'Error loading content.',
  notFoundTitle: 'Page Not Found',
} as const;

