/**
 * The thread the search index is built on (started by `index-thread.ts`, from a bundle made by
 * `workerBundle`): it writes the index files and the manifest, then posts its report.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writeSearchIndex } from './build-index.ts';

/** What the thread is handed: where the pipeline's search sources are and where the site goes. */
export interface SearchIndexWorkerData {
  /** The pipeline's generated data (`search-sources.json`; the manifest is written there too). */
  generatedDir: string;
  /** The site's output folder. */
  outDir: string;
}

const { generatedDir, outDir } = workerData as SearchIndexWorkerData;
parentPort?.postMessage(await writeSearchIndex({ generatedDir, outDir }));
