/**
 * A content-addressed store of compressed copies, so a build does not compress again bytes that
 * the previous build into the same folder already compressed (issue #26: a warm build spent
 * seconds of CPU compressing the API reference's unchanged pages again), nor the same bytes twice
 * in one build (every page's markdown is written twice, `x/index.md` and `x.md`).
 *
 * An entry is named by the sha256 of everything its bytes depend on (`copiesKey`): the input,
 * brotli's and gzip's settings for it (`copiesSettings` of compress-codec.ts), Node's, zlib's
 * and brotli's versions and `COPIES_FORMAT`.
 * When any of them differs the entry is missed and the copies are made again: nothing is ever
 * served that compressing now would not produce. An entry holds both copies in one file, written
 * under a temporary name and renamed, so a build stopped midway leaves no half entry; one whose
 * lengths do not add up is ignored. After the compression step, entries this build did not use
 * are removed (`pruneCopies`), so the store holds one build's copies per output folder.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bumped when an entry's layout or what a key covers changes. */
export const COPIES_FORMAT = 1;

/** The versions of the compressors (Node's own, by default). */
export interface CodecVersions {
  node?: string | undefined;
  zlib?: string | undefined;
  brotli?: string | undefined;
}

/** Both compressed copies of some bytes. */
export interface Copies {
  br: Buffer;
  gz: Buffer;
}

/** The entry name for `data` compressed with `settings` (plain data): sha256 of the format, the settings, the compressor versions and the bytes. */
export function copiesKey(data: Buffer, settings: unknown, versions: CodecVersions = process.versions, format = COPIES_FORMAT): string {
  const described = JSON.stringify({ format, settings, node: versions.node, zlib: versions.zlib, brotli: versions.brotli });
  return createHash('sha256').update(described).update('\0').update(data).digest('hex');
}

/** An entry's bytes: the two lengths, then brotli's copy and gzip's. */
export function encodeCopies(copies: Copies): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32LE(copies.br.length, 0);
  head.writeUInt32LE(copies.gz.length, 4);
  return Buffer.concat([head, copies.br, copies.gz]);
}

/** The copies in an entry, or undefined when its lengths do not match its size. */
export function decodeCopies(entry: Buffer): Copies | undefined {
  if (entry.length < 8) return undefined;
  const brLength = entry.readUInt32LE(0);
  const gzLength = entry.readUInt32LE(4);
  if (8 + brLength + gzLength !== entry.length) return undefined;
  return { br: entry.subarray(8, 8 + brLength), gz: entry.subarray(8 + brLength) };
}

const KEY = /^[0-9a-f]{64}$/;

/** A unique temporary name beside an entry. */
function temporary(file: string): string {
  return `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
}

/** The copies stored under `key` in `dir`, if any (the compression thread's synchronous form). */
export function readCopiesSync(dir: string, key: string): Copies | undefined {
  try {
    return decodeCopies(readFileSync(path.join(dir, key)));
  } catch {
    return undefined;
  }
}

/** Stores copies under `key` in `dir`; a store that cannot be written only costs the next build the work. */
export function writeCopiesSync(dir: string, key: string, copies: Copies): void {
  try {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, key);
    const tmp = temporary(file);
    writeFileSync(tmp, encodeCopies(copies));
    renameSync(tmp, file);
  } catch {
    // Missed next time, and made again.
  }
}

/** The copies stored under `key` in `dir`, if any. */
export async function readCopies(dir: string, key: string): Promise<Copies | undefined> {
  try {
    return decodeCopies(await readFile(path.join(dir, key)));
  } catch {
    return undefined;
  }
}

/** Stores copies under `key` in `dir` (see `writeCopiesSync`). */
export async function writeCopies(dir: string, key: string, copies: Copies): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, key);
    const tmp = temporary(file);
    await writeFile(tmp, encodeCopies(copies));
    await rename(tmp, file);
  } catch {
    // Missed next time, and made again.
  }
}

/** Removes the entries of `dir` not in `used` (and temporary files a stopped build left); returns how many went. */
export async function pruneCopies(dir: string, used: ReadonlySet<string>): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const stale = names.filter((name) => !(KEY.test(name) && used.has(name)));
  await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  return stale.length;
}
