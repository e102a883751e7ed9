/**
 * Renders content files on several threads: markdown and highlighting dominate a cold build,
 * and they are independent per file. Each worker has its own highlighter; their colour classes
 * are stable hashes of the colours, so the CSS of all workers merges without clashes.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedFile } from './render-file.ts';
import type { WorkerInput, WorkerOutput } from './render-worker.ts';
import type { ContentFile } from './scan.ts';

/** Splits files into `n` shares of similar total size (largest first, each to the lightest share). */
export function balance(files: readonly ContentFile[], n: number): ContentFile[][] {
  const shares = Array.from({ length: n }, () => ({ size: 0, files: [] as ContentFile[] }));
  for (const file of [...files].sort((a, b) => b.size - a.size)) {
    const lightest = shares.reduce((min, s) => (s.size < min.size ? s : min));
    lightest.files.push(file);
    lightest.size += file.size;
  }
  return shares.map((s) => s.files).filter((f) => f.length > 0);
}

/** Merges `.class{...}` rule lists, each rule once. */
export function mergeCss(sheets: readonly string[]): string {
  const rules = new Set<string>();
  for (const sheet of sheets) for (const rule of sheet.split('}')) if (rule.trim() !== '') rules.add(`${rule.trim()}}`);
  return [...rules].join('');
}

/** How many threads to use: one per core, at most four. */
export function poolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** Renders the files in worker threads; results come back in the order of `files`. */
export async function renderInPool(root: string, contentDir: string, files: readonly ContentFile[], threads = poolSize()): Promise<{ results: RenderedFile[]; errors: string[]; css: string }> {
  const shares = balance(files, threads);
  const outputs = await Promise.all(
    shares.map(
      (share) =>
        new Promise<WorkerOutput>((resolve, reject) => {
          const input: WorkerInput = { root, contentDir, files: share };
          // The worker is TypeScript: a two-line bootstrap registers tsx in the thread first.
          const entry = JSON.stringify(new URL('./render-worker.ts', import.meta.url).href);
          const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); });`;
          const worker = new Worker(bootstrap, { eval: true, workerData: input });
          worker.once('message', (message: WorkerOutput) => resolve(message));
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`render worker exited with code ${code}`));
          });
        }),
    ),
  );
  const byPath = new Map(outputs.flatMap((o) => o.results).map((r) => [r.file.relative, r]));
  return {
    results: files.flatMap((f) => byPath.get(f.relative) ?? []),
    errors: outputs.flatMap((o) => o.errors),
    css: mergeCss(outputs.map((o) => o.css)),
  };
}
