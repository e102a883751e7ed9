/**
 * A compact file format for the MiniSearch index. MiniSearch's own JSON spells every posting as
 * an object key (`{"1234":1}`), about twice as large after gzip as the delta-coded lines here.
 * The browser rebuilds MiniSearch's plain-object form and loads it with `MiniSearch.loadJS`, so
 * the engine itself is untouched.
 */
import MiniSearch, { type Options } from 'minisearch';
import { clean, decodeDocs, encodeDocs, type DocColumns } from './doc-columns.ts';
import { damaged, decodeNumbers, encodeNumber, encodeNumbers, readNumbers } from './number-code.ts';
import type { SearchDocument, SearchPage, SearchTables } from './records.ts';
import { engineContents, type EngineContents, type TermPostings } from './engine-contents.ts';

export { decodeNumbers, encodeNumber, encodeNumbers } from './number-code.ts';
export { decodeDocs, encodeDocs, slugOf, type DocColumns } from './doc-columns.ts';
export type { TermPostings } from './engine-contents.ts';

/** Format version; bump when the layout changes. */
export const INDEX_FORMAT_VERSION = 3;

/** The search index file (`search-index.<hash>.json`). Numbers are written with `encodeNumbers`. */
export interface SearchIndexFile {
  /** Format version (`INDEX_FORMAT_VERSION`). */
  v: number;
  /** Field names in MiniSearch field-id order. */
  fields: string[];
  /** Average length of each field, as MiniSearch computed it (kept exact so scores match). */
  averages: number[];
  /** Pages, one line each: `url<TAB>title`, then `<TAB>package` for a third-party page ('' for none) and `<TAB>about words` for a page with a subject. */
  pages: string;
  /** Records. */
  docs: DocColumns;
  /** Terms in index order, front-coded: the rest of each term after the prefix it shares with the term before it, separated by spaces (no term holds one)... */
  suffixes: string;
  /** ...and the length of that prefix, one number per term. */
  prefixes: string;
  /** Field lengths: per field, one number per record. */
  lengths: string[];
  /** The fields holding each term, one number per term: bit `i` for field id `i`. */
  fieldSets: string;
  /**
   * Postings, per field id: for each term the field holds (in term order), its record ids
   * ascending as numbers (each the difference from the one before), `.` and the term frequency
   * after an id whose frequency is not 1; terms separated by `,`.
   */
  postings: string[];
}

/** What separates the terms' lines in a field's postings, and the terms' suffixes. */
const POSTINGS_SEPARATOR = ',';
const TERM_SEPARATOR = ' ';

/** MiniSearch's serialised form (`toJSON()`), as far as the codec reads and writes it. */
interface PlainIndex {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, never>;
  dirtCount: number;
  index: Array<[string, Record<string, Record<string, number>>]>;
  serializationVersion: number;
}

const lines = (s: string): string[] => (s === '' ? [] : s.split('\n'));

