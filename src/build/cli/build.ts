/**
 * `npm run build`: the production static site in `dist/` (`build-site.ts`), built in a worker
 * thread that runs a bundle of the build's modules (`workerBundle`, as for the render workers)
 * without tsx. Under tsx every module the build loads, webpack's and TypeScript's among them,
 * went through tsx's hooks: a module-hooks thread answering each import and a syntax scan of
 * each CommonJS file. This thread loads only this file and the bundler, then waits. `npm run
 * build` runs it bundled, without tsx, through `launch-build.mjs`.
 */
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { pruneStale, workerBundle, workerExecArgv } from '../workers.ts';
import type { BuildOptions } from './build-site.ts';
import type { BuildWorkerData } from './build-worker.ts';

/**
 * The build thread's young generation (MB, as `resourceLimits` takes it). The build makes many
 * short-lived objects (webpack's modules, page data, search records): in one profiled cold
 * build each, the thread spent 2.4 s in garbage collection with 16 MB, 1.7 s with 48 MB and
 * 1.2 s with 256 MB, the process's peak memory the same within noise (1.05 to 1.13 GB).
 */
const YOUNG_GENERATION_MB = 256;

/** Reads `--content DIR` and `--out DIR` from the command line. */
function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** The build's options from the command line. */
function optionsFromArgs(): BuildOptions {
  const contentDir = argValue('--content');
  const outDir = argValue('--out');
  return { git: !process.argv.includes('--no-git'), ...(contentDir === undefined ? {} : { contentDir }), ...(outDir === undefined ? {} : { outDir }) };
}

/**
 * Starts the build thread, which reports how it ended through the exit code. `launch` is the bundle of
 * this file that `launch-build.mjs` made and runs, if it did: others of its kind that no build
 * wrote for a day are removed.
 */
export async function runBuild(launch?: string): Promise<void> {
  // The build is short and runs a lot of code once: V8's optimising compiler spent more CPU
  // inlining (on background threads, again in every render worker) than the inlined code saved.
  // Without it the content pipeline took about 18 s of CPU instead of 22 s and webpack 7 s
  // instead of 7.7 s, while the threads doing the work ran no slower. The flag is process-wide,
  // so the threads started later get it too; it changes what V8 optimises, never what
  // the code does.
  setFlagsFromString('--no-turbo-inlining');
  // For the same reason a function runs about twelve times V8's default amount of bytecode
  // (67,584) before it is optimised: each render worker had its optimising compiler spend 3.4 s
  // of background CPU on 1,800 functions, for about 5 s of rendering. Cold builds took 13.1 s
  // instead of 13.7 s and 20.6 s of CPU instead of 22.2 s (means of 3 runs; half and one and a
  // half times this budget did less well).
  setFlagsFromString('--interrupt-budget=800000');
  // The render workers' bundle is made here too, beside the build thread's: handed over, it lets
  // that thread start them as soon as it has listed the content, before it loads its own modules
  // (webpack's among them), while the other core is idle.
  const [entry, renderBundle] = await Promise.all([
    workerBundle(new URL('./build-worker.ts', import.meta.url), { moduleMeta: true, split: true }),
    workerBundle(new URL('../content/render-worker.ts', import.meta.url)),
  ]);
  const worker = new Worker(entry, {
    workerData: { options: optionsFromArgs(), renderBundle: renderBundle.href } satisfies BuildWorkerData,
    execArgv: workerExecArgv(),
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // A thread ends with status 0 when nothing is left to wait on, even if the build is still
  // awaiting something (a thread that let go of the process did exactly that): without the
  // message that it finished, such an end is a failure.
  let finished = false;
  worker.on('message', (message) => {
    if (message === 'finished') finished = true;
  });
  worker.on('error', (error) => {
    console.error('\nBuild failed:', error);
    process.exitCode = 1;
  });
  worker.on('exit', (code) => {
    if (code !== 0) process.exitCode = code;
    else if (!finished) {
      console.error('\nBuild failed: the build ran out of work before it finished (a step awaited something that could never settle).');
      process.exitCode = 1;
    }
  });
  // Housekeeping only: a bundle that cannot be removed must not end the build running meanwhile.
  if (launch !== undefined) {
    await pruneStale(path.dirname(launch), 'build-launch', path.basename(launch, '.mjs')).catch((error: unknown) => {
      console.warn(`Could not remove old build-launch bundles in ${path.dirname(launch)}: ${(error as Error).message}`);
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runBuild();
