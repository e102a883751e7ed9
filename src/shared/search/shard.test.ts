import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { encodeIndex, type SearchIndexFile } from './codec.ts';
import { indexRecords, loadIndexFile, type LoadedIndex } from './loaded.ts';
import { recordsLabelled } from './labelled.ts';
import { chunksOf } from './query-plan.ts';
import { flattenGroups, searchIndex } from './rank.ts';
import { buildRecords, indexOptions, type SourcePage, type SourceSection } from './records.ts';
import { decodeShard, encodeShard, MERGE_STEP, mergeShard, mergeShardInSteps, splitRecords, type SearchShardFile } from './shard.ts';
import { CORPUS } from './test-corpus.ts';

const section = (id: string, heading: string, level: number, text = ''): SourceSection => ({ id, heading, level, text });

/** The test corpus with two generated reference pages: a class with members, and an interface whose members have no parent. */
const SOURCES: SourcePage[] = [
  ...CORPUS.slice(0, 3),
  {
    url: '/api/reference/compilation/',
    title: 'Compilation',
    description: 'Signatures of Compilation.',
    section: 'api',
    sections: [
      section('compilation', 'Compilation', 2, 'class'),
      section('compilation-emitasset', 'Compilation.emitAsset', 3, 'Adds an asset to the compilation output.'),
      section('compilation-hooks-processassets', 'Compilation.hooks.processAssets', 3, 'Runs for every asset stage.'),
      section('compilation-getasset', 'Compilation.getAsset', 3, 'Returns an asset by its name.'),
    ],
  },
  ...CORPUS.slice(3),
  {
    url: '/api/reference/interfaces-libraryoptions/',
    title: 'LibraryOptions',
    description: 'Signatures of LibraryOptions.',
    section: 'api',
    sections: [section('libraryoptions-name', 'LibraryOptions.name', 3, 'The name of the library.'), section('libraryoptions-type', 'LibraryOptions.type', 3, 'How the library is exposed.')],
  },
];

const MEMBERS = new Set(SOURCES.flatMap((p) => (p.url.startsWith('/api/reference/') ? p.sections.filter((s) => s.level >= 3).map((s) => `${p.url}#${s.id}`) : [])));
const QUERIES = ['emitAsset', 'Compilation.emitAsset', 'compilation', 'processAssets', 'asset', 'output.publicPath', 'library name', 'afterEmit', 'getAsset', 'emit asset'];

/** What the build writes and the browser reads: the main index file and the shard file, through JSON. */
function filesOf(sources: readonly SourcePage[]): { index: SearchIndexFile; shard: SearchShardFile; excerpts: string[] } {
  const { main, shard, excerpts } = splitRecords(buildRecords(sources), (doc, page) => MEMBERS.has(`${page.url}#${doc.anchor}`));
  const engine = new MiniSearch(indexOptions());
  engine.addAll(main.documents);
  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return { index: json(encodeIndex(engine, main.tables)), shard: json(encodeShard(shard)), excerpts };
}

/** Hits with their scores; records of equal score may swap places (ids differ), so they are compared as a set. */
const summary = (index: LoadedIndex, query: string): string[] =>
  flattenGroups(searchIndex(index, query))
    .map((h) => `${h.score.toFixed(6)} ${h.url}`)
    .sort();