/** Encodes a built MiniSearch (ids 0..n-1, added once and in order) with its tables; `leaveOut` drops terms whole. */
export function encodeIndex(engine: MiniSearch<SearchDocument>, tables: SearchTables, leaveOut: (term: string, byField: TermPostings) => boolean = () => false, contents: EngineContents = engineContents(engine)): SearchIndexFile {
  const fields = Object.entries(contents.fieldIds).sort((a, b) => a[1] - b[1]).map(([name]) => name);
  if (fields.length > 30) throw new Error('search index: at most 30 fields fit the field sets');
  for (const [shortId, id] of contents.documentIds) {
    if (shortId !== id) throw new Error(`search index: record ${String(id)} has short id ${shortId}; records must be added once, in order`);
  }
  const prefixes: number[] = [];
  const suffixes: string[] = [];
  const fieldSets: number[] = [];
  const postings: string[][] = fields.map(() => []);
  let previous = '';
  for (const [term, byField] of contents.terms) {
    if (leaveOut(term, byField)) continue;
    let shared = 0;
    if (term.includes(TERM_SEPARATOR)) throw new Error(`search index: the term ${JSON.stringify(term)} holds the separator ${JSON.stringify(TERM_SEPARATOR)}`);
    while (shared < term.length && term[shared] === previous[shared]) shared += 1;
    prefixes.push(shared);
    suffixes.push(term.slice(shared));
    previous = term;
    let set = 0;
    for (const fieldId of [...byField.keys()].sort((a, b) => a - b)) {
      const docs = byField.get(fieldId);
      if (docs === undefined) continue;
      set |= 1 << fieldId;
      let last = 0;
      let coded = '';
      for (const id of [...docs.keys()].sort((a, b) => a - b)) {
        const tf = docs.get(id) ?? 1;
        const delta = encodeNumber(id - last);
        last = id;
        coded += tf === 1 ? delta : `${delta}.${encodeNumber(tf)}`;
      }
      postings[fieldId]?.push(coded);
    }
    fieldSets.push(set);
  }
  const lengthOf = (id: number, field: number): number => {
    const length = contents.fieldLength.get(id)?.[field];
    if (length === undefined) throw new Error(`search index: record ${id} has no length for field ${fields[field] ?? field}`);
    return length;
  };
  return {
    v: INDEX_FORMAT_VERSION,
    fields,
    averages: [...contents.averageFieldLength],
    pages: tables.pages.map(encodePage).join('\n'),
    docs: encodeDocs(tables.docs),
    suffixes: suffixes.join(TERM_SEPARATOR),
    prefixes: encodeNumbers(prefixes),
    lengths: fields.map((_, field) => encodeNumbers(tables.docs.map((_doc, id) => lengthOf(id, field)))),
    fieldSets: encodeNumbers(fieldSets),
    postings: postings.map((list) => list.join(POSTINGS_SEPARATOR)),
  };
}

/** One line of the pages table. */
function encodePage(page: SearchPage): string {
  const columns = [clean(page.url), clean(page.title)];
  if (page.package !== undefined || page.about !== undefined) columns.push(clean(page.package ?? ''));
  if (page.about !== undefined) columns.push(clean(page.about.join(' ')));
  return columns.join('\t');
}

/** A page back from its line. */
function decodePage(line: string): SearchPage {
  const [url = '', title = '', pkg = '', about = ''] = line.split('\t');
  return { url, title, ...(pkg === '' ? {} : { package: pkg }), ...(about === '' ? {} : { about: about.split(' ') }) };
}

/** Reads the tables back. */
export function decodeTables(file: SearchIndexFile): SearchTables {
  const pages = lines(file.pages).map(decodePage);
  return { pages, docs: decodeDocs(file.docs) };
}

/** One postings line of a field: record → term frequency. */
function decodeLine(line: string): Map<number, number> {
  const docs = new Map<number, number>();
  let id = 0;
  for (const n of readNumbers(line, true)) {
    if (n < 0) {
      docs.set(id, -n);
    } else {
      id += n;
      docs.set(id, 1);
    }
  }
  return docs;
}

/**
 * Where each term's postings lines are: the per-field streams split into lines, each term's
 * field set, and `at[term * fields + field]`, the term's line in that field's stream.
 */
interface PostingsSource {
  streams: string[][];
  sets: number[];
  at: Int32Array;
}

/** A term's postings, decoded into MiniSearch's field → (record → frequency) maps. */
function decodePostings(source: PostingsSource, term: number): Map<number, Map<number, number>> {
  const byField = new Map<number, Map<number, number>>();
  const set = source.sets[term] ?? 0;
  const width = source.streams.length;
  for (let field = 0; field < width; field += 1) {
    if ((set & (1 << field)) !== 0) byField.set(field, decodeLine(source.streams[field]?.[source.at[term * width + field] ?? 0] ?? ''));
  }
  return byField;
}

/**
 * A term's postings, decoded on first use. A query touches a few dozen of the ~10,000 terms, and
 * decoding all of them up front was most of the 200 ms a cold load took on this machine.
 * MiniSearch reads a term's data only through `get(fieldId)` when scoring.
 */
class LazyPostings {
  #source: PostingsSource;
  #term: number;
  #decoded: Map<number, Map<number, number>> | undefined;
  constructor(source: PostingsSource, term: number) {
    this.#source = source;
    this.#term = term;
  }
  #map(): Map<number, Map<number, number>> {
    this.#decoded ??= decodePostings(this.#source, this.#term);
    return this.#decoded;
  }
  get(fieldId: number): Map<number, number> | undefined {
    return this.#map().get(fieldId);
  }
  get size(): number {
    return this.#map().size;
  }
  /** Used by MiniSearch when a record added later (the reference shard, `shard.ts`) holds the term. */
  set(fieldId: number, docs: Map<number, number>): this {
    this.#map().set(fieldId, docs);
    return this;
  }
  /** Used by MiniSearch's `toJSON()`. */
  [Symbol.iterator](): MapIterator<[number, Map<number, number>]> {
    return this.#map()[Symbol.iterator]();
  }
}

