import { describe, expect, it } from 'vitest';
import { planQuery } from './query-plan.ts';
import { beginsAWord, typingSlip, editNeighbour, editsOf, fixMistypedNames, fixMistypedPaths, fixSwappedLetters, swapsOf } from './spelling.ts';

const vocabulary = new Set(['resolve', 'alias', 'contenthash', 'form', 'from', 'entry', 'mode', 'publicpath']);

describe('swapped letters', () => {
  it('finds the indexed words that swapping two neighbouring letters makes', () => {
    expect(swapsOf('alais', vocabulary)).toEqual(['alias']);
    expect(swapsOf('contenthahs', vocabulary)).toEqual(['contenthash']);
    expect(swapsOf('entyr', vocabulary)).toEqual(['entry']);
    expect(swapsOf('alaiss', vocabulary)).toEqual([]);
  });

  it("replaces an unknown plain word by its one swapped spelling, and leaves the rest as typed", () => {
    expect(fixSwappedLetters('resolve alais', vocabulary)).toBe('resolve alias');
    expect(fixSwappedLetters('contenthahs', vocabulary)).toBe('contenthash');
    // Known words, short words, names and words inside paths or quotes stay (a capital only at the start is a phone's, not a name's).
    expect(fixSwappedLetters('resolve alias', vocabulary)).toBe('resolve alias');
    expect(fixSwappedLetters('from mdoe', vocabulary)).toBe('from mdoe');
    expect(fixSwappedLetters('output.publicPtah', vocabulary)).toBe('output.publicPtah');
    expect(fixSwappedLetters('Alais', vocabulary)).toBe('alias');
    expect(fixSwappedLetters('AlaIs', vocabulary)).toBe('AlaIs');
    expect(fixSwappedLetters("'alais'", vocabulary)).toBe("'alais'");
  });

  it("mends a package's name the index lacks as typed, swapping letters anywhere in it", () => {
    const names = new Set(['mini-css-extract-plugin', 'source-map', 'plugin']);
    expect(fixSwappedLetters('mini-css-extarct-plugin', names)).toBe('mini-css-extract-plugin');
    expect(fixSwappedLetters('use mini-css-extarct-plugin here', names)).toBe('use mini-css-extract-plugin here');
    // A hyphen typed a letter early is a swap too; known names and names inside paths stay as typed.
    expect(fixSwappedLetters('sourc-emap', names)).toBe('source-map');
    expect(fixSwappedLetters('source-map', names)).toBe('source-map');
    expect(fixSwappedLetters('./mini-css-extarct-plugin', names)).toBe('./mini-css-extarct-plugin');
  });

  it("mends a package's name one letter off ('clean-webpak-plugin') when it is long and only one name is that near", () => {
    const names = new Set(['clean-webpack-plugin', 'html-webpack-plugin', 'css-loader', 'sass-loader']);
    expect(fixSwappedLetters('clean-webpak-plugin', names)).toBe('clean-webpack-plugin');
    expect(fixSwappedLetters('remove html-webpck-plugin', names)).toBe('remove html-webpack-plugin');
    // Another package's name one letter away in a short part, or in a part's first letter, is another package.
    const loaders = new Set(['css-loader', 'eslint-loader', 'ts-loader', 'inline-source-map', 'inlines']);
    for (const query of ['csv-loader', 'tslint-loader', 'js-loader']) expect(fixSwappedLetters(query, loaders)).toBe(query);
    // A name that begins one the index holds is still being typed.
    expect(fixSwappedLetters('inline-s', loaders)).toBe('inline-s');
    // A name one letter from two packages stays as typed, and so does a short one.
    expect(fixSwappedLetters('ess-loader', new Set([...names, 'less-loader']))).toBe('ess-loader');
    expect(fixSwappedLetters('cs-ldr', new Set(['cs-lr']))).toBe('cs-ldr');
  });

  it('leaves a word with two swapped spellings in the index as typed', () => {
    expect(fixSwappedLetters('abcde', new Set(['bacde', 'abced']))).toBe('abcde');
  });

  it('plans the fixed query when the index vocabulary is given', () => {
    expect(planQuery('resolve alais', vocabulary).normalized).toBe('resolve alias');
    expect(planQuery('resolve alais').normalized).toBe('resolve alais');
  });
});