describe('the reference shard', () => {
  it('once merged, ranks exactly as one index of every record', () => {
    const whole = indexRecords(buildRecords(SOURCES));
    const { index, shard } = filesOf(SOURCES);
    const main = loadIndexFile(index);
    const merged = mergeShard(main, decodeShard(shard, main.tables));
    for (const query of QUERIES) expect(summary(merged, query), query).toEqual(summary(whole, query));
    expect(merged.vocabulary).toEqual(whole.vocabulary);
  });

  it('ranks the same when queries before the merge made labels it carries over', () => {
    const whole = indexRecords(buildRecords(SOURCES));
    const { index, shard } = filesOf(SOURCES);
    const main = loadIndexFile(index);
    // The labels and labelled records these make for the main tables are carried to the merged ones.
    for (const query of QUERIES) searchIndex(main, query);
    recordsLabelled(main.tables, 'compilation');
    const merged = mergeShard(main, decodeShard(shard, main.tables));
    for (const query of [...QUERIES, 'Compilation.getAsset', 'LibraryOptions.type']) expect(summary(merged, query), query).toEqual(summary(whole, query));
    // The records each title or heading labels, carried over, are those the merged tables give when read afresh.
    const afresh = { pages: merged.tables.pages, docs: [...merged.tables.docs] };
    const labels = [...merged.tables.pages.map((p) => p.title), ...merged.tables.docs.map((d) => d.heading)].map((text) => chunksOf(text).normalized);
    for (const label of labels) expect(recordsLabelled(merged.tables, label), label).toEqual(recordsLabelled(afresh, label));
    expect(recordsLabelled(merged.tables, chunksOf('Compilation.getAsset').normalized).length).toBeGreaterThan(0);
  });

  it('merges in steps to the same index, pausing between them, and lists no shard record before the end', async () => {
    const { index, shard } = filesOf(SOURCES);
    const main = loadIndexFile(index);
    const decoded = decodeShard(shard, main.tables);
    // More records than one step holds, so the merge pauses at least once.
    const many = { ...decoded, docs: [...decoded.docs], documents: [...decoded.documents] };
    while (many.documents.length <= MERGE_STEP) {
      const id = many.first + many.documents.length;
      many.docs.push({ page: 0, anchor: `filler-${id}`, heading: `Filler.member${id}`, parent: -1 });
      many.documents.push({ id, title: '', key: '', heading: `Filler.member${id}`, crumbs: 'Output', description: '', body: 'filler', asks: '' });
    }
    let pauses = 0;
    const merged = await mergeShardInSteps(main, many, () => {
      pauses += 1;
      // Between steps the old object still answers, with main records only.
      expect(flattenGroups(searchIndex(main, 'Compilation.emitAsset')).some((h) => h.url.includes('#compilation-emitasset'))).toBe(false);
      return Promise.resolve();
    });
    // One pause between steps of records, and one before the labels are carried over.
    expect(pauses).toBe(Math.ceil(many.documents.length / MERGE_STEP));
    expect(flattenGroups(searchIndex(merged, 'Compilation.emitAsset'))[0]?.url).toBe('/api/reference/compilation/#compilation-emitasset');
    expect(merged.tables.docs).toHaveLength(many.first + many.documents.length);
  });

  it('keeps pages and class entries in the main index, members in the shard, with snippets by the new ids', () => {
    const { index, shard, excerpts } = filesOf(SOURCES);
    const main = loadIndexFile(index);
    expect(shard.first).toBe(main.tables.docs.length);
    const before = flattenGroups(searchIndex(main, 'Compilation')).map((h) => h.url);
    expect(before).toContain('/api/reference/compilation/#compilation');
    expect(before.filter((u) => u.includes('#compilation-'))).toEqual([]);
    const merged = mergeShard(main, decodeShard(shard, main.tables));
    const hit = flattenGroups(searchIndex(merged, 'Compilation.emitAsset'))[0];
    expect(hit?.url).toBe('/api/reference/compilation/#compilation-emitasset');
    expect(hit?.parent).toBe('Compilation');
    expect(excerpts[hit?.id ?? -1]).toBe('Adds an asset to the compilation output.');
    // An interface's members have no parent: their crumbs are the page title alone.
    expect(decodeShard(shard, main.tables).documents.find((d) => d.heading === 'LibraryOptions.type')?.crumbs).toBe('LibraryOptions');
  });

  it('refuses a shard of another build, and a split that would strand a record without its parent', () => {
    const { index, shard } = filesOf(SOURCES);
    const main = loadIndexFile(index);
    expect(() => decodeShard({ ...shard, first: shard.first + 1 }, main.tables)).toThrow(/different builds/);
    expect(() => decodeShard({ ...shard, v: 99 }, main.tables)).toThrow(/format 99/);
    // Moving the class entry but not its members would leave the members' parent out of the main index.
    expect(() => splitRecords(buildRecords(SOURCES), (doc) => doc.anchor === 'compilation')).toThrow(/stays in the main index but its parent Compilation/);
  });
});
