/** The two ways to load the local index agree: from the build's file and from records in memory. */
import { describe, expect, it } from 'vitest';
import { encodeIndex, type SearchIndexFile } from './codec.ts';
import { indexRecords, loadIndexFile } from './loaded.ts';
import { flattenGroups, searchIndex } from './rank.ts';
import { buildRecords } from './records.ts';
import { CORPUS } from './test-corpus.ts';

describe('loaded index', () => {
  const fromRecords = indexRecords(buildRecords(CORPUS));
  const fromFile = loadIndexFile(JSON.parse(JSON.stringify(encodeIndex(fromRecords.engine, fromRecords.tables))) as SearchIndexFile);

  it('has the same vocabulary either way, the terms the engine indexed', () => {
    expect([...fromRecords.vocabulary].sort()).toEqual([...fromFile.vocabulary].sort());
    expect(fromFile.vocabulary.size).toBe(fromRecords.engine.termCount);
    for (const term of ['output.publicpath', 'publicpath', 'afteremit', '--mode', 'mini-css-extract-plugin']) expect(fromFile.vocabulary.has(term), term).toBe(true);
  });

  it('answers the same either way', () => {
    for (const query of ['output.publicPath', 'afterEmitt', 'code spliting', 'plugins', 'mini']) {
      expect(flattenGroups(searchIndex(fromFile, query)).map((h) => h.url), query).toEqual(flattenGroups(searchIndex(fromRecords, query)).map((h) => h.url));
    }
  });
});
