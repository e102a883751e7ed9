/**
 * Precompressed copies beside the text files of the site (`x.js.br`, `x.js.gz`), which the
 * preview server (and hosts that read them) send by Accept-Encoding. Brotli quality by how often
 * a file is read; CPU time of one thread on the full site, and the brotli bytes:
 * - scripts and styles every page links (390 KB): the best quality, 0.5 s for 110.2 KB
 *   (quality 10: 0.2 s, 112.2 KB);
 * - the rest of the precached shell, mostly the search index and snippets (1.1 MB), and the
 *   precached scripts no page links (193 KB, fetched once the page is idle): quality 10, 0.6 s,
 *   where the best quality took 1.9 s to save another 1.5% (the scripts: 0.23 s more for 1.1 KB);
 * - pages and their data (32 MB): quality 6, 0.58 s for 5,016 KB, where 7 took 0.73 s for
 *   4,986 KB (0.6% fewer bytes, about 60 a page), 9 three times as long as 7 (2.49 against
 *   2.51 MB when the site had 16.3 MB of pages) and the best quality fifty times; the scripts
 *   and styles only a tool's page loads (1.4 MB): quality 7;
 * - the rarely read files, the printable pages and their data, the page markdown and the llms
 *   files (38.7 MB): quality 4, 0.35 s for 7.03 MB, where 5 took 0.54 s for 6.54 MB (and 9 took
 *   four times as long as 5 on the printable pages for 6% fewer bytes).
 * Brotli's window is sized to the file: the decoded bytes are the same, but otherwise the
 * encoder prepares a 4 MB window for every file, and the pages took 2.25 s instead of 0.9 s at
 * quality 9 for the same size. gzip, for the few clients without brotli, at level 9 for the
 * precache, 4 for the rarely read files (0.26 s for 7.80 MB against 0.45 s for 7.44 MB at 6) and
 * 6 for the rest: 0.31 s for the other pages against 0.58 s at level 9, for 1% more bytes. The
 * work runs in zlib's thread pool;
 * files final before the last step can be compressed while other steps run (`compressEarly`).
 * Given a cache folder, copies of bytes compressed before at the same settings are taken from it
 * (compress-cache.ts): a warm build compresses only what changed, and identical files (each
 * page's two markdown paths) once.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, gzip } from 'node:zlib';
import { eachLimit, FILES_IN_FLIGHT } from '../each-limit.ts';
import { workerBundle, workerExecArgv } from '../workers.ts';
import { pruneCopies, readCopies, writeCopies, type Copies } from './compress-cache.ts';
import { brotliOptions, brotliQuality, copiesKeyFor, gzipLevel, keepSmaller, shouldCompress, TEXT_FILE, listedQuality, type FileCopies, type MadeCopies, type Outcome } from './compress-codec.ts';
import type { CompressJob, CompressReply, CompressWorkerData } from './compress-worker.ts';
import { isSideFile, listSiteFiles } from './site-tree.ts';

export { BROTLI_BEST, BROTLI_FAST, BROTLI_PAGES, BROTLI_RARE, BROTLI_SHELL, brotliQuality, brotliWindowBits, gzipLevel, MIN_COMPRESS_BYTES, shouldCompress } from './compress-codec.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Both encodings of some bytes. */
export async function compressBoth(data: Buffer, quality: number): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([brotli(data, brotliOptions(data.length, quality)), gzipAsync(data, { level: gzipLevel(quality) })]);
  return { br, gz };
}

/** What the step reports. */
export interface CompressReport {
  /** Files compressed. */
  files: number;
  /** Bytes before. */
  bytes: number;
  /** Bytes of the brotli copies. */
  brotliBytes: number;
  /** Files whose copies came from the cache (or from an identical file of this build). */
  reused: number;
}

/** A file compressed ahead of the last step, and the bytes its copies were made from. */
interface EarlyCopy {
  /** Brotli quality used. */
  quality: number;
  /** Settles once the copies are written, with the size and time of the file they were made from. */
  done: Promise<FileCopies>;
}

/** Copies made by `compressEarly` in this process, by absolute path, until `compressSite` takes them over. */
const early = new Map<string, EarlyCopy>();

/** The cache of one compression step: its folder, and the copies this step is making or has made, by key. */
interface StepCache {
  dir: string;
  made: Map<string, Promise<{ copies: Copies; reused: boolean }>>;
}

/** The copies of `data` under `key`: made once per step, from the cache when it has them. */
function cachedCopies(cache: StepCache, key: string, data: Buffer, quality: number): Promise<{ copies: Copies; reused: boolean }> {
  const known = cache.made.get(key);
  if (known !== undefined) return known.then(({ copies }) => ({ copies, reused: true }));
  const made = (async () => {
    const stored = await readCopies(cache.dir, key);
    if (stored !== undefined) return { copies: stored, reused: true };
    const copies = await compressBoth(data, quality);
    await writeCopies(cache.dir, key, copies);
    return { copies, reused: false };
  })();
  cache.made.set(key, made);
  return made;
}

