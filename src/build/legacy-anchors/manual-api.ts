/**
 * Reviewed matches for the incumbent's API pages, merged into `MANUAL_MATCHES` (`manual.ts`):
 * page → { old id → our id }. Each was checked by reading both sections' subjects; an old section
 * with no counterpart here is left out, so its link opens the page's top.
 */
export const API_MATCHES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The old #import was the static import, now our #import is import(); labeled modules are gone from webpack 5.
  '/api/module-methods/': {
    'es6-recommended': 'es-modules',
    'import-1': 'import',
    'dynamic-expressions-in-import': 'import',
    'define-with-factory': 'define',
    'define-with-value': 'define',
    'require-amd-version': 'require-amd',
    webpack: 'webpack-specific',
  },
  '/api/module-variables/': {
    'exports-commonjs': 'exports',
    'global-nodejs': 'global',
    'debug-webpack-specific': 'debug',
  },
  // The init, loader and plugin commands and their options left webpack-cli; NODE_OPTIONS is not covered.
  '/api/cli/': {
    'options-for-info': 'info',
    'config-path': 'configtest',
    flags: 'options',
    'common-options': 'options',
    'configuration-options': 'options',
    'negated-flags': 'flags-generated-from-the-configuration-schema',
    'core-flags': 'flags-generated-from-the-configuration-schema',
    'with-configuration-file': 'usage',
    'without-configuration-file': 'usage',
    'default-configurations': 'usage',
    entry: '--entry',
    'output-path-2': '--output-path',
    config: '--config',
    'config-name': '--config-name',
    merge: '--merge',
    json: '--json',
    'environment-options': '--env',
    env: '--env',
    'node-env': '--config-node-env',
    'analyzing-bundle': '--analyze',
    progress: '--progress',
    'exit-codes-and-their-meanings': 'exit-codes',
    'cli-environment-variables': 'environment-variables',
    webpack_package: 'environment-variables',
  },
  // Inline matchResource and the deprecated this.debug, inputValue, minimize and value have no section here.
  '/api/loaders/': {
    examples: 'kinds-of-loaders',
    'raw-loader': 'raw-loaders',
    'pitching-loader': 'pitching-loaders',
    'example-for-the-loader-context': 'the-loader-context',
    'webpack-specific-properties': 'internals',
    'error-reporting': 'errors-thrown-by-loaders',
    logging: 'thisgetlogger',
  },
  '/api/hot-module-replacement/': {
    'errorhandler-for-accept': 'accept',
    'accept-self': 'accept',
    'errorhandler-for-self-accept': 'accept',
    'decline-self': 'decline',
    'dispose-or-adddisposehandler': 'dispose',
    // The old use cases were those of invalidate.
    'use-cases': 'invalidate',
  },
  // Logging from plugins has no section here.
  '/api/plugins/': {
    'custom-hooks': 'providing-hooks-of-your-own',
  },
  '/api/stats/': {
    structure: 'top-level',
    'asset-objects': 'assets',
    'chunk-objects': 'chunks',
    'module-objects': 'modules',
    'entry-objects': 'chunk-groups',
    'errors-and-warnings': 'errors-warnings-and-hints',
  },
  // The old Watching section named the hooks of watch mode; its log hook and the parser's assigned have no section here.
  '/api/compiler-hooks/': {
    watching: 'watch-hooks',
  },
};
