/** Worker thread of the render pool: renders its share of the content files. */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createReadmeProvider, thirdPartyPages } from '../third-party/readmes.ts';
import { createRenderEnv, renderContentFile, type RenderedFile } from './render-file.ts';
import type { ContentFile } from './scan.ts';

/** What the pool hands a worker. */
export interface WorkerInput {
  /** Repository root. */
  root: string;
  /** Content folder relative to the root. */
  contentDir: string;
  /** Files to render. */
  files: ContentFile[];
}

/** What a worker answers. */
export interface WorkerOutput {
  /** Rendered files. */
  results: RenderedFile[];
  /** Error messages (already naming file and line). */
  errors: string[];
  /** The highlighter's colour classes. */
  css: string;
}

const input = workerData as WorkerInput;
const readmes = createReadmeProvider(input.root, await thirdPartyPages(path.join(input.root, input.contentDir)));
const { env, highlighter } = await createRenderEnv(input.root, input.contentDir, { readmes });
const output: WorkerOutput = { results: [], errors: [], css: '' };
for (const file of input.files) {
  try {
    output.results.push(await renderContentFile(env, file));
  } catch (error) {
    output.errors.push((error as Error).message);
  }
}
output.css = highlighter.css();
parentPort?.postMessage(output);
