import { describe, expect, it } from 'vitest';
import { analyzeChunk, headingKeys, MAX_TOKEN_LENGTH, processTerm, tokenize } from './tokenize.ts';

const terms = (chunk: string): string[] => analyzeChunk(chunk).map((t) => t.term);

describe('tokenize', () => {
  it('keeps identifiers whole and splits prose on punctuation', () => {
    expect(tokenize('Set output.publicPath (or --mode), then use mini-css-extract-plugin!')).toEqual(['Set', 'output.publicPath', 'or', '--mode', 'then', 'use', 'mini-css-extract-plugin']);
  });

  it('drops the empty brackets of array paths so the path stays whole', () => {
    expect(tokenize('module.rules[].use and plugins[].apply')).toEqual(['module.rules.use', 'and', 'plugins.apply']);
  });
});

describe('analyzeChunk', () => {
  it('emits a dotted path whole and its parts, camel-case parts included', () => {
    expect(terms('output.publicPath')).toEqual(['output.publicpath', 'output', 'publicpath', 'public', 'path']);
  });

  it('keeps a CLI flag with its dashes and adds the bare name', () => {
    expect(terms('--mode')).toEqual(['--mode', 'mode']);
    expect(terms('--config-name')).toEqual(['--config-name', 'config-name', 'config', 'name']);
  });

  it('keeps hyphenated and scoped package names whole', () => {
    expect(terms('mini-css-extract-plugin')).toEqual(['mini-css-extract-plugin', 'mini', 'css', 'extract', 'plugin']);
    expect(terms('@babel/core')).toEqual(['@babel/core', 'babel', 'core']);
  });

  it('splits camel-cased hooks and class names', () => {
    expect(terms('afterEmit')).toEqual(['afteremit', 'after', 'emit']);
    expect(terms('HTMLWebpackPlugin')).toEqual(['htmlwebpackplugin', 'html', 'webpack', 'plugin']);
  });

  it('trims sentence punctuation around words but keeps dunder names', () => {
    expect(terms('path.')).toEqual(['path']);
    expect(terms('__dirname')).toEqual(['__dirname', 'dirname']);
  });

  it('marks whole compounds and stop words', () => {
    const [whole] = analyzeChunk('output.path');
    expect(whole).toMatchObject({ whole: true, compound: true, stop: false });
    expect(analyzeChunk('the')[0]).toMatchObject({ stop: true });
  });

  it('caps token length: a long string drops whole, its short parts stay', () => {
    const long = `${'a'.repeat(30)}.${'b'.repeat(30)}`;
    const out = terms(long);
    expect(out.every((t) => t.length <= MAX_TOKEN_LENGTH)).toBe(true);
    expect(out).toEqual(['a'.repeat(30), 'b'.repeat(30)]);
    expect(terms('x'.repeat(MAX_TOKEN_LENGTH + 1))).toEqual([]);
  });

  it('drops hashes and single letters, keeps single digits', () => {
    expect(terms('a1b2c3d4e5f6')).toEqual([]);
    expect(terms('x')).toEqual([]);
    expect(terms('5')).toEqual(['5']);
  });
});

describe('processTerm', () => {
  it('indexes the key field whole only and prose without stop words', () => {
    expect(processTerm('output.publicPath', 'body')).toEqual(['output.publicpath']);
    expect(processTerm('output.publicPath', 'key')).toEqual(['output.publicpath']);
    expect(processTerm('the', 'description')).toBeNull();
    expect(processTerm('why', 'title')).toEqual(['why']);
    expect(processTerm('afterEmit')).toEqual(['afteremit', 'after', 'emit']);
  });
});

describe('headingKeys', () => {
  it('makes identifier headings and their dotted tails exact keys', () => {
    expect(headingKeys('optimization.splitChunks.minSize')).toEqual(['optimization.splitchunks.minsize', 'splitchunks.minsize', 'minsize']);
    expect(headingKeys('--mode')).toEqual(['--mode']);
    expect(headingKeys('afterEmit')).toEqual(['afteremit']);
    expect(headingKeys('test, include, exclude')).toEqual(['test', 'include', 'exclude']);
    expect(headingKeys('plugins[].apply')).toEqual(['plugins.apply', 'apply']);
  });

  it('gives prose headings and capitalised English words no keys', () => {
    expect(headingKeys('Getting Started')).toEqual([]);
    expect(headingKeys('Options')).toEqual([]);
    expect(headingKeys('Configuring: optimization.splitChunks or the plugin?')).toEqual([]);
    expect(headingKeys('DefinePlugin')).toEqual(['defineplugin']);
  });
});
