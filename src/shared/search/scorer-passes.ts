/**
 * The passes MiniSearch makes over its postings for a query (`executeQuery`, `executeQuerySpec`,
 * `termResults` in MiniSearch 7), listed in its order with each term's postings as arrays: what
 * `scorer.ts` adds up. Two things are kept between queries, both about the index alone and
 * dropped when records are added (the reference shard): each indexed term's postings with their
 * BM25 scores, and each query term's prefix and typo neighbours (MiniSearch walks its term tree
 * for them on every query; a reader typing a word asks for the same neighbours again).
 */
import type MiniSearch from 'minisearch';
import type { BM25Params, SearchOptions } from 'minisearch';

/** A term's postings by field, as MiniSearch keeps them (a map, or the codec's lazily decoded postings). */
export interface FieldData {
  get(fieldId: number): ReadonlyMap<number, number> | undefined;
}

/** The private state of a MiniSearch 7 engine that scoring reads. */
export interface Internals {
  _index: {
    get(term: string): FieldData | undefined;
    atPrefix(term: string): Iterable<[string, FieldData]>;
    fuzzyGet(term: string, distance: number): Map<string, [FieldData, number]>;
  };
  _documentCount: number;
  _nextId: number;
  _dirtCount: number;
  _documentIds: ReadonlyMap<number, unknown>;
  _fieldIds: Readonly<Record<string, number>>;
  _fieldLength: ReadonlyMap<number, readonly number[]>;
  _avgFieldLength: readonly number[];
  _storedFields: ReadonlyMap<number, object | undefined>;
  _options: { fields: readonly string[]; tokenize: (text: string) => string[]; processTerm: (term: string) => string | string[] | null | undefined | false; searchOptions?: SearchOptions };
}

/** One field's postings of a term: records (short ids) and their BM25 scores under the engine's current statistics. */
export interface Postings {
  docs: Int32Array;
  raw: Float64Array;
}

/** A term's postings in the fields searched, in their order (null: the term is not in that field). */
interface CompiledTerm {
  stamp: string;
  fields: Array<Postings | null>;
  docs: Int32Array[];
}

/**
 * A query term's passes, in MiniSearch's order (its exact term, then its prefix matches, then its
 * typo matches; per indexed term the fields in order), as parallel arrays: at the same position
 * a pass's indexed term, field and postings. Kept per engine state (`neighbourhoodOf`).
 */
export interface Neighbourhood {
  /** The indexed term. */
  term: string[];
  /** The field's name. */
  field: string[];
  /** The field's position among the fields searched (its boost's). */
  fieldIndex: number[];
  /** MiniSearch's `termWeight` of the indexed term: 1 for the term itself, less for a prefix or typo match. */
  termWeight: number[];
  /** The postings' records (short ids). */
  docs: Int32Array[];
  /** Their BM25 scores. */
  raw: Float64Array[];
  /** Each indexed term once, with its records field by field. */
  matched: Array<{ term: string; docs: Int32Array[] }>;
}

/** A query's terms in order, each with its boost and its passes, and the fields' boosts. */
export interface Passes {
  specs: Array<{ term: string; termBoost: number; passes: Neighbourhood }>;
  boosts: number[];
}

/** What stays the same for every term of a query. */
interface Context {
  engine: Internals;
  stamp: string;
  fieldIds: number[];
  params: BM25Params;
}

const BM25_DEFAULTS: BM25Params = { k: 1.2, b: 0.7, d: 0.5 };
const WEIGHT_DEFAULTS = { fuzzy: 0.45, prefix: 0.375 };

/** Neighbour lists kept per engine; cleared past this many, so a long session does not grow them without end. */
const MAX_KEPT = 1000;

const compiledTerms = new WeakMap<FieldData, CompiledTerm>();
const neighbourhoods = new WeakMap<Internals, { stamp: string; lists: Map<string, Neighbourhood | null> }>();

