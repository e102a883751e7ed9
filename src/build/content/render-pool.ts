/**
 * Renders content files on several threads: markdown and highlighting dominate a cold build,
 * and they are independent per file. Each worker has its own highlighter; their colour classes
 * are stable hashes of the colours, so the CSS of all workers merges without clashes.
 *
 * Workers take the next file from one shared counter as soon as they are free, so a slow file
 * never leaves the other threads idle. Fixed shares by source size did: a third-party page is
 * an 80-byte file whose README renders for up to 0.4 s, so one thread finished seconds before
 * the other. The files go out in `renderOrder`, heaviest first, so the last ones are small.
 *
 * Pages whose code needs a grammar that is slow to start (`usesSlowGrammar`) form a group of
 * their own: the first worker takes them before anything else and the others only once the rest
 * is taken, so one worker compiles those grammars instead of every worker.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedFile } from './render-file.ts';
import type { PoolMessage, WorkerMessage, WorkerSetup, WorkerStart } from './render-worker.ts';
import type { ContentFile } from './scan.ts';
import { workerBundle, workerExecArgv } from '../workers.ts';
import { usesSlowGrammar } from '../markdown/languages.ts';

/** Whether a content file is a third-party page (its body is a package README). */
function isThirdParty(file: ContentFile): boolean {
  return (file.relative.split('/').pop() ?? '').startsWith('_');
}

/**
 * The order files are handed out: third-party pages (small files, long READMEs) first, then by
 * size, largest first. While their READMEs are still being fetched, third-party pages go last.
 */
export function renderOrder(files: readonly ContentFile[], thirdPartyLast = false): ContentFile[] {
  const early = (f: ContentFile): number => Number(isThirdParty(f) !== thirdPartyLast);
  return [...files].sort((a, b) => early(b) - early(a) || b.size - a.size || a.relative.localeCompare(b.relative));
}

/**
 * The files whose code (`sources`, by relative path, as `readSources` read them), or cached
 * README (`readmes`, by the page's absolute path), has a fence in a grammar slow to start.
 */
export function slowGrammarFiles(files: readonly ContentFile[], sources: ReadonlyMap<string, string>, readmes: ReadonlyMap<string, string> = new Map()): Set<string> {
  const slow = (f: ContentFile): boolean => usesSlowGrammar(sources.get(f.relative) ?? '') || usesSlowGrammar(readmes.get(f.absolute) ?? '');
  return new Set(files.filter(slow).map((f) => f.relative));
}

/** Merges `.class{...}` rule lists, each rule once, sorted so the result never depends on which thread saw a colour first. */
export function mergeCss(sheets: readonly string[]): string {
  const rules = new Set<string>();
  for (const sheet of sheets) for (const rule of sheet.split('}')) if (rule.trim() !== '') rules.add(`${rule.trim()}}`);
  return [...rules].sort().join('');
}

/** The fewest content files the pipeline renders in the pool: a worker's start-up is worth it only for a real site. */
export const POOL_MIN_FILES = 40;

/** How many threads to use: one per core, at most four. */
export function poolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * Young-generation size of a worker (V8's default is far smaller). Rendering allocates many
 * short-lived nodes and strings: with the default a worker ran about 200 scavenges over the site
 * and spent 2 to 4 s paused in them, with 384 MB about 60 and half that time.
 */
const YOUNG_GENERATION_MB = 384;

/** A render worker, started with or before its files. */
interface PoolWorker {
  /** The thread. */
  worker: Worker;
  /** Where its messages go (set when the pool hands it files; it posts nothing before). */
  onMessage: (message: WorkerMessage) => void;
  /**
   * Settles with the thread's last message: fulfilled by `done` (every result came before it, on
   * the same port), rejected on an error or an end before it. The thread then ends on its own,
   * and its end is not waited for: disposing of a render worker's heap took 100 to 175 ms of a
   * cold build, while the build thread waited with every page in hand.
   */
  finished: Promise<void>;
}

/** Starts one worker, unreferenced (it holds nothing open until it has files: see `renderInPool`). */
function startWorker(entry: URL, setup: WorkerSetup): PoolWorker {
  const worker = new Worker(entry, { workerData: setup, execArgv: workerExecArgv(), resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const started: PoolWorker = { worker, onMessage: () => undefined, finished: Promise.resolve() };
  started.finished = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'signatures') return;
      started.onMessage(message);
      if (message.kind === 'done') {
        // Ending, it holds the process no longer.
        worker.unref();
        resolve();
      }
    });
    worker.once('error', reject);
    // After `done` this changes nothing: the promise has settled.
    worker.once('exit', (code) => reject(new Error(`render worker exited with code ${code} before finishing`)));
  });
  // Awaited once the worker has files; a worker started ahead and never used ends with the thread.
  started.finished.catch(() => undefined);
  worker.unref();
  return started;
}

/**
 * Starts `count` workers, the first making the option signatures (`WorkerSetup.makeSignatures`),
 * which go to the others as soon as it posts them, before any has its files.
 */
function startWorkers(entry: URL, root: string, contentDir: string, count: number): PoolWorker[] {
  const workers = Array.from({ length: count }, (_, index) => startWorker(entry, { root, contentDir, makeSignatures: index === 0 }));
  for (const { worker } of workers) {
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind !== 'signatures') return;
      for (const other of workers) if (other.worker !== worker) other.worker.postMessage({ signatures: message.entries } satisfies PoolMessage);
    });
  }
  return workers;
}

