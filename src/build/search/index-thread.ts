/**
 * The search index on a thread of its own. The client bundle imports only the index's manifest
 * (its hashed file names), so webpack compiles the rest of the bundle meanwhile and waits for
 * that one module (`AwaitModule` in webpack.config.ts); before, the build thread spent about a
 * second on the index with the other core mostly idle, and only then started webpack.
 */
import { startJobThread, type JobThread } from '../job-thread.ts';
import type { SearchIndexReport } from './build-index.ts';
import type { SearchIndexJob } from './index-worker.ts';

/** A started thread, waiting for its one job: the index of `job.generatedDir` written into `job.outDir`. */
export type SearchIndexThread = JobThread<SearchIndexJob, SearchIndexReport>;

/** Starts the thread now (bundling and loading its modules while other work runs) and gives what runs its job. */
export function startSearchIndexThread(): SearchIndexThread {
  return startJobThread(new URL('./index-worker.ts', import.meta.url), 'the search index');
}