describe('one letter added, dropped or replaced', () => {
  const words = new Set(['minimizer', 'minimize', 'optimization', 'optimize', 'devtool', 'loaders', 'loader']);

  it('finds the indexed words one edit away', () => {
    expect(editsOf('minimzer', words)).toEqual(['minimizer']);
    expect(editsOf('minimizzer', words)).toEqual(['minimizer']);
    expect(editsOf('minimixer', words)).toEqual(['minimizer']);
    expect(editsOf('loadere', words).sort()).toEqual(['loader', 'loaders']);
  });

  it('tells a word that begins an indexed word', () => {
    expect(beginsAWord('optimiza', words)).toBe(true);
    expect(beginsAWord('minimzer', words)).toBe(false);
    expect(beginsAWord('zzz', words)).toBe(false);
  });

  it('gives a long unknown word its one neighbour, but not a word being typed, a short one, one with two neighbours or an overlong one', () => {
    expect(editNeighbour('minimzer', words)).toBe('minimizer');
    expect(editNeighbour('optimiza', words)).toBeUndefined();
    expect(editNeighbour('devtol', words)).toBe('devtool');
    expect(editNeighbour('devtl', words)).toBeUndefined();
    expect(editNeighbour('loadere', words)).toBeUndefined();
    expect(editNeighbour('m'.repeat(2000), words)).toBeUndefined();
  });

  it('searches a replaced or added letter\'s neighbour beside the typed word, which stays: a plain word the index lacks may be typed right', () => {
    const plan = planQuery('pulling files', new Set(['polling', 'files']));
    expect(plan.normalized).toBe('pulling files');
    expect(plan.expansions.map((e) => [e.text, e.covers])).toEqual([['polling', [0]]]);
    expect(fixSwappedLetters('minimiqer', words)).toBe('minimiqer');
    expect(fixSwappedLetters('boosts', new Set(['boots']))).toBe('boosts');
  });

  it("plans a word a typist's slip away from one word of the index as that word, unless it is another form of it", () => {
    expect(typingSlip('minimzer', words)).toBe('minimizer');
    expect(typingSlip('devtol', words)).toBe('devtool');
    expect(typingSlip('minimiqer', words)).toBeUndefined();
    // Not a form of a word the index holds that the neighbour is not ('aliased' of 'alias'), nor a slip at the first letter or a key beside at the last.
    expect(typingSlip('aliased', new Set(['alias', 'aliases']))).toBeUndefined();
    expect(typingSlip('warnning', new Set(['warn', 'warning']))).toBe('warning');
    expect(typingSlip('reloaded', new Set(['preloaded']))).toBeUndefined();
    expect(typingSlip('hanging', new Set(['changing']))).toBeUndefined();
    expect(typingSlip('docked', new Set(['docker']))).toBeUndefined();
    // A phone's capital on the first word: mended, in lower case; a capital inside is a name's, left to the names' rules.
    expect(fixSwappedLetters('Enviroment variables', new Set(['environment', 'variables']))).toBe('environment variables');
    expect(fixSwappedLetters('Alais webpack', new Set(['alias', 'webpack']))).toBe('alias webpack');
    expect(fixSwappedLetters('EnviroMent variables', new Set(['environment', 'variables']))).toBe('EnviroMent variables');
    // The one longer neighbour, though a shorter one is an edit away too; not one of two longer ones.
    expect(typingSlip('extact', new Set(['extract', 'exact']))).toBe('extract');
    expect(typingSlip('manging', new Set(['mangling', 'managing']))).toBeUndefined();
    expect(typingSlip('optimiz', words)).toBeUndefined();
    expect(typingSlip('devtl', words)).toBeUndefined();
    // A letter typed twice, a key beside the right one; not a letter far from it ('clashing' typed 'crashing').
    expect(typingSlip('moduules', new Set(['modules']))).toBe('modules');
    expect(typingSlip('compilstion', new Set(['compilation']))).toBe('compilation');
    expect(typingSlip('crashing', new Set(['clashing']))).toBeUndefined();
    expect(typingSlip('boosts', new Set(['boots']))).toBeUndefined();
    // A letter left out before any other slip: 'bunding' is 'bundling', though 'binding' is a key away.
    expect(typingSlip('bunding', new Set(['bundling', 'binding']))).toBe('bundling');
    expect(typingSlip('compilstion', new Set(['compilation', 'compildtion']))).toBeUndefined();
    expect(fixSwappedLetters('how to insall webpack', new Set(['install', 'webpack']))).toBe('how to install webpack');
    const plan = planQuery('enviroment variables', new Set(['environment', 'variables']));
    expect(plan.normalized).toBe('environment variables');
    expect(plan.expansions).toEqual([]);
  });
});

