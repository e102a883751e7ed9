import { describe, expect, it } from 'vitest';
import { planQuery } from './query-plan.ts';
import { REMOVED_NAMES } from './removed-names.ts';
import { expansionsOf, withJqueryNamed, SYNONYMS } from './synonyms.ts';

describe('expansionsOf', () => {
  it("adds the docs' words for a reader's phrase, covering the words it replaces", () => {
    expect(expansionsOf(['source', 'maps'])).toEqual([{ text: 'devtool', covers: [0, 1], legacy: false }]);
    expect(expansionsOf(['keep', 'state', 'with', 'hmr'])).toEqual([{ text: 'hot module replacement', covers: [3], legacy: false }]);
    // The docs' headings say both 'Hot module replacement' and 'HMR'.
    expect(expansionsOf(['enable', 'hot', 'reload']).filter((e) => e.covers.length === 2).map((e) => e.text)).toEqual(['hot module replacement', 'hmr']);
    expect(expansionsOf(['migrate', 'from', 'webpack', '4'])).toEqual([{ text: 'to v5 from v4', covers: [1, 2, 3], legacy: false }]);
    expect(expansionsOf(['source'])).toEqual([]);
    // Readers shorten 'production'; the docs spell it out ('dev' stays: it begins 'dev server').
    expect(expansionsOf(['config', 'for', 'dev', 'and', 'prod'])).toEqual([{ text: 'production', covers: [4], legacy: false }]);
  });

  it("passes over the site's name between a phrase's words, never before its first", () => {
    expect(expansionsOf(['separate', 'webpack', 'config'])).toEqual([{ text: 'split configuration', covers: [0, 2], legacy: false }]);
    expect(expansionsOf(['source', 'webpack', 'webpack', 'map'])[0]?.text).toBe('devtool');
    expect(expansionsOf(['webpack', 'source', 'webpack'])).toEqual([]);
    expect(expansionsOf(['the', 'source', 'the', 'map'])[0]?.covers).toEqual([1, 3]);
    // A phrase that says the name itself still needs it.
    expect(expansionsOf(['upgrade', 'webpack'])[0]?.text).toBe('migrate');
  });

  it("matches a phrase by its words' roots, so one form in the table stands for the others", () => {
    expect(expansionsOf(['build', 'without', 'minifying'])).toEqual([{ text: 'minimize', covers: [2], legacy: false }]);
    expect(expansionsOf(['minified'])[0]?.text).toBe('minimize');
    expect(expansionsOf(['source', 'map'])[0]?.text).toBe('devtool');
    expect(expansionsOf(['sourcemaps'])[0]?.text).toBe('devtool');
    expect(expansionsOf(['support', 'older', 'browsers'])).toEqual([{ text: 'target browserslist', covers: [1, 2], legacy: false }]);
    expect(expansionsOf(['source', 'mapping'])).toEqual([]);
    // 'programmatically' meets 'programmatic' by its root: the Node interface.
    expect(expansionsOf(['run', 'webpack', 'programmatically'])).toEqual([{ text: 'node interface', covers: [2], legacy: false }]);
    // An editor's completion of the configuration is what the configuration concepts call editor support.
    expect(expansionsOf(['config', 'intellisense'])).toEqual([{ text: 'editor support', covers: [1], legacy: false }]);
    // A CLI tool is what the targets page calls a command-line tool; webpack's own CLI is not one.
    expect(expansionsOf(['build', 'a', 'cli', 'tool'])).toEqual([{ text: 'command-line tools', covers: [2, 3], legacy: false }]);
    // webpack's CLI package is the Command Line Interface page.
    expect(expansionsOf(['webpack-cli'])).toEqual([{ text: 'command line interface', covers: [0], legacy: false }]);
    expect(expansionsOf(['webpack', 'cli'])).toEqual([]);
    // Building for Node.js is the target; the words 'for node' alone ('polyfills for node modules') are not.
    expect(expansionsOf(['bundle', 'for', 'node', 'instead', 'of', 'the', 'browser'])).toEqual([{ text: 'target', covers: [0, 1, 2], legacy: false }]);
    expect(expansionsOf(['building', 'for', 'node'])[0]?.text).toBe('target');
    expect(expansionsOf(['polyfills', 'for', 'node', 'modules'])).toEqual([]);
    // A package linked into node_modules is a symlink to the docs.
    expect(expansionsOf(['changes', 'in', 'linked', 'package', 'not', 'detected'])).toEqual([{ text: 'symlinks', covers: [2, 3], legacy: false }]);
    expect(expansionsOf(['npm', 'link'])[0]?.text).toBe('symlinks');
    // The Node API page is titled 'Node Interface'.
    expect(expansionsOf(['stop', 'watching', 'node', 'api'])).toEqual([{ text: 'node interface', covers: [2, 3], legacy: false }]);
    expect(expansionsOf(['node.js', 'api'])[0]?.text).toBe('node interface');
  });

  it("maps other bundlers' option names (Rollup, Vite) to webpack's", () => {
    expect(expansionsOf(['manualchunks'])[0]?.text).toBe('splitChunks cacheGroups');
    expect(expansionsOf(['chunkfilenames'])[0]?.text).toBe('output.chunkFilename');
    expect(expansionsOf(['publicdir'])[0]?.text).toContain('devServer.static');
  });

  it("adds 'loading' for a verb that brings a file in, as the guides' headings say it, and its object on its own", () => {
    expect(expansionsOf(['import', 'css', 'from', 'javascript'])).toEqual([
      { text: 'loading', covers: [0], legacy: false },
      { text: 'css', covers: [1], legacy: false },
    ]);
    // 'loading' stands for the verb and the article, never for the object: 'Loading Data' does not answer 'svg'.
    expect(expansionsOf(['load', 'the', 'fonts'])).toEqual([
      { text: 'loading', covers: [0, 1], legacy: false },
      { text: 'fonts', covers: [2], legacy: false },
    ]);
    // A verb that ends the query, or is followed by a name, has no object to load.
    expect(expansionsOf(['dynamic', 'import'])).toEqual([]);
    expect(expansionsOf(['import', 'import.meta.url'])).toEqual([]);
  });

  it("maps readers' words for linting, Rollup's input, base URLs and console output to the docs' words", () => {
    expect(expansionsOf(['lint', 'my', 'code'])[0]?.text).toBe('eslint');
    expect(expansionsOf(['linting'])[0]?.text).toBe('eslint');
    expect(expansionsOf(['rollup', 'input', 'option']).map((e) => e.text)).toEqual(['entry']);
    expect(expansionsOf(['base', 'url', 'for', 'assets'])[0]?.text).toBe('publicPath');
    // The phrase 'compress image' covers 'compress': no gzip compression for it (session 39).
    expect(expansionsOf(['compress', 'images']).map((e) => e.text)).toEqual(['ImageMinimizerWebpackPlugin']);
    expect(expansionsOf(['compress', 'assets']).map((e) => e.text)).toEqual(['compression']);
  });

  it('recognises a removed name, also as the tail of a dotted path, and marks it legacy', () => {
    expect(expansionsOf(['webpack.optimize.commonschunkplugin'])).toEqual([{ text: 'splitChunks', covers: [0], legacy: true }]);
    expect(expansionsOf(['extract-text-webpack-plugin'])[0]?.legacy).toBe(true);
    expect(expansionsOf(['splitchunks'])).toEqual([]);
  });

  it("maps webpack 4's chunk-loading global, by its default name or its option, to what replaced it", () => {
    expect(expansionsOf(['rename', 'webpackjsonp', 'global'])).toEqual([{ text: 'output.chunkLoadingGlobal', covers: [1], legacy: true }]);
    expect(expansionsOf(['output.jsonpfunction'])).toEqual([{ text: 'output.chunkLoadingGlobal', covers: [0], legacy: true }]);
    expect(expansionsOf(['hotupdatefunction'])[0]?.text).toBe('output.hotUpdateGlobal');
    expect(expansionsOf(['clean-webpack-plugin'])).toEqual([{ text: 'output.clean', covers: [0], legacy: true }]);
    expect(expansionsOf(['--config-register'])).toEqual([{ text: 'require hook', covers: [0], legacy: true }]);
    expect(expansionsOf(['tslint-loader'])).toEqual([{ text: 'eslint-webpack-plugin', covers: [0], legacy: true }]);
    // webpack 4's node option keys other than global, __filename and __dirname.
    expect(expansionsOf(['node.fs'])[0]?.text).toBe('node.js polyfills resolve.fallback');
    expect(expansionsOf(['node.setimmediate'])[0]?.legacy).toBe(true);
    // webpack 4's type package: webpack 5 declares its own types.
    expect(expansionsOf(['@types/webpack'])).toEqual([{ text: 'Configuration types defineConfig', covers: [0], legacy: true }]);
  });

  it('recognises a removed name typed as words, joined or hyphenated', () => {
    expect(expansionsOf(['disable', 'host', 'check'])).toEqual([{ text: 'devServer.allowedHosts', covers: [0, 1, 2], legacy: true }]);
    expect(expansionsOf(['use', 'commons', 'chunk', 'plugin'])).toEqual([{ text: 'splitChunks', covers: [1, 2, 3], legacy: true }]);
    expect(expansionsOf(['url', 'loader', 'limit'])).toEqual([{ text: 'asset modules', covers: [0, 1], legacy: true }]);
    expect(expansionsOf(['host', 'check'])).toEqual([]);
    // Two words joined without a separator are plain English too ('named chunks'); an object's own keys only.
    expect(expansionsOf(['named', 'chunks'])).toEqual([]);
    for (const words of [['constructor'], ['con', 'structor'], ['con-structor'], ['compiler.constructor'], ['__proto__'], ['to', 'string']]) expect(expansionsOf(words), words.join(' ')).toEqual([]);
  });

  it("reads webpack-cli 3's --display-* flags as the stats options that replaced them", () => {
    expect(expansionsOf(['--display-error-details'])).toEqual([{ text: 'stats errorDetails', covers: [0], legacy: true }]);
    expect(expansionsOf(['--display-modules'])[0]?.text).toBe('stats modules');
    expect(expansionsOf(['--display'])).toEqual([]);
  });

  it('keys every entry in lower case and maps it to something', () => {
    for (const [phrase, docs] of SYNONYMS) {
      expect(phrase).toBe(phrase.toLowerCase());
      expect(docs).not.toBe('');
    }
    for (const [name, replacement] of Object.entries(REMOVED_NAMES)) {
      expect(name).toBe(name.toLowerCase());
      expect(replacement).not.toBe('');
    }
  });
});

