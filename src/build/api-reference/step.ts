/** The pipeline's API reference step: the reference pages appended, its index list filled in, the API pages linked into it. */
import { SOURCE_BRANCH, SOURCE_REPOSITORY } from '../../shared/constants.ts';
import { mergeContributors, type readGitHistory } from '../content/contributors.ts';
import { pageRecord, type PageRecord } from '../content/page-record.ts';
import type { PipelineReuse } from '../content/pipeline-types.ts';
import type { RenderedFile } from '../content/render-file.ts';
import { info, step } from '../log.ts';
import type { EarlyPages } from './early.ts';
import { linkPageToReference } from './integrate.ts';
import { API_REFERENCE_MARKER, fillReferenceIndex } from './index-page.ts';
import { referenceContext, referenceFiles, referenceKey, type PreparedReference } from './reference.ts';

export { prepareApiReference, REFERENCE_INDEX_FILE, type PreparedReference } from './reference.ts';

type History = Awaited<ReturnType<typeof readGitHistory>>['history'];

/** The folder of the code that makes the reference pages (repository-relative). */
export const REFERENCE_GENERATOR_DIR = 'src/build/api-reference';

/** The edit location of a reference page: the file that renders it, in this site's repository. */
export const REFERENCE_GENERATOR_EDIT_URL = `${SOURCE_REPOSITORY}/edit/${SOURCE_BRANCH}/${REFERENCE_GENERATOR_DIR}/render.ts`;

/**
 * The contributors of a reference page: whoever changed its generator (the page's words are
 * webpack's, its making is this repository's), most recent file first, each once.
 */
export function generatorContributors(history: History): ReturnType<typeof mergeContributors> {
  const files = [...history].filter(([file]) => file.startsWith(`${REFERENCE_GENERATOR_DIR}/`) && !file.endsWith('.test.ts'));
  files.sort(([, a], [, b]) => b.lastUpdated.localeCompare(a.lastUpdated));
  return mergeContributors([], files.flatMap(([, h]) => h.authors));
}

/** Adds the reference's pages, fills in its index page's list (`{{api-reference}}`) and links the API pages into it. */
export async function appendApiReference(built: PageRecord[], prepared: PreparedReference, root: string, contentDir: string, history: History, reuse?: PipelineReuse, early?: EarlyPages): Promise<void> {
  await step('API reference: pages', () => addPages(built, prepared, root, contentDir, history, reuse, early));
}

function addPages(built: PageRecord[], prepared: PreparedReference, root: string, contentDir: string, history: History, reuse: PipelineReuse | undefined, early: EarlyPages | undefined): void {
  const idsByUrl = new Map(built.map((b) => [b.url, b.ids]));
  const context = referenceContext(prepared.model, prepared.pages, { idsByUrl }, root);
  const index = built.find((b) => b.data.html.includes(API_REFERENCE_MARKER));
  if (index !== undefined) fillReferenceIndex(index, context);
  for (const page of built) page.data.html = linkPageToReference(page.url, page.data.html, context);
  const contributors = generatorContributors(history);
  // The dev server keeps the pages between runs; a build may have rendered them while the
  // workers rendered the rest (early.ts). Either is taken only when rendered from the same inputs.
  const key = reuse === undefined && early === undefined ? undefined : referenceKey(prepared.model.version, idsByUrl, context.history);
  let files: RenderedFile[];
  if (reuse?.reference !== undefined && reuse.reference.key === key) files = reuse.reference.files;
  else if (early !== undefined && early.key === key) files = early.files;
  else {
    if (early !== undefined) info('  API reference: the pages rendered beside the render workers were for other links; rendered again');
    files = referenceFiles(context, contentDir);
    if (reuse !== undefined && key !== undefined) reuse.reference = { key, files };
  }
  for (const file of files) {
    const record = pageRecord(file, history);
    record.data.contributors = contributors;
    record.contributors = contributors.flatMap((c) => (c.username === undefined ? [] : [c.username]));
    // The text is webpack's, read from a generated file its header says not to edit by hand; the
    // page is this repository's generator's. 'Edit this page' opens the generator and the page
    // says what it was generated from (as a README page's edit link opens the README upstream).
    record.data.editUrl = REFERENCE_GENERATOR_EDIT_URL;
    record.data.generatedFrom = { label: `webpack ${prepared.model.version}'s types.d.ts`, url: `https://github.com/webpack/webpack/blob/v${prepared.model.version}/types.d.ts` };
    built.push(record);
  }
}
