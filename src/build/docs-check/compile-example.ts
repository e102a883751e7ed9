/**
 * Compiles one example configuration with the installed webpack, in memory: sources come from a
 * stub tree (stub-tree.ts) in a memfs volume laid over the real file system (so installed
 * packages and loaders resolve as usual), output and cache files go to the volume.
 */
import fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import enhancedResolve from 'enhanced-resolve';
import { createFsFromVolume, Volume } from 'memfs';
import webpack from 'webpack';
import { FS_METHODS, type CallbackFs, type ExampleFs } from './example-fs.ts';
import { entryStubs, missingStubs, stubMissingLoaders, type StubFiles } from './stub-tree.ts';

/** Where examples live: a folder that does not exist on disk, inside the repository so `node_modules` resolves. */
export const PROJECT_DIR = '.cache/docs-check/project';
const STUB_LOADER = '.cache/docs-check/stub-loader.cjs';
/** Rounds of "stub what the build could not resolve, build again". */
const ROUNDS = 4;

type Callback = (error: NodeJS.ErrnoException | null, result?: unknown) => void;
type AnyFs = CallbackFs;

/** Real file system reads, cached and shared by every compile. */
const realFs = new enhancedResolve.CachedInputFileSystem(fs, 60_000) as unknown as AnyFs;

/** An input file system answering from the volume first and from the real disk where the volume has nothing. */
function overlay(volume: AnyFs): AnyFs {
  const out: AnyFs = {};
  for (const name of FS_METHODS) {
    out[name] = (...args: unknown[]) => {
      const callback = args.pop() as Callback;
      const fromDisk = (): void => (realFs[name] as (...a: unknown[]) => void)(...args, callback);
      (volume[name] as (...a: unknown[]) => void)(...args, (error: NodeJS.ErrnoException | null, result: unknown) => {
        if (error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) fromDisk();
        else callback(error, result);
      });
    };
  }
  return out;
}

/** Errors of a finished compilation and its child compilations, as messages. */
function errorsOf(stats: webpack.Stats): string[] {
  const json = stats.toJson({ all: false, errors: true, children: true, errorDetails: false, moduleTrace: false });
  const collect = (s: webpack.StatsCompilation): string[] => [...(s.errors ?? []).map((e) => e.message), ...(s.children ?? []).flatMap(collect)];
  return collect(json);
}

/** Runs one compile over the stub files; returns its error messages (empty when it built). `exampleFs` is pointed at the compile's input file system. */
async function compileOnce(config: webpack.Configuration, files: StubFiles, exampleFs?: ExampleFs): Promise<string[]> {
  const volume = Volume.fromJSON(Object.fromEntries(files));
  const memory = createFsFromVolume(volume) as unknown as AnyFs;
  let compiler: webpack.Compiler;
  try {
    compiler = webpack(config);
  } catch (error) {
    return [(error as Error).message];
  }
  const input = overlay(memory);
  exampleFs?.use(input);
  compiler.inputFileSystem = input as unknown as webpack.Compiler['inputFileSystem'];
  compiler.outputFileSystem = memory as unknown as webpack.Compiler['outputFileSystem'];
  compiler.intermediateFileSystem = memory as unknown as webpack.Compiler['intermediateFileSystem'];
  return new Promise((resolve) => {
    compiler.run((error, stats) => {
      const messages = error ? [error.message] : stats ? errorsOf(stats) : [];
      compiler.close(() => resolve(messages));
    });
  });
}

let stubLoaderWritten: Promise<void> | undefined;

/** Writes the pass-through loader once per process (loader-runner `require`s it from disk). */
function writeStubLoader(file: string): Promise<void> {
  stubLoaderWritten ??= mkdir(path.dirname(file), { recursive: true }).then(() => writeFile(file, '// Stands in for a loader the docs check does not run.\nmodule.exports = function stubLoader(source) { return source; };\n'));
  return stubLoaderWritten;
}

/**
 * Compiles one configuration of an example; returns the build's error messages (empty when it
 * built). `exampleFs` is the `fs` the example was evaluated with, when it sets `resolve.fileSystem`.
 */
export async function compileConfig(raw: unknown, root: string, exampleFs?: ExampleFs): Promise<string[]> {
  const projectDir = path.join(root, PROJECT_DIR);
  const stubLoader = path.join(root, STUB_LOADER);
  await writeStubLoader(stubLoader);
  const config = { ...(raw as webpack.Configuration) };
  // Infrastructure output (progress, logging) stays quiet; a persistent cache would write to disk.
  config.infrastructureLogging = { level: 'none' };
  // The example's folder is the working directory, as when webpack-cli runs beside the file.
  config.context ??= projectDir;
  if (typeof config.cache === 'object' && config.cache.type === 'filesystem') config.cache = false;
  // Minifying a stub tells nothing about the page; an example that configures minimizing keeps it.
  if (config.optimization?.minimize === undefined && config.optimization?.minimizer === undefined) config.optimization = { ...config.optimization, minimize: false };
  if (config.module !== undefined) config.module = copyPlain(config.module);
  if (config.experiments !== undefined) config.experiments = withFreeBackendPort(config.experiments);
  stubMissingLoaders(config, root, stubLoader);
  let files: StubFiles;
  try {
    files = await entryStubs(config, projectDir);
  } catch (error) {
    return [(error as Error).message];
  }
  let errors: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    errors = await compileOnce(config, files, exampleFs);
    const more = [...missingStubs(errors, projectDir, config)].filter(([file]) => !files.has(file));
    if (more.length === 0) break;
    for (const [file, content] of more) files.set(file, content);
  }
  return errors;
}

/**
 * The experiments with a lazy compilation backend that listens on a port the system picks: a page
 * shows a fixed port (`8099`) for readers to copy, and a check that listened on it would fail, or
 * crash (the backend's server has no error listener), whenever anything else held that port. The
 * host and other listen options stay; a `listen` function is the example's own code and stays too.
 */
function withFreeBackendPort(experiments: NonNullable<webpack.Configuration['experiments']>): NonNullable<webpack.Configuration['experiments']> {
  const lazy = experiments.lazyCompilation;
  if (typeof lazy !== 'object' || typeof lazy.backend !== 'object') return experiments;
  const { listen } = lazy.backend;
  if (typeof listen === 'function' || listen === undefined || (typeof listen === 'object' && listen.port === undefined)) return experiments;
  const freeListen = typeof listen === 'number' ? 0 : { ...listen, port: 0 };
  return { ...experiments, lazyCompilation: { ...lazy, backend: { ...lazy.backend, listen: freeListen } } };
}

/** A copy of plain objects and arrays (class instances, functions and RegExps shared), so the loader replacement leaves the example's objects alone. */
function copyPlain<T>(rules: T): T {
  const copy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(copy);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]));
    }
    return value;
  };
  return copy(rules) as T;
}
