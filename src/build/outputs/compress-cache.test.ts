/** The store of compressed copies: every part of an entry's key, entries whole or ignored, a warm step that reuses them and serves nothing stale. */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copiesKey, decodeCopies, encodeCopies, pruneCopies, readCopies, writeCopies } from './compress-cache.ts';
import { BROTLI_BEST, BROTLI_FAST, BROTLI_PAGES, BROTLI_RARE, copiesKeyFor, copiesSettings } from './compress-codec.ts';
import { compressEarly, compressSite } from './compress.ts';

const text = (seed: number): Buffer => Buffer.from(Array.from({ length: 3000 }, (_, i) => `<p>webpack ${(i * seed) % 991} emits ${i % 17} assets</p>`).join('\n'));

let work = '';
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'compress-cache-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Every `.br` and `.gz` of a folder decodes to the file beside it. */
async function expectRightCopies(dir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const data = await readFile(path.join(dir, file));
    expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).equals(data), `${file}.br`).toBe(true);
    expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).equals(data), `${file}.gz`).toBe(true);
  }
}

describe('the key of an entry', () => {
  const data = text(3);
  const versions = { node: 'v22.1.0', zlib: '1.3.0', brotli: '1.1.0' };
  const base = copiesKey(data, copiesSettings(data.length, BROTLI_FAST), versions);

  it('is the same for the same bytes, settings and versions', () => {
    expect(copiesKey(Buffer.from(data), copiesSettings(data.length, BROTLI_FAST), { ...versions })).toBe(base);
  });

  it('changes with the bytes, even one of them', () => {
    const changed = Buffer.from(data);
    changed[100] = (changed[100] ?? 0) ^ 1;
    expect(copiesKey(changed, copiesSettings(changed.length, BROTLI_FAST), versions)).not.toBe(base);
  });

  it("changes with brotli's quality, and with it gzip's level", () => {
    expect(copiesKey(data, copiesSettings(data.length, BROTLI_BEST), versions)).not.toBe(base);
    expect(copiesKeyFor(data, BROTLI_BEST)).not.toBe(copiesKeyFor(data, BROTLI_FAST));
  });

  it('changes with any other setting of either compressor', () => {
    const settings = copiesSettings(data.length, BROTLI_FAST);
    expect(copiesKey(data, { ...settings, gzip: settings.gzip + 1 }, versions)).not.toBe(base);
    expect(copiesKey(data, { ...settings, brotli: { params: { ...settings.brotli.params, 1: 0 } } }, versions)).not.toBe(base);
  });

  it("changes with Node's, zlib's and brotli's versions", () => {
    const settings = copiesSettings(data.length, BROTLI_FAST);
    expect(copiesKey(data, settings, { ...versions, node: 'v22.2.0' })).not.toBe(base);
    expect(copiesKey(data, settings, { ...versions, zlib: '1.3.1' })).not.toBe(base);
    expect(copiesKey(data, settings, { ...versions, brotli: '1.1.1' })).not.toBe(base);
  });

  it("changes with the store's format", () => {
    expect(copiesKey(data, copiesSettings(data.length, BROTLI_FAST), versions, 999)).not.toBe(base);
  });
});

describe('entries', () => {
  it('hold both copies, and one cut short or padded is ignored', async () => {
    const copies = { br: Buffer.from('brotli bytes'), gz: Buffer.from('gzip') };
    const entry = encodeCopies(copies);
    const back = decodeCopies(entry);
    expect(back?.br.equals(copies.br)).toBe(true);
    expect(back?.gz.equals(copies.gz)).toBe(true);
    expect(decodeCopies(entry.subarray(0, entry.length - 1))).toBeUndefined();
    expect(decodeCopies(Buffer.concat([entry, Buffer.from('x')]))).toBeUndefined();
    expect(decodeCopies(Buffer.alloc(3))).toBeUndefined();
    const key = 'a'.repeat(64);
    await writeCopies(work, key, copies);
    expect((await readCopies(work, key))?.gz.equals(copies.gz)).toBe(true);
    expect(await readCopies(work, 'b'.repeat(64))).toBeUndefined();
  });

  it('not used by a step are removed, with temporary files a stopped build left', async () => {
    const copies = { br: Buffer.from('b'), gz: Buffer.from('g') };
    await Promise.all(['a', 'b', 'c'].map((c) => writeCopies(work, c.repeat(64), copies)));
    await writeFile(path.join(work, `${'d'.repeat(64)}.123.x.tmp`), 'half');
    expect(await pruneCopies(work, new Set(['b'.repeat(64)]))).toBe(3);
    expect(await readdir(work)).toEqual(['b'.repeat(64)]);
  });
});

describe('a compression step with a store', () => {
  const files = ['/a/index.html', '/b.json', '/c/index.md', '/c.md'];

  /** A site folder with `files` (the two markdown paths the same bytes). */
  async function site(name: string, seeds: readonly number[]): Promise<string> {
    const dir = path.join(work, name);
    for (const [i, file] of files.entries()) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text(seeds[i] ?? 1));
    }
    return dir;
  }

  it('compresses identical files once, then reuses every copy in the next build, byte for byte', async () => {
    const store = path.join(work, 'store');
    const first = await site('first', [2, 3, 5, 5]);
    const cold = await compressSite(first, new Set(), store);
    expect(cold.files).toBe(4);
    // The second markdown path has the bytes of the first.
    expect(cold.reused).toBe(1);
    await expectRightCopies(first, files);
    const second = await site('second', [2, 3, 5, 5]);
    const warm = await compressSite(second, new Set(), store);
    expect(warm.reused).toBe(4);
    for (const file of files) for (const ext of ['.br', '.gz']) expect((await readFile(path.join(second, file + ext))).equals(await readFile(path.join(first, file + ext)))).toBe(true);
    expect((await readdir(store)).length).toBe(3);
  });

  it('misses for a changed file or a changed quality, and keeps only what this build used', async () => {
    const store = path.join(work, 'store');
    await compressSite(await site('first', [2, 3, 5, 5]), new Set(), store);
    const second = await site('second', [2, 7, 5, 5]);
    // `/a/index.html` is precached now: a better quality, so its old copies do not fit.
    const warm = await compressSite(second, new Set(['/a/index.html']), store);
    expect(warm.reused).toBe(2);
    await expectRightCopies(second, files);
    const read = await readFile(path.join(second, '/a/index.html'));
    expect((await readdir(store)).sort()).toEqual([copiesKeyFor(read, 10), copiesKeyFor(text(7), BROTLI_PAGES), copiesKeyFor(text(5), BROTLI_RARE)].sort());
  });

  it('makes the copies again when an entry is damaged', async () => {
    const store = path.join(work, 'store');
    await compressSite(await site('first', [2, 3, 5, 5]), new Set(), store);
    const key = copiesKeyFor(text(2), BROTLI_PAGES);
    const entry = await readFile(path.join(store, key));
    await writeFile(path.join(store, key), entry.subarray(0, entry.length - 5));
    const second = await site('second', [2, 3, 5, 5]);
    expect((await compressSite(second, new Set(), store)).reused).toBe(3);
    await expectRightCopies(second, files);
  });

  it('takes and keeps the copies the early thread made from the store', async () => {
    const store = path.join(work, 'store');
    await compressSite(await site('first', [2, 3, 5, 5]), new Set(), store);
    const second = await site('second', [2, 3, 5, 11]);
    await compressEarly(second, files, new Set(), store);
    const report = await compressSite(second, new Set(), store);
    expect(report.reused).toBe(3);
    await expectRightCopies(second, files);
    expect((await readdir(store)).length).toBe(4);
  });
});
