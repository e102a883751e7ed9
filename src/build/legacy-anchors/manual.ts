/**
 * Reviewed matches for the incumbent's headings in words (and a few names the name match gets
 * wrong), which the name match leaves alone: page → { old id → our id }. Each was checked by
 * reading both sections' subjects; an old section this site has no counterpart for is left out,
 * so its link opens the page's top (for example the split-chunks page's "Split Chunks: Example 1",
 * a commons chunk this page does not show, or the loaders concept's "CLI", whose `--module-bind`
 * flag webpack 5 no longer has).
 */
export const MANUAL_MATCHES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
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
};
