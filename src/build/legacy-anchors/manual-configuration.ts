/**
 * Reviewed matches for the incumbent's configuration pages, merged into `MANUAL_MATCHES` (`manual.ts`):
 * page → { old id → our id }. Each was checked by reading both sections' subjects; an old section
 * with no counterpart here is left out, so its link opens the page's top.
 */
/** The incumbent's `output.library.type` values; each had a heading under the type and again under `libraryTarget`. */
const LIBRARY_TYPES = ['var', 'assign', 'assign-properties', 'this', 'window', 'global', 'commonjs', 'module', 'commonjs2', 'amd', 'amd-require', 'umd', 'system', 'jsonp'];

export const CONFIGURATION_MATCHES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Each old "Mode: …" section showed the defaults of one value, which our Values entry describes.
  '/configuration/mode/': {
    usage: 'mode',
    'mode-development': 'development',
    'mode-production': 'production',
    'mode-none': 'none',
  },
  '/configuration/target/': {
    string: 'every-target-value',
    browserslist: 'every-target-value',
    'string-1': 'several-targets',
    false: 'every-target-value',
  },
  // Each old library type had its own heading, under output.library.type and again under output.libraryTarget.
  '/configuration/output/': {
    'template-strings': 'template-placeholders',
    'expose-a-variable': 'outputlibrarytype',
    'expose-via-object-assignment': 'outputlibrarytype',
    'module-definition-systems': 'outputlibrarytype',
    'other-types': 'outputlibrarytype',
    ...Object.fromEntries(LIBRARY_TYPES.map((type) => [`type-${type}`, 'outputlibrarytype'])),
    'expose-a-variable-1': 'outputlibrarytarget',
    'expose-via-object-assignment-1': 'outputlibrarytarget',
    'module-definition-systems-1': 'outputlibrarytarget',
    'other-targets': 'outputlibrarytarget',
    ...Object.fromEntries(LIBRARY_TYPES.map((type) => [`librarytarget-${type}`, 'outputlibrarytarget'])),
  },
  '/configuration/other-options/': {
    colors: 'infrastructureloggingcolors',
    console: 'infrastructureloggingconsole',
    debug: 'infrastructureloggingdebug',
    level: 'infrastructurelogginglevel',
    stream: 'infrastructureloggingstream',
    module: 'snapshotmodule',
    resolve: 'snapshotresolve',
  },
  // Our section says the flag is no longer read: ES module output is always available.
  '/configuration/experiments/': {
    experimentsoutputmodule: 'experiments',
  },
  // The editor and platform notes (Vim, WebStorm, macOS fsevents, Windows paths) have no counterpart.
  '/configuration/watch/': {
    troubleshooting: 'pitfalls',
    'not-enough-watchers': 'pitfalls',
  },
  '/configuration/configuration-types/': {
    'exporting-multiple-configurations': 'exporting-several-configurations',
    parallelism: 'limiting-how-many-configurations-build-at-once',
  },
  '/configuration/configuration-languages/': {
    'babel-and-jsx': 'babel',
  },
  // Options of webpack-dev-server 4 moved into client, server, static and setupMiddlewares in 5; magicHtml is gone.
  '/configuration/dev-server/': {
    logging: 'devserverclient',
    overlay: 'devserverclient',
    progress: 'devserverclient',
    websockettransport: 'devserverclient',
    websocketurl: 'devserverclient',
    devserverhttp2: 'devserverserver',
    devserverhttps: 'devserverserver',
    'local-ip': 'devserverhost',
    'local-ipv4': 'devserverhost',
    'local-ipv6': 'devserverhost',
    devserveronaftersetupmiddleware: 'devserversetupmiddlewares',
    devserveronbeforesetupmiddleware: 'devserversetupmiddlewares',
    directory: 'devserverstatic',
    staticoptions: 'devserverstatic',
    publicpath: 'devserverstatic',
    serveindex: 'devserverstatic',
    watch: 'devserverstatic',
  },
};
