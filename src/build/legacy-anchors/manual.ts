import { API_MATCHES } from './manual-api.ts';
import { CONFIGURATION_MATCHES } from './manual-configuration.ts';
import { GUIDE_MATCHES } from './manual-guides.ts';

/**
 * Reviewed matches for the incumbent's headings in words (and a few names the name match gets
 * wrong), which the name match leaves alone: page → { old id → our id }. Each was checked by
 * reading both sections' subjects; an old section this site has no counterpart for is left out,
 * so its link opens the page's top (for example the split-chunks page's "Split Chunks: Example 1",
 * a commons chunk this page does not show, or the loaders concept's "CLI", whose `--module-bind`
 * flag webpack 5 no longer has). Pages added later keep theirs in `manual-configuration.ts`,
 * `manual-api.ts` and `manual-guides.ts`.
 */
export const MANUAL_MATCHES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...CONFIGURATION_MATCHES,
  ...API_MATCHES,
  ...GUIDE_MATCHES,
  '/plugins/split-chunks-plugin/': {
    defaults: 'what-happens-by-default',
    'defaults-example-1': 'what-happens-by-default',
    'defaults-example-2': 'what-happens-by-default',
    configuration: 'options',
    optimizationsplitchunks: 'configuring-optimizationsplitchunks-or-the-plugin',
    'split-chunks-example-3': 'a-dedicated-chunk-for-a-framework',
  },
  '/configuration/module/': {
    rule: 'modulerules',
    'rule-results': 'rule-effects',
    'ruleoptions--rulequery': 'modulerulesoptions',
    // The old heading sat under Rule.parser; our example of a custom parse function is the json parser's.
    ruleparserparse: 'moduleparserjson',
    resolvefullyspecified: 'modulerulesresolve',
    condition: 'rule-conditions',
    useentry: 'modulerulesuse',
    'module-contexts': 'deprecated-top-level-parser-options',
  },
  '/guides/caching/': {
    'output-filenames': 'content-hashes-in-file-names',
    'extracting-boilerplate': 'split-the-runtime-and-the-vendor-code',
    'module-identifiers': 'names-that-change-when-nothing-changed',
    conclusion: 'what-to-read-next',
  },
  '/guides/public-path/': {
    'environment-based': 'set-it-at-build-time',
    'on-the-fly': 'set-it-at-run-time',
    'automatic-publicpath': 'the-default-auto',
  },
  '/concepts/loaders/': {
    example: 'configuring-loaders-with-modulerules',
    'using-loaders': 'configuring-loaders-with-modulerules',
    configuration: 'configuring-loaders-with-modulerules',
    inline: 'inline-loaders',
  },
  '/api/node/': {
    installation: 'importing-webpack',
    'compiler-instance': 'webpack',
    run: 'compilerrun',
    watching: 'compilerwatch',
    'close-watching': 'watchingclose',
    'invalidate-watching': 'watchinginvalidate',
    'stats-object': 'the-stats-object',
    statshaserrors: 'the-stats-object',
    statshaswarnings: 'the-stats-object',
    statstojsonoptions: 'the-stats-object',
    statstostringoptions: 'the-stats-object',
  },
  '/configuration/stats/': {
    'stats-presets': 'statspreset',
    'stats-options': 'stats',
    'sorting-fields': 'statsassetssort',
    'extending-stats-behaviours': 'statspreset',
  },
  '/guides/code-splitting/': {
    'entry-dependencies': 'dependon-shared-entries-you-choose',
    splitchunksplugin: 'splitchunksplugin-automatic-shared-chunks',
    'prefetchingpreloading-modules': 'prefetching-and-preloading',
    'bundle-analysis': 'analyze-your-bundles',
    'next-steps': 'what-to-read-next',
  },
  '/guides/production/': {
    setup: 'split-the-configuration',
    'npm-scripts': 'add-npm-scripts',
    'specify-the-mode': 'what-production-mode-does',
    'source-mapping': 'source-maps',
  },
  // The old page had one section per idea; ours shows them together in one configuration.
  '/concepts/': {
    entry: 'the-core-ideas-in-one-configuration',
    output: 'the-core-ideas-in-one-configuration',
    loaders: 'the-core-ideas-in-one-configuration',
    plugins: 'the-core-ideas-in-one-configuration',
    mode: 'the-core-ideas-in-one-configuration',
  },
  '/guides/development/': {
    'using-source-maps': 'source-maps',
    'choosing-a-development-tool': 'choose-a-way-to-rebuild',
    'using-watch-mode': 'watch-mode',
    'using-webpack-dev-server': 'webpack-dev-server',
    'using-webpack-dev-middleware': 'webpack-dev-middleware',
    conclusion: 'what-to-read-next',
  },
  '/guides/getting-started/': {
    'basic-setup': 'create-the-project',
    'creating-a-bundle': 'run-webpack-with-no-configuration',
    'using-a-configuration': 'add-a-configuration-file',
    'npm-scripts': 'add-an-npm-script',
    conclusion: 'what-to-read-next',
  },
  '/guides/asset-management/': {
    'customize-parser-of-json-modules': 'loading-data',
    'next-guide': 'what-to-read-next',
  },
  '/guides/tree-shaking/': {
    'add-a-utility': 'see-which-exports-are-unused',
    'mark-the-file-as-side-effect-free': 'mark-the-package-as-free-of-side-effects',
    'full-example-understanding-side-effects-with-css-files': 'list-the-files-that-do-have-side-effects',
    'mark-a-function-call-as-side-effect-free': 'mark-single-calls-as-pure',
    'minify-the-output': 'remove-unused-code-in-production',
    conclusion: 'conditions-for-tree-shaking',
  },
  '/guides/hot-module-replacement/': {
    'enabling-hmr': 'enable-hmr',
    'via-the-nodejs-api': 'using-the-dev-server-from-nodejs',
    gotchas: 'pitfalls',
    'hmr-with-stylesheets': 'loaders-and-frameworks',
    'other-code-and-frameworks': 'loaders-and-frameworks',
  },
  '/configuration/entry-context/': {
    naming: 'naming-and-the-output-file',
    'output-filename': 'naming-and-the-output-file',
    // dependOn and runtime are keys of the entry descriptor, which our table lists.
    dependencies: 'entry-descriptor',
    'runtime-chunk': 'entry-descriptor',
    'dynamic-entry': 'a-function-dynamic-entry',
  },
  // The old page described quality words and listed the values for development, production and
  // special cases; our comparison table gives each value's quality and whether it suits production.
  '/configuration/devtool/': {
    qualities: 'comparison-of-every-value',
    development: 'comparison-of-every-value',
    'special-cases': 'comparison-of-every-value',
    production: 'comparison-of-every-value',
  },
  '/configuration/externals/': {
    string: 'values-in-the-object-form',
    'string-1': 'values-in-the-object-form',
    object: 'values-in-the-object-form',
    function: 'functions',
    bylayer: 'externalsbylayer',
    externalstypecommonjs: 'externalstype',
    externalstypeglobal: 'externalstype',
    externalstypemodule: 'externalstype',
    externalstypeimport: 'externalstype',
    'externalstypemodule-import': 'externalstype',
    'externalstypenode-commonjs': 'externalstype',
  },
};
