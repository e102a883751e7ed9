/**
 * Reads chosen files out of a gzipped tarball as it streams in, keeping nothing else: an npm
 * package tarball is plain ustar (with pax or GNU long-name records at most), so a reader of
 * 512-byte headers is all it takes.
 */
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';

const BLOCK = 512;

/** A NUL-terminated field of a header as text. */
function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The `path` record of a pax extended header, if it has one. */
function paxPath(body: Buffer): string | undefined {
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space === -1) break;
    const length = Number(body.subarray(at, space).toString('utf8'));
    if (!Number.isFinite(length) || length <= 0) break;
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    if (record.startsWith('path=')) return record.slice('path='.length);
    at += length;
  }
  return undefined;
}

/**
 * The files of `wanted` (paths inside the tarball, e.g. `package/types.d.ts`) found in the gzipped
 * tarball `source`, as buffers; paths not found are absent from the result.
 */
export async function extractFiles(source: AsyncIterable<Uint8Array> | Readable, wanted: ReadonlySet<string>): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const gunzip = Readable.from(source).pipe(createGunzip());
  let pending: Buffer = Buffer.alloc(0);
  // The entry being read: its path, its size and whether its body is kept.
  let entry: { path: string; size: number; type: string } | undefined;
  let longName: string | undefined;
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (entry === undefined) {
        if (pending.length < BLOCK) break;
        const header = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (header.every((b) => b === 0)) continue;
        const name = field(header, 0, 100);
        const prefix = field(header, 345, 155);
        const size = parseInt(field(header, 124, 12).trim() || '0', 8);
        const type = String.fromCharCode(header[156] ?? 0x30);
        entry = { path: longName ?? (prefix === '' ? name : `${prefix}/${name}`), size, type };
        longName = undefined;
      }
      const padded = Math.ceil(entry.size / BLOCK) * BLOCK;
      if (pending.length < padded) break;
      const body = pending.subarray(0, entry.size);
      pending = pending.subarray(padded);
      if (entry.type === 'x') longName = paxPath(body);
      else if (entry.type === 'L') longName = field(body, 0, body.length);
      else if ((entry.type === '0' || entry.type === '\0') && wanted.has(entry.path)) out.set(entry.path, Buffer.from(body));
      entry = undefined;
    }
  }
  return out;
}
