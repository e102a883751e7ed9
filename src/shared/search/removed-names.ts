/**
 * The names webpack 5 removed (or webpack 4 before it) that readers still type, and what replaced
 * each: a query naming one searches its replacement too, more lightly, so the migration guide's
 * section about the name comes first and the replacement's own section after it (`synonyms.ts`).
 */

/** Names webpack 5 removed (or webpack 4 before it), lower-cased, and what replaced them. */
export const REMOVED_NAMES: Readonly<Record<string, string>> = {
  commonschunkplugin: 'splitChunks',
  uglifyjsplugin: 'minification optimization.minimizer',
  'uglifyjs-webpack-plugin': 'minification optimization.minimizer',
  'extract-text-webpack-plugin': 'css extraction mini-css-extract-plugin',
  'node.process': 'node.js polyfills ProvidePlugin',
  'node.buffer': 'node.js polyfills ProvidePlugin',
  // webpack 4's other `node` keys: a timer shim and the core modules, now left to resolve.fallback.
  'node.setimmediate': 'node.js polyfills ProvidePlugin',
  'node.console': 'node.js polyfills resolve.fallback',
  'node.fs': 'node.js polyfills resolve.fallback',
  'node.net': 'node.js polyfills resolve.fallback',
  'node.tls': 'node.js polyfills resolve.fallback',
  'node.child_process': 'node.js polyfills resolve.fallback',
  'module.loaders': 'module.rules',
  // webpack 1's loader stages and module folders: a rule's `enforce` and `resolve.modules` since webpack 2.
  'module.preloaders': 'module.rules[].enforce',
  'module.postloaders': 'module.rules[].enforce',
  preloaders: 'module.rules[].enforce',
  postloaders: 'module.rules[].enforce',
  'resolve.root': 'resolve.modules',
  'resolve.modulesdirectories': 'resolve.modules',
  modulesdirectories: 'resolve.modules',
  namedmodules: 'optimization.moduleIds',
  namedchunks: 'optimization.chunkIds',
  occurrenceorderplugin: 'optimization.moduleIds',
  // webpack 4's plugins for readable ids, gone in 5 (lib/ids has NamedModuleIdsPlugin and NamedChunkIdsPlugin, set by the options).
  namedmodulesplugin: 'optimization.moduleIds',
  namedchunksplugin: 'optimization.chunkIds',
  noemitonerrors: 'optimization.emitOnErrors',
  noemitonerrorsplugin: 'optimization.emitOnErrors',
  'hard-source-webpack-plugin': 'cache',
  'raw-loader': 'asset modules',
  'url-loader': 'asset modules',
  'file-loader': 'asset modules',
  'devserver.contentbase': 'devServer.static',
  'devserver.before': 'devServer.setupMiddlewares',
  'devserver.after': 'devServer.setupMiddlewares',
  'devserver.inline': 'devServer.client',
  disablehostcheck: 'devServer.allowedHosts',
  'devserver.disablehostcheck': 'devServer.allowedHosts',
  optimizechunkassets: 'processAssets',
  // webpack-cli 4's flag to load a require hook for the configuration: the CLI registers one itself now.
  '--config-register': 'require hook',
  // Deprecated linting loaders: ESLint runs through eslint-webpack-plugin (TSLint gave way to ESLint for TypeScript).
  'eslint-loader': 'eslint-webpack-plugin',
  'tslint-loader': 'eslint-webpack-plugin',
  // Packages webpack 5 made unneeded (the migration guide's 'What you can remove').
  'clean-webpack-plugin': 'output.clean',
  // The CSS minifier of the webpack 4 years; its successor's README names it.
  optimizecssassetsplugin: 'css-minimizer-webpack-plugin',
  'optimize-css-assets-webpack-plugin': 'css-minimizer-webpack-plugin',
  // TypeScript's loader of the webpack 4 years, unmaintained since 2020: ts-loader (or babel-loader) now.
  'awesome-typescript-loader': 'ts-loader',
  // Type packages for webpack 4: webpack 5 ships its own declarations.
  '@types/webpack': 'Configuration types defineConfig',
  // webpack 4's chunk-loading global (its default name, seen in every bundle, and the option) and its siblings renamed in 5.
  webpackjsonp: 'output.chunkLoadingGlobal',
  jsonpfunction: 'output.chunkLoadingGlobal',
  hotupdatefunction: 'output.hotUpdateGlobal',
  jsonpscripttype: 'output.scriptType',
};
