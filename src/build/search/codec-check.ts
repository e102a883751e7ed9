/**
 * Proof that a new index file format changes no search result: the index an earlier build wrote,
 * read with the codec of that build's revision (`src/shared/search/codec.ts` at `--old-rev`,
 * default `main`, taken from git), against the index a build with the current codec wrote. It
 * compares the decoded engines (MiniSearch's `toJSON()`), the tables and the vocabularies, then the
 * ordered result URLs of every query of every relevance set (`tests/search/relevance*.json`), once
 * on the main index alone (the first results) and once with the reference shard merged.
 * Only the first set and the tuning half have their differing queries printed; of every other set
 * (the held-out half, the readers' whole set it was split from, the fresh set, …) only the count.
 *
 * `npx tsx src/build/search/codec-check.ts <old build folder> [new build folder, default dist] [--old-rev <git revision>]`
 * Exits with 1 when anything differs.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import { decodeIndex, encodeDocs, INDEX_FORMAT_VERSION, type SearchIndexFile } from '../../shared/search/codec.ts';
import { loadIndexFile, type LoadedIndex } from '../../shared/search/loaded.ts';
import { flattenGroups, searchIndex } from '../../shared/search/rank.ts';
import { indexOptions, type SearchDoc, type SearchDocument, type SearchTables } from '../../shared/search/records.ts';
import { decodeShard, mergeShard, type SearchShardFile } from '../../shared/search/shard.ts';
import { readSearchManifest } from './manifest-file.ts';
import { loadRelevanceCases, RELEVANCE_SETS } from './relevance-sets.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** What the check needs of an earlier codec module (every format so far exports these). */
interface EarlierCodec {
  decodeIndex: (file: unknown, options: Options<SearchDocument>, settings?: { lazy?: boolean; terms?: readonly string[] }) => MiniSearch<SearchDocument>;
  decodeTables: (file: unknown) => SearchTables;
  decodeTerms: (file: unknown) => string[];
  decodeDocs: (docs: unknown, first?: number) => SearchDoc[];
}

/**
 * The codec of a git revision with the modules beside it (`src/shared/search/` of that revision,
 * since the codec imports some of them), written under `.cache/` (inside the project, so
 * `minisearch` resolves) and imported.
 */
async function earlierCodec(revision: string): Promise<EarlierCodec> {
  const folder = 'src/shared/search/';
  const dir = path.join(root, '.cache/codec-check', revision.replace(/[^\w.-]/g, '_'));
  await mkdir(dir, { recursive: true });
  const names = execFileSync('git', ['ls-tree', '--name-only', revision, folder], { cwd: root, encoding: 'utf8' }).split('\n');
  for (const name of names.filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    const source = execFileSync('git', ['show', `${revision}:${name}`], { cwd: root, encoding: 'utf8' });
    await writeFile(path.join(dir, path.basename(name)), source);
  }
  return (await import(pathToFileURL(path.join(dir, 'codec.ts')).href)) as EarlierCodec;
}

/** Both builds' indexes, loaded: `shard` merges the reference shard, as after the first query. */
interface Pair {
  old: LoadedIndex;
  new: LoadedIndex;
}

async function readJson<T>(dir: string, url: string): Promise<T> {
  return JSON.parse(await readFile(path.join(dir, url), 'utf8')) as T;
}

async function loadPair(codec: EarlierCodec, oldDir: string, newDir: string, shard: boolean, lazy = true): Promise<Pair> {
  const [oldManifest, newManifest] = await Promise.all([readSearchManifest(oldDir), readSearchManifest(newDir)]);
  const oldFile = await readJson<unknown>(oldDir, oldManifest.index);
  const terms = codec.decodeTerms(oldFile);
  let old: LoadedIndex = { engine: codec.decodeIndex(oldFile, indexOptions(), { lazy, terms }), tables: codec.decodeTables(oldFile), vocabulary: new Set(terms) };
  const newFile = await readJson<SearchIndexFile>(newDir, newManifest.index);
  let current = lazy ? loadIndexFile(newFile) : { ...loadIndexFile(newFile), engine: decodeIndex(newFile, indexOptions(), { lazy: false }) };
  if (shard && oldManifest.reference !== null && newManifest.reference !== null) {
    // The earlier shard's records, read with the earlier codec, in the current shard layout (its bodies are unchanged).
    const oldShard = await readJson<SearchShardFile & { docs: unknown }>(oldDir, oldManifest.reference);
    const converted: SearchShardFile = { ...oldShard, v: INDEX_FORMAT_VERSION, docs: encodeDocs(codec.decodeDocs(oldShard.docs, oldShard.first), oldShard.first) };
    old = mergeShard(old, decodeShard(converted, old.tables));
    current = mergeShard(current, decodeShard(await readJson<SearchShardFile>(newDir, newManifest.reference), current.tables));
  }
  return { old, new: current };
}