/** The private radix tree of a loaded MiniSearch, if this version still has one where expected. */
function internalIndex(engine: MiniSearch<SearchDocument>): { set: (term: string, value: unknown) => void } | undefined {
  const candidate = (engine as unknown as { _index?: { set?: unknown } })._index;
  return candidate !== undefined && typeof candidate.set === 'function' ? (candidate as { set: (term: string, value: unknown) => void }) : undefined;
}

/** The indexed terms, in index order (front-coded in the file). */
export function decodeTerms(file: SearchIndexFile): string[] {
  const prefixes = decodeNumbers(file.prefixes);
  const suffixes = file.suffixes.split(TERM_SEPARATOR);
  if (suffixes.length !== Math.max(1, prefixes.length)) throw damaged('prefixes and suffixes differ in length');
  const terms: string[] = new Array<string>(prefixes.length);
  let previous = '';
  for (let i = 0; i < prefixes.length; i += 1) {
    previous = previous.slice(0, prefixes[i]) + (suffixes[i] ?? '');
    terms[i] = previous;
  }
  return terms;
}

/** Finds each term's postings lines in the per-field streams. */
function postingsSource(file: SearchIndexFile, count: number): PostingsSource {
  const sets = decodeNumbers(file.fieldSets);
  if (sets.length !== count) throw damaged('terms and field sets differ in length');
  const streams = file.postings.map((stream) => (stream === '' ? [] : stream.split(POSTINGS_SEPARATOR)));
  const width = streams.length;
  const next = new Int32Array(width);
  const at = new Int32Array(count * width);
  for (let term = 0; term < count; term += 1) {
    const set = sets[term] ?? 0;
    for (let field = 0; field < width; field += 1) {
      if ((set & (1 << field)) === 0) continue;
      const line = next[field] ?? 0;
      at[term * width + field] = line;
      next[field] = line + 1;
    }
  }
  if (streams.some((stream, field) => stream.length !== next[field])) throw damaged('a field has not as many postings lines as terms');
  return { streams, sets, at };
}

/**
 * Rebuilds the MiniSearch engine; a file of another format or a damaged one throws a clear
 * error. `lazy` (the default) fills MiniSearch's term tree with postings decoded on first use;
 * should a MiniSearch release move that tree, it falls back to the public `loadJS` path.
 * `terms` may be passed when the caller decoded them already.
 */
export function decodeIndex(file: SearchIndexFile, options: Options<SearchDocument>, { lazy = true, terms: decoded }: { lazy?: boolean; terms?: readonly string[] } = {}): MiniSearch<SearchDocument> {
  if (file.v !== INDEX_FORMAT_VERSION) throw new Error(`search index format ${String(file.v)} is not ${INDEX_FORMAT_VERSION}: rebuild the site`);
  const terms = decoded ?? decodeTerms(file);
  const columns = file.lengths.map(decodeNumbers);
  const count = columns[0]?.length ?? 0;
  if (columns.length !== file.fields.length || columns.some((c) => c.length !== count)) throw damaged('the field lengths differ in count');
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < count; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = columns.map((c) => c[id] ?? 0);
  }
  const source = postingsSource(file, terms.length);
  const plain: PlainIndex = {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: Object.fromEntries(file.fields.map((name, i) => [name, i])),
    fieldLength,
    averageFieldLength: file.averages,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
  if (lazy) {
    const engine = MiniSearch.loadJS(plain, options);
    const tree = internalIndex(engine);
    if (tree !== undefined) {
      terms.forEach((term, i) => tree.set(term, new LazyPostings(source, i)));
      return engine;
    }
  }
  plain.index = terms.map((term, i) => {
    const byField: Record<string, Record<string, number>> = {};
    for (const [field, docs] of decodePostings(source, i)) byField[field] = Object.fromEntries(docs);
    return [term, byField];
  });
  return MiniSearch.loadJS(plain, options);
}
