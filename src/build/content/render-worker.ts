/**
 * Worker thread of the render pool: loads its modules and its highlighter, then renders files
 * from the shared queue until it is empty. It may start before its files are known (see
 * `prestartRenderPool` in render-pool.ts): the pool posts them once the content is scanned.
 */
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { MEMORY_REPORT, threadCpuSeconds } from '../memory.ts';
import { createReadmeProvider, thirdPartyPages } from '../third-party/readmes.ts';
import { ContentError } from './frontmatter.ts';
import { takeNext, type HandOut } from './hand-out.ts';
import type { OptionSignature } from '../docs-check/schema-type.ts';
import { createRenderEnv, renderContentFile, type OptionSignatures, type ReadmeProvider, type RenderedFile } from './render-file.ts';
import type { ContentFile } from './scan.ts';

/** What a worker starts with (its `workerData`). */
export interface WorkerSetup {
  /** Repository root. */
  root: string;
  /** Content folder relative to the root. */
  contentDir: string;
  /**
   * This worker makes the option signatures as soon as it is ready and posts them, and the pool
   * hands them to the others (render-pool.ts), which make their own only if they need them first:
   * making them took about 0.25 s of CPU in each worker (webpack's defaults for two modes).
   */
  makeSignatures?: boolean;
}

/** The pool's first message: the files to render. */
export interface WorkerStart {
  /** Every file to render: the group (`files` before `groupEnd`), then the rest, each in the order they are handed out. */
  files: ContentFile[];
  /** Where the group ends (hand-out.ts). */
  groupEnd: number;
  /** This worker takes the group first (hand-out.ts). */
  groupFirst: boolean;
  /** The two shared counters of hand-out.ts. */
  next: SharedArrayBuffer;
  /** READMEs missing from the cache are being fetched: a `'readmes'` message says when they are there. */
  readmesLater: boolean;
}

/** Option signatures as a worker posts them: the map's entries. */
export type SignatureEntries = Array<[string, OptionSignature]>;

/** What the pool posts to a worker: its files, then `'readmes'` once a README fetch has ended; another worker's option signatures. */
export type PoolMessage = WorkerStart | 'readmes' | { signatures: SignatureEntries };

/** What a worker posts: each file's result as it is done, then the highlighter's colour classes. */
export type WorkerMessage =
  | { kind: 'rendered'; result: RenderedFile }
  | { kind: 'failed'; relative: string; error: string }
  | { kind: 'done'; css: string; madeSignatures: boolean }
  | { kind: 'signatures'; entries: SignatureEntries };

const setup = workerData as WorkerSetup;
const post = (message: WorkerMessage): void => parentPort?.postMessage(message);
let begin: (start: WorkerStart) => void = () => undefined;
const started = new Promise<WorkerStart>((resolve) => (begin = resolve));
let readmesCame = (): void => undefined;
const readmesCached = new Promise<void>((resolve) => (readmesCame = resolve));
let shared: OptionSignatures | undefined;
parentPort?.on('message', (message: PoolMessage) => {
  if (message === 'readmes') readmesCame();
  else if ('signatures' in message) shared = new Map(message.signatures);
  else begin(message);
});
const fromCache = createReadmeProvider(setup.root, await thirdPartyPages(path.join(setup.root, setup.contentDir)));
// Set once the files come: whether to wait for the README fetch before a third-party page.
let readmesThere: Promise<void> = Promise.resolve();
const readmes: ReadmeProvider = async (file, data) => {
  await readmesThere;
  return fromCache(file, data);
};
// Whether this worker made the option signatures itself (the pool counts them: render-pool.test.ts).
let madeSignatures = false;
const { env, highlighter, signatures } = await createRenderEnv(setup.root, setup.contentDir, {
  readmes,
  signatures: (make) => {
    if (shared !== undefined) return shared;
    madeSignatures = true;
    return make();
  },
});
if (setup.makeSignatures === true) post({ kind: 'signatures', entries: [...signatures()] });
const input = await started;
if (input.readmesLater) readmesThere = readmesCached;
const handOut: HandOut = { next: new Int32Array(input.next), groupEnd: input.groupEnd, total: input.files.length, groupFirst: input.groupFirst };
// With BUILD_MEMORY=1 (see memory.ts) each worker reports the largest heap it used after a file,
// how many files it rendered and its CPU time.
let heapPeak = 0;
let rendered = 0;
for (let i = takeNext(handOut); i !== -1; i = takeNext(handOut)) {
  const file = input.files[i];
  if (file === undefined) break;
  try {
    post({ kind: 'rendered', result: await renderContentFile(env, file) });
  } catch (error) {
    const message = error instanceof ContentError ? error.message : `${setup.contentDir}/${file.relative}: ${(error as Error).message}`;
    post({ kind: 'failed', relative: file.relative, error: message });
  }
  rendered += 1;
  if (MEMORY_REPORT) heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
}
if (MEMORY_REPORT) {
  const cpu = threadCpuSeconds();
  process.stderr.write(`  render worker ${threadId}: heap peak ${Math.round(heapPeak / 2 ** 20)} MB, ${rendered} files${cpu === undefined ? '' : `, CPU ${cpu.toFixed(2)} s`}\n`);
}
post({ kind: 'done', css: highlighter.css(), madeSignatures });
// The listener for the pool's messages keeps the port, and so the thread, alive: a worker that
// rendered no third-party page may still be waiting for the README message, which came never
// when the READMEs came after this worker ran out of pages (removing the listener did not let
// go of the port). Unreferenced, the port no longer holds the thread open.
parentPort?.unref();