describe('mistyped names', () => {
  const names = new Set(['publicpath', 'output.publicpath', 'output.chunkfilename', 'splitchunks', 'chunkids', 'moduleids']);

  it('mends a camel-cased name the index lacks to its one neighbour, in the case typed', () => {
    expect(fixMistypedNames('pubicPath', names)).toBe('publicPath');
    expect(fixMistypedNames('output.chunkFilname', names)).toBe('output.chunkFilename');
    expect(fixMistypedNames('output.publcPath here', names)).toBe('output.publicPath here');
    // A swap is preferred to an edit ('pubilcpatj' is one edit away, 'publicpath' a swap).
    expect(fixMistypedNames('pubilcPath', new Set([...names, 'pubilcpatj']))).toBe('publicPath');
    // A letter replacing a capital is one.
    expect(fixMistypedNames('publicBath', names)).toBe('publicPath');
  });

  it('leaves a name made of words the index holds as typed, though the index lacks it whole', () => {
    const vocabulary = new Set(['removemodule', 'remove', 'remote', 'module', 'contenthash', 'context', 'content', 'hash']);
    expect(fixMistypedNames('RemoteModule', vocabulary)).toBe('RemoteModule');
    expect(fixMistypedNames('contextHash', vocabulary)).toBe('contextHash');
    expect(fixMistypedNames('RemoteModul', vocabulary)).toBe('RemoteModul');
    expect(fixMistypedNames('RemoveModle', vocabulary)).toBe('RemoveModule');
  });

  it('leaves known names, names being typed, plain words and names with two neighbours as typed', () => {
    expect(fixMistypedNames('publicPath', names)).toBe('publicPath');
    expect(fixMistypedNames('splitChunk', names)).toBe('splitChunk');
    expect(fixMistypedNames('pubicpath', names)).toBe('pubicpath');
    expect(fixMistypedNames('chunkIdz', new Set(['chunkids', 'chunkidx']))).toBe('chunkIdz');
  });

  it('plans the mended name when the index vocabulary is given', () => {
    expect(planQuery('pubicPath', names).normalized).toBe('publicpath');
  });
});

describe('fixMistypedPaths', () => {
  const vocabulary = new Set(['stats', 'tojson', 'stats.tojson', 'webpack', 'config', 'webpack.config.ts', 'ts', 'output', 'path', 'output.path', 'patch', 'output.patch']);

  it('mends the one mistyped part of a dotted name when that makes a name the index holds', () => {
    expect(fixMistypedPaths('stats.tojosn', vocabulary)).toBe('stats.tojson');
    expect(fixMistypedPaths('webpack.confg.ts', vocabulary)).toBe('webpack.config.ts');
    expect(fixMistypedPaths('Stats.toJosn output', vocabulary)).toBe('Stats.toJson output');
  });

  it('leaves a known name, a short part, an ambiguous mending and plain words as typed', () => {
    for (const query of ['stats.tojson', 'output.pth', 'output.pach', 'stats tojosn', 'stats.unknownpart']) expect(fixMistypedPaths(query, vocabulary)).toBe(query);
    // A name or part still being typed: it begins one the index holds.
    const server = new Set(['devserver', 'host', 'devserver.host', 'historyapifallback', 'devserver.historyapifallback']);
    expect(fixMistypedPaths('devServer.hist', server)).toBe('devServer.hist');
    expect(fixMistypedPaths('devServer.hots', server)).toBe('devServer.host');
  });
});

