import MiniSearch, { type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { decodeDocs, decodeIndex, decodeNumbers, decodeTables, decodeTerms, encodeDocs, encodeIndex, encodeNumber, encodeNumbers, INDEX_FORMAT_VERSION, slugOf, type SearchIndexFile } from './codec.ts';
import { buildRecords, indexOptions, type SearchDocument, type SearchTables } from './records.ts';
import { CORPUS } from './test-corpus.ts';

/** An engine over some documents, and its file as the browser receives it (through JSON). */
function encoded(documents: readonly SearchDocument[], tables: SearchTables): { engine: MiniSearch<SearchDocument>; file: SearchIndexFile } {
  const engine = new MiniSearch(indexOptions());
  engine.addAll(documents);
  return { engine, file: JSON.parse(JSON.stringify(encodeIndex(engine, tables))) as SearchIndexFile };
}

function built(): { engine: MiniSearch<SearchDocument>; file: SearchIndexFile; records: ReturnType<typeof buildRecords> } {
  const records = buildRecords(CORPUS);
  return { ...encoded(records.documents, records.tables), records };
}

/**
 * 2,500 records, so record ids differ by more than the two-character numbers hold (1,791), with
 * repeated words (term frequencies above 1, one above 63) and a term in every field.
 */
function large(): { engine: MiniSearch<SearchDocument>; file: SearchIndexFile } {
  const documents: SearchDocument[] = [];
  const tables: SearchTables = { pages: [{ url: '/big/', title: 'Big' }], docs: [] };
  for (let id = 0; id < 2500; id += 1) {
    const word = (n: number): string => `w${(id * n) % 97}`;
    const rare = id % 2000 === 0 ? ' rare' : '';
    const body = id === 7 ? Array.from({ length: 70 }, () => 'again').join(' ') : `${word(3)} ${word(3)} ${word(5)}${rare}`;
    documents.push({ id, title: id === 0 ? 'Big rare' : '', key: '', heading: `Heading ${word(7)}`, crumbs: 'Big', description: '', body, asks: id % 500 === 1 ? 'rare asks' : '' });
    tables.docs.push({ page: 0, anchor: `heading-${word(7)}`, heading: `Heading ${word(7)}`, parent: id === 0 ? -1 : 0 });
  }
  return encoded(documents, tables);
}

const QUERIES = ['output', 'output.publicPath', 'afterEmit', '--mode', 'plugins', 'code splitting', 'ouptut', 'mini', 'pub'];
const OPTIONS = { prefix: true, fuzzy: 0.2, boost: { key: 10, title: 7, heading: 4 } };

describe('pages table', () => {
  it("keeps each page's package and subject words, and gives a first-party page about webpack neither", () => {
    const tables: SearchTables = {
      pages: [
        { url: '/a/', title: 'A' },
        { url: '/loaders/b-loader/', title: 'b-loader', package: 'b-loader' },
        { url: '/guides/react/', title: 'React', about: ['react', 'jsx'] },
        { url: '/plugins/d/', title: 'D', package: 'd-plugin', about: ['d'] },
      ],
      docs: [],
    };
    const { file } = encoded([], tables);
    expect(file.pages.split('\n')[0]).toBe('/a/\tA');
    expect(decodeTables(file).pages).toEqual(tables.pages);
  });
});

describe('number code', () => {
  it('writes each number in as few characters as its size needs, with no separator, and reads it back', () => {
    const numbers = [0, 1, 9, 10, 63, 64, 65, 1791, 1792, 3242, 54_000, 2 ** 31, Number.MAX_SAFE_INTEGER];
    expect(numbers.slice(0, 5).map(encodeNumber)).toEqual(['0', '1', '9', 'a', '_']);
    expect([encodeNumber(64), encodeNumber(1791), encodeNumber(1792)].map((s) => s.length)).toEqual([2, 2, 3]);
    expect(decodeNumbers(encodeNumbers(numbers))).toEqual(numbers);
    const every = Array.from({ length: 120_000 }, (_, n) => n);
    expect(decodeNumbers(encodeNumbers(every))).toEqual(every);
    expect(decodeNumbers('')).toEqual([]);
  });

  it('uses no character JSON escapes, nor the dot or the comma the file uses around numbers', () => {
    const text = encodeNumbers(Array.from({ length: 5000 }, (_, i) => i * 37));
    expect(JSON.stringify(text)).toBe(`"${text}"`);
    expect(text).not.toMatch(/[.,\n]/);
  });

  it('refuses a negative or fractional number, and reads a broken one as damage', () => {
    expect(() => encodeNumber(-1)).toThrow(/not a non-negative integer/);
    expect(() => encodeNumber(1.5)).toThrow(/not a non-negative integer/);
    expect(() => decodeNumbers(encodeNumber(100).slice(0, 1))).toThrow(/damaged: a number is cut short/);
    expect(() => decodeNumbers('1"2')).toThrow(/damaged: unexpected/);
  });
});

describe('index file format', () => {
  it('decodes to the very index it was made from (MiniSearch toJSON), lazily and eagerly, its terms in the order the file gives them', () => {
    // A loaded tree lists its terms in another order than the engine that was built record by record
    // (as with every format so far): the terms are compared as a map, and the file's order is the built engine's.
    const byTerm = (engine: MiniSearch<SearchDocument>): string => {
      const json = engine.toJSON();
      return JSON.stringify({ ...json, index: [...json.index].sort((a, b) => (a[0] < b[0] ? -1 : 1)) });
    };
    for (const { engine, file } of [built(), large()]) {
      expect(decodeTerms(file)).toEqual(engine.toJSON().index.map(([term]) => term));
      for (const lazy of [true, false]) expect(byTerm(decodeIndex(file, indexOptions(), { lazy }))).toBe(byTerm(engine));
    }
  });

  it('gives the same results and scores as the engine it was made from, lazily and eagerly decoded', () => {
    // Scores may differ in the last bits (fields summed in another order), matched terms in order.
    const summary = (r: SearchResult): string => `${String(r['id'])} ${r.score.toFixed(9)} ${[...r.terms].sort().join(',')}`;
    // The large corpus has many equal scores, which a tree of another term order may list in another order.
    const tied = (results: SearchResult[]): string[] => results.map(summary).sort();
    for (const [{ engine, file }, queries, shown] of [
      [built(), QUERIES, (results: SearchResult[]): string[] => results.map(summary)],
      [large(), ['rare', 'again', 'w5 w10', 'heading w1', 'asks'], tied],
    ] as const) {
      for (const lazy of [true, false]) {
        const back = decodeIndex(file, indexOptions(), { lazy });
        for (const q of queries) expect(shown(back.search(q, OPTIONS)), q).toEqual(shown(engine.search(q, OPTIONS)));
      }
    }
  });

  it('restores the tables, deriving anchors that equal the heading slug', () => {
    const { file, records } = built();
    expect(decodeTables(file)).toEqual(records.tables);
    // `outputpublicpath` is the slug of `output.publicPath`, so the file does not store it.
    expect(file.docs.anchor).not.toContain('outputpublicpath');
    expect(slugOf('output.publicPath')).toBe('outputpublicpath');
    expect(slugOf('--mode')).toBe('--mode');
    expect(slugOf('Set it at run time')).toBe('set-it-at-run-time');
  });

  it('keeps record columns apart whatever they hold: no records, one untitled record, ids continuing an earlier file', () => {
    expect(decodeDocs(encodeDocs([]))).toEqual([]);
    expect(decodeDocs(encodeDocs([{ page: 0, anchor: '', heading: '', parent: -1 }]))).toEqual([{ page: 0, anchor: '', heading: '', parent: -1 }]);
    const later = [
      { page: 2, anchor: 'a', heading: 'A b', parent: 3 },
      { page: 5, anchor: 'c', heading: 'c', parent: 100 },
    ];
    expect(decodeDocs(encodeDocs(later, 100), 100)).toEqual(later);
  });

  it('refuses a file of another format version, and a damaged one, with a clear message', () => {
    const { file } = built();
    expect(() => decodeIndex({ ...file, v: 99 }, indexOptions())).toThrow(`format 99 is not ${INDEX_FORMAT_VERSION}: rebuild the site`);
    const cut = (stream: string, separator = '\n'): string => stream.split(separator).slice(1).join(separator);
    expect(() => decodeIndex({ ...file, postings: file.postings.map((s, i) => (i === 5 ? cut(s, ',') : s)) }, indexOptions())).toThrow(/damaged/);
    expect(() => decodeIndex({ ...file, postings: file.postings.map((s, i) => (i === 5 ? `${s},1` : s)) }, indexOptions())).toThrow(/damaged/);
    expect(() => decodeIndex({ ...file, suffixes: cut(file.suffixes, ' ') }, indexOptions())).toThrow(/damaged/);
    expect(() => decodeIndex({ ...file, fieldSets: file.fieldSets.slice(1) }, indexOptions())).toThrow(/damaged/);
    expect(() => decodeIndex({ ...file, lengths: file.lengths.slice(1) }, indexOptions())).toThrow(/damaged/);
    expect(() => decodeTables({ ...file, docs: { ...file.docs, heading: cut(file.docs.heading) } })).toThrow(/damaged/);
  });
});
