/**
 * Gate 3, valid HTML: html-validate over every prerendered document with the repository's
 * `.htmlvalidate.json` (html-validate:recommended, which includes `no-dup-id`). Rules changed
 * from the preset, and why:
 * - `doctype-style` off: the doctype is case-insensitive; `<!doctype html>` is what React-era
 *   tooling writes and the choice carries no meaning.
 * - `attr-case` off: attribute names are case-insensitive in HTML; React serialises a few props
 *   camel-cased (`dateTime`) and the browser reads them the same.
 * - `void-style` off: `<input>` and `<input/>` are the same element in HTML; React writes the
 *   second form, the document template the first.
 * - `attribute-boolean-style` off: React writes a boolean attribute with an empty value
 *   (`<details open="">`, the sidebar's API reference group), the template the bare name; both
 *   mean the same to every browser.
 * - `valid-id` relaxed: HTML5 allows any id without whitespace; github-slugger gives headings
 *   such as "5 Migrating" the id `5-migrating`, which the strict (HTML4) form refuses.
 * - `heading-level` on (from the `document` preset): one h1 a page, and headings that go down one
 *   level at a time. It holds on every page; the printable pages, one h1 per part before, now
 *   give each part an h2 and its headings one level lower (src/build/content/printables.ts).
 * - `class-pattern` on: a class named `undefined`, `null` or `NaN` is what a component writes for
 *   a CSS-module key that does not exist (every page body's wrapper had `class="undefined"`).
 * A section's printable page is validated as its shell, its ids across all of it (the bodies it
 * repeats are validated in their own pages: src/build/gates/printable-shell.ts).
 * Validation of a document with many errors is slow (every message computes a selector), so
 * the site is split across worker threads, one per core. The validator's element lookup is
 * replaced by an equivalent one that does not copy lists (html-validate-lookup.ts).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { isPrintableUrl } from '../../shared/urls.ts';
import type { Finding } from './finding.ts';
import { setLookup } from './html-validate-lookup.ts';
import { duplicateIds, printableShell } from './printable-shell.ts';

/** The repository's validator configuration file. */
export const HTML_VALIDATE_CONFIG = path.resolve(import.meta.dirname, '../../../.htmlvalidate.json');

/** A validator with the repository's configuration (read once, no per-folder lookups). */
export function createValidator(configFile: string = HTML_VALIDATE_CONFIG): HtmlValidate {
  setLookup('fast');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as ConfigData;
  return new HtmlValidate(new StaticConfigLoader(config));
}

/** Validates one document; `page` names it in the findings. */
export async function validateDocument(validator: HtmlValidate, html: string, page: string): Promise<Finding[]> {
  const report = await validator.validateString(html, page);
  return report.results.flatMap((result) =>
    result.messages.map((m) => ({
      rule: `html-validate/${m.ruleId}`,
      page,
      message: `${m.message} (line ${m.line}${m.selector === null ? '' : `, ${m.selector}`})`,
    })),
  );
}

/** A document to validate: its file in the site folder and the page it is reported as. */
export interface ValidateTarget {
  /** Site path of the file (`/concepts/index.html`). */
  file: string;
  /** Route or name used in findings (`/concepts/`). */
  page: string;
  /** Size, to share the work out evenly. */
  bytes: number;
}

/** Validates files of a site folder in this thread. */
export async function validateFiles(dir: string, targets: readonly ValidateTarget[], configFile?: string): Promise<Finding[]> {
  const validator = createValidator(configFile);
  const out: Finding[] = [];
  for (const t of targets) {
    const html = await readFile(path.join(dir, t.file), 'utf8');
    if (!isPrintableUrl(t.page)) {
      out.push(...(await validateDocument(validator, html, t.page)));
      continue;
    }
    // A printable page: its shell, and its ids across every body (duplicates are reported from
    // the whole page only, not a second time from the shell).
    const { shell } = await printableShell(dir, t.page, html);
    out.push(...(await validateDocument(validator, shell, t.page)).filter((f) => f.rule !== 'html-validate/no-dup-id'), ...duplicateIds(html, t.page));
  }
  return out;
}

/** Deals files to `shards` lists of about equal byte weight (largest first). */
export function shard<T extends { bytes: number }>(files: readonly T[], shards: number): T[][] {
  const lists = Array.from({ length: Math.max(1, shards) }, () => ({ bytes: 0, files: [] as T[] }));
  for (const f of [...files].sort((a, b) => b.bytes - a.bytes)) {
    const lightest = lists.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    lightest.files.push(f);
    lightest.bytes += f.bytes;
  }
  return lists.map((l) => l.files).filter((l) => l.length > 0);
}

/**
 * The worker's script. Worker threads do not inherit tsx's loader hooks, so the worker loads
 * this module through tsx's `tsImport` and calls `validateFiles` on its share.
 */
const WORKER_SOURCE = `
const { parentPort, workerData: d } = require('node:worker_threads');
import(d.tsx)
  .then((api) => api.tsImport(d.module, d.module))
  .then((m) => m.validateFiles(d.dir, d.files))
  .then((findings) => parentPort.postMessage(findings));
`;

/** Validates files across worker threads (one per core); falls back to this thread for one shard. */
export async function validateSite(dir: string, files: readonly ValidateTarget[], threads = availableParallelism()): Promise<Finding[]> {
  const shards = shard(files, threads);
  if (shards.length <= 1) return validateFiles(dir, shards[0] ?? []);
  const results = await Promise.all(
    shards.map(
      (list) =>
        new Promise<Finding[]>((resolve, reject) => {
          const worker = new Worker(WORKER_SOURCE, {
            eval: true,
            workerData: { tsx: import.meta.resolve('tsx/esm/api'), module: import.meta.url, dir, files: list },
          });
          worker.once('message', (findings: Finding[]) => resolve(findings));
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`html-validate worker exited with ${code}`));
          });
        }),
    ),
  );
  return results.flat();
}
