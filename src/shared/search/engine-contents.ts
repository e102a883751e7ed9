/**
 * What the index encoder (`encodeIndex` in codec.ts) reads of a built MiniSearch: its fields,
 * records, field lengths and each term's postings. MiniSearch gives them only through `toJSON()`,
 * which turns every term's postings into objects keyed by record id; the encoder then read those
 * keys back as numbers. For the site's 16,000 terms and 115,000 postings that took about a quarter
 * of a second of the search index's second of CPU, where walking MiniSearch's own maps takes
 * 40 ms. So the maps are read where this MiniSearch version keeps them (as `decodeIndex` fills its
 * term tree), and through `toJSON()` when they are not there.
 */
import type MiniSearch from 'minisearch';

/** A term's postings: field id → (record id → term frequency), as MiniSearch holds them. */
export type TermPostings = ReadonlyMap<number, ReadonlyMap<number, number>>;

/** A built engine's contents. */
export interface EngineContents {
  /** Field name → field id. */
  fieldIds: Readonly<Record<string, number>>;
  /** MiniSearch's short record id → the record's id. */
  documentIds: ReadonlyMap<number, unknown>;
  /** Short record id → the length of each field, by field id. */
  fieldLength: ReadonlyMap<number, readonly number[]>;
  /** Average length of each field, by field id. */
  averageFieldLength: readonly number[];
  /** Every term with its postings, in MiniSearch's order (the order `toJSON()` lists them in). */
  terms: Iterable<readonly [string, TermPostings]>;
}

/** MiniSearch's serialised form (`toJSON()`), as far as the encoder reads it. */
interface PlainContents {
  documentIds: Record<string, unknown>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: Array<[string, Record<string, Record<string, number>>]>;
}

/** MiniSearch's private fields the contents are read from (minisearch 7). */
interface Internals {
  _index?: unknown;
  _fieldIds?: unknown;
  _documentIds?: unknown;
  _fieldLength?: unknown;
  _avgFieldLength?: unknown;
}

const numberKeyed = <T>(record: Record<string, T>): Map<number, T> => new Map(Object.entries(record).map(([key, value]) => [Number(key), value]));

/** The contents through `toJSON()`, the public way (and the reference the tests hold the fast way to). */
export function contentsFromJson<T>(engine: MiniSearch<T>): EngineContents {
  const plain = engine.toJSON() as unknown as PlainContents;
  return {
    fieldIds: plain.fieldIds,
    documentIds: numberKeyed(plain.documentIds),
    fieldLength: numberKeyed(plain.fieldLength),
    averageFieldLength: plain.averageFieldLength,
    terms: plain.index.map(([term, byField]) => [term, new Map(Object.entries(byField).map(([field, docs]) => [Number(field), numberKeyed(docs)]))] as const),
  };
}

/** The contents read from MiniSearch's own maps, or through `toJSON()` if this version keeps them elsewhere. */
export function engineContents<T>(engine: MiniSearch<T>): EngineContents {
  const { _index: index, _fieldIds: fieldIds, _documentIds: documentIds, _fieldLength: fieldLength, _avgFieldLength: averages } = engine as unknown as Internals;
  const iterable = typeof index === 'object' && index !== null && Symbol.iterator in index;
  if (!iterable || typeof fieldIds !== 'object' || fieldIds === null || !(documentIds instanceof Map) || !(fieldLength instanceof Map) || !Array.isArray(averages)) {
    return contentsFromJson(engine);
  }
  return {
    fieldIds: fieldIds as Record<string, number>,
    documentIds: documentIds as Map<number, unknown>,
    fieldLength: fieldLength as Map<number, number[]>,
    averageFieldLength: averages as number[],
    terms: index as Iterable<[string, TermPostings]>,
  };
}