describe('planQuery with synonyms', () => {
  it('searches the expansion as well, lighter than the words typed, and without typo tolerance', () => {
    const plan = planQuery('source maps');
    expect(plan.text).toBe('source maps devtool');
    expect(plan.weights.get('devtool')).toBeLessThan(plan.weights.get('source') ?? 0);
    expect(plan.terms.has('devtool')).toBe(false);
    expect(plan.legacy).toBe(false);
  });

  it('marks a query naming a removed plugin as legacy and searches its replacement lighter still', () => {
    const plan = planQuery('UglifyJsPlugin');
    expect(plan.legacy).toBe(true);
    expect(plan.weights.get('minification')).toBeLessThan(planQuery('minify').weights.get('minimize') ?? 0);
  });

  it("reads webpack 4's id plugins and the old CSS minifier as legacy names with their replacements", () => {
    const replaced = { NamedModulesPlugin: 'optimization.moduleIds', NamedChunksPlugin: 'optimization.chunkIds', OptimizeCSSAssetsPlugin: 'css-minimizer-webpack-plugin', 'optimize-css-assets-webpack-plugin': 'css-minimizer-webpack-plugin' };
    for (const [name, replacement] of Object.entries(replaced)) {
      const plan = planQuery(name);
      expect(plan.legacy, name).toBe(true);
      expect(plan.expansions.map((e) => e.text), name).toContain(replacement);
    }
  });

  it("reads 'shaken' as tree shaking, which shares no root with it", () => {
    for (const q of ['css imports tree shaken', 'my module got shaken out']) expect(planQuery(q).expansions.map((e) => e.text), q).toContain('tree shaking');
  });

  it('reads a project started from nothing as Getting Started, and no other project', () => {
    for (const q of ['set up a basic project with webpack', 'create a webpack project', 'setup project', 'webpack for beginners']) expect(planQuery(q).expansions.map((e) => e.text), q).toContain('getting started');
    for (const q of ['project structure', 'start the dev server', 'typescript tutorial', 'start a new project with vue', 'force a full rebuild from scratch', 'monorepo with several projects']) expect(planQuery(q).expansions.map((e) => e.text), q).not.toContain('getting started');
  });

  it('reads warnings a reader wants gone as the ones webpack ignores, and nothing else said of warnings', () => {
    for (const q of ['suppress warnings', 'suppress a warning from a dependency', 'silence a warning']) expect(planQuery(q).expansions.map((e) => e.text), q).toContain('ignoreWarnings');
    for (const q of ['warnings', 'show warnings', 'suppress errors', 'hide warnings overlay']) expect(planQuery(q).expansions.map((e) => e.text), q).not.toContain('ignoreWarnings');
  });

  it('reads a generated or extra file added to the output as an emitted asset, and nothing else said of generated files', () => {
    for (const q of ['add a generated file to the output', 'add an extra file']) expect(planQuery(q).expansions.map((e) => e.text), q).toContain('emit asset');
    for (const q of ['file', 'where are generated files', 'generated files in memory', 'copy extra files', 'generated file names']) expect(planQuery(q).expansions.map((e) => e.text), q).not.toContain('emit asset');
  });

  it('reads splitting by route as lazy loading with import(), and a route of the dev server as none', () => {
    for (const q of ['split code per route', 'route based code splitting', 'split by route', 'one chunk per route']) expect(planQuery(q).expansions.map((e) => e.text), q).toContain('lazy loading dynamic imports');
    for (const q of ['route', 'set headers per route', 'proxy requests by route', 'history api fallback by route']) expect(planQuery(q).expansions.map((e) => e.text), q).not.toContain('lazy loading dynamic imports');
  });

  it("reads a loader's module flags as the loader API's raw and pitching loaders", () => {
    expect(planQuery('module.exports.raw = true').expansions.map((e) => e.text)).toContain('raw loaders');
    expect(planQuery('exports.pitch').expansions.map((e) => e.text)).toContain('pitching loaders');
    expect(planQuery('module.exports').expansions).toEqual([]);
  });

  it('searches the placeholders section for a [placeholder]', () => {
    expect(planQuery('[name].[contenthash].js').text).toContain('filename placeholders');
    expect(planQuery('name').text).toBe('name');
  });

  it('reads a hash placeholder typed without brackets as the placeholder, and the camel-cased hook name as a name', () => {
    expect(planQuery('contenthash').text).toContain('filename placeholders');
    expect(planQuery('hash vs chunkhash').expansions.find((e) => e.placeholder === true)?.covers).toEqual([2]);
    expect(planQuery('contentHash').text).not.toContain('filename placeholders');
  });

  it('reads a hash placeholder being typed or mistyped as the placeholder, but not a word of the index it begins', () => {
    const vocabulary = new Set(['contenthash', 'chunkhash', 'fullhash', 'content', 'contents', 'filename', 'placeholders']);
    for (const typed of ['contenthas', 'contenhash', 'contentash', 'chunkhas', 'fullhas']) expect(planQuery(typed, vocabulary).text, typed).toContain('filename placeholders');
    for (const typed of ['content', 'contenth', 'chunk']) expect(planQuery(typed, new Set([...vocabulary, 'contenth'])).text, typed).not.toContain('filename placeholders');
    // Without the index's words no guess is made.
    expect(planQuery('contenhash').text).not.toContain('filename placeholders');
  });

  it("reads a CDN a library is loaded from as an external, and one files are served from as the public path", () => {
    expect(planQuery('load jquery from cdn').expansions.map((e) => e.text)).toContain('externals');
    expect(planQuery('react from a cdn instead of bundling').expansions.map((e) => e.text)).toContain('externals');
    expect(planQuery('serve files from a cdn').expansions.map((e) => e.text)).toEqual(['public path']);
    // The build's own files loaded from a CDN are served from the public path too.
    for (const query of ['load chunks from cdn', 'load assets from a cdn', 'load the images from the cdn']) expect(planQuery(query).expansions.map((e) => e.text)).not.toContain('externals');
  });

  it("searches the option a validation message names from the configuration's root, its indexes left out", () => {
    expect(planQuery('configuration.output.path: The provided value "dist" is not an absolute path').expansions.map((e) => e.text)).toEqual(['output.path']);
    expect(planQuery('configuration.module.rules[0].use should be one of').expansions.map((e) => [e.text, e.covers])).toEqual([['module.rules', [0]]]);
    expect(planQuery('configuration.mode').expansions.map((e) => e.text)).toEqual(['mode']);
    expect(planQuery('configuration languages').expansions).toEqual([]);
  });

  it("reads jQuery's '$' in a pasted message ('$ is not defined', '$.ajax is not a function') as the library's name, and leaves a '$' being typed or a shell prompt's", () => {
    expect(withJqueryNamed('$ is not defined')).toBe('jquery is not defined');
    expect(withJqueryNamed('Uncaught ReferenceError: $ is not defined')).toBe('Uncaught ReferenceError: jquery is not defined');
    expect(withJqueryNamed('$(...) is not a function')).toBe('jquery(...) is not a function');
    expect(withJqueryNamed('$.ajax is not a function')).toBe('jquery.ajax is not a function');
    for (const query of ['$', '$ ', '$ is', '$.ajax', 'costs $', '$ npx webpack --mode production', 'costs $5', 'a$ is']) expect(withJqueryNamed(query)).toBe(query);
    // The message leads with the pages on providing jQuery, not with a name search.
    const plan = planQuery('$ is not defined');
    expect(plan.terms.has('jquery')).toBe(true);
    expect(plan.identifier).toBe(false);
  });
});
