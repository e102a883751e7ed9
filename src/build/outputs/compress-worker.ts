/**
 * The thread that compresses files ahead of the compression step (see `compressEarly` in
 * compress.ts). It takes jobs in the order they come and works with zlib's synchronous calls, so
 * it keeps one core busy however long the main thread is tied up with other steps: the main
 * thread only posts the jobs. A job still waiting when the step starts is declined, and the step
 * does it itself on all its threads.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compressFileSync, type FileCopies } from './compress-codec.ts';

/** A file to compress. */
export interface CompressJob {
  /** Matches the reply to the job. */
  id: number;
  /** Absolute path. */
  full: string;
  /** Site path (decides whether the file is compressed at all). */
  sitePath: string;
  /** Brotli quality. */
  quality: number;
  /** The store of copies to take them from and put them in (compress-cache.ts), if any. */
  cacheDir?: string;
}

/** The reply: the size and time of the file when read (-1 when not read), and what came of it. */
export interface CompressReply extends FileCopies {
  /** The job's id. */
  id: number;
}

/**
 * What the worker is started with: two Int32 shared with the main thread, 1 in the first once
 * waiting jobs should be declined, and in the second the id of the last job the worker took.
 */
export interface CompressWorkerData {
  /** Shared with the main thread. */
  stop: SharedArrayBuffer;
}

const control = new Int32Array((workerData as CompressWorkerData).stop);
parentPort?.on('message', (job: CompressJob) => {
  let reply: CompressReply = { id: job.id, size: -1, mtimeMs: -1, outcome: { kind: 'failed' } };
  // The job is claimed before the flag is read, and the main thread sets the flag before it reads
  // the claim (Atomics are sequentially consistent): a job after the claim it reads is never
  // started, so it can decline that job at once, without waiting for this reply.
  Atomics.store(control, 1, job.id);
  if (Atomics.load(control, 0) === 0) {
    try {
      reply = { id: job.id, ...compressFileSync(job.full, job.sitePath, job.quality, job.cacheDir) };
    } catch {
      // Declined like a late job: the step compresses the file itself and reports what fails.
    }
  }
  parentPort?.postMessage(reply);
});
