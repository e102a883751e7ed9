/**
 * Readers' words and what this documentation calls them, applied at query time: a query that
 * says 'source maps' also searches 'devtool', 'HMR' also 'hot module replacement'. Every entry
 * maps a reader's phrase to words the docs themselves use in titles and headings (the right
 * side must be indexed vocabulary). Removed webpack 4 names lead to the migration guides (the
 * `legacy` flag: `rank.ts` prefers `/migrate/` pages) and to their replacement.
 *
 * A phrase matches the query's words by their root (`lemma.ts`): 'minify' also stands for
 * 'minifying' and 'minified', 'source map' for 'source maps', so the table lists one form.
 */
import { rootOf } from './lemma.ts';
import { REMOVED_NAMES } from './removed-names.ts';

/** Reader's phrase → the docs' words. Phrases match whole query words, in order. */
export const SYNONYMS: ReadonlyArray<readonly [phrase: string, docs: string]> = [
  ['source map', 'devtool'],
  ['sourcemap', 'devtool'],
  ['hmr', 'hot module replacement'],
  ['hot reload', 'hot module replacement'],
  ['hot reload', 'hmr'],
  ['live reload', 'hot module replacement'],
  ['live reload', 'hmr'],
  ['persistent cache', 'cache'],
  ['persistent caching', 'cache'],
  ['filesystem cache', 'cache'],
  ['vendor', 'splitChunks cacheGroups'],
  ['minify', 'minimize'],
  ['minifier', 'minimizer'],
  ['uglify', 'minimize'],
  ['gzip', 'compression'],
  ['compress', 'compression'],
  ['scss', 'sass'],
  ['ts', 'typescript'],
  ['treeshake', 'tree shaking'],
  // The participle readers use of what was dropped ('tree shaken', 'shaken out'): 'shaken' and 'shaking' share no root.
  ['shaken', 'tree shaking'],
  ['too big', 'size limit'],
  ['smaller', 'size'],
  ['too large', 'size limit'],
  ['old browser', 'target browserslist'],
  ['older browser', 'target browserslist'],
  ['legacy browser', 'target browserslist'],
  ['subfolder', 'publicPath'],
  ['subdirectory', 'publicPath'],
  ['static files', 'copy-webpack-plugin devServer.static'],
  ['env file', 'dotenv'],
  ['env variable', 'environment variables'],
  ['env var', 'environment variables'],
  ['prod', 'production'],
  ['micro frontend', 'module federation'],
  ['microfrontend', 'module federation'],
  ['dead code', 'tree shaking'],
  ['wasm', 'webassembly'],
  ['esm', 'ecmascript modules'],
  ['es module', 'ecmascript modules'],
  ['cdn', 'public path'],
  // Readers close the word up ('in-memory filesystem'): the Node API's 'Custom file systems'.
  ['filesystem', 'file system'],
  // A chunk an import() makes: the output concept's 'Names for on-demand chunks'.
  ['dynamic chunk', 'on-demand chunk'],
  // Building for a runtime is the target ('bundle for node instead of the browser'), not the `node` option.
  ['bundle for node', 'target'],
  ['build for node', 'target'],
  ['compile for node', 'target'],
  ['intellisense', 'editor support'],
  ['autocomplete', 'editor support'],
  ['cli tool', 'command-line tools'],
  // A project set up from nothing is what Getting Started walks through ('tutorial', 'from scratch',
  // 'new project', 'start project' also named others: 'typescript tutorial', 'rebuild from scratch').
  ['basic project', 'getting started'],
  ['create project', 'getting started'],
  ['set up project', 'getting started'],
  ['setup project', 'getting started'],
  ['beginner', 'getting started'],
  // webpack's CLI package, whose page is the Command Line Interface.
  ['webpack-cli', 'command line interface'],
  ['linked package', 'symlinks'],
  ['npm link', 'symlinks'],
  ['yarn link', 'symlinks'],
  ['programmatic', 'node interface'],
  ['node api', 'node interface'],
  ['node.js api', 'node interface'],
  // Other bundlers' names for webpack's options (Rollup, Vite), as readers coming from them type them.
  ['manualchunks', 'splitChunks cacheGroups'],
  ['chunkfilenames', 'output.chunkFilename'],
  ['entryfilenames', 'output.filename'],
  ['assetfilenames', 'output.assetModuleFilename'],
  ['outdir', 'output.path'],
  ['publicdir', 'copy-webpack-plugin devServer.static'],
  ['output.format', 'output.module output.library.type'],
  // The migration guides are titled 'To v5 from v4': a reader on webpack 4 wants the next one.
  ['from webpack 3', 'to v4 from v3'],
  ['from webpack 4', 'to v5 from v4'],
  ['webpack 3 to 4', 'to v4 from v3'],
  ['webpack 4 to 5', 'to v5 from v4'],
  ['to webpack 4', 'to v4 from v3'],
  ['to webpack 5', 'to v5 from v4'],
  ['upgrade webpack', 'migrate'],
  // Readers' words for what a page documents under another name (issue #23, search6).
  ['lint', 'eslint'],
  ['linter', 'eslint'],
  ['input', 'entry'],
  ['transform', 'loaders'],
  ['base url', 'publicPath'],
  ['base path', 'publicPath'],
  ['data url', 'asset/inline'],
  ['data uri', 'asset/inline'],
  ['backend', 'devServer.proxy'],
  ['reload', 'devServer.liveReload'],
  ['console', 'stats'],
  ['terminal output', 'stats'],
  ['verbose', 'stats'],
  ['quiet', 'stats'],
  ['noisy', 'stats'],
  ['electron', 'target'],
  ['locale', 'ContextReplacementPlugin IgnorePlugin'],
  ['styles', 'css'],
  ['stylesheet', 'css'],
  ['compress image', 'ImageMinimizerWebpackPlugin'],
  ['optimize image', 'ImageMinimizerWebpackPlugin'],
  ['minify image', 'ImageMinimizerWebpackPlugin'],
  // Warnings a reader wants gone: `ignoreWarnings` ('hide' is also the dev server's overlay).
  ['suppress warning', 'ignoreWarnings'],
  ['silence warning', 'ignoreWarnings'],
  // A file added to a build's output that no module is: an asset a plugin emits (`compilation.emitAsset`,
  // a loader's `this.emitFile`). Only with the verb: 'generated files in memory' asks something else.
  ['add generated file', 'emit asset'],
  ['add extra file', 'emit asset'],
  // Route-based splitting, as framework docs call it: a chunk per page loaded with import(). Only
  // beside a word of splitting: 'set headers per route' is about the dev server.
  ['split per route', 'lazy loading dynamic imports'],
  ['split by route', 'lazy loading dynamic imports'],
  ['code per route', 'lazy loading dynamic imports'],
  ['chunk per route', 'lazy loading dynamic imports'],
  ['bundle per route', 'lazy loading dynamic imports'],
  ['route based code', 'lazy loading dynamic imports'],
  ['route based split', 'lazy loading dynamic imports'],
  // The production guide's 'Split the configuration' (and 'Other ways to split configurations').
  ['separate config', 'split configuration'],
  ['separate configuration', 'split configuration'],
  // A loader's module flags, as its source sets them: the loader API's 'Raw loaders' and 'Pitching loaders'.
  ['module.exports.raw', 'raw loaders'],
  ['exports.raw', 'raw loaders'],
  ['module.exports.pitch', 'pitching loaders'],
  ['exports.pitch', 'pitching loaders'],
  // webpack's own old name for ES modules, still in its dependency classes and stats ('HarmonyImportDependency').
  ['harmony', 'ecmascript modules'],
  // Node's built-in modules, which webpack 4 polyfilled for the browser.
  ['core module', 'node.js polyfills resolve.fallback'],
];

