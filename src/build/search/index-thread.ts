/**
 * The search index as a build step on a thread of its own. It reads only the pipeline's
 * `search-sources.json`, so it is built while the build thread writes the page data and the
 * page markdown, which need the pipeline's pages in memory: the two took about 1.3 s and 0.8 s
 * one after the other on the build thread, while the other core had only compression to do.
 */
import { Worker } from 'node:worker_threads';
import { info } from '../log.ts';
import { workerBundle, workerExecArgv } from '../workers.ts';
import { searchReportLines, type SearchIndexReport } from './build-index.ts';
import type { SearchIndexWorkerData } from './index-worker.ts';

/** Whether a site path is one of the files the search index step writes. */
export function isSearchOutput(sitePath: string): boolean {
  return /^\/search-[\w.-]+\.json$/.test(sitePath);
}

/** Builds the search index on a thread of its own and prints what it wrote. */
export async function searchIndexOnThread(generatedDir: string, outDir: string): Promise<SearchIndexReport> {
  const entry = await workerBundle(new URL('./index-worker.ts', import.meta.url));
  const report = await new Promise<SearchIndexReport>((resolve, reject) => {
    const worker = new Worker(entry, { workerData: { generatedDir, outDir } satisfies SearchIndexWorkerData, execArgv: workerExecArgv() });
    let posted: SearchIndexReport | undefined;
    worker.once('message', (message: SearchIndexReport) => (posted = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (posted !== undefined) resolve(posted);
      else reject(new Error(`the search index thread ended (status ${code}) without writing the index`));
    });
  });
  info(searchReportLines(report));
  return report;
}
