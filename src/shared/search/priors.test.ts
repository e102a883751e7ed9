import { describe, expect, it } from 'vitest';
import { contentWords, isAuthorsPage, isExplanation, isOtherKindPage, namedInOtherForms, namesAndWords, namesPackage, namesPackageClass, pagePrior, saysShare, saysSubject, sectionSayingMore, stem, withParts, BLOG_PRIOR, LEGACY_PRIOR, THIRD_PARTY_PRIOR } from './priors.ts';
import { planQuery } from './query-plan.ts';
import { RANKING } from './ranking-params.ts';
import type { SearchPage } from './records.ts';

const sass: SearchPage = { url: '/loaders/sass-loader/', title: 'sass-loader', package: 'sass-loader' };
const extract: SearchPage = { url: '/plugins/mini-css-extract-plugin/', title: 'MiniCssExtractPlugin', package: 'mini-css-extract-plugin' };
const devtool: SearchPage = { url: '/configuration/devtool/', title: 'Devtool' };

describe('third-party demotion', () => {
  it('knows when a query names the package: whole, by its title, or by all its words', () => {
    expect(namesPackage(planQuery('sass-loader additionalData'), sass)).toBe(true);
    expect(namesPackage(planQuery('sass loader options'), sass)).toBe(true);
    expect(namesPackage(planQuery('MiniCssExtractPlugin'), extract)).toBe(true);
    expect(namesPackage(planQuery('mini css extract pluign'), extract)).toBe(true);
    expect(namesPackage(planQuery('source maps'), sass)).toBe(false);
    // One distinctive word alone ('sass', 'css') is a topic, not the package.
    expect(namesPackage(planQuery('sass'), sass)).toBe(false);
    expect(namesPackage(planQuery('css modules'), extract)).toBe(false);
    // 'mini' qualifies the name: the words that say what the package does name it.
    expect(namesPackage(planQuery('extract css into its own file'), extract)).toBe(true);
    expect(namesPackage(planQuery('mini css'), extract)).toBe(false);
  });

  it('counts a package the synonym table names for the reader\'s words as named', () => {
    const eslint: SearchPage = { url: '/plugins/eslint-webpack-plugin/', title: 'EslintWebpackPlugin', package: 'eslint-webpack-plugin' };
    expect(namesPackage(planQuery('lint my code during the build'), eslint)).toBe(true);
    expect(namesPackage(planQuery('check my code during the build'), eslint)).toBe(false);
    expect(pagePrior(planQuery('lint my code'), eslint, 0)).toBe(1);
  });

  it("ranks a README below first-party pages unless the query names it; first-party pages keep their score", () => {
    expect(pagePrior(planQuery('source maps'), sass, 0)).toBe(THIRD_PARTY_PRIOR);
    expect(pagePrior(planQuery('sass-loader source maps'), sass, 0)).toBe(1);
    expect(pagePrior(planQuery('source maps'), devtool, 0)).toBe(1);
  });

  it("ranks the community's list of third-party tools as third-party pages, unless the query asks for the list", () => {
    const list: SearchPage = { url: '/awesome-webpack/', title: 'Awesome webpack' };
    expect(pagePrior(planQuery('make the bundle smaller'), list, 0)).toBe(THIRD_PARTY_PRIOR);
    expect(pagePrior(planQuery('awesome webpack'), list, 1)).toBe(1);
    expect(pagePrior(planQuery('awesome plugins'), list, 0)).toBe(1);
  });

  it('ranks the blog lower unless the query is a post title, and the migration guides higher for a removed name', () => {
    const post: SearchPage = { url: '/blog/2020-10-10-webpack-5-release/', title: 'webpack 5 release' };
    expect(pagePrior(planQuery('webpack 5'), post, 0)).toBe(BLOG_PRIOR);
    expect(pagePrior(planQuery('webpack 5 release'), post, 1)).toBe(1);
    expect(pagePrior(planQuery('CommonsChunkPlugin'), { url: '/migrate/4/', title: 'To v4 from v3' }, 0)).toBe(LEGACY_PRIOR);
    expect(pagePrior(planQuery('splitChunks'), { url: '/migrate/4/', title: 'To v4 from v3' }, 0)).toBe(1);
  });

  it('ranks the generated API reference lower for words, never for a name; its hand-written index keeps its score', () => {
    const entry: SearchPage = { url: '/api/reference/chunk/', title: 'Chunk' };
    expect(RANKING.generated).toBeLessThan(1);
    expect(pagePrior(planQuery('runtime chunk'), entry, 0)).toBe(RANKING.generated);
    expect(pagePrior(planQuery('Chunk.runtime'), entry, 0)).toBe(1);
    expect(pagePrior(planQuery('runtime chunk'), { url: '/api/reference/', title: 'API Reference' }, 0)).toBe(1);
  });
});