/** What replaced a removed name, or undefined: an own entry only ('constructor' is no name of the table's). */
function removedName(name: string): string | undefined {
  return Object.hasOwn(REMOVED_NAMES, name) ? REMOVED_NAMES[name] : undefined;
}

/**
 * Verbs of a task that brings a kind of file into the bundle ('import css', 'load fonts'): the
 * guides' headings say 'Loading CSS', 'Loading fonts', so the verb and its object also search
 * 'loading' and the object (`loadingExpansions`).
 */
const LOADING_VERBS: ReadonlySet<string> = new Set(['import', 'load', 'require', 'include']);

/** Words between such a verb and its object. */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'some', 'all', 'these', 'those', 'our']);

/** The position of the object of a loading verb at `i` (past any article), or -1 when the word there is no such verb. */
function loadedObject(words: readonly string[], i: number): number {
  if (!LOADING_VERBS.has(words[i] ?? '')) return -1;
  let j = i + 1;
  while (ARTICLES.has(words[j] ?? '')) j += 1;
  return j;
}

/**
 * 'import css' → 'loading' for the verb and any article, and 'css' again for the object; none when
 * the verb ends the query. Two expansions, not one 'loading css' covering both: a record answers
 * the object only by saying it ('Loading Data' does not answer the 'svg' of 'load svg files').
 */
