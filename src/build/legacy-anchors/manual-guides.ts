/**
 * Reviewed matches for the incumbent's concepts and guides pages, merged into `MANUAL_MATCHES` (`manual.ts`):
 * page → { old id → our id }. Each was checked by reading both sections' subjects; an old section
 * with no counterpart here is left out, so its link opens the page's top.
 */
export const GUIDE_MATCHES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The intro stands for the old motivation and use cases; the low-level plugins and the run-time publicPath recipes have no section here.
  '/concepts/module-federation/': {
    'low-level-concepts': 'how-it-works-at-runtime',
    'high-level-concepts': 'hosts-remotes-and-containers',
    'dynamic-remote-containers': 'choosing-a-remotes-url-at-run-time',
    troubleshooting: 'pitfalls',
  },
  // The old scenario of a separate vendor entry has no section here (a pitfall bullet advises against it).
  '/concepts/entry-points/': {
    'single-entry-shorthand-syntax': 'single-entry-syntax',
    'object-syntax': 'multiple-entry-points',
    'entrydescription-object': 'entry-descriptors',
    'multi-page-application': 'multiple-entry-points',
  },
  '/concepts/targets/': {
    'multiple-targets': 'building-for-several-environments',
  },
  '/concepts/output/': {
    usage: 'the-minimum-path-and-filename',
    'multiple-entry-points': 'filename-placeholders',
    advanced: 'publicpath',
  },
  '/concepts/plugins/': {
    anatomy: 'anatomy-of-a-plugin',
    usage: 'using-plugins-in-the-configuration',
    configuration: 'using-plugins-in-the-configuration',
  },
  '/concepts/modules/': {
    'what-is-a-webpack-module': 'what-counts-as-a-module',
    'supported-module-types': 'module-types',
  },
  '/concepts/module-resolution/': {
    'resolving-rules-in-webpack': 'resolving-rules-for-absolute-relative-and-module-paths',
    caching: 'what-resolving-means',
  },
  '/concepts/hot-module-replacement/': {
    'how-it-works': 'how-an-update-travels',
    'in-the-application': 'how-an-update-travels',
    'in-a-module': 'in-your-modules',
    'get-started': 'enabling-hmr',
  },
  '/concepts/manifest/': {
    runtime: 'the-runtime',
    manifest: 'the-manifest',
    'the-problem': 'the-manifest-and-long-term-caching',
  },
  '/guides/lazy-loading/': {
    example: 'load-on-first-use',
  },
  '/guides/output-management/': {
    preparation: 'two-entry-points',
    'setting-up-htmlwebpackplugin': 'generate-the-page-with-htmlwebpackplugin',
    'cleaning-up-the-dist-folder': 'clean-the-dist-folder',
    conclusion: 'what-to-read-next',
  },
  '/guides/web-workers/': {
    syntax: 'how-webpack-recognises-a-worker',
    example: 'create-the-project',
  },
  '/guides/shimming/': {
    'shimming-globals': 'provide-global-variables',
    'granular-shimming': 'code-that-needs-a-different-this',
    'global-exports': 'code-that-only-creates-globals',
    'loading-polyfills': 'polyfills',
    'further-optimizations': 'polyfills',
    'node-built-ins': 'nodejs-globals',
    'other-utilities': 'prebuilt-files-with-no-imports',
  },
  // Left out: the progress plugin, stats.toJson, a minimal entry chunk, extra optimization steps,
  // Node.js 8.9-9.11, multiple compilations, and the Babel and Sass notes, which ours do not cover.
  '/guides/build-performance/': {
    general: 'for-every-build',
    loaders: 'run-loaders-on-as-few-modules-as-possible',
    bootstrap: 'prefer-fast-tools',
    resolving: 'keep-resolving-cheap',
    dlls: 'skip-the-dllplugin',
    'smaller--faster': 'build-less',
    'worker-pool': 'worker-threads-with-care',
    'persistent-cache': 'use-the-persistent-cache',
    'custom-pluginsloaders': 'measure-first',
    development: 'in-development',
    'incremental-builds': 'rebuild-dont-build',
    'compile-in-memory': 'rebuild-dont-build',
    devtool: 'choose-a-cheaper-devtool',
    'avoid-production-specific-tooling': 'leave-production-optimizations-out',
    'output-without-path-info': 'leave-production-optimizations-out',
    'typescript-loader': 'prefer-fast-tools',
    typescript: 'prefer-fast-tools',
    production: 'in-production',
    'source-maps': 'in-production',
  },
  '/guides/typescript/': {
    'basic-setup': 'create-the-project',
    loader: 'configure-webpack',
    'client-types': 'using-types-of-other-packages',
    'using-third-party-libraries': 'using-types-of-other-packages',
    'importing-other-assets': 'using-types-of-other-packages',
    'build-performance': 'faster-builds',
  },
  '/guides/asset-modules/': {
    'resource-assets': 'emitting-files-assetresource',
    'custom-output-filename': 'naming-emitted-files',
    'inlining-assets': 'inlining-files-assetinline',
    'custom-data-uri-generator': 'inlining-files-assetinline',
    'source-assets': 'importing-text-assetsource',
    'url-assets': 'urls-without-an-import-new-url',
    'general-asset-type': 'letting-webpack-choose-asset',
    'replacing-inline-loader-syntax': 'coming-from-webpack-4-loaders',
  },
  '/guides/author-libraries/': {
    'authoring-a-library': 'the-library',
    'webpack-configuration': 'two-builds-in-one-configuration',
    'expose-the-library': 'the-umd-build',
    'externalize-lodash': 'externals',
    'external-limitations': 'externals',
    'final-steps': 'describe-the-builds-in-packagejson',
  },
};
