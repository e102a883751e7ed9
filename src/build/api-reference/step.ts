/** The pipeline's API reference step: the reference pages appended, its index list filled in, the API pages linked into it. */
import type { readGitHistory } from '../content/contributors.ts';
import { pageRecord, type PageRecord } from '../content/page-record.ts';
import { linkPageToReference } from './integrate.ts';
import { API_REFERENCE_MARKER, loadApiModel, referenceContext, referenceFiles, referenceIndexHtml } from './reference.ts';

type History = Awaited<ReturnType<typeof readGitHistory>>['history'];

/** Adds the reference when a page asks for it (`{{api-reference}}`); returns how many pages it added. */
export async function appendApiReference(built: PageRecord[], root: string, contentDir: string, history: History): Promise<number> {
  const index = built.find((b) => b.data.html.includes(API_REFERENCE_MARKER));
  if (index === undefined) return 0;
  const model = await loadApiModel(root);
  const context = referenceContext(model, { idsByUrl: new Map(built.map((b) => [b.url, b.ids])) }, root);
  index.data.html = index.data.html.replace(API_REFERENCE_MARKER, referenceIndexHtml(context));
  for (const page of built) page.data.html = linkPageToReference(page.url, page.data.html, context);
  const files = referenceFiles(context, contentDir);
  for (const file of files) {
    const record = pageRecord(file, history);
    record.data.editUrl = `https://github.com/webpack/webpack/blob/v${model.version}/types.d.ts`;
    built.push(record);
  }
  return files.length;
}