/** The relevance files, by name: the runner's names for its sets, the file's stem for the others. */
async function relevanceFiles(): Promise<Array<{ name: string; file: string; details: boolean }>> {
  const dir = path.join(root, 'tests/search');
  const named = new Map<string, string>(Object.entries(RELEVANCE_SETS).map(([name, file]) => [file, name]));
  const files = (await readdir(dir)).filter((f) => /^relevance.*\.json$/.test(f)).sort();
  // Only the first set and the tuning half may be read query by query.
  const readable = new Set<string>([RELEVANCE_SETS.reference, RELEVANCE_SETS.tuning]);
  return files.map((f) => {
    const file = path.join(dir, f);
    return { name: named.get(file) ?? f.replace(/\.json$/, ''), file, details: readable.has(file) };
  });
}

const urlsOf = (index: LoadedIndex, query: string): string[] => flattenGroups(searchIndex(index, query)).map((h) => h.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const revAt = args.indexOf('--old-rev');
  const revision = revAt === -1 ? 'main' : (args[revAt + 1] ?? 'main');
  const dirs = args.filter((a, i) => !a.startsWith('--') && (revAt === -1 || i !== revAt + 1));
  if (dirs[0] === undefined) throw new Error('usage: codec-check.ts <old build folder> [new build folder] [--old-rev <revision>]');
  const oldDir = path.resolve(dirs[0]);
  const newDir = path.resolve(root, dirs[1] ?? 'dist');
  const codec = await earlierCodec(revision);
  let failed = false;
  const verdict = (label: string, same: boolean): void => {
    failed ||= !same;
    console.log(`${label.padEnd(58)} ${same ? 'identical' : 'DIFFERENT'}`);
  };
  for (const shard of [false, true]) {
    const eager = await loadPair(codec, oldDir, newDir, shard, false);
    const state = shard ? 'with the reference shard' : 'main index';
    verdict(`engine toJSON(), ${state}`, JSON.stringify(eager.old.engine.toJSON()) === JSON.stringify(eager.new.engine.toJSON()));
    verdict(`tables, ${state}`, isDeepStrictEqual(eager.old.tables, eager.new.tables));
    verdict(`vocabulary, ${state}`, isDeepStrictEqual([...eager.old.vocabulary].sort(), [...eager.new.vocabulary].sort()));
  }
  console.log(`\n${'set'.padEnd(24)} ${'queries'.padStart(7)}  differing (main index)  differing (with shard)`);
  const sets = await relevanceFiles();
  const [alone, merged] = [await loadPair(codec, oldDir, newDir, false), await loadPair(codec, oldDir, newDir, true)];
  for (const set of sets) {
    const cases = await loadRelevanceCases(set.file);
    const differing = [alone, merged].map((pair) => cases.filter((c) => !isDeepStrictEqual(urlsOf(pair.old, c.query), urlsOf(pair.new, c.query))).map((c) => c.query));
    const [a = [], b = []] = differing;
    failed ||= a.length + b.length > 0;
    console.log(`${set.name.padEnd(24)} ${String(cases.length).padStart(7)}  ${String(a.length).padStart(22)}  ${String(b.length).padStart(22)}`);
    if (set.details) for (const q of new Set([...a, ...b])) console.log(`  differs: '${q}'`);
  }
  console.log(failed ? '\nDIFFERENCES FOUND' : `\nno difference (old: ${path.relative(root, oldDir) || '.'} read with codec.ts at ${revision}; new: ${path.relative(root, newDir)})`);
  process.exitCode = failed ? 1 : 0;
}
