/** The compression step holds a few files at a time: brotli calls in flight are counted through a wrapped zlib. */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as Zlib from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';

const flight = vi.hoisted(() => ({ now: 0, most: 0 }));

vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  const brotliCompress = (data: Buffer, options: Zlib.BrotliOptions, callback: Zlib.CompressCallback): void => {
    flight.now++;
    flight.most = Math.max(flight.most, flight.now);
    zlib.brotliCompress(data, options, (error, result) => {
      flight.now--;
      callback(error, result);
    });
  };
  return { ...zlib, brotliCompress };
});

const { COMPRESS_IN_FLIGHT, compressSite } = await import('./compress.ts');

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the compression step', () => {
  it(`compresses every file with at most ${COMPRESS_IN_FLIGHT} in flight`, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'compress-bounded-'));
    dirs.push(dir);
    const names = Array.from({ length: COMPRESS_IN_FLIGHT * 4 }, (_, i) => `page-${i}.html`);
    await Promise.all(names.map((name, i) => writeFile(path.join(dir, name), `<p>page ${i} of the site</p>\n`.repeat(300))));
    const report = await compressSite(dir, new Set());
    expect(report.files).toBe(names.length);
    expect(names.every((name) => existsSync(path.join(dir, `${name}.br`)) && existsSync(path.join(dir, `${name}.gz`)))).toBe(true);
    expect(flight.most).toBeGreaterThan(1);
    expect(flight.most).toBeLessThanOrEqual(COMPRESS_IN_FLIGHT);
  });
});
