/**
 * How the site's text files are compressed: which files, at which brotli quality and gzip level,
 * and one file's copies written beside it. Shared by the compression step (compress.ts, which
 * explains the choices) and the thread that compresses files ahead of it (compress-worker.ts).
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import { PRINTABLE_SECTIONS } from '../../shared/constants.ts';
import { copiesKey, readCopiesSync, writeCopiesSync } from './compress-cache.ts';
import { pageDataUrl } from '../../shared/urls.ts';
import { printableUrl } from '../../shared/view-urls.ts';
import { isMarkdownOutput, isSideFile } from './site-tree.ts';

/** Text formats worth compressing. */
export const TEXT_FILE = /\.(?:html|js|mjs|css|json|svg|xml|txt|md|webmanifest|map)$/;

/** Below this size the encoding headers cost more than they save. */
export const MIN_COMPRESS_BYTES = 1024;

/** Whether a site path gets compressed copies. */
export function shouldCompress(sitePath: string, size: number): boolean {
  return TEXT_FILE.test(sitePath) && !isSideFile(sitePath) && size >= MIN_COMPRESS_BYTES;
}

/**
 * Brotli quality for the scripts and styles every reader downloads, the rest of the precache,
 * other scripts and styles (the tools'), the pages and their data, and the rarely read files.
 */
export const BROTLI_BEST = constants.BROTLI_MAX_QUALITY;
export const BROTLI_SHELL = 10;
export const BROTLI_FAST = 7;
export const BROTLI_PAGES = 6;
export const BROTLI_RARE = 4;

/**
 * gzip level for a brotli quality: the best for the precache (the gates measure first-load bytes
 * at gzip level 9, so what is served matches), 4 for the rarely read files, 6 for the rest.
 */
export function gzipLevel(quality: number): number {
  if (quality >= BROTLI_SHELL) return constants.Z_BEST_COMPRESSION;
  return quality <= BROTLI_RARE ? 4 : 6;
}

/** Site paths of the printable pages and their page data. */
const PRINTABLE_FILES = new Set(PRINTABLE_SECTIONS.flatMap((section) => [`${printableUrl(section)}index.html`, pageDataUrl(printableUrl(section))]));

/**
 * The brotli quality of a site path, given the precached files (`critical`) and, among their
 * scripts and styles, those a page links (`firstLoad`, by default all of them): the others are
 * fetched after the page is idle, by the service worker or a view loaded later.
 */
export function brotliQuality(sitePath: string, critical: ReadonlySet<string>, firstLoad: ReadonlySet<string> = critical): number {
  if (critical.has(sitePath)) return /\.(?:js|css)$/.test(sitePath) && firstLoad.has(sitePath) ? BROTLI_BEST : BROTLI_SHELL;
  // Page markdown and the llms files are read by tools now and then, like the printable pages.
  if (PRINTABLE_FILES.has(sitePath) || isMarkdownOutput(sitePath)) return BROTLI_RARE;
  return /\.(?:js|css)$/.test(sitePath) ? BROTLI_FAST : BROTLI_PAGES;
}

/**
 * The quality a file listed for early compression gets (`brotliQuality`), or undefined for a
 * file that is not compressed there (not text, or a side file): `compressEarly` and
 * `compressListedSync` list alike.
 */
export function listedQuality(sitePath: string, critical: ReadonlySet<string>, firstLoad?: ReadonlySet<string>): number | undefined {
  return TEXT_FILE.test(sitePath) && !isSideFile(sitePath) ? brotliQuality(sitePath, critical, firstLoad) : undefined;
}

/** Brotli's window (log2 of its bytes) for a file: just large enough for it, within brotli's limits and the default. */
export function brotliWindowBits(size: number): number {
  const fit = Math.ceil(Math.log2(Math.max(size, 1)));
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, fit));
}

/** Brotli's settings for `size` bytes of text at `quality`. */
export function brotliOptions(size: number, quality: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
    },
  };
}

/** Everything that decides the copies of `size` bytes at `quality` besides the bytes themselves (part of their cache key). */
export function copiesSettings(size: number, quality: number): { brotli: BrotliOptions; gzip: number } {
  return { brotli: brotliOptions(size, quality), gzip: gzipLevel(quality) };
}

/** The cache key of `data`'s copies at `quality` (compress-cache.ts). */
export function copiesKeyFor(data: Buffer, quality: number): string {
  return copiesKey(data, copiesSettings(data.length, quality));
}

/** The outcome for one file: its copies written (with their cache key when a cache was used), too small to need any, or a failure (the last step retries). */
export type Outcome = { kind: 'written'; bytes: number; brotliBytes: number; key?: string; reused?: boolean } | { kind: 'small' } | { kind: 'failed' };

/** Writes the copies that are smaller than the file; the outcome of having made them. */
export function keepSmaller(full: string, data: Buffer, br: Buffer, gz: Buffer, write: (file: string, bytes: Buffer) => void): Extract<Outcome, { kind: 'written' }> {
  if (br.length < data.length) write(`${full}.br`, br);
  if (gz.length < data.length) write(`${full}.gz`, gz);
  return { kind: 'written', bytes: data.length, brotliBytes: Math.min(br.length, data.length) };
}

/** What making one file's copies came to, with the size and time the file had when read. */
export interface FileCopies {
  /** Size of the file as compressed. */
  size: number;
  /** Modification time of the file as compressed. */
  mtimeMs: number;
  /** What was written. */
  outcome: Outcome;
}

/**
 * One file's copies, made on the calling thread (or taken from the cache in `cacheDir`, and
 * stored there when made); with the size and time the file had when read.
 */
export function compressFileSync(full: string, sitePath: string, quality: number, cacheDir?: string): FileCopies {
  const stats = statSync(full);
  const data = readFileSync(full);
  if (!shouldCompress(sitePath, data.length)) return { size: stats.size, mtimeMs: stats.mtimeMs, outcome: { kind: 'small' } };
  const key = cacheDir === undefined ? undefined : copiesKeyFor(data, quality);
  let copies = cacheDir === undefined || key === undefined ? undefined : readCopiesSync(cacheDir, key);
  const reused = copies !== undefined;
  if (copies === undefined) {
    copies = { br: brotliCompressSync(data, brotliOptions(data.length, quality)), gz: gzipSync(data, { level: gzipLevel(quality) }) };
    if (cacheDir !== undefined && key !== undefined) writeCopiesSync(cacheDir, key, copies);
  }
  const outcome = keepSmaller(full, data, copies.br, copies.gz, (file, bytes) => writeFileSync(file, bytes));
  return { size: stats.size, mtimeMs: stats.mtimeMs, outcome: key === undefined ? outcome : { ...outcome, key, reused } };
}

/** A site file's copies made by a thread other than the compression thread (`adoptCopies` in compress.ts). */
export interface MadeCopies extends FileCopies {
  /** Site path. */
  file: string;
  /** Brotli quality used. */
  quality: number;
}

/**
 * Compresses listed site files of `outDir` on the calling thread, at the quality `compressEarly`
 * gives files that are not precached, skipping what it skips: for a thread that has just written
 * them, where handing them to the compression thread through the build thread left both waiting
 * on it. `cacheDir` is the store of copies the build uses.
 */
export function compressListedSync(outDir: string, files: readonly string[], cacheDir?: string): MadeCopies[] {
  const dir = path.resolve(outDir);
  const made: MadeCopies[] = [];
  for (const file of files) {
    const quality = listedQuality(file, new Set());
    if (quality === undefined) continue;
    made.push({ file, quality, ...compressFileSync(path.join(dir, file), file, quality, cacheDir) });
  }
  return made;
}
