import { describe, expect, it } from 'vitest';
import { rootOf, wordForms, wordRoot } from './lemma.ts';

describe('wordRoot', () => {
  it('strips inflections to the prefix the forms share', () => {
    const words = ['caching', 'cache', 'files', 'hashes', 'loaded', 'libraries', 'bundling', 'plugins', 'modules', 'splitting'];
    expect(words.map(wordRoot)).toEqual(['cach', 'cach', 'file', 'hash', 'load', 'library', 'bundl', 'plugin', 'module', 'split']);
  });

  it("meets an adverb with its adjective: 'globally' says 'global', 'lazily' says 'lazy'", () => {
    const words = ['globally', 'dynamically', 'automatically', 'lazily', 'separately', 'explicitly', 'locally'];
    expect(words.map(rootOf)).toEqual(['global', 'dynamic', 'automatic', 'lazy', 'separat', 'explicit', 'local']);
    // '-ly' that is no ending, and words too short to have one.
    for (const word of ['apply', 'supply', 'multiply', 'only', 'early', 'fully', 'ugly', 'assembly', 'readonly', 'hotonly', 'transpileonly']) expect(wordRoot(word), word).toBeNull();
  });

  it("meets a noun of action with its verb, but not 'compilation', webpack's object", () => {
    const pairs = [['transpilation', 'transpile'], ['installation', 'install'], ['configuration', 'configure'], ['optimization', 'optimize'], ['minification', 'minified'], ['generation', 'generate'], ['declaration', 'declared']];
    for (const [noun, verb] of pairs) expect(rootOf(noun ?? ''), noun).toBe(rootOf(verb ?? ''));
    expect(rootOf('compilation')).toBe('compilation');
    expect(rootOf('compilations')).toBe('compilation');
    expect(rootOf('compile')).toBe('compil');
  });

  it("keeps the final e that tells 'locale' from 'local'", () => {
    expect(['locale', 'locales'].map(rootOf)).toEqual(['locale', 'locale']);
    expect(['local', 'locally'].map(rootOf)).toEqual(['local', 'local']);
    expect(rootOf('module')).toBe('modul');
  });

  it('leaves alone short roots, words without an inflection, -ss words and identifiers', () => {
    for (const word of ['uses', 'maps', 'mode', 'output', 'class', 'process', 'publicpath', 'output.path', 'es2015', 'v5']) {
      expect(wordRoot(word), word).toBeNull();
    }
  });
});

describe('wordForms', () => {
  const vocabulary = new Set(['cache', 'cached', 'caches', 'caching', 'cachegroups', 'module', 'modules', 'modular', 'output.path', 'file', 'files', 'filename']);

  it('lists the forms the index holds that share the word root, shortest first, never the word itself', () => {
    expect(rootOf('modules')).toBe('modul');
    expect(wordForms('caching', vocabulary)).toEqual(['cache', 'cached', 'caches']);
    expect(wordForms('modules', vocabulary)).toEqual(['module']);
    expect(wordForms('file', vocabulary)).toEqual(['files']);
    expect(wordForms('globally', new Set(['global', 'globals', 'globalobject']))).toEqual(['global', 'globals']);
  });

  it('has none for identifiers, short words and words with no other form indexed', () => {
    expect(wordForms('output.path', vocabulary)).toEqual([]);
    expect(wordForms('map', vocabulary)).toEqual([]);
    expect(wordForms('webpack', vocabulary)).toEqual([]);
  });
});
