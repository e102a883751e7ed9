/**
 * The thread `npm run build` runs the build in (started by `build.ts`, from a bundle made by
 * `workerBundle`, without tsx). It posts `'finished'` when the site is built; a failure prints
 * its message and ends the thread with status 1.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { POOL_MIN_FILES, prestartRenderPool } from '../content/render-pool.ts';
import { scanContent } from '../content/scan.ts';
import type { BuildOptions } from './build-site.ts';

/** What `build.ts` hands the thread: the build's options, read from its command line. */
export interface BuildWorkerData {
  /** Options of the build. */
  options: BuildOptions;
  /** The render workers' bundle (`workerBundle` of `render-worker.ts`), made by `build.ts` beside this thread's. */
  renderBundle: string;
}

const { options, renderBundle } = workerData as BuildWorkerData;
// The render workers are started first (render-pool.ts), if the pipeline will want them: the
// build's own modules, webpack's among them, are imported below, while they load theirs from the
// bundle `build.ts` made. Same root and content folder as build-site.ts gives the pipeline.
const root = path.resolve(import.meta.dirname, '../../..');
const contentDir = options.contentDir ?? 'content';
// The content pipeline takes this scan too (`scanned`), so the folder is listed once. It lists
// the folder synchronously, so the workers start before the imports below hold this thread.
const scanned = scanContent(path.join(root, contentDir));
// Awaited by the pipeline; this only keeps a failure from counting as unhandled while the modules load.
scanned.catch(() => undefined);
prestartRenderPool(
  scanned.then((files) => (files.length < POOL_MIN_FILES ? undefined : new URL(renderBundle))),
  root,
  contentDir,
);
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
  await buildSite(options, scanned);
  parentPort?.postMessage('finished');
} catch (error) {
  if (error instanceof ContentError || error instanceof ContentErrors || error instanceof StaleHistoryError) console.error(`\nBuild failed: ${error.message}`);
  else console.error('\nBuild failed:', error);
  process.exit(1);
}
