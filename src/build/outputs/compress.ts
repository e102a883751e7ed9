/**
 * Precompressed copies beside the text files of the site (`x.js.br`, `x.js.gz`), which the
 * preview server (and hosts that read them) send by Accept-Encoding. Brotli quality by how often
 * a file is read; CPU time of one thread on the full site, and the brotli bytes:
 * - scripts and styles every reader downloads (390 KB): the best quality, 0.5 s for 110.2 KB
 *   (quality 10: 0.2 s, 112.2 KB);
 * - the rest of the precached shell, mostly the search index and snippets (1.1 MB): quality 10,
 *   0.6 s, where the best quality took 1.9 s to save another 1.5%;
 * - pages and their data (16.3 MB): quality 7, 0.28 s for 2.51 MB, where 9 took 0.93 s for
 *   2.49 MB and the best quality 14 s for 2.31 MB;
 * - the printable pages and their data (13 MB, rarely read): quality 5, 0.14 s for 1.44 MB,
 *   where 9 took 0.57 s for 1.35 MB.
 * Brotli's window is sized to the file: the decoded bytes are the same, but otherwise the
 * encoder prepares a 4 MB window for every file, and the pages took 2.25 s instead of 0.9 s at
 * quality 9 for the same size. gzip, for the few clients without brotli, at level 9 for the
 * precache and 6 for the rest: 0.31 s for the other pages against 0.58 s at level 9, for 1% more
 * bytes. The work runs in zlib's thread pool;
 * files final before the last step can be compressed while other steps run (`compressEarly`).
 */
import { open, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRINTABLE_SECTIONS } from '../../shared/constants.ts';
import { pageDataUrl, printableUrl } from '../../shared/urls.ts';
import { isSideFile, listSiteFiles } from './site-tree.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing. */
const TEXT_FILE = /\.(?:html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;

/** Below this size the encoding headers cost more than they save. */
export const MIN_COMPRESS_BYTES = 1024;

/** Whether a site path gets compressed copies. */
export function shouldCompress(sitePath: string, size: number): boolean {
  return TEXT_FILE.test(sitePath) && !isSideFile(sitePath) && size >= MIN_COMPRESS_BYTES;
}

/** Brotli quality for the scripts and styles every reader downloads, the rest of the precache, other pages, and the rarely read printable pages. */
export const BROTLI_BEST = constants.BROTLI_MAX_QUALITY;
export const BROTLI_SHELL = 10;
export const BROTLI_FAST = 7;
export const BROTLI_RARE = 5;

/**
 * gzip level for a brotli quality: the best for the precache (the gates measure first-load bytes
 * at gzip level 9, so what is served matches), 6 for the rest.
 */
export function gzipLevel(quality: number): number {
  return quality >= BROTLI_SHELL ? constants.Z_BEST_COMPRESSION : 6;
}

/** Site paths of the printable pages and their page data. */
const PRINTABLE_FILES = new Set(PRINTABLE_SECTIONS.flatMap((section) => [`${printableUrl(section)}index.html`, pageDataUrl(printableUrl(section))]));

/** The brotli quality of a site path, given the files every reader downloads. */
export function brotliQuality(sitePath: string, critical: ReadonlySet<string>): number {
  if (critical.has(sitePath)) return /\.(?:js|css)$/.test(sitePath) ? BROTLI_BEST : BROTLI_SHELL;
  return PRINTABLE_FILES.has(sitePath) ? BROTLI_RARE : BROTLI_FAST;
}

/** Brotli's window (log2 of its bytes) for a file: just large enough for it, within brotli's limits and the default. */
export function brotliWindowBits(size: number): number {
  const fit = Math.ceil(Math.log2(Math.max(size, 1)));
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, fit));
}

/** Both encodings of some bytes. */
export async function compressBoth(data: Buffer, quality: number): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(data.length),
      },
    }),
    gzipAsync(data, { level: gzipLevel(quality) }),
  ]);
  return { br, gz };
}

/** What the step reports. */
export interface CompressReport {
  /** Files compressed. */
  files: number;
  /** Bytes before. */
  bytes: number;
  /** Bytes of the brotli copies. */
  brotliBytes: number;
}

/** The outcome for one file: its copies written, too small to need any, or a failure (the last step retries). */
type Outcome = { kind: 'written'; bytes: number; brotliBytes: number } | { kind: 'small' } | { kind: 'failed' };