/** Writes the copies of one file from the bytes read, on zlib's threads (or from the cache). */
async function compressFile(full: string, sitePath: string, quality: number, cache: StepCache | undefined): Promise<Outcome> {
  const data = await readFile(full);
  if (!shouldCompress(sitePath, data.length)) return { kind: 'small' };
  const key = cache === undefined ? undefined : copiesKeyFor(data, quality);
  const { copies, reused } = cache === undefined || key === undefined ? { copies: await compressBoth(data, quality), reused: false } : await cachedCopies(cache, key, data, quality);
  const writes: Array<Promise<void>> = [];
  const outcome = keepSmaller(full, data, copies.br, copies.gz, (file, bytes) => writes.push(writeFile(file, bytes)));
  await Promise.all(writes);
  return key === undefined ? outcome : { ...outcome, key, reused };
}

/** The thread compressing ahead of the last step for one output folder. */
interface EarlyThread {
  /** Posts a job and settles with the reply. */
  run: (job: Omit<CompressJob, 'id'>) => Promise<CompressReply>;
  /** Declines the jobs not started yet and ends the thread once the last reply is in. */
  stop: () => void;
}

/** Early threads by output folder. */
const threads = new Map<string, Promise<EarlyThread>>();

/** Each early thread once it is running, by the promise `threads` holds. */
const started = new WeakMap<Promise<EarlyThread>, EarlyThread>();

async function startThread(): Promise<EarlyThread> {
  // The stop flag, then the id of the last job the thread took (compress-worker.ts): none yet.
  const stopFlag = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const control = new Int32Array(stopFlag);
  Atomics.store(control, 1, -1);
  const worker = new Worker(await workerBundle(new URL('./compress-worker.ts', import.meta.url)), { workerData: { stop: stopFlag } satisfies CompressWorkerData, execArgv: workerExecArgv() });
  const waiting = new Map<number, (reply: CompressReply) => void>();
  let next = 0;
  let stopped = false;
  let ended = false;
  // Replies to declined jobs still arrive after the last awaited one: the thread is ended once.
  const endIfIdle = (): void => {
    if (!stopped || ended || waiting.size > 0) return;
    ended = true;
    void worker.terminate();
  };
  // The thread keeps the process alive only while it owes replies: someone awaits those.
  const settled = (): void => {
    if (waiting.size === 0) worker.unref();
    endIfIdle();
  };
  worker.on('message', (reply: CompressReply) => {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
    settled();
  });
  // A thread that dies declines whatever it still had: the last step does those files.
  worker.on('error', () => {
    for (const [id, settle] of waiting) settle({ id, size: -1, mtimeMs: -1, outcome: { kind: 'failed' } });
    waiting.clear();
    settled();
  });
  worker.unref();
  return {
    run: (job) =>
      new Promise((resolve) => {
        const id = next++;
        if (waiting.size === 0) worker.ref();
        waiting.set(id, resolve);
        worker.postMessage({ id, ...job } satisfies CompressJob);
      }),
    stop: () => {
      Atomics.store(control, 0, 1);
      // Jobs after the last one taken will never start: declined now, so the step need not wait
      // for the one the thread is working on before it takes them over.
      const taken = Atomics.load(control, 1);
      for (const [id, settle] of waiting) {
        if (id <= taken) continue;
        settle({ id, size: -1, mtimeMs: -1, outcome: { kind: 'failed' } });
        waiting.delete(id);
      }
      stopped = true;
      settled();
    },
  };
}

/** The early thread of one output folder, started on first use. */
function earlyThread(dir: string): Promise<EarlyThread> {
  let thread = threads.get(dir);
  if (thread === undefined) {
    thread = startThread();
    threads.set(dir, thread);
  }
  return thread;
}

/**
 * Starts the thread `compressEarly` hands files to, before it has any. The thread waits for its
 * bundle (esbuild answers from a process of its own); started by the first `compressEarly`, just
 * before the search index, the answer was read only once the index's long synchronous work let
 * this thread go: in a profiled cold build the thread began at 8.8 s, the page data it
 * compresses first having been written at 6.5 s. Started with the build, it is ready by then.
 */
export function startEarlyCompression(outDir: string): void {
  // A failure to start surfaces in the first `compressEarly`, which awaits the same promise.
  earlyThread(path.resolve(outDir)).catch(() => undefined);
}

