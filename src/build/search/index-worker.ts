/**
 * The thread that writes the search index (see index-thread.ts): one job, then it ends. The
 * index is a second of synchronous work on one thread; here it runs beside webpack's compile
 * of the client bundle instead of before it.
 */
import { serveOneJob } from '../job-serve.ts';
import { raiseSignal } from '../thread-signal.ts';
import { writeSearchIndex } from './build-index.ts';

/**
 * The job: the content pipeline's folder with `search-sources.json`, and the site's output
 * folder; `finished`, a signal (thread-signal.ts) raised once the index is written or has failed.
 */
export interface SearchIndexJob {
  generatedDir: string;
  outDir: string;
  finished?: SharedArrayBuffer;
}

serveOneJob(async (job: SearchIndexJob) => {
  try {
    return await writeSearchIndex({ generatedDir: job.generatedDir, outDir: job.outDir });
  } finally {
    if (job.finished !== undefined) raiseSignal(job.finished);
  }
});