describe("a package's class name", () => {
  it("reads the name a README gives the package's class as naming the package: its words without 'webpack'", () => {
    const minimizer: SearchPage = { url: '/plugins/css-minimizer-webpack-plugin/', title: 'CssMinimizerWebpackPlugin', package: 'css-minimizer-webpack-plugin' };
    expect(namesPackageClass(planQuery('CssMinimizerPlugin'), minimizer)).toBe(true);
    expect(namesPackageClass(planQuery('css minimizer plugin'), minimizer)).toBe(false);
    expect(namesPackageClass(planQuery('MinimizerPlugin'), minimizer)).toBe(false);
    expect(namesPackageClass(planQuery('CssMinimizerPlugin'), devtool)).toBe(false);
    // A one-word package leaves one word, which names a topic, not the class ('sass').
    expect(namesPackageClass(planQuery('sass'), { url: '/loaders/sass/', title: 'sass', package: 'sass-webpack' })).toBe(false);
  });
});

describe('pages for plugin and loader authors', () => {
  it('counts the API pages a plugin or loader calls and the guides to writing them, not the CLI, stats data, module API or dev server', () => {
    for (const url of ['/api/logging/', '/api/compilation-hooks/', '/api/loaders/', '/contribute/writing-a-plugin/', '/contribute/plugin-patterns/']) expect(isAuthorsPage(url), url).toBe(true);
    for (const url of ['/api/stats/', '/api/cli/', '/api/module-methods/', '/api/module-variables/', '/api/webpack-dev-server/', '/guides/caching/', '/contribute/debugging/']) expect(isAuthorsPage(url), url).toBe(false);
  });

  it("weighs the other kind's pages less than the kind the reader says they write: a plugin emits with emitAsset, not the loader API's this.emitFile", () => {
    expect(isOtherKindPage('/api/loaders/', 'plugin')).toBe(true);
    expect(isOtherKindPage('/contribute/writing-a-loader/', 'plugin')).toBe(true);
    expect(isOtherKindPage('/api/compilation-hooks/', 'loader')).toBe(true);
    expect(isOtherKindPage('/contribute/writing-a-plugin/', 'plugin')).toBe(false);
    expect(isOtherKindPage('/api/compilation-object/', 'loader')).toBe(false);
    expect(isOtherKindPage('/api/loaders/', undefined)).toBe(false);
    const plan = planQuery('how to emit a file from a plugin');
    const loaderApi: SearchPage = { url: '/api/loaders/', title: 'Loader Interface' };
    const pluginGuide: SearchPage = { url: '/contribute/writing-a-plugin/', title: 'Writing a plugin' };
    expect(pagePrior(plan, loaderApi, 0)).toBeLessThan(1);
    expect(pagePrior(plan, pluginGuide, 0)).toBe(RANKING.authoring);
    // A query that names one kind and not the other weighs the other's pages so too, without the authors' gain.
    expect(pagePrior(planQuery('validate plugin options with schema'), loaderApi, 0)).toBe(RANKING.offSubject);
    expect(pagePrior(planQuery('validate plugin options with schema'), pluginGuide, 0)).toBe(1);
    expect(pagePrior(planQuery('file used by a loader not rebuilt'), { url: '/api/compiler-hooks/', title: 'Compiler Hooks' }, 0)).toBe(RANKING.offSubject);
    expect(pagePrior(planQuery('plugin or loader'), loaderApi, 0)).toBe(1);
  });
});

