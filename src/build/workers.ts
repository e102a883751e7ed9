/**
 * Worker threads of the build, started from plain JavaScript. A worker entry (TypeScript) is
 * bundled with esbuild into one ES module under `.cache/workers/` (our modules inlined, packages
 * left as imports, resolved from the repository's node_modules), which a thread loads directly.
 * Loading it through tsx instead cost each render worker a module-hooks thread of its own and a
 * round trip to it for every module, about 0.3 s of CPU per thread, and slowed its start.
 *
 * Start one with `execArgv: workerExecArgv()`, so it skips the loaders the main thread runs under.
 *
 * Bundling takes a few milliseconds. The file is named by its content, so builds running side
 * by side (the tests do) never load each other's half-written file. Each build rewrites its own
 * bundles (so their times are fresh) and removes the same entry's bundles that no build has
 * written for a day: every change to the build's code left one behind.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { moduleMetaPlugin, writeAtomically } from './bundle-files.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Command-line options that load code into a thread: tsx's hooks (`--import`, `--require`). */
const LOADER_FLAGS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/**
 * The options a worker thread of the build starts with: the process's, minus the loaders. A
 * worker inherits them by default, so under `tsx` each thread registered tsx's module hooks and
 * sent every import of its bundle through them, though a bundle is plain JavaScript: about 0.15 s
 * of CPU per thread. Other options (`--cpu-prof`, memory limits) still reach the workers.
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] ?? '';
    if (LOADER_FLAGS.has(arg)) i += 1;
    else if (![...LOADER_FLAGS].some((flag) => arg.startsWith(`${flag}=`))) out.push(arg);
  }
  return out;
}

/** How a bundle is made. */
export interface BundleOptions {
  /**
   * Each of our modules keeps its own `import.meta.url`, `import.meta.dirname` and
   * `import.meta.filename` (written into the bundle as strings), where a bundle otherwise gives
   * every module the bundle's: for code that finds files next to its source (the build's).
   */
  moduleMeta?: boolean;
  /**
   * Dynamic imports of our modules stay lazy: the bundle is a folder of chunks, each loading its
   * own packages. In one file, esbuild runs a lazily imported module only when it is imported
   * but loads the packages it needs with the bundle (the build thread loaded Shiki, the unified
   * steps and TypeScript at start though it renders nothing itself and, with the API model cached,
   * parses no TypeScript).
   */
  split?: boolean;
}

/** Bundles are made once per process, entry and options. */
const bundles = new Map<string, Promise<URL>>();

/** The URL of a runnable bundle of `entry` (a `file:` URL of a TypeScript module). */
export function workerBundle(entry: URL, options: BundleOptions = {}): Promise<URL> {
  const file = fileURLToPath(entry);
  const key = `${file}\n${options.moduleMeta === true}\n${options.split === true}`;
  let made = bundles.get(key);
  // A long-running process (the dev server) may find its bundle pruned by a later build.
  if (made !== undefined) made = made.then((url) => (existsSync(fileURLToPath(url)) ? url : bundle(file, options)));
  if (made === undefined) {
    made = bundle(file, options);
    bundles.set(key, made);
  }
  return made;
}

async function bundle(file: string, options: BundleOptions): Promise<URL> {
  const base = path.basename(file).replace(/\.[cm]?tsx?$/, '');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    plugins: options.moduleMeta === true ? [moduleMetaPlugin] : [],
    ...(options.split === true ? { splitting: true, outdir: '/', entryNames: '[name]', chunkNames: '[name]-[hash]', outExtension: { '.js': '.mjs' } } : {}),
  });
  const outputs = result.outputFiles;
  if (outputs.length === 0) throw new Error(`esbuild produced nothing for the worker ${path.relative(root, file)}`);
  const hash = createHash('sha256');
  for (const output of outputs) hash.update(output.path).update(output.contents);
  const name = `${base}.${hash.digest('hex').slice(0, 12)}`;
  const dir = path.join(root, '.cache/workers');
  await mkdir(dir, { recursive: true });
  let url: URL;
  if (options.split !== true) {
    const out = path.join(dir, `${name}.mjs`);
    await writeAtomically(out, outputs[0]?.contents ?? new Uint8Array());
    url = new URL(`file://${out}`);
  } else {
    // A folder named by the content of all its files; each file written aside and renamed.
    const folder = path.join(dir, name);
    await mkdir(folder, { recursive: true });
    await Promise.all(outputs.map((output) => writeAtomically(path.join(folder, path.basename(output.path)), output.contents)));
    url = new URL(`file://${path.join(folder, `${base}.mjs`)}`);
  }
  await pruneStale(dir, base, name);
  return url;
}

/** How long a bundle no build has written stays in `.cache/workers/`. */
export const STALE_BUNDLE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the bundles of entry `base` (files `<base>.<hash>.mjs`, folders `<base>.<hash>`) other
 * than `keep`, last written more than `maxAge` ms before `now`. Returns the names removed. A
 * bundle another build is loading is at most minutes old, so it stays.
 */
export async function pruneStale(dir: string, base: string, keep: string, now = Date.now(), maxAge = STALE_BUNDLE_MS): Promise<string[]> {
  const escaped = base.replace(/[^\w-]/g, (c) => `\\${c}`);
  const own = new RegExp(`^${escaped}\\.[0-9a-f]{12}(\\.mjs)?$`);
  const removed: string[] = [];
  for (const entry of await readdir(dir)) {
    if (!own.test(entry) || entry === keep || entry === `${keep}.mjs`) continue;
    const at = path.join(dir, entry);
    const written = await stat(at).then((s) => s.mtimeMs, () => now);
    if (now - written <= maxAge) continue;
    await rm(at, { recursive: true, force: true });
    removed.push(entry);
  }
  return removed.sort();
}
