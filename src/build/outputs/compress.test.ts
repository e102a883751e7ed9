/** Precompression: which files, and that both copies decode to the original bytes. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_BEST, compressBoth, shouldCompress } from './compress.ts';

describe('precompression', () => {
  it('compresses text files above the threshold only', () => {
    expect(shouldCompress('/main.0a1b2c3d4e.js', 5000)).toBe(true);
    expect(shouldCompress('/concepts/index.html', 5000)).toBe(true);
    expect(shouldCompress('/concepts/index.html', 100)).toBe(false);
    expect(shouldCompress('/icons/icon-512.png', 50_000)).toBe(false);
    expect(shouldCompress('/main.0a1b2c3d4e.js.br', 5000)).toBe(false);
    expect(shouldCompress('/_headers', 5000)).toBe(false);
  });

  it('writes brotli and gzip copies that decode to the same bytes, smaller', async () => {
    const data = Buffer.from('<p>webpack bundles modules.</p>\n'.repeat(200));
    const { br, gz } = await compressBoth(data, BROTLI_BEST);
    expect(brotliDecompressSync(br)).toEqual(data);
    expect(gunzipSync(gz)).toEqual(data);
    expect(br.length).toBeLessThan(data.length);
    expect(gz.length).toBeLessThan(data.length);
  });
});