/**
 * Compresses files that are already final (site paths) while the build goes on with other
 * steps, at the quality `compressSite` would choose with the same `critical` set: they go to a
 * thread of their own, one after another, which fills the second core while this thread runs the
 * search index or webpack. A file listed again keeps the quality of its first listing.
 * `compressSite` keeps these copies when the file is unchanged and their quality the one it
 * chooses; files the thread has not reached by then are left to it. `cacheDir` is the store of
 * copies (compress-cache.ts) that `compressSite` is given too.
 */
export function compressEarly(outDir: string, files: readonly string[], critical: ReadonlySet<string>, cacheDir?: string, firstLoad?: ReadonlySet<string>): Promise<void> {
  const dir = path.resolve(outDir);
  const thread = earlyThread(dir);
  const post = (run: EarlyThread['run']): Promise<void> => {
    const copies: Array<EarlyCopy['done']> = [];
    for (const file of files) {
      const full = path.join(dir, file);
      const quality = listedQuality(file, critical, firstLoad);
      if (quality === undefined || early.has(full)) continue;
      const done = run({ full, sitePath: file, quality, ...(cacheDir === undefined ? {} : { cacheDir }) });
      early.set(full, { quality, done });
      copies.push(done);
    }
    return Promise.all(copies).then(() => undefined);
  };
  // A thread already running takes the files now, even from a step that does not yield to the
  // event loop between files (the prerender).
  const running = started.get(thread);
  if (running !== undefined) return post(running.run);
  return thread.then((t) => {
    started.set(thread, t);
    // The last step started meanwhile (it stops the thread and takes it out of `threads`): the
    // files are its own.
    return threads.get(dir) === thread ? post(t.run) : undefined;
  });
}

/**
 * Takes over copies another thread made of files already final (`compressListedSync`: the page
 * markdown's thread compresses its files as soon as it has written them), as `compressEarly`'s
 * would be: `compressSite` keeps them while the file is unchanged. A file listed before keeps
 * that listing.
 */
export function adoptCopies(outDir: string, made: readonly MadeCopies[]): void {
  const dir = path.resolve(outDir);
  for (const copy of made) {
    const full = path.join(dir, copy.file);
    if (!early.has(full)) early.set(full, { quality: copy.quality, done: Promise.resolve(copy) });
  }
}

/**
 * The early copies of a file, if they still match it and were made at `quality`. The step
 * compresses a file listed early at the better of its own quality and the listing's, whether or
 * not the thread got to it, so what is written never depends on how far the thread got (a search
 * shard, listed early with the precached files, was once left at quality 10 or 7, build by build).
 */
async function earlyOutcome(full: string, quality: number): Promise<Outcome | undefined> {
  const copy = early.get(full);
  if (copy === undefined) return undefined;
  early.delete(full);
  const made = await copy.done;
  const now = await stat(full);
  return made.outcome.kind !== 'failed' && copy.quality === quality && now.size === made.size && now.mtimeMs === made.mtimeMs ? made.outcome : undefined;
}

/**
 * Writes `.br` and `.gz` beside every text file of `outDir` (each only when smaller); `critical`
 * files get the best brotli. With `cacheDir`, copies come from that store when it has them, and
 * afterwards it keeps only those of this build.
 */
export async function compressSite(outDir: string, critical: ReadonlySet<string>, cacheDir?: string, firstLoad?: ReadonlySet<string>): Promise<CompressReport> {
  const dir = path.resolve(outDir);
  // Jobs the early thread has not started are declined now, before anything is awaited.
  const thread = threads.get(dir);
  threads.delete(dir);
  if (thread !== undefined) void thread.then((t) => t.stop());
  try {
    const report: CompressReport = { files: 0, bytes: 0, brotliBytes: 0, reused: 0 };
    const cache = cacheDir === undefined ? undefined : { dir: cacheDir, made: new Map() };
    const used = new Set<string>();
    const files = (await listSiteFiles(dir)).filter((f) => TEXT_FILE.test(f) && !isSideFile(f));
    await eachLimit(files, FILES_IN_FLIGHT, async (file) => {
      const full = path.join(dir, file);
      const quality = Math.max(brotliQuality(file, critical, firstLoad), early.get(full)?.quality ?? 0);
      const outcome = (await earlyOutcome(full, quality)) ?? (await compressFile(full, file, quality, cache));
      if (outcome.kind !== 'written') return;
      report.files += 1;
      report.bytes += outcome.bytes;
      report.brotliBytes += outcome.brotliBytes;
      if (outcome.reused === true) report.reused += 1;
      if (outcome.key !== undefined) used.add(outcome.key);
    });
    if (cacheDir !== undefined) await pruneCopies(cacheDir, used);
    return report;
  } finally {
    for (const full of early.keys()) if (full.startsWith(dir + path.sep)) early.delete(full);
  }
}
