/**
 * The thread that writes the search index (see index-thread.ts): one job, then it ends. The
 * index is a second of synchronous work on one thread; here it runs beside webpack's compile
 * of the client bundle instead of before it.
 */
import { parentPort } from 'node:worker_threads';
import { writeSearchIndex, type SearchIndexReport } from './build-index.ts';

/** The job: the content pipeline's folder with `search-sources.json`, and the site's output folder. */
export interface SearchIndexJob {
  generatedDir: string;
  outDir: string;
}

/** The reply: what was written, or why not. */
export type SearchIndexReply = { ok: true; report: SearchIndexReport } | { ok: false; message: string };

parentPort?.once('message', (job: SearchIndexJob) => {
  writeSearchIndex(job).then(
    (report) => parentPort?.postMessage({ ok: true, report } satisfies SearchIndexReply),
    (error: unknown) => parentPort?.postMessage({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies SearchIndexReply),
  );
});
