/**
 * The side of a one-job thread (job-thread.ts) that runs in the thread: kept apart so the thread
 * loads neither the bundler nor the code that starts threads.
 */
import { parentPort } from 'node:worker_threads';

/** The thread's reply: its result, or why there is none. */
export type JobReply<Result> = { ok: true; result: Result } | { ok: false; message: string };

/** In the thread: does `work` on the one job posted and replies with its result or its error. */
export function serveOneJob<Job, Result>(work: (job: Job) => Promise<Result>): void {
  parentPort?.once('message', (job: Job) => {
    work(job).then(
      (result) => parentPort?.postMessage({ ok: true, result } satisfies JobReply<Result>),
      (error: unknown) => parentPort?.postMessage({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies JobReply<Result>),
    );
  });
}
