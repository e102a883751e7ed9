/**
 * A compact file format for the MiniSearch index. MiniSearch's own JSON spells every posting as
 * an object key (`{"1234":1}`), about twice as large after gzip as the delta-coded lines here.
 * The browser rebuilds MiniSearch's plain-object form and loads it with `MiniSearch.loadJS`, so
 * the engine itself is untouched.
 */
import MiniSearch, { type Options } from 'minisearch';
import type { SearchDoc, SearchDocument, SearchPage, SearchTables } from './records.ts';

/** Format version; bump when the layout changes. */
export const INDEX_FORMAT_VERSION = 1;

/** The search index file (`search-index.<hash>.json`). */
export interface SearchIndexFile {
  /** Format version (`INDEX_FORMAT_VERSION`). */
  v: number;
  /** Field names in MiniSearch field-id order. */
  fields: string[];
  /** Average length of each field, as MiniSearch computed it (kept exact so scores match). */
  averages: number[];
  /** Pages, one line each: `url<TAB>title`, then `<TAB>package` for a third-party page. */
  pages: string;
  /** Records, one line each: `<page delta><TAB><anchor, '' when slugOf(heading)><TAB><heading><TAB><parent offset, 0 for none>`. */
  docs: string;
  /** Field lengths per record, comma-separated, records joined by `;`. */
  lengths: string;
  /** Terms in index order, front-coded: `<shared prefix length, base 36><rest>` per line. */
  terms: string;
  /** One line per term: `|`-separated fields `<field id><base-36 id deltas joined by ','>`, `.tf` after an id when tf > 1. */
  postings: string;
}

/** The heading id github-slugger gives a unique heading, so most anchors need not be stored. */
export function slugOf(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replaceAll(' ', '-');
}

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

const clean = (s: string): string => s.replace(/[\t\n]+/g, ' ');

const lines = (s: string): string[] => (s === '' ? [] : s.split('\n'));

/**
 * Records as lines (the `docs` layout of `SearchIndexFile`); `first` is the id of the first one,
 * so a later file (the reference shard) continues the ids and may point at parents before it.
 */
export function encodeDocs(docs: readonly SearchDoc[], first = 0): string {
  return docs
    .map((d, i) => {
      const id = first + i;
      const previous = docs[i - 1]?.page ?? 0;
      const heading = clean(d.heading);
      const anchor = d.anchor === slugOf(heading) ? '' : d.anchor;
      return `${d.page - previous}\t${clean(anchor)}\t${heading}\t${d.parent === -1 ? 0 : id - d.parent}`;
    })
    .join('\n');
}

/** Reads `encodeDocs` lines back; the first line is record `first`. */
export function decodeDocs(text: string, first = 0): SearchDoc[] {
  let page = 0;
  return lines(text).map((line, i): SearchDoc => {
    const id = first + i;
    const [delta = '0', anchor = '', heading = '', parent = '0'] = line.split('\t');
    page += Number(delta);
    return { page, anchor: anchor === '' ? slugOf(heading) : anchor, heading, parent: parent === '0' ? -1 : id - Number(parent) };
  });
}

function encodeTables(tables: SearchTables): { pages: string; docs: string } {
  const pages = tables.pages.map((p) => `${clean(p.url)}\t${clean(p.title)}${p.package === undefined ? '' : `\t${clean(p.package)}`}`).join('\n');
  return { pages, docs: encodeDocs(tables.docs) };
}

/** Encodes a built MiniSearch (ids 0..n-1, added once and in order) with its tables. */
export function encodeIndex(engine: MiniSearch<SearchDocument>, tables: SearchTables): SearchIndexFile {
  const plain = engine.toJSON() as unknown as PlainIndex;
  const fields = Object.entries(plain.fieldIds).sort((a, b) => a[1] - b[1]).map(([name]) => name);
  if (fields.length > 36) throw new Error('search index: at most 36 fields fit the one-character field id');
  for (const [shortId, id] of Object.entries(plain.documentIds)) {
    if (Number(shortId) !== id) throw new Error(`search index: record ${id} has short id ${shortId}; records must be added once, in order`);
  }
  const terms: string[] = [];
  const postings: string[] = [];
  let previous = '';
  for (const [term, byField] of plain.index) {
    let shared = 0;
    while (shared < 35 && shared < term.length && term[shared] === previous[shared]) shared += 1;
    terms.push(`${shared.toString(36)}${term.slice(shared)}`);
    previous = term;
    const parts = Object.entries(byField).map(([fieldId, docs]) => {
      let last = 0;
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
      const coded = ids.map((id) => {
        const tf = docs[String(id)] ?? 1;
        const delta = (id - last).toString(36);
        last = id;
        return tf > 1 ? `${delta}.${tf.toString(36)}` : delta;
      });
      return `${Number(fieldId).toString(36)}${coded.join(',')}`;
    });
    postings.push(parts.join('|'));
  }
  return {
    v: INDEX_FORMAT_VERSION,
    fields,
    averages: plain.averageFieldLength,
    ...encodeTables(tables),
    lengths: tables.docs.map((_, id) => (plain.fieldLength[String(id)] ?? []).join(',')).join(';'),
    terms: terms.join('\n'),
    postings: postings.join('\n'),
  };
}

