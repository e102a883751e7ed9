/**
 * The thread `npm run build` runs the build in (started by `build.ts`, from a bundle made by
 * `workerBundle`, without tsx). It posts `'finished'` when the site is built; a failure prints
 * its message and ends the thread with status 1.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { prestartRenderPool } from '../content/render-pool.ts';
import type { BuildOptions } from './build-site.ts';

/** What `build.ts` hands the thread. */
export interface BuildWorkerData {
  /** Options of the build, read from its command line. */
  options: BuildOptions;
  /** The render workers' bundle (a `file:` URL), made beside this thread's: the workers start before the build's modules load. */
  renderWorker?: string;
}

const { options, renderWorker } = workerData as BuildWorkerData;
// Started before anything else: the build's own modules (webpack's among them) are imported
// below, after the workers are on their way (render-pool.ts). Same root and content folder as
// build-site.ts passes the pipeline.
if (renderWorker !== undefined) prestartRenderPool(new URL(renderWorker), path.resolve(import.meta.dirname, '../../..'), options.contentDir ?? 'content');
const [{ disableValidation }, { StaleHistoryError }, { ContentError, ContentErrors }, { buildSite }] = await Promise.all([
  import('schema-utils'),
  import('../api-history/history.ts'),
  import('../content/frontmatter.ts'),
  import('./build-site.ts'),
]);
// The webpack plugins and loaders of webpack.config.ts check their options with schema-utils,
// which compiles ajv's meta-schema and each plugin's schema the first time: 0.3 to 0.9 s of this
// thread's CPU in profiled cold builds (TerserPlugin's alone), for options that are constants
// the type checker already holds to the plugins' types. The dev server keeps the checks.
disableValidation();
try {
  await buildSite(options);
  parentPort?.postMessage('finished');
} catch (error) {
  if (error instanceof ContentError || error instanceof ContentErrors || error instanceof StaleHistoryError) console.error(`\nBuild failed: ${error.message}`);
  else console.error('\nBuild failed:', error);
  process.exit(1);
}