describe('what a label says', () => {
  it('stems plurals and -ing forms lightly', () => {
    expect(['plugins', 'loading', 'libraries', 'class', 'maps'].map(stem)).toEqual(['plugin', 'load', 'library', 'class', 'map']);
    // A final e stays: 'state' and 'stats', 'note' and 'not', 'mode' and 'mod' are different words.
    expect(['state', 'stats', 'note', 'mode'].map(stem)).toEqual(['state', 'stat', 'note', 'mode']);
  });

  it("meets a word's -ing form by Porter's rules for a final e and a doubled consonant", () => {
    // A short syllable gets its e back; a longer word drops it on both sides.
    expect(['write', 'writing', 'writes', 'make', 'making', 'naming', 'name'].map(stem)).toEqual(['write', 'write', 'write', 'make', 'make', 'name', 'name']);
    expect(['cache', 'caching', 'caches', 'module', 'modules', 'configure', 'configuring'].map(stem)).toEqual(['cach', 'cach', 'cach', 'modul', 'modul', 'configur', 'configur']);
    expect(['splitting', 'split', 'warnings', 'warning'].map(stem)).toEqual(['split', 'split', 'warn', 'warn']);
    // Not a three-letter word's double letter ('add'), nor the e that tells 'locale' from 'local'.
    expect(['adding', 'add', 'locales', 'local'].map(stem)).toEqual(['add', 'add', 'locale', 'local']);
    // 'y' after a consonant is a vowel: 'type' is a short syllable and keeps its e.
    expect(stem('type')).toBe('type');
  });

  it("counts a label whose every word the query says, by the share of the query's words it covers", () => {
    const query = contentWords('set environment variables');
    expect(saysShare(contentWords('Environment Variables'), query)).toBeCloseTo(2 / 3);
    expect(saysShare(contentWords('Environment'), query)).toBeCloseTo(1 / 3);
    expect(saysShare(contentWords('Environment plugin'), query)).toBe(0);
    expect(saysShare(contentWords('What is a plugin'), contentWords('plugins'))).toBe(1);
    // 'build' is said beside the query's words without saying anything else; when the query says it, it counts.
    expect(saysShare(contentWords('The UMD build'), contentWords('umd library'))).toBeCloseTo(1 / 2);
    expect(saysShare(contentWords('Production builds'), contentWords('production build'))).toBe(1);
    expect(saysShare(contentWords('The UMD output'), contentWords('umd library'))).toBe(0);
  });

  it('picks the section whose heading says the words of the query its page title does not', () => {
    const query = contentWords('compression-webpack-plugin brotli');
    const title = contentWords('compression-webpack-plugin');
    const headings = [null, contentWords('Multiple compressed versions'), contentWords('Using Brotli'), contentWords('Brotli options')];
    expect(sectionSayingMore(query, title, headings)).toBe(2);
    // The title already says the whole query: the page keeps its place.
    expect(sectionSayingMore(contentWords('compression plugin'), contentWords('Compression Plugin'), headings)).toBe(-1);
    // No heading says more than the title.
    expect(sectionSayingMore(query, title, [null, contentWords('Options')])).toBe(-1);
    expect(sectionSayingMore(contentWords('webpack vs vite'), contentWords('Comparison'), [null, contentWords('Rollup'), contentWords('Vite')])).toBe(2);
  });

  it("breaks a tie with the query's task verb that the title does not say, for a heading that says a word of the query too", () => {
    const query = contentWords('hot module replacement');
    const title = contentWords('Hot Module Replacement');
    const headings = [null, contentWords('Accepting updates'), contentWords('Enabling hot updates')];
    expect(sectionSayingMore(query, title, headings)).toBe(-1);
    expect(sectionSayingMore(query, title, headings, new Map(), contentWords('enable'))).toBe(2);
    // A heading that says only the verb says nothing of the rest ('Set it at run time' for 'set the public path').
    expect(sectionSayingMore(contentWords('public path'), contentWords('Public Path'), [null, contentWords('Set it at run time')], new Map(), contentWords('set'))).toBe(-1);
    // A verb the title says already tells no section apart ('Extracting all CSS' on the extract plugin's page).
    expect(sectionSayingMore(contentWords('mini css'), contentWords('Mini Css Extract Plugin'), [null, contentWords('Extracting all CSS in a single file')], new Map(), contentWords('extract'))).toBe(-1);
  });

  it("reads a synonym's words as the query word it stands for: 'Sass and Less' says 'scss'", () => {
    const query = contentWords('compile scss to css');
    const headings = [null, contentWords('Sass and Less'), contentWords('PostCSS and vendor prefixes')];
    expect(sectionSayingMore(query, contentWords('CSS'), headings)).toBe(-1);
    expect(sectionSayingMore(query, contentWords('CSS'), headings, new Map([['scss', [['sass']]]]))).toBe(1);
  });

  it("reads a synonym of several words as the query word only where all its words are said: 'Modules' does not say 'harmony'", () => {
    const harmony = new Map([['harmony', [contentWords('ecmascript modules')]]]);
    const headings = [null, contentWords('CommonJS'), contentWords('ECMAScript modules')];
    expect(sectionSayingMore(contentWords('harmony modules'), contentWords('Modules'), headings, harmony)).toBe(2);
  });

  it("reads a compound title's parts as words it says: 'css-loader' says 'css'", () => {
    expect(withParts(contentWords('css-loader'))).toEqual(['css-loader', 'css', 'loader']);
    const headings = [null, contentWords('Separating CSS-only and CSS Module features')];
    expect(sectionSayingMore(contentWords('import css files'), contentWords('css-loader'), headings)).toBe(1);
    expect(sectionSayingMore(contentWords('import css files'), withParts(contentWords('css-loader')), headings)).toBe(-1);
  });
});

