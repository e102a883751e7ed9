import MiniSearch, { type SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { decodeIndex, decodeTables, encodeIndex, slugOf, type SearchIndexFile } from './codec.ts';
import { buildRecords, indexOptions } from './records.ts';
import { CORPUS } from './test-corpus.ts';

function built(): { engine: MiniSearch<ReturnType<typeof buildRecords>['documents'][number]>; file: SearchIndexFile; records: ReturnType<typeof buildRecords> } {
  const records = buildRecords(CORPUS);
  const engine = new MiniSearch(indexOptions());
  engine.addAll(records.documents);
  return { engine, records, file: JSON.parse(JSON.stringify(encodeIndex(engine, records.tables))) as SearchIndexFile };
}

const QUERIES = ['output', 'output.publicPath', 'afterEmit', '--mode', 'plugins', 'code splitting', 'ouptut', 'mini', 'pub'];
const OPTIONS = { prefix: true, fuzzy: 0.2, boost: { key: 10, title: 7, heading: 4 } };

describe('index file format', () => {
  it('gives the same results and scores as the engine it was made from, lazily and eagerly decoded', () => {
    const { engine, file } = built();
    for (const lazy of [true, false]) {
      const back = decodeIndex(file, indexOptions(), { lazy });
      for (const q of QUERIES) {
        // Scores may differ in the last bits (fields summed in another order), matched terms in order.
        const summary = (r: SearchResult): string => `${String(r['id'])} ${r.score.toFixed(9)} ${[...r.terms].sort().join(',')}`;
        expect(back.search(q, OPTIONS).map(summary)).toEqual(engine.search(q, OPTIONS).map(summary));
      }
    }
  });

  it('restores the tables, deriving anchors that equal the heading slug', () => {
    const { file, records } = built();
    expect(decodeTables(file)).toEqual(records.tables);
    // `outputpublicpath` is the slug of `output.publicPath`, so the file does not store it.
    expect(file.docs).not.toContain('outputpublicpath');
    expect(slugOf('output.publicPath')).toBe('outputpublicpath');
    expect(slugOf('--mode')).toBe('--mode');
    expect(slugOf('Set it at run time')).toBe('set-it-at-run-time');
  });

  it('refuses a file of another format version, and a damaged one, with a clear message', () => {
    const { file } = built();
    expect(() => decodeIndex({ ...file, v: 99 }, indexOptions())).toThrow(/format 99 is not 1: rebuild the site/);
    expect(() => decodeIndex({ ...file, postings: file.postings.split('\n').slice(1).join('\n') }, indexOptions())).toThrow(/damaged/);
  });
});
