/**
 * Ordered results of every query of every `tests/search/relevance*.json` set, with and without the
 * reference shard, written to a file, and a comparison of two such files: how a change to the
 * query code was shown to leave every result alone (issue #23, warm query time).
 *
 * `npx tsx src/build/search/results-dump.ts dump <code root> <build folder> <out file>` runs the
 * ranking code of `<code root>` (a checkout, or a copy of another revision's `src/` under this
 * repository so that its imports resolve) over the build's index; `compare <a> <b>` prints, per
 * set, how many queries differ (urls, order, matched terms, or a score off by more than 1e-9
 * relative), and the differing queries' positions of the first set and the tuning half only. The
 * files hold no query text, and the held-out and fresh sets are only ever counted (a copy of the
 * revision before: `git archive <rev> src | tar -x -C .cache/base`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedIndex } from '../../shared/search/loaded.ts';
import type { ResultGroup } from '../../shared/search/rank.ts';
import { loadRelevanceCases } from './relevance-sets.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** One query's results as the dialog orders them: url, score, and the indexed terms it matched (what the dialog highlights). */
type Row = Array<[url: string, score: number, terms?: string]>;

/** A dump: per set file and shard setting (`<file>|shard` or `<file>|main`), the rows in the set's order. */
export type ResultsDump = Record<string, Row[]>;

/** Sets whose differing queries may be listed; of any other set only the count is printed. */
const LISTED = new Set(['relevance.json', 'relevance-tuning.json', 'relevance-tuning-added.json']);

/** The relevance set files, by name. */
async function setFiles(): Promise<string[]> {
  const dir = path.join(root, 'tests/search');
  return (await readdir(dir)).filter((f) => /^relevance.*\.json$/.test(f)).sort();
}

/** Every set's results with the code under `code` over the build in `dir`. */
export async function dumpResults(code: string, dir: string): Promise<ResultsDump> {
  const load = (await import(pathToFileURL(path.join(code, 'src/build/search/relevance.ts')).href)) as {
    loadBuiltIndex: (dir: string, options?: { shard?: boolean }) => Promise<{ index: LoadedIndex }>;
  };
  const rank = (await import(pathToFileURL(path.join(code, 'src/shared/search/rank.ts')).href)) as { searchIndex: (index: LoadedIndex, query: string) => ResultGroup[] };
  const out: ResultsDump = {};
  for (const shard of [false, true]) {
    const { index } = await load.loadBuiltIndex(dir, { shard });
    for (const file of await setFiles()) {
      const cases = await loadRelevanceCases(path.join(root, 'tests/search', file));
      out[`${file}|${shard ? 'shard' : 'main'}`] = cases.map((c) => rank.searchIndex(index, c.query).flatMap((g) => g.hits.map((h): [string, number, string] => [h.url, h.score, h.terms.join(' ')])));
    }
  }
  return out;
}

/** Whether two rows are the same results: urls in order, the same matched terms, scores within 1e-9 relative. */
export function sameRows(a: Row, b: Row): boolean {
  return a.length === b.length && a.every(([url, score, terms], i) => {
    const other = b[i];
    return other !== undefined && other[0] === url && other[2] === terms && Math.abs(other[1] - score) <= 1e-9 * Math.max(Math.abs(score), Math.abs(other[1]));
  });
}

/** Per set: queries compared, queries differing, and the positions of those that differ. */
export function compareDumps(a: ResultsDump, b: ResultsDump): Array<{ set: string; queries: number; differing: number[] }> {
  const sets = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return sets.map((set) => {
    const left = a[set] ?? [];
    const right = b[set] ?? [];
    const differing: number[] = [];
    for (let i = 0; i < Math.max(left.length, right.length); i += 1) if (!sameRows(left[i] ?? [], right[i] ?? [])) differing.push(i);
    return { set, queries: Math.max(left.length, right.length), differing };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, first, second, third] = process.argv.slice(2);
  if (command === 'dump' && first !== undefined && second !== undefined && third !== undefined) {
    await writeFile(third, JSON.stringify(await dumpResults(path.resolve(first), path.resolve(second))));
  } else if (command === 'compare' && first !== undefined && second !== undefined) {
    const read = async (file: string): Promise<ResultsDump> => JSON.parse(await readFile(file, 'utf8')) as ResultsDump;
    let total = 0;
    for (const { set, queries, differing } of compareDumps(await read(first), await read(second))) {
      total += differing.length;
      const listed = LISTED.has(set.split('|')[0] ?? '') && differing.length > 0 ? ` (queries ${differing.join(', ')})` : '';
      console.log(`${set.padEnd(40)} ${String(differing.length).padStart(4)} of ${queries} differ${listed}`);
    }
    process.exitCode = total === 0 ? 0 : 1;
  } else {
    console.error('usage: results-dump.ts dump <code root> <build folder> <out file> | compare <a> <b>');
    process.exitCode = 2;
  }
}
