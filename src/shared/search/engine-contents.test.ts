import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { encodeIndex } from './codec.ts';
import { contentsFromJson, engineContents } from './engine-contents.ts';
import { buildRecords, indexOptions, type SearchDocument } from './records.ts';
import { CORPUS } from './test-corpus.ts';

function engineOf(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const engine = new MiniSearch(indexOptions());
  engine.addAll(documents);
  return engine;
}

describe('engineContents', () => {
  it("reads MiniSearch's own maps, not its toJSON() (which the fallback lists as an array)", () => {
    const engine = engineOf(buildRecords(CORPUS).documents);
    expect(Array.isArray(engineContents(engine).terms)).toBe(false);
    expect(Array.isArray(contentsFromJson(engine).terms)).toBe(true);
  });

  it('gives the encoder what toJSON() gives it: the same file, byte for byte', () => {
    const records = buildRecords(CORPUS);
    const engine = engineOf(records.documents);
    const fast = JSON.stringify(encodeIndex(engine, records.tables));
    expect(fast).toBe(JSON.stringify(encodeIndex(engine, records.tables, undefined, contentsFromJson(engine))));
    // Every field and record of the corpus is in the file.
    expect(fast.length).toBeGreaterThan(1000);
  });

  it('lists each term with its fields and records in the order toJSON() does, with a term first seen in a later field', () => {
    // 'late' is first indexed in the body of record 2, then in the title of record 3: MiniSearch's map of its fields holds them in that order.
    const documents: SearchDocument[] = [0, 1, 2, 3].map((id) => ({ id, title: id === 3 ? 'late' : `t${id}`, key: '', heading: '', crumbs: '', description: '', body: id >= 2 ? 'late late' : 'early', asks: '' }));
    const engine = engineOf(documents);
    const order = (contents: ReturnType<typeof engineContents>): string =>
      JSON.stringify([...contents.terms].map(([term, byField]) => [term, [...byField].map(([field, docs]) => [field, [...docs]]).sort((a, b) => Number(a[0]) - Number(b[0]))]));
    expect(order(engineContents(engine))).toBe(order(contentsFromJson(engine)));
    const tables = { pages: [{ url: '/p/', title: 'P' }], docs: documents.map(() => ({ page: 0, anchor: '', heading: '', parent: -1 })) };
    expect(JSON.stringify(encodeIndex(engine, tables))).toBe(JSON.stringify(encodeIndex(engine, tables, undefined, contentsFromJson(engine))));
  });
});