/** The engine's internals, or null when this MiniSearch keeps them elsewhere or holds discarded records. */
export function internalsOf(engine: MiniSearch): Internals | null {
  const e = engine as unknown as Partial<Internals>;
  const index = e._index;
  if (index === undefined || typeof index.atPrefix !== 'function' || typeof index.fuzzyGet !== 'function' || !(e._documentIds instanceof Map) || !(e._fieldLength instanceof Map)) return null;
  if (e._dirtCount !== 0 || e._options === undefined || !Array.isArray(e._avgFieldLength) || e._fieldIds === undefined) return null;
  return e as Internals;
}

/** MiniSearch's BM25+ (`calcBM25Score`), written the same way so that it rounds the same. */
function bm25(termFreq: number, matchingCount: number, totalCount: number, fieldLength: number, avgFieldLength: number, params: BM25Params): number {
  const { k, b, d } = params;
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
}

/** A term's postings in one field as arrays; undefined when a record in them is gone (MiniSearch's own path must run). */
function compile(engine: Internals, data: FieldData, fieldId: number, params: BM25Params): Postings | null | undefined {
  const freqs = data.get(fieldId);
  if (freqs === undefined || freqs === null) return null;
  const docs = new Int32Array(freqs.size);
  const raw = new Float64Array(freqs.size);
  const average = engine._avgFieldLength[fieldId] ?? 0;
  let i = 0;
  for (const [doc, tf] of freqs) {
    const lengths = engine._fieldLength.get(doc);
    if (!engine._documentIds.has(doc) || lengths === undefined) return undefined;
    docs[i] = doc;
    raw[i] = bm25(tf, freqs.size, engine._documentCount, lengths[fieldId] ?? 0, average, params);
    i += 1;
  }
  return { docs, raw };
}

/** A term's compiled postings (compiled on first use, and again once records have been added). */
function compiledOf(context: Context, data: FieldData): CompiledTerm | undefined {
  let term = compiledTerms.get(data);
  if (term === undefined || term.stamp !== context.stamp) {
    const fields: Array<Postings | null> = [];
    for (const id of context.fieldIds) {
      const compiled = compile(context.engine, data, id, context.params);
      if (compiled === undefined) return undefined;
      fields.push(compiled);
    }
    term = { stamp: context.stamp, fields, docs: fields.flatMap((p) => (p === null ? [] : [p.docs])) };
    compiledTerms.set(data, term);
  }
  return term;
}

/** A query term's indexed terms as `executeQuerySpec` finds and orders them, with MiniSearch's `termWeight` of each. */
function neighboursOf(engine: Internals, term: string, prefix: boolean, maxDistance: number, weights: { fuzzy: number; prefix: number }): Array<[string, number, FieldData]> {
  const list: Array<[string, number, FieldData]> = [];
  const exact = engine._index.get(term);
  if (exact !== undefined) list.push([term, 1, exact]);
  const fuzzyMatches = maxDistance ? engine._index.fuzzyGet(term, maxDistance) : undefined;
  if (prefix) {
    for (const [found, data] of engine._index.atPrefix(term)) {
      const distance = found.length - term.length;
      if (!distance) continue;
      fuzzyMatches?.delete(found);
      list.push([found, (weights.prefix * found.length) / (found.length + 0.3 * distance), data]);
    }
  }
  for (const [found, [data, distance]] of fuzzyMatches ?? []) {
    if (distance) list.push([found, (weights.fuzzy * found.length) / (found.length + distance), data]);
  }
  return list;
}

