/**
 * The page markdown and llms files on a thread of their own. On the build thread they took about
 * a second after the content pipeline, one after the other with webpack's compile of the client
 * bundle, which runs there too, while the other core had only the search index and the
 * compression to do.
 */
import { startJobThread, type JobThread } from '../job-thread.ts';
import type { MarkdownJob, MarkdownResult } from './markdown-worker.ts';

/** A started thread, waiting for its one job. */
export type MarkdownThread = JobThread<MarkdownJob, MarkdownResult>;

/** Starts the thread now (bundling and loading its modules while other work runs) and gives what runs its job. */
export function startMarkdownThread(): MarkdownThread {
  return startJobThread(new URL('./markdown-worker.ts', import.meta.url), 'the page markdown');
}
