/**
 * The pipeline's render step: every content file to HTML, on the worker pool (the production
 * build) or on this thread, where the dev server keeps each file's result until its source or
 * one of its includes changes.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './frontmatter.ts';
import type { PipelineOptions } from './pipeline-types.ts';
import type { RenderedFile } from './render-file.ts';
import { mergeCss, type renderInPool } from './render-pool.ts';
import type { ContentFile } from './scan.ts';

/** The rendered files, the messages of those that failed, and the code colours' stylesheet. */
export interface Renders {
  rendered: RenderedFile[];
  errors: string[];
  css: string;
}

/** Modification time and size of a file, '-' when it is missing. */
function fileStamp(abs: string): string {
  try {
    const stat = statSync(abs);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '-';
  }
}

/** The stamp of a rendered file: its source's stamp and its includes', each by modification time and size. */
function renderStamp(root: string, source: string, includes: Iterable<string>): string {
  return [source, ...[...includes].map((inc) => fileStamp(path.resolve(root, inc)))].join('|');
}

/** Renders every file: waits for the pool when one was started, else renders here (reusing what the dev server kept). */
export async function renderFiles(
  options: PipelineOptions,
  files: readonly ContentFile[],
  pooled: ReturnType<typeof renderInPool> | undefined,
  readmesFetched: Promise<unknown> | undefined,
): Promise<Renders> {
  if (pooled !== undefined) {
    const { results, errors, css } = await pooled;
    return { rendered: results, errors, css };
  }
  // Loaded here only: the production build renders on workers and never needs it on this thread.
  const { createRenderEnv, renderContentFile } = await import('./render-file.ts');
  const made =
    options.reuse?.env ??
    createRenderEnv(options.root, options.contentDir, {
      ...(options.highlighter === undefined ? {} : { highlighter: options.highlighter }),
      ...(options.readmes === undefined ? {} : { readmes: options.readmes }),
    });
  if (options.reuse !== undefined) options.reuse.env = made;
  const { env, highlighter } = await made;
  await readmesFetched;
  const rendered: RenderedFile[] = [];
  const errors: string[] = [];
  for (const file of files) {
    try {
      const kept = options.reuse?.renders.get(file.relative);
      const source = fileStamp(file.absolute);
      if (kept !== undefined && kept.stamp === renderStamp(options.root, source, kept.rendered.out.includes)) {
        rendered.push(kept.rendered);
        continue;
      }
      const fresh = await renderContentFile(env, file);
      // Stamped with the source as it was before reading: a save during the render re-renders next time.
      options.reuse?.renders.set(file.relative, { stamp: renderStamp(options.root, source, fresh.out.includes), rendered: fresh });
      rendered.push(fresh);
    } catch (error) {
      errors.push(error instanceof ContentError ? error.message : `${options.contentDir}/${file.relative}: ${(error as Error).message}`);
    }
  }
  return { rendered, errors, css: mergeCss([highlighter.css()]) };
}
