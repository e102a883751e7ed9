import { describe, expect, it } from 'vitest';
import { decodeEntities, highlighter, highlightTerms, segmentsFromMarkers } from './highlight.ts';

describe('highlightTerms', () => {
  it('marks words that are a term, case-insensitively, preferring longer terms', () => {
    expect(highlightTerms('Set output.publicPath or publicPath.', ['output.publicpath', 'publicpath', 'output'])).toEqual([
      { text: 'Set ', mark: false },
      { text: 'output.publicPath', mark: true },
      { text: ' or ', mark: false },
      { text: 'publicPath', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('marks at word starts only and leaves text with no match whole', () => {
    expect(highlightTerms('Loaders and reloaders', ['loader'])).toEqual([
      { text: 'Loaders', mark: true },
      { text: ' and reloaders', mark: false },
    ]);
    expect(highlightTerms('nothing here', ['zzz'])).toEqual([{ text: 'nothing here', mark: false }]);
  });

  it("marks a term's endings but not other words it begins, unless it is the word being typed", () => {
    expect(highlightTerms('Output goes out of outside', ['out'])).toEqual([
      { text: 'Output goes ', mark: false },
      { text: 'out', mark: true },
      { text: ' of outside', mark: false },
    ]);
    expect(highlightTerms('hashed hashes', ['hash']).filter((s) => s.mark).map((s) => s.text)).toEqual(['hashed', 'hashes']);
    // '-er' makes another word of webpack's: 'load' is not 'loader', 'bundle' not 'bundler'.
    expect(highlightTerms('Loading with loaders; a bundle, the bundler', ['load', 'bundle']).filter((s) => s.mark).map((s) => s.text)).toEqual(['Loading', 'bundle']);
    expect(highlightTerms('Output goes out', [], 'out').filter((s) => s.mark).map((s) => s.text)).toEqual(['Output', 'out']);
    // A longer term goes before the word being typed: 'output.path' is marked whole.
    expect(highlightTerms('Set output.path here', ['output.path'], 'output').filter((s) => s.mark).map((s) => s.text)).toEqual(['output.path']);
  });

  it('treats terms as text, not patterns', () => {
    expect(highlightTerms('abc', ['.*'])).toEqual([{ text: 'abc', mark: false }]);
    expect(highlightTerms('a (b) c', ['(b)'])).toEqual([
      { text: 'a ', mark: false },
      { text: '(b)', mark: true },
      { text: ' c', mark: false },
    ]);
    expect(highlightTerms('the --mode flag', ['--mode'])).toEqual([
      { text: 'the ', mark: false },
      { text: '--mode', mark: true },
      { text: ' flag', mark: false },
    ]);
  });
});

describe('highlighter', () => {
  it('marks each text as highlightTerms does with its own terms, from one pattern for all the lists', () => {
    const lists = [['output.path', 'output'], ['output'], ['hash'], []];
    const mark = highlighter(lists, 'pub');
    const texts = ['Set output.path here', 'The output.path option and output', 'hashed hashes, a hash', 'publicPath', ''];
    for (const terms of lists) for (const text of texts) expect(mark(text, terms)).toEqual(highlightTerms(text, terms, 'pub'));
    // Another list's longer term does not hide a text's own shorter one: 'output' is marked in 'output.path'.
    expect(mark('Set output.path here', ['output']).filter((s) => s.mark).map((s) => s.text)).toEqual(['output']);
    // Nor does it mark what the text's own terms do not say.
    expect(mark('a hash', ['output']).some((s) => s.mark)).toBe(false);
  });
});

describe('segmentsFromMarkers', () => {
  it('turns marker-delimited runs into marked segments and decodes entities', () => {
    expect(segmentsFromMarkers('the \uE000cache\uE001 &amp; <b>more</b>', '\uE000', '\uE001')).toEqual([
      { text: 'the ', mark: false },
      { text: 'cache', mark: true },
      { text: ' & <b>more</b>', mark: false },
    ]);
  });

  it('drops a dangling marker instead of showing it', () => {
    expect(segmentsFromMarkers('a\uE000b', '\uE000', '\uE001')).toEqual([{ text: 'ab', mark: false }]);
  });

  it('decodes only the entities it knows', () => {
    expect(decodeEntities('&lt;x&gt; &#39;y&#39; &nbsp;')).toBe("<x> 'y' &nbsp;");
  });
});
