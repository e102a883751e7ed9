/**
 * Builds one project under `examples/<name>/` with the installed webpack, into a fresh
 * temporary folder, so the tests of a guide can assert what the guide promises.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration, type Stats } from 'webpack';

/** webpack's default minimizer, the copy the installed webpack loads. */
const MinimizerPlugin = createRequire(createRequire(import.meta.url).resolve('webpack'))('minimizer-webpack-plugin') as {
  getAvailableNumberOfCores: (parallel: unknown) => number;
};

/**
 * `webpack(config)`, with webpack's default minimizer working on this thread. Unless a config
 * says otherwise, the minimizer hands its files to worker threads, one per core but one: in a test
 * that was a new thread for every production build, which loaded terser and ran it cold, about a
 * third of the build's CPU, for the same bytes (every file of every example compared). The plugin
 * reads the core count once, while `webpack()` applies it, so the count is 0 for that synchronous
 * call only. Minimizers a config makes itself keep their own setting.
 */
export function createCompiler(config: Configuration): webpack.Compiler {
  const cores = MinimizerPlugin.getAvailableNumberOfCores;
  MinimizerPlugin.getAvailableNumberOfCores = () => 0;
  try {
    return webpack(config);
  } finally {
    MinimizerPlugin.getAvailableNumberOfCores = cores;
  }
}

/** Runs a compiler once and closes it; resolves with its stats, errors in the build included. */
export function runCompiler(compiler: webpack.Compiler): Promise<Stats> {
  return new Promise<Stats>((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || !stats) reject(err ?? new Error('webpack returned no stats'));
      else resolve(stats);
    });
  });
}

/** Root of the example projects. */
export const EXAMPLES_DIR = path.resolve(import.meta.dirname, '../../examples');

/** What a finished example build hands its test. */
export interface ExampleBuild {
  /** webpack's stats for the build. */
  stats: Stats;
  /** Folder the build wrote to (the config's `output.path` is redirected here). */
  outDir: string;
  /** Emitted files, relative to `outDir`, sorted, with `/` separators. */
  files: string[];
  /** Reads an emitted file as text. */
  read: (file: string) => Promise<string>;
}

/** Options for {@link buildExample}. */
export interface BuildExampleOptions {
  /** The config file inside the example folder; default `webpack.config.js`. */
  configFile?: string;
  /** Passed as `--env` to a config that exports a function. */
  env?: Record<string, unknown>;
  /** Passed as `argv.mode` to a function config and forced on the result when set. */
  mode?: 'development' | 'production' | 'none';
  /** The folder to build instead of `examples/<name>`: a copy of it that the test may edit. */
  dir?: string;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

/** Loads, builds and lists one example; rejects with webpack's errors when the build fails. */
export async function buildExample(name: string, options: BuildExampleOptions = {}): Promise<ExampleBuild> {
  const dir = options.dir ?? path.join(EXAMPLES_DIR, name);
  const configPath = path.join(dir, options.configFile ?? 'webpack.config.js');
  const loaded = (await import(pathToFileURL(configPath).href)) as { default: unknown };
  let config = loaded.default;
  if (typeof config === 'function') {
    config = await (config as (env: unknown, argv: unknown) => unknown)(options.env ?? {}, {
      mode: options.mode,
      env: options.env ?? {},
    });
  }
  const outDir = await mkdtemp(path.join(tmpdir(), `example-${name.replaceAll('/', '-')}-`));
  const configs = (Array.isArray(config) ? config : [config]) as Configuration[];
  const prepared = configs.map((c, i) => ({
    ...c,
    context: c.context ?? dir,
    ...(options.mode === undefined ? {} : { mode: options.mode }),
    output: { ...c.output, path: configs.length === 1 ? outDir : path.join(outDir, String(i)) },
    infrastructureLogging: { level: 'error' as const },
  }));
  const stats = await runCompiler(createCompiler(prepared.length === 1 ? prepared[0]! : (prepared as never)));
  if (stats.hasErrors()) throw new Error(`example ${name} failed to build:\n${stats.toString('errors-only')}`);
  return {
    stats,
    outDir,
    files: await listFiles(outDir),
    read: (file) => readFile(path.join(outDir, file), 'utf8'),
  };
}

/** Builds already made by {@link buildExampleOnce}, by example and options. */
const builds = new Map<string, Promise<ExampleBuild>>();

/**
 * {@link buildExample}, made once per example and options and shared by the tests that read it
 * (a file's tests each built the same configuration again). The tests only read the build:
 * one that edits the sources or the output builds its own with `buildExample`.
 */
export function buildExampleOnce(name: string, options: BuildExampleOptions = {}): Promise<ExampleBuild> {
  const key = JSON.stringify([name, options]);
  let build = builds.get(key);
  if (build === undefined) {
    build = buildExample(name, options);
    builds.set(key, build);
  }
  return build;
}

/** Names of the modules a build made, those concatenated into others included. */
export function moduleNames(build: ExampleBuild): string[] {
  const modules = build.stats.toJson({ all: false, modules: true, nestedModules: true }).modules ?? [];
  return modules.flatMap((m) => [m.name ?? '', ...(m.modules ?? []).map((n) => n.name ?? '')]);
}
