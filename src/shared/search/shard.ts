/**
 * The reference shard: the member records of the generated API reference (`Compilation.emitAsset`,
 * about 1,400 of them) live in a second file, `search-reference.<hash>.json`, which the search
 * chunk fetches once the first query is typed and adds to the loaded engine. The main index keeps
 * every page and each reference class or type entry, so the first results never wait for it.
 *
 * The build splits the records it made in one pass (body keywords are chosen over every section,
 * the shard's included): main records keep their order and ids 0..m-1, the shard's follow as
 * m..n-1, so ids, parents and snippets agree whether or not the shard has arrived. Once merged,
 * the engine holds the same records and statistics as an index built from all of them.
 */
import { decodeDocs, encodeDocs, INDEX_FORMAT_VERSION, type DocColumns } from './codec.ts';
import { carryLabels } from './labelled.ts';
import type { LoadedIndex } from './loaded.ts';
import { sectionDocument, vocabularyOf, type BuiltRecords, type SearchDoc, type SearchDocument, type SearchPage, type SearchTables } from './records.ts';

/** The shard file: records continuing the main index's ids, and their body keywords. */
export interface SearchShardFile {
  /** Format version (same as the index's). */
  v: number;
  /** Id of the shard's first record: the number of records in the main index. */
  first: number;
  /** Records, in the main index's `docs` columns (`encodeDocs`). */
  docs: DocColumns;
  /** Body keywords per record, one line each. */
  bodies: string;
}

/** The shard in memory: its records and the documents to index. */
export interface SearchShard {
  /** Id of the first record. */
  first: number;
  /** Records, ids `first`.. in order. */
  docs: SearchDoc[];
  /** Documents to add to the engine. */
  documents: SearchDocument[];
}

/** The build's records split into the main index's and the shard's, ids renumbered (main first). */
export interface SplitRecords {
  /** Records of the main index, ids 0..m-1. */
  main: Pick<BuiltRecords, 'tables' | 'documents'>;
  /** Records of the shard, ids m..n-1. */
  shard: SearchShard;
  /** Snippet per record, by the new ids (the snippets file covers both). */
  excerpts: string[];
}

/**
 * Splits built records: `inShard` picks the section records that go to the shard. A page record,
 * a record with a title, description or readers' words, or the parent of a record kept in the main index cannot
 * go: the main index must stand on its own.
 */
export function splitRecords(built: BuiltRecords, inShard: (doc: SearchDoc, page: SearchPage) => boolean): SplitRecords {
  const { tables, documents, excerpts } = built;
  const moved = tables.docs.map((doc) => doc.anchor !== '' && inShard(doc, tables.pages[doc.page] ?? { url: '', title: '' }));
  const order = [...tables.docs.keys()].sort((a, b) => Number(moved[a]) - Number(moved[b]) || a - b);
  const newId = new Array<number>(order.length);
  order.forEach((old, id) => (newId[old] = id));
  const first = moved.filter((m) => !m).length;
  const docs = order.map((old): SearchDoc => {
    const doc = tables.docs[old] as SearchDoc;
    if (moved[old]) {
      const fields = documents[old] as SearchDocument;
      if (fields.title !== '' || fields.description !== '' || fields.asks !== '') throw new Error(`search shard: record ${doc.heading} has a title, description or readers' words, which the shard does not carry`);
    } else if (doc.parent !== -1 && moved[doc.parent]) {
      throw new Error(`search shard: ${doc.heading} stays in the main index but its parent ${tables.docs[doc.parent]?.heading ?? '?'} would not`);
    }
    return { ...doc, parent: doc.parent === -1 ? -1 : (newId[doc.parent] ?? -1) };
  });
  const renumbered = order.map((old, id): SearchDocument => ({ ...(documents[old] as SearchDocument), id }));
  return {
    main: { tables: { pages: tables.pages, docs: docs.slice(0, first) }, documents: renumbered.slice(0, first) },
    shard: { first, docs: docs.slice(first), documents: renumbered.slice(first) },
    excerpts: order.map((old) => excerpts[old] ?? ''),
  };
}

/** The shard file's content. */
export function encodeShard(shard: SearchShard): SearchShardFile {
  return { v: INDEX_FORMAT_VERSION, first: shard.first, docs: encodeDocs(shard.docs, shard.first), bodies: shard.documents.map((d) => d.body.replace(/\s+/g, ' ')).join('\n') };
}

/** Reads a shard file against the main index's tables (parents and page titles give each record its crumbs). */
export function decodeShard(file: SearchShardFile, tables: SearchTables): SearchShard {
  if (file.v !== INDEX_FORMAT_VERSION) throw new Error(`search shard format ${String(file.v)} is not ${INDEX_FORMAT_VERSION}: rebuild the site`);
  if (file.first !== tables.docs.length) throw new Error(`search shard starts at record ${file.first}, but the index holds ${tables.docs.length}: index and shard are of different builds`);
  const docs = decodeDocs(file.docs, file.first);
  const bodies = file.bodies === '' ? [] : file.bodies.split('\n');
  const heading = (id: number): string => (id < file.first ? tables.docs[id]?.heading : docs[id - file.first]?.heading) ?? '';
  const documents = docs.map((doc, i) => ({
    ...sectionDocument(file.first + i, doc.heading, doc.parent === -1 ? '' : heading(doc.parent), tables.pages[doc.page]?.title ?? ''),
    body: bodies[i] ?? '',
  }));
  return { first: file.first, docs, documents };
}

/** Records added per step by `mergeShardInSteps`. */
export const MERGE_STEP = 100;

/**
 * Adds the shard to a loaded index: its documents go into the same engine (which then scores as
 * an index of every record would), and a new `LoadedIndex` carries the longer tables and the
 * larger vocabulary. The old object must not be used for new queries afterwards.
 */
export function mergeShard(index: LoadedIndex, shard: SearchShard): LoadedIndex {
  const steps = mergeSteps(index, shard);
  let result = steps.next();
  while (result.done !== true) result = steps.next();
  return result.value;
}

/**
 * `mergeShard` a hundred records at a time, awaiting `pause()` between steps, so the page stays
 * responsive while about 1,400 records are indexed (a few hundred milliseconds of one task on a
 * slow machine otherwise). Queries in between run on the old object: its tables do not list the
 * new records yet, so none of them is shown.
 */
export async function mergeShardInSteps(index: LoadedIndex, shard: SearchShard, pause: () => Promise<void>): Promise<LoadedIndex> {
  const steps = mergeSteps(index, shard);
  for (let result = steps.next(); ; result = steps.next()) {
    if (result.done === true) return result.value;
    await pause();
  }
}

function* mergeSteps(index: LoadedIndex, shard: SearchShard): Generator<void, LoadedIndex> {
  if (shard.first !== index.tables.docs.length) throw new Error(`search shard starts at record ${shard.first}, but the index holds ${index.tables.docs.length}`);
  const vocabulary = new Set(index.vocabulary);
  for (let at = 0; at < shard.documents.length; at += MERGE_STEP) {
    const step = shard.documents.slice(at, at + MERGE_STEP);
    index.engine.addAll(step);
    for (const term of vocabularyOf(step)) vocabulary.add(term);
    if (at + MERGE_STEP < shard.documents.length) yield;
  }
  const tables = { pages: index.tables.pages, docs: [...index.tables.docs, ...shard.docs] };
  // A step of its own: it reads the new records' headings.
  yield;
  carryLabels(index.tables, tables);
  return { engine: index.engine, tables, vocabulary };
}
