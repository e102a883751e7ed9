/**
 * Builds a configuration with the installed webpack over sources held in memory (a memfs volume),
 * output included, so example tests can show what a configuration page says an option value does
 * with tiny entries and no disk.
 */
import vm from 'node:vm';
import { createFsFromVolume, Volume } from 'memfs';
import type webpack from 'webpack';
import type { Configuration, Stats } from 'webpack';
import { createCompiler } from './build-example.ts';

/** The project folder inside the volume: the build's `context`. */
export const PROJECT = '/project';
/** Where the output goes inside the volume. */
export const OUT = '/project/dist';

/** A finished in-memory build. */
export interface MemoryBuild {
  stats: Stats;
  /** Emitted files by name relative to `OUT`, sorted. */
  files: Record<string, string>;
  /** Error and warning messages of the compilation. */
  errors: string[];
  warnings: string[];
}

/**
 * Builds `config` (context `PROJECT`, output into `OUT`, `mode: 'none'` unless it sets one) over
 * `sources` (paths relative to `PROJECT`). Rejects when webpack throws while applying the options;
 * build errors are returned, not thrown.
 */
export async function buildInMemory(config: Configuration, sources: Record<string, string>): Promise<MemoryBuild> {
  const volume = Volume.fromJSON(sources, PROJECT);
  const fs = createFsFromVolume(volume);
  const compiler = createCompiler({
    mode: 'none',
    context: PROJECT,
    infrastructureLogging: { level: 'none' },
    ...config,
    output: { path: OUT, ...config.output },
  });
  compiler.inputFileSystem = fs as unknown as webpack.Compiler['inputFileSystem'];
  compiler.outputFileSystem = fs as unknown as webpack.Compiler['outputFileSystem'];
  compiler.intermediateFileSystem = fs as unknown as webpack.Compiler['intermediateFileSystem'];
  const stats = await new Promise<Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => (error || !result ? reject(error ?? new Error('webpack returned no stats')) : resolve(result)));
    });
  });
  const files: Record<string, string> = {};
  const emitted = volume.toJSON(OUT, {}, true) as Record<string, string | null>;
  for (const name of Object.keys(emitted).sort()) files[name] = emitted[name] ?? '';
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return { stats, files, errors: (json.errors ?? []).map((e) => e.message), warnings: (json.warnings ?? []).map((w) => w.message) };
}

/** Runs a script bundle with `globals` as its global object (so later changes to it are seen by the bundle). */
export function runScript(code: string, globals: Record<string, unknown> = {}): void {
  vm.runInContext(code, vm.createContext(globals));
}