/** Workers started ahead of their files, for one root, content folder and number of threads. */
let ahead: { root: string; contentDir: string; threads: number; workers: Promise<PoolWorker[] | undefined> } | undefined;

/**
 * Starts the pool's workers before the content is scanned, once `entry` (their bundle) is made:
 * `npm run build` does it first thing (build-worker.ts), so each worker loads its modules and its
 * highlighter while the build thread loads webpack and runs the steps before the content
 * pipeline. Started by the pipeline, they began only after those steps and the pipeline's own
 * synchronous start (the early navigation tree), with a core idle until then. `renderInPool`
 * takes them for the same root, folder and number of threads. `entry` settling to nothing starts none.
 */
export function prestartRenderPool(entry: Promise<URL | undefined>, root: string, contentDir: string, threads = poolSize()): void {
  const workers = entry.then((url) => (url === undefined ? undefined : startWorkers(url, root, contentDir, threads)));
  // A bundle that failed is made again by `renderInPool`, which reports what fails.
  workers.catch(() => undefined);
  ahead = { root, contentDir, threads, workers };
}

/** The workers started ahead, if they fit this run (any others are ended). */
async function takeAhead(root: string, contentDir: string, count: number): Promise<PoolWorker[] | undefined> {
  const taken = ahead;
  ahead = undefined;
  const workers = await taken?.workers.catch(() => undefined);
  if (taken === undefined || workers === undefined) return undefined;
  if (taken.root === root && taken.contentDir === contentDir && taken.threads === count) return workers;
  for (const { worker } of workers) void worker.terminate();
  return undefined;
}

/** Options of a pool run. */
export interface PoolOptions {
  /** Threads (default: `poolSize()`). */
  threads?: number;
  /** Settles once missing READMEs have been fetched into the cache; workers wait for it before rendering a third-party page. */
  readmesFetched?: Promise<unknown> | undefined;
  /** Called with each file's path and result as a worker finishes rendering it. */
  onRendered?: (relative: string, result: RenderedFile) => void;
  /** Files one worker renders first (`slowGrammarFiles`), by relative path. */
  grouped?: ReadonlySet<string>;
  /** Files handed out before the rest (after the group), by relative path: pages the build needs early. */
  first?: ReadonlySet<string>;
}

/** What a pool run gives back. */
export interface PoolResult {
  /** Each file rendered, in the order of the files given. */
  results: RenderedFile[];
  /** The files that failed, as messages, in the same order. */
  errors: string[];
  /** The colour classes of every worker's highlighter, merged. */
  css: string;
  /** How many of the workers had been started ahead (`prestartRenderPool`). */
  startedAhead: number;
  /** How many workers made the option signatures themselves (one, unless another needed them before the first posted them). */
  signaturesMade: number;
}

/** Renders the files in worker threads; results come back in the order of `files`. */
export async function renderInPool(root: string, contentDir: string, files: readonly ContentFile[], options: PoolOptions = {}): Promise<PoolResult> {
  const { threads = poolSize(), readmesFetched, onRendered, grouped = new Set<string>(), first = new Set<string>() } = options;
  const ordered = renderOrder(files, readmesFetched !== undefined);
  const group = ordered.filter((f) => grouped.has(f.relative));
  const rest = ordered.filter((f) => !grouped.has(f.relative));
  const queue = [...group, ...rest.filter((f) => first.has(f.relative)), ...rest.filter((f) => !first.has(f.relative))];
  // The next index of the group and of the rest, shared by the workers (Atomics.add hands out each once).
  const next = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const start: Omit<WorkerStart, 'groupFirst'> = { files: queue, groupEnd: group.length, next, readmesLater: readmesFetched !== undefined };
  const byPath = new Map<string, RenderedFile>();
  const errorsByPath = new Map<string, string>();
  const sheets: string[] = [];
  let signaturesMade = 0;
  const count = Math.max(1, Math.min(threads, queue.length));
  let workers = await takeAhead(root, contentDir, count);
  const startedAhead = workers?.length ?? 0;
  if (workers === undefined) {
    const entry = await workerBundle(new URL('./render-worker.ts', import.meta.url));
    workers = startWorkers(entry, root, contentDir, count);
  }
  workers.forEach((pooled, index) => {
    pooled.onMessage = (message) => {
      if (message.kind === 'rendered') {
        byPath.set(message.result.file.relative, message.result);
        onRendered?.(message.result.file.relative, message.result);
      } else if (message.kind === 'failed') errorsByPath.set(message.relative, message.error);
      else if (message.kind === 'done') {
        sheets.push(message.css);
        if (message.madeSignatures) signaturesMade += 1;
      }
    };
    pooled.worker.ref();
    // The first worker takes the group first (hand-out.ts).
    pooled.worker.postMessage({ ...start, groupFirst: index === 0 } satisfies PoolMessage);
    // A message tells the worker the README cache is complete (see render-worker.ts).
    const tell = (): void => pooled.worker.postMessage('readmes' satisfies PoolMessage);
    readmesFetched?.then(tell, tell);
  });
  await Promise.all(workers.map((pooled) => pooled.finished));
  return {
    results: files.flatMap((f) => byPath.get(f.relative) ?? []),
    errors: files.flatMap((f) => errorsByPath.get(f.relative) ?? []),
    css: mergeCss(sheets),
    startedAhead,
    signaturesMade,
  };
}
