/** Reads every 5.x minor release (cache first) and folds them into the history, printing progress. */
import { info } from '../log.ts';
import { listOptionPaths, type SchemaNode } from '../docs-check/option-paths.ts';
import { mapBounded } from '../docs-check/example-check.ts';
import { readDeclarations } from './declarations.ts';
import { foldHistory, type ApiHistory, type Snapshot } from './history.ts';
import { fetchPackument, minorReleases, releaseFiles } from './registry.ts';

/** Options of one collection. */
export interface CollectOptions {
  /** Repository root (the cache is `.cache/api-history/` under it). */
  root: string;
  /** Registry origin. */
  registry: string;
  /** Releases downloaded at a time (default 4). */
  concurrency?: number;
  /** The fetch to use (Node's by default). */
  fetch?: typeof fetch;
  /** Progress lines (stderr by default). */
  log?: (line: string) => void;
}

/** The option paths one release's schema declares, as the configuration pages' headings name them. */
export function optionPathsOf(schema: unknown): string[] {
  return listOptionPaths(schema as SchemaNode).map((o) => o.path);
}

/** Reads the releases and returns their history. */
export async function collectHistory(options: CollectOptions): Promise<ApiHistory> {
  const log = options.log ?? info;
  const started = performance.now();
  const releases = minorReleases(await fetchPackument(options.registry, options.fetch));
  log(`  packument: ${releases.length} minor releases of webpack 5 (${Math.round(performance.now() - started)} ms)`);
  let done = 0;
  const snapshots = await mapBounded(releases, options.concurrency ?? 4, async (release): Promise<Snapshot> => {
    const t0 = performance.now();
    const files = await releaseFiles(options.root, release, options.fetch);
    const t1 = performance.now();
    const snapshot = { version: release.version, declarations: readDeclarations(files.types), options: optionPathsOf(files.schema) };
    done++;
    log(`  [${done}/${releases.length}] ${release.version}: ${files.cached ? 'cached' : `downloaded in ${Math.round(t1 - t0)} ms`}, ${snapshot.declarations.size} classes and interfaces, ${snapshot.options.length} options, read in ${Math.round(performance.now() - t1)} ms`);
    return snapshot;
  });
  return foldHistory(snapshots);
}