describe('the internal classes catalogue', () => {
  const internal = { url: '/plugins/internal-plugins/', title: 'Internal plugins' };

  it('ranks below other pages for words, not for a class name', () => {
    expect(pagePrior(planQuery('deterministic module ids'), internal, 0)).toBe(RANKING.internal);
    expect(pagePrior(planQuery('DeterministicModuleIdsPlugin'), internal, 0)).toBe(1);
  });
});

describe('guides and concepts for words', () => {
  const guide: SearchPage = { url: '/guides/tree-shaking/', title: 'Tree Shaking' };
  it('knows the pages that explain: guides and concepts', () => {
    expect(isExplanation('/guides/caching/')).toBe(true);
    expect(isExplanation('/concepts/output/')).toBe(true);
    expect(isExplanation('/configuration/output/')).toBe(false);
  });

  it('ranks them higher for words of two content words or more, not for one word, a name or a message', () => {
    expect(RANKING.guide).toBeGreaterThan(1);
    expect(pagePrior(planQuery('remove unused exports'), guide, 0)).toBe(RANKING.guide);
    expect(pagePrior(planQuery('remove unused exports'), devtool, 0)).toBe(1);
    expect(pagePrior(planQuery('exports'), guide, 0)).toBe(1);
    expect(pagePrior(planQuery('optimization.usedExports'), guide, 0)).toBe(1);
    expect(pagePrior(planQuery("Error: Can't resolve 'fs'"), guide, 0)).toBe(1);
  });

  it('answers a question asking what a term is with the explanations and the glossary, ranked up', () => {
    const glossary: SearchPage = { url: '/glossary/', title: 'Glossary' };
    expect(RANKING.definition).toBeGreaterThan(RANKING.guide);
    expect(pagePrior(planQuery('what is a plugin'), guide, 0)).toBe(RANKING.definition);
    expect(pagePrior(planQuery('what is a plugin'), glossary, 0)).toBe(RANKING.definition);
    expect(pagePrior(planQuery('plugin loader'), glossary, 0)).toBe(RANKING.glossary);
    expect(pagePrior(planQuery('what is a plugin'), devtool, 0)).toBe(1);
  });

  it('weighs the glossary RANKING.glossaryWord for a lone word, a term looked up, between its usual weight and full', () => {
    const glossary: SearchPage = { url: '/glossary/', title: 'Glossary' };
    expect(RANKING.glossaryWord).toBeGreaterThan(RANKING.glossary);
    expect(RANKING.glossaryWord).toBeLessThanOrEqual(1);
    expect(pagePrior(planQuery('chunk'), glossary, 0)).toBe(RANKING.glossaryWord);
    expect(pagePrior(planQuery('webpack chunk'), glossary, 0)).toBe(RANKING.glossaryWord);
    expect(pagePrior(planQuery('chunk graph'), glossary, 0)).toBe(RANKING.glossary);
    expect(pagePrior(planQuery('SplitChunksPlugin'), glossary, 0)).toBe(RANKING.glossary);
  });
});