/** Reads the tables back. */
export function decodeTables(file: SearchIndexFile): SearchTables {
  const pages = lines(file.pages).map((line): SearchPage => {
    const [url = '', title = '', pkg] = line.split('\t');
    return pkg === undefined ? { url, title } : { url, title, package: pkg };
  });
  return { pages, docs: decodeDocs(file.docs) };
}

/** One term's postings line, decoded into MiniSearch's field → (record → frequency) maps. */
function decodePostings(line: string): Map<number, Map<number, number>> {
  const byField = new Map<number, Map<number, number>>();
  for (const part of line.split('|')) {
    const docs = new Map<number, number>();
    let id = 0;
    for (const entry of part.slice(1).split(',')) {
      const dot = entry.indexOf('.');
      id += parseInt(dot === -1 ? entry : entry.slice(0, dot), 36);
      docs.set(id, dot === -1 ? 1 : parseInt(entry.slice(dot + 1), 36));
    }
    byField.set(parseInt(part[0] ?? '0', 36), docs);
  }
  return byField;
}

/**
 * A term's postings, decoded on first use. A query touches a few dozen of the ~10,000 terms, and
 * decoding all of them up front was most of the 200 ms a cold load took on this machine.
 * MiniSearch reads a term's data only through `get(fieldId)` when scoring.
 */
class LazyPostings {
  #line: string;
  #decoded: Map<number, Map<number, number>> | undefined;
  constructor(line: string) {
    this.#line = line;
  }
  get(fieldId: number): Map<number, number> | undefined {
    this.#decoded ??= decodePostings(this.#line);
    return this.#decoded.get(fieldId);
  }
  get size(): number {
    this.#decoded ??= decodePostings(this.#line);
    return this.#decoded.size;
  }
  /** Used by MiniSearch when a record added later (the reference shard, `shard.ts`) holds the term. */
  set(fieldId: number, docs: Map<number, number>): this {
    this.#decoded ??= decodePostings(this.#line);
    this.#decoded.set(fieldId, docs);
    return this;
  }
}

/** The private radix tree of a loaded MiniSearch, if this version still has one where expected. */
function internalIndex(engine: MiniSearch<SearchDocument>): { set: (term: string, value: unknown) => void } | undefined {
  const candidate = (engine as unknown as { _index?: { set?: unknown } })._index;
  return candidate !== undefined && typeof candidate.set === 'function' ? (candidate as { set: (term: string, value: unknown) => void }) : undefined;
}

/** The indexed terms, in index order (front-coded in the file). */
export function decodeTerms(file: SearchIndexFile): string[] {
  const termLines = lines(file.terms);
  const terms: string[] = new Array<string>(termLines.length);
  let previous = '';
  for (let i = 0; i < termLines.length; i += 1) {
    const line = termLines[i] ?? '';
    previous = previous.slice(0, parseInt(line[0] ?? '0', 36)) + line.slice(1);
    terms[i] = previous;
  }
  return terms;
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
  const rows = file.lengths === '' ? [] : file.lengths.split(';');
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  rows.forEach((row, id) => {
    documentIds[id] = id;
    fieldLength[id] = row === '' ? [] : row.split(',').map(Number);
  });
  const postingLines = lines(file.postings);
  if (terms.length !== postingLines.length) throw new Error('search index file is damaged: terms and postings differ in length');
  const plain: PlainIndex = {
    documentCount: rows.length,
    nextId: rows.length,
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
      terms.forEach((term, i) => tree.set(term, new LazyPostings(postingLines[i] ?? '')));
      return engine;
    }
  }
  plain.index = terms.map((term, i) => {
    const byField: Record<string, Record<string, number>> = {};
    for (const [field, docs] of decodePostings(postingLines[i] ?? '')) byField[field] = Object.fromEntries(docs);
    return [term, byField];
  });
  return MiniSearch.loadJS(plain, options);
}
