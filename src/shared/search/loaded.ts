/**
 * The local index in memory, however it was made: decoded from the build's index file (the
 * production site, the relevance runner) or built from records (the dev server, unit tests).
 * Both carry the vocabulary, which the query side uses to tell a word the site spells this way
 * from a probable typo.
 */
import MiniSearch from 'minisearch';
import { decodeIndex, decodeTables, decodeTerms, type SearchIndexFile } from './codec.ts';
import { indexOptions, vocabularyOf, type BuiltRecords, type SearchDocument, type SearchTables } from './records.ts';

/** A loaded index: the engine, the tables to show its records, and its terms. */
export interface LoadedIndex {
  /** The MiniSearch engine. */
  engine: MiniSearch<SearchDocument>;
  /** Pages and records. */
  tables: SearchTables;
  /** Every indexed term. */
  vocabulary: ReadonlySet<string>;
}

/** The index from the build's file (terms decoded once, for the engine and the vocabulary). */
export function loadIndexFile(file: SearchIndexFile): LoadedIndex {
  const terms = decodeTerms(file);
  return { engine: decodeIndex(file, indexOptions(), { terms }), tables: decodeTables(file), vocabulary: new Set(terms) };
}

/** The index built from records in memory. */
export function indexRecords({ tables, documents }: Pick<BuiltRecords, 'tables' | 'documents'>): LoadedIndex {
  const engine = new MiniSearch(indexOptions());
  engine.addAll(documents);
  return { engine, tables, vocabulary: vocabularyOf(documents) };
}
