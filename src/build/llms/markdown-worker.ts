/**
 * The thread that writes every page's markdown and the llms.txt files (write.ts): one job, then
 * it ends. Started with the build (markdown-thread.ts), it runs beside webpack's compile of the
 * client bundle.
 */
import type { NavTree, PageData } from '../../shared/types.ts';
import { serveOneJob } from '../job-serve.ts';
import { waitForSignal } from '../thread-signal.ts';
import { writeMarkdownFiles } from './write.ts';

/**
 * The job: the site's output folder, and the pipeline's navigation tree and pages; `after`, a
 * signal (thread-signal.ts) the thread waits for before it starts.
 */
export interface MarkdownJob {
  outDir: string;
  nav: NavTree;
  pages: PageData[];
  after?: SharedArrayBuffer;
}

serveOneJob((job: MarkdownJob) => {
  if (job.after !== undefined) waitForSignal(job.after);
  return writeMarkdownFiles(job.outDir, job.nav, job.pages);
});
