/**
 * The search index on a thread of its own. The client bundle imports only the index's manifest
 * (its hashed file names), so webpack compiles the rest of the bundle meanwhile and waits for
 * that one module (`AwaitModule` in webpack.config.ts); before, the build thread spent about a
 * second on the index with the other core mostly idle, and only then started webpack.
 */
import { Worker } from 'node:worker_threads';
import { workerBundle, workerExecArgv } from '../workers.ts';
import type { SearchIndexReport } from './build-index.ts';
import type { SearchIndexJob, SearchIndexReply } from './index-worker.ts';

/** A started thread, waiting for its one job. */
export interface SearchIndexThread {
  /** Writes the index of `job.generatedDir` into `job.outDir`; rejects with the thread's error. */
  run: (job: SearchIndexJob) => Promise<SearchIndexReport>;
}

/**
 * Starts the thread now (bundling and loading its modules while other work runs) and gives what
 * runs its job; the thread ends after the job, or with the process if it never gets one.
 */
export function startSearchIndexThread(): SearchIndexThread {
  const worker = workerBundle(new URL('./index-worker.ts', import.meta.url)).then((entry) => {
    const thread = new Worker(entry, { execArgv: workerExecArgv() });
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
        return await new Promise<SearchIndexReport>((resolve, reject) => {
          thread.once('message', (reply: SearchIndexReply) => (reply.ok ? resolve(reply.report) : reject(new Error(`the search index failed: ${reply.message}`))));
          thread.once('error', reject);
          thread.once('exit', (code) => reject(new Error(`the search index thread ended (exit ${code}) before it replied`)));
          thread.postMessage(job);
        });
      } finally {
        void thread.terminate();
      }
    },
  };
}