/** A file compressed ahead of the last step, and the bytes its copies were made from. */
interface EarlyCopy {
  /** Brotli quality used. */
  quality: number;
  /** Size of the file then. */
  size: number;
  /** Modification time of the file then. */
  mtimeMs: number;
  /** Settles once the copies are written. */
  outcome: Promise<Outcome>;
}

/** Copies made by `compressEarly` in this process, by absolute path, until `compressSite` takes them over. */
const early = new Map<string, EarlyCopy>();

/** How many times the last step has started per output folder: an early run stops once it has. */
const finishes = new Map<string, number>();

/** Writes the copies of one file from the bytes read; `seen` gets the file's size and time when read. */
async function compressFile(full: string, sitePath: string, quality: number, seen?: (size: number, mtimeMs: number) => void): Promise<Outcome> {
  const handle = await open(full);
  let data: Buffer;
  try {
    const stats = await handle.stat();
    seen?.(stats.size, stats.mtimeMs);
    data = await handle.readFile();
  } finally {
    await handle.close();
  }
  if (!shouldCompress(sitePath, data.length)) return { kind: 'small' };
  const { br, gz } = await compressBoth(data, quality);
  const writes: Array<Promise<void>> = [];
  if (br.length < data.length) writes.push(writeFile(`${full}.br`, br));
  if (gz.length < data.length) writes.push(writeFile(`${full}.gz`, gz));
  await Promise.all(writes);
  return { kind: 'written', bytes: data.length, brotliBytes: Math.min(br.length, data.length) };
}

/** The early work, one file at a time: two of zlib's four threads, the others left to file reads and writes. */
let earlyQueue: Promise<void> = Promise.resolve();

/**
 * Compresses files that are already final (site paths) at `quality` while the build goes on
 * with other steps on the main thread: zlib works on its own threads, so the second core does
 * work the last step would otherwise do alone. `compressSite` keeps these copies when the file
 * is unchanged and their quality at least the one it would choose; files it has not reached by
 * then are left to it.
 */
export function compressEarly(outDir: string, files: readonly string[], quality: number): Promise<void> {
  const dir = path.resolve(outDir);
  const started = finishes.get(dir) ?? 0;
  const run = async (): Promise<void> => {
    for (const file of files) {
      if ((finishes.get(dir) ?? 0) !== started) return;
      const full = path.join(dir, file);
      if (!TEXT_FILE.test(file) || isSideFile(file) || early.has(full)) continue;
      const copy: EarlyCopy = { quality, size: -1, mtimeMs: -1, outcome: Promise.resolve<Outcome>({ kind: 'failed' }) };
      copy.outcome = compressFile(full, file, quality, (size, mtimeMs) => Object.assign(copy, { size, mtimeMs })).catch((): Outcome => ({ kind: 'failed' }));
      early.set(full, copy);
      await copy.outcome;
    }
  };
  earlyQueue = earlyQueue.then(run);
  return earlyQueue;
}

/** The early copies of a file, if they still match it and are good enough at `quality`. */
async function earlyOutcome(full: string, quality: number): Promise<Outcome | undefined> {
  const copy = early.get(full);
  if (copy === undefined) return undefined;
  early.delete(full);
  const outcome = await copy.outcome;
  const now = await stat(full);
  return outcome.kind !== 'failed' && copy.quality >= quality && now.size === copy.size && now.mtimeMs === copy.mtimeMs ? outcome : undefined;
}

/** Writes `.br` and `.gz` beside every text file of `outDir` (each only when smaller); `critical` files get the best brotli. */
export async function compressSite(outDir: string, critical: ReadonlySet<string>): Promise<CompressReport> {
  const dir = path.resolve(outDir);
  // Counted before anything is awaited: every file is then either taken early already or left to this step.
  finishes.set(dir, (finishes.get(dir) ?? 0) + 1);
  try {
    const report: CompressReport = { files: 0, bytes: 0, brotliBytes: 0 };
    const files = (await listSiteFiles(dir)).filter((f) => TEXT_FILE.test(f) && !isSideFile(f));
    await Promise.all(
      files.map(async (file) => {
        const full = path.join(dir, file);
        const quality = brotliQuality(file, critical);
        const outcome = (await earlyOutcome(full, quality)) ?? (await compressFile(full, file, quality));
        if (outcome.kind !== 'written') return;
        report.files += 1;
        report.bytes += outcome.bytes;
        report.brotliBytes += outcome.brotliBytes;
      }),
    );
    return report;
  } finally {
    for (const full of early.keys()) if (full.startsWith(dir + path.sep)) early.delete(full);
  }
}