function loadingExpansions(words: readonly string[], i: number): Expansion[] {
  const j = loadedObject(words, i);
  const object = j === -1 ? undefined : words[j];
  if (object === undefined || !/^\p{L}[\p{L}\p{N}]*$/u.test(object)) return [];
  return [
    { text: 'loading', covers: Array.from({ length: j - i }, (_, k) => i + k), legacy: false },
    { text: object, covers: [j], legacy: false },
  ];
}

/** Synonyms and removed names found in a query. */
export interface Expansion {
  /** The docs' words to search as well. */
  text: string;
  /** Positions of the query words they stand for. */
  covers: number[];
  /** Whether they replace a removed name. */
  legacy: boolean;
  /** Whether they name bracketed filename placeholders ('[name]'), which the query's bare words are not. */
  placeholder?: boolean;
}

/** A word as phrases compare it: its root, and a short word's plural as the word ('maps', 'vars'; `rootOf` leaves words under five letters). */
function phraseRoot(word: string): string {
  return rootOf(word.length >= 3 && word.length <= 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
}

/** Phrases by the root of their first word, their words as roots, split once. */
const byFirstWord = new Map<string, Array<{ words: string[]; docs: string }>>();
for (const [phrase, docs] of SYNONYMS) {
  const words = phrase.split(' ').map(phraseRoot);
  const list = byFirstWord.get(words[0] ?? '') ?? [];
  list.push({ words, docs });
  byFirstWord.set(words[0] ?? '', list);
}

/** What a build emits, which a CDN serves as the site's own files ('load chunks from a cdn'): not a library. */
const OWN_FILES: ReadonlySet<string> = new Set(['chunk', 'chunks', 'asset', 'assets', 'image', 'images', 'file', 'files', 'font', 'fonts', 'bundle', 'bundles', 'script', 'scripts', 'style', 'styles', 'stylesheet', 'stylesheets', 'css', 'js', 'static', 'output']);

/**
 * Whether a query's 'cdn' (at `i`) is where a library comes from ('load jquery from cdn', 'react
 * from a cdn instead of bundling'): an external, not the public path the site's own files are
 * served from ('serve files from a cdn', 'load chunks from a cdn'). A library is the object of a
 * loading verb before 'cdn' that is none of the build's own files, or the query says it is not bundled.
 */
function libraryFromCdn(words: readonly string[], i: number): boolean {
  if (words.some((w) => w === 'instead' || w === 'bundling')) return true;
  return words.some((_, j) => {
    const k = j < i ? loadedObject(words, j) : -1;
    const object = k === -1 ? undefined : words[k];
    return object !== undefined && k < i && words[k + 1] === 'from' && !OWN_FILES.has(object);
  });
}

/**
 * jQuery's global as readers paste it in a message ('$ is not defined', '$(...) is not a
 * function', '$.ajax is not a function'), which no index term holds, written as the library's
 * name in lower case (a camel-cased word would make the query a name). A '$' alone, at the end
 * (still being typed) or before other words (a shell prompt, '$ npx webpack') stays.
 */
export function withJqueryNamed(query: string): string {
  return query.replace(/(^|[\s'"`(])\$(?=\s+is\s|\(.*\bis\b|\.\p{L}+\s+is\b)/gu, '$1jquery');
}

/** Words a phrase of the table passes over between its own: the site's name and the articles. */
const PASSED_OVER: ReadonlySet<string> = new Set(['webpack', 'a', 'an', 'the']);

/**
 * The positions of a phrase of the table found at `start` among a query's word roots, or null: the
 * site's name and articles between its words are passed over ('separate webpack config' says
 * 'separate config', 'add a generated file' 'add generated file').
 */
function phraseAt(roots: readonly string[], start: number, phrase: readonly string[]): number[] | null {
  const covers: number[] = [];
  let at = start;
  for (const [j, w] of phrase.entries()) {
    while (j > 0 && PASSED_OVER.has(roots[at] ?? '') && !PASSED_OVER.has(w)) at += 1;
    if (roots[at] !== w) return null;
    covers.push(at);
    at += 1;
  }
  return covers;
}

/**
 * The expansions of a query, given its words (whole terms, lower-cased, in order). A removed
 * name also matches as the tail of a dotted path (`webpack.optimize.CommonsChunkPlugin`).
 */
export function expansionsOf(words: readonly string[]): Expansion[] {
  const out: Expansion[] = [];
  const roots = words.map(phraseRoot);
  words.forEach((word, i) => {
    for (const { words: phrase, docs } of byFirstWord.get(roots[i] ?? '') ?? []) {
      const covers = phraseAt(roots, i, phrase);
      if (covers !== null) out.push({ text: word === 'cdn' && libraryFromCdn(words, i) ? 'externals' : docs, covers, legacy: false });
    }
    out.push(...loadingExpansions(words, i));
    // A removed name typed as words ('disable host check', 'commons chunk plugin').
    // Joined without a separator only from three words: 'named chunks' is also plain English.
    for (let n = 2; n <= 4 && i + n <= words.length; n += 1) {
      const spaced = words.slice(i, i + n);
      const replacement = (n >= 3 ? removedName(spaced.join('')) : undefined) ?? removedName(spaced.join('-'));
      if (replacement !== undefined) out.push({ text: replacement, covers: spaced.map((_, j) => i + j), legacy: true });
    }
    // webpack-cli 3's `--display-*` flags became the `stats` options (`--display-error-details`: `stats.errorDetails`).
    const display = /^--display-([\p{L}-]+)$/u.exec(word);
    if (display?.[1] !== undefined) out.push({ text: `stats ${display[1].replace(/-(\p{L})/gu, (_, c: string) => c.toUpperCase())}`, covers: [i], legacy: true });
    const segments = word.split('.');
    for (let s = 0; s < segments.length; s += 1) {
      const replacement = removedName(segments.slice(s).join('.'));
      if (replacement !== undefined) {
        out.push({ text: replacement, covers: [i], legacy: true });
        break;
      }
    }
  });
  // A word a longer phrase covers takes only the phrase's words: 'filesystem cache' is the cache,
  // 'compress images' no gzip, the 'reload' of 'hot reloading' no `devServer.liveReload`.
  const long = out.filter((e) => e.covers.length > 1 && !e.legacy);
  return out.filter((e) => e.covers.length > 1 || e.legacy || !long.some((l) => l.covers.includes(e.covers[0] ?? -1)));
}