/** A query term's passes (kept per engine state); null when a record in its postings is gone. */
function neighbourhoodOf(context: Context, fields: readonly string[], term: string, prefix: boolean, maxDistance: number, weights: { fuzzy: number; prefix: number }): Neighbourhood | null {
  const { engine, stamp } = context;
  let kept = neighbourhoods.get(engine);
  if (kept === undefined || kept.stamp !== stamp || kept.lists.size > MAX_KEPT) neighbourhoods.set(engine, (kept = { stamp, lists: new Map() }));
  const key = `${prefix ? 1 : 0}/${maxDistance}/${weights.fuzzy}/${weights.prefix}/${term}`;
  const known = kept.lists.get(key);
  if (known !== undefined) return known;
  let passes: Neighbourhood | null = { term: [], field: [], fieldIndex: [], termWeight: [], docs: [], raw: [], matched: [] };
  for (const [found, termWeight, data] of neighboursOf(engine, term, prefix, maxDistance, weights)) {
    const compiled = compiledOf(context, data);
    if (compiled === undefined) {
      passes = null;
      break;
    }
    compiled.fields.forEach((postings, f) => {
      if (postings === null || passes === null) return;
      passes.term.push(found);
      passes.field.push(fields[f] ?? '');
      passes.fieldIndex.push(f);
      passes.termWeight.push(termWeight);
      passes.docs.push(postings.docs);
      passes.raw.push(postings.raw);
    });
    passes.matched.push({ term: found, docs: compiled.docs });
  }
  kept.lists.set(key, passes);
  return passes;
}

const ownValue = <T>(object: Readonly<Record<string, T>>, key: string): T | undefined => (Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined);

/** MiniSearch's query terms and their specs (`executeQuery`, `termToQuerySpec`). */
function specsOf(engine: Internals, query: string, options: SearchOptions): Array<{ term: string; fuzzy: number | boolean; prefix: boolean; termBoost: number }> {
  const merged = { tokenize: engine._options.tokenize, processTerm: engine._options.processTerm, ...engine._options.searchOptions, ...options };
  const terms = merged.tokenize(query).flatMap((t) => merged.processTerm(t) ?? []).filter((t): t is string => typeof t === 'string' && t !== '');
  return terms.map((term, i) => ({
    term,
    fuzzy: typeof merged.fuzzy === 'function' ? merged.fuzzy(term, i, terms) : (merged.fuzzy ?? false),
    prefix: typeof merged.prefix === 'function' ? merged.prefix(term, i, terms) : merged.prefix === true,
    termBoost: typeof merged.boostTerm === 'function' ? merged.boostTerm(term, i, terms) : 1,
  }));
}

/**
 * The passes MiniSearch makes for an OR query, query term by query term (`Neighbourhood`). Null
 * when the query or the engine needs MiniSearch's own path (another combination, a document
 * boost or filter, discarded records).
 */
export function passesOf(engine: Internals, query: string, options: SearchOptions): Passes | null {
  const merged = { ...engine._options.searchOptions, ...options };
  if ((merged.combineWith ?? 'OR').toLowerCase() !== 'or' || merged.boostDocument !== undefined || merged.filter !== undefined) return null;
  const fields = merged.fields ?? engine._options.fields;
  const boosts = fields.map((f) => (merged.boost === undefined ? undefined : ownValue(merged.boost, f)) || 1);
  const params = merged.bm25 ?? BM25_DEFAULTS;
  const fieldIds = fields.map((f) => engine._fieldIds[f] ?? -1);
  const context: Context = { engine, fieldIds, params, stamp: `${engine._nextId}:${engine._documentCount}:${params.k}:${params.b}:${params.d}:${fieldIds.join(',')}` };
  const weights = { ...WEIGHT_DEFAULTS, ...merged.weights };
  const maxFuzzy = merged.maxFuzzy ?? 6;
  const specs: Passes['specs'] = [];
  for (const spec of specsOf(engine, query, options)) {
    const fuzzy = spec.fuzzy === false ? 0 : spec.fuzzy === true ? 0.2 : spec.fuzzy;
    const maxDistance = fuzzy < 1 ? Math.min(maxFuzzy, Math.round(spec.term.length * fuzzy)) : fuzzy;
    const passes = neighbourhoodOf(context, fields, spec.term, spec.prefix, maxDistance, weights);
    if (passes === null) return null;
    specs.push({ term: spec.term, termBoost: spec.termBoost, passes });
  }
  return { specs, boosts };
}
