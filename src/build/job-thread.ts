/**
 * A thread of the build started ahead of its one job, which it takes while the build thread
 * goes on (the search index, the page markdown): started early, it bundles and loads its modules
 * while other work runs, and ends after its job, or with the process if it never gets one.
 * `serveOneJob` (job-serve.ts) is the thread's side.
 */
import { Worker } from 'node:worker_threads';
import type { JobReply } from './job-serve.ts';
import { workerBundle, workerExecArgv } from './workers.ts';

/** A started thread, waiting for its one job. */
export interface JobThread<Job, Result> {
  /** Runs `job` on the thread; rejects with the thread's error. */
  run: (job: Job) => Promise<Result>;
}

/** Starts the thread of `entry` (a worker module calling `serveOneJob`); `what` names its work in errors. */
export function startJobThread<Job, Result>(entry: URL, what: string): JobThread<Job, Result> {
  const worker = workerBundle(entry).then((bundle) => {
    const thread = new Worker(bundle, { execArgv: workerExecArgv() });
    thread.unref();
    return thread;
  });
  // A failure to start surfaces in `run`, which awaits the same promise.
  worker.catch(() => undefined);
  return {
    run: async (job) => {
      const thread = await worker;
      thread.ref();
      try {
        return await new Promise<Result>((resolve, reject) => {
          thread.once('message', (reply: JobReply<Result>) => (reply.ok ? resolve(reply.result) : reject(new Error(`${what} failed: ${reply.message}`))));
          thread.once('error', reject);
          thread.once('exit', (code) => reject(new Error(`${what} thread ended (exit ${code}) before it replied`)));
          thread.postMessage(job);
        });
      } finally {
        void thread.terminate();
      }
    },
  };
}