describe('migration guides for a feature they mention', () => {
  const v3: SearchPage = { url: '/migrate/3/', title: 'To v3 from v2' };
  it('ranks them lower unless the query names something removed or the guide by its title', () => {
    expect(RANKING.migration).toBeLessThan(1);
    expect(pagePrior(planQuery('scope hoisting'), v3, 0)).toBe(RANKING.migration);
    expect(pagePrior(planQuery('CommonsChunkPlugin'), v3, 0)).toBe(RANKING.legacy);
    expect(pagePrior(planQuery('to v3 from v2'), v3, 1)).toBe(1);
  });
});

describe('a page about a tool beside webpack', () => {
  const react: SearchPage = { url: '/guides/react/', title: 'React', about: ['react', 'jsx'] };
  const plain: SearchPage = { url: '/guides/react/', title: 'React' };

  it('knows when the query names the subject: by a word, a plural or a part of a package name', () => {
    expect(saysSubject(planQuery('react fast refresh'), ['react'])).toBe(true);
    expect(saysSubject(planQuery('compile JSX'), ['react', 'jsx'])).toBe(true);
    expect(saysSubject(planQuery('web workers'), ['worker'])).toBe(true);
    expect(saysSubject(planQuery('react-refresh-webpack-plugin'), ['react'])).toBe(true);
    expect(saysSubject(planQuery('ReactDOM createRoot'), ['react'])).toBe(true);
    expect(saysSubject(planQuery('generate index.html'), ['react', 'jsx'])).toBe(false);
  });

  it('gives the page less weight only for a query that does not name the subject', () => {
    expect(pagePrior(planQuery('generate index.html'), react, 0) / pagePrior(planQuery('generate index.html'), plain, 0)).toBeCloseTo(RANKING.offSubject);
    expect(pagePrior(planQuery('react generate index.html'), react, 0)).toBe(pagePrior(planQuery('react generate index.html'), plain, 0));
  });
});

describe('namedInOtherForms', () => {
  it("reads a camel-cased name made of the query's words in another form, in any order", () => {
    expect(namedInOtherForms('optimization.mangleExports', ['export', 'mangling'])).toBe(true);
    expect(namedInOtherForms('splitChunks', ['chunk', 'splitting'])).toBe(true);
    // The same words reordered name nothing; in their order the words joined spell the name.
    expect(namedInOtherForms('optimization.runtimeChunk', ['chunk', 'runtime'])).toBe(false);
    expect(namedInOtherForms('optimization.runtimeChunk', ['runtime', 'chunk'])).toBe(false);
    // Other words, another count, a name of one word, no camel-cased name.
    expect(namedInOtherForms('optimization.mangleExports', ['export', 'names'])).toBe(false);
    expect(namedInOtherForms('optimization.mangleExports', ['mangling', 'all', 'exports'])).toBe(false);
    expect(namedInOtherForms('optimization.minimize', ['minimizing'])).toBe(false);
    expect(namedInOtherForms('PROCESS_ASSETS_STAGE', ['process', 'assets'])).toBe(false);
  });
});

describe('a name with plain words beside it', () => {
  const entry: SearchPage = { url: '/api/reference/compilation/', title: 'Compilation' };
  it("gives the generated reference's entry the words' prior: it defines the name and says none of the words", () => {
    expect(namesAndWords(planQuery('compilation.assets deprecated'))).toBe(true);
    expect(namesAndWords(planQuery('compilation.assets'))).toBe(false);
    expect(namesAndWords(planQuery('devServer.proxy'))).toBe(false);
    expect(pagePrior(planQuery('compilation.assets deprecated'), entry, 0)).toBeCloseTo(RANKING.generated * pagePrior(planQuery('compilation.assets'), entry, 0));
  });
});
