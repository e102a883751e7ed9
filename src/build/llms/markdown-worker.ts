/**
 * The thread that writes every page's markdown and the llms.txt files (write.ts): one job, then
 * it ends. Started with the build (markdown-thread.ts), it runs beside webpack's compile of the
 * client bundle.
 */
import type { NavTree, PageData } from '../../shared/types.ts';
import { serveOneJob } from '../job-serve.ts';
import { compressListedSync, type MadeCopies } from '../outputs/compress-codec.ts';
import { waitForSignal } from '../thread-signal.ts';
import { writeMarkdownFiles } from './write.ts';

/**
 * The job: the site's output folder, and the pipeline's navigation tree and pages; `after`, a
 * signal (thread-signal.ts) the thread waits for before it starts; `compress`, to compress the
 * files it wrote once they are all written, with the build's store of copies if it has one.
 */
export interface MarkdownJob {
  outDir: string;
  nav: NavTree;
  pages: PageData[];
  after?: SharedArrayBuffer;
  compress?: { cacheDir?: string };
}

/** What the thread wrote, and the copies it made of them when asked to. */
export type MarkdownResult = Awaited<ReturnType<typeof writeMarkdownFiles>> & { copies: MadeCopies[] };

serveOneJob(async (job: MarkdownJob): Promise<MarkdownResult> => {
  if (job.after !== undefined) waitForSignal(job.after);
  const written = await writeMarkdownFiles(job.outDir, job.nav, job.pages);
  return { ...written, copies: job.compress === undefined ? [] : compressListedSync(job.outDir, written.files, job.compress.cacheDir) };
});
