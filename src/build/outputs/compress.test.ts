/** Precompression: which files, at which quality, copies that decode to the original bytes, early copies kept only while they still fit and match the quality chosen. */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isMarkdownOutput } from './site-tree.ts';
import { adoptCopies, BROTLI_BEST, BROTLI_FAST, BROTLI_PAGES, BROTLI_RARE, BROTLI_SHELL, brotliQuality, brotliWindowBits, compressBoth, compressEarly, compressSite, shouldCompress } from './compress.ts';
import { compressListedSync } from './compress-codec.ts';

/** Some text that compresses differently at each quality. */
const text = (seed: number): Buffer => Buffer.from(Array.from({ length: 4000 }, (_, i) => `<p>webpack ${(i * seed) % 997} bundles ${i % 13} modules</p>`).join('\n'));

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
    // Buffer.equals, here and below: toEqual compares buffers element by element, seconds for 300 KB.
    expect(brotliDecompressSync(br).equals(data)).toBe(true);
    expect(gunzipSync(gz).equals(data)).toBe(true);
    expect(br.length).toBeLessThan(data.length);
    expect(gz.length).toBeLessThan(data.length);
  });

  it("sizes brotli's window to the file, within brotli's limits and its default", () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1024)).toBe(10);
    expect(brotliWindowBits(1025)).toBe(11);
    expect(brotliWindowBits(300_000)).toBe(19);
    expect(brotliWindowBits(1 << 22)).toBe(22);
    expect(brotliWindowBits(50_000_000)).toBe(22);
  });

  it('decodes files of every size back to the original bytes', async () => {
    for (const size of [1500, 70_000, 300_000]) {
      const data = Buffer.alloc(size);
      for (let i = 0; i < size; i++) data[i] = 97 + ((i * 7919) % 23);
      const { br } = await compressBoth(data, BROTLI_FAST);
      expect(brotliDecompressSync(br).equals(data)).toBe(true);
    }
  });

  it('chooses the best quality for precached scripts and styles, 10 for the rest of the precache, 7 for other scripts, 4 for printable pages and their data, 6 for the other pages', () => {
    const critical = new Set(['/main.0a1b2c3d4e.js', '/styles.0a1b2c3d4e.css', '/app-shell/index.html', '/search-index.0a1b2c3d4e5f.json']);
    expect(brotliQuality('/main.0a1b2c3d4e.js', critical)).toBe(BROTLI_BEST);
    expect(brotliQuality('/styles.0a1b2c3d4e.css', critical)).toBe(BROTLI_BEST);
    expect(brotliQuality('/app-shell/index.html', critical)).toBe(BROTLI_SHELL);
    expect(brotliQuality('/search-index.0a1b2c3d4e5f.json', critical)).toBe(BROTLI_SHELL);
    expect(brotliQuality('/0a1b2c3d4e5f.js', new Set())).toBe(BROTLI_FAST);
    expect(brotliQuality('/configuration/printable/index.html', critical)).toBe(BROTLI_RARE);
    expect(brotliQuality('/page-data/configuration__printable.json', critical)).toBe(BROTLI_RARE);
    expect(brotliQuality('/configuration/output/index.html', critical)).toBe(BROTLI_PAGES);
    expect(brotliQuality('/page-data/configuration__output.json', critical)).toBe(BROTLI_PAGES);
    expect(brotliQuality('/configuration/output.md', critical)).toBe(BROTLI_RARE);
    expect(brotliQuality('/llms-full.txt', critical)).toBe(BROTLI_RARE);
  });

  it('tells the page markdown thread’s files from the others', () => {
    expect(['/concepts.md', '/concepts/index.md', '/llms.txt', '/llms-api.txt'].filter(isMarkdownOutput)).toHaveLength(4);
    expect(['/robots.txt', '/concepts/index.html', '/md.json', '/api/llms.txt', '/llms.txt.br'].filter(isMarkdownOutput)).toEqual([]);
  });

  it('keeps the best quality for the precached scripts and styles pages link, 10 for the others', () => {
    const critical = new Set(['/main.0a1b2c3d4e.js', '/styles.0a1b2c3d4e.css', '/0a1b2c3d4e5f.js', '/search-index.0a1b2c3d4e5f.json']);
    const firstLoad = new Set(['/main.0a1b2c3d4e.js', '/styles.0a1b2c3d4e.css']);
    expect(brotliQuality('/main.0a1b2c3d4e.js', critical, firstLoad)).toBe(BROTLI_BEST);
    expect(brotliQuality('/styles.0a1b2c3d4e.css', critical, firstLoad)).toBe(BROTLI_BEST);
    expect(brotliQuality('/0a1b2c3d4e5f.js', critical, firstLoad)).toBe(BROTLI_SHELL);
    expect(brotliQuality('/search-index.0a1b2c3d4e5f.json', critical, firstLoad)).toBe(BROTLI_SHELL);
    // A linked script that is not precached (a tool's) keeps the pages' quality.
    expect(brotliQuality('/tool-checker.0a1b2c3d4e.js', critical, new Set(['/tool-checker.0a1b2c3d4e.js']))).toBe(BROTLI_FAST);
    expect([BROTLI_RARE, BROTLI_PAGES, BROTLI_FAST, BROTLI_SHELL, BROTLI_BEST]).toEqual([4, 6, 7, 10, 11]);
  });

  it('keeps early copies of unchanged files and redoes those changed since or made at a lower quality', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'compress-'));
    try {
      await mkdir(path.join(dir, 'a'));
      const files = { kept: '/a/index.html', changed: '/b.html', upgraded: '/main.0a1b2c3d4e.js', late: '/c.json' };
      await Promise.all(Object.values(files).map((f, i) => writeFile(path.join(dir, f), text(i + 2))));
      await compressEarly(dir, [files.kept, files.changed, files.upgraded], new Set());
      const keptTime = (await stat(path.join(dir, `${files.kept}.br`))).mtimeMs;
      await writeFile(path.join(dir, files.changed), text(99));
      const report = await compressSite(dir, new Set([files.upgraded]));
      expect(report.files).toBe(4);
      for (const file of Object.values(files)) {
        const data = await readFile(path.join(dir, file));
        expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).equals(data)).toBe(true);
        expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).equals(data)).toBe(true);
      }
      expect((await stat(path.join(dir, `${files.kept}.br`))).mtimeMs).toBe(keptTime);
      const source = await readFile(path.join(dir, files.upgraded));
      const [best, fast] = await Promise.all([compressBoth(source, BROTLI_BEST), compressBoth(source, BROTLI_FAST)]);
      expect(best.br.equals(fast.br)).toBe(false);
      expect((await readFile(path.join(dir, `${files.upgraded}.br`))).equals(best.br)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps the copies another thread made of files it wrote (the page markdown's), and redoes those of a file changed since", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'compress-'));
    try {
      await mkdir(path.join(dir, 'a'));
      const files = { kept: '/a/index.md', twin: '/a.md', changed: '/llms.txt' };
      await Promise.all([writeFile(path.join(dir, files.kept), text(3)), writeFile(path.join(dir, files.twin), text(3)), writeFile(path.join(dir, files.changed), text(4))]);
      const made = compressListedSync(dir, [...Object.values(files), '/a/index.md.br'], path.join(dir, '.store'));
      expect(made.map((m) => [m.file, m.quality, m.outcome.kind])).toEqual(Object.values(files).map((f) => [f, BROTLI_RARE, 'written']));
      const keptTime = (await stat(path.join(dir, `${files.kept}.br`))).mtimeMs;
      adoptCopies(dir, made);
      await writeFile(path.join(dir, files.changed), text(5));
      const report = await compressSite(dir, new Set());
      expect(report.files).toBe(3);
      for (const file of Object.values(files)) {
        const data = await readFile(path.join(dir, file));
        expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).equals(data)).toBe(true);
        expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).equals(data)).toBe(true);
      }
      expect((await stat(path.join(dir, `${files.kept}.br`))).mtimeMs).toBe(keptTime);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('compresses a file listed early at the quality of that listing when it is better, whether or not the thread got to it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'compress-'));
    try {
      const files = Array.from({ length: 6 }, (_, i) => `/shard-${i}.json`);
      await Promise.all(files.map((f, i) => writeFile(path.join(dir, f), text(i + 5))));
      // Listed as precached (quality 10); the step, for which they are not (7), starts once the
      // thread has finished the first: it declines the rest and compresses them itself.
      const handedOut = compressEarly(dir, files, new Set(files));
      while (!existsSync(path.join(dir, `${files[0] ?? ''}.gz`))) await new Promise((resolve) => setTimeout(resolve, 5));
      await compressSite(dir, new Set());
      await handedOut;
      for (const file of files) {
        const shell = await compressBoth(await readFile(path.join(dir, file)), BROTLI_SHELL);
        expect((await readFile(path.join(dir, `${file}.br`))).equals(shell.br), file).toBe(true);
        expect((await readFile(path.join(dir, `${file}.gz`))).equals(shell.gz), file).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives every file right copies when the last step starts while the early thread still has work', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'compress-'));
    try {
      const files = Array.from({ length: 40 }, (_, i) => `/page-${i}.html`);
      await Promise.all(files.map((f, i) => writeFile(path.join(dir, f), text(i + 3))));
      // Not awaited: the step declines what the thread has not started and does it itself.
      const handedOut = compressEarly(dir, files, new Set());
      const report = await compressSite(dir, new Set());
      await handedOut;
      expect(report.files).toBe(files.length);
      for (const file of files) {
        const data = await readFile(path.join(dir, file));
        expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).equals(data)).toBe(true);
        expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).equals(data)).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  /**
   * Runs, in a process of its own, the last step against an early thread busy with the second of
   * `count` precached scripts: the thread wrote the first file's copies, and the others are just
   * over the size that gets copies, which the thread declines once stopped and the step then
   * compresses itself (as 150 KB files at the best quality, they would cost seconds of CPU). The
   * second keeps the thread busy at the best quality for a quarter of a second.
   */
  async function stopBusyThread(count: number): Promise<{ files: string[]; stdout: string; stderr: string }> {
    const dir = await mkdtemp(path.join(tmpdir(), 'compress-'));
    try {
      const files = Array.from({ length: count }, (_, i) => `/page-${i}.js`);
      await Promise.all(files.map((f, i) => writeFile(path.join(dir, f), i === 1 ? text(i + 3) : text(i + 3).subarray(0, 2048))));
      const script = path.join(dir, 'run.mts');
      const compress = new URL('./compress.ts', import.meta.url).href;
      await writeFile(
        script,
        [
          `import { existsSync } from 'node:fs';`,
          `import { compressEarly, compressSite } from ${JSON.stringify(compress)};`,
          `const dir = ${JSON.stringify(dir)};`,
          `const files = ${JSON.stringify(files)};`,
          `void compressEarly(dir, files, new Set(files));`,
          `while (!existsSync(dir + files[0] + '.gz')) await new Promise((resolve) => setTimeout(resolve, 5));`,
          `const report = await compressSite(dir, new Set(files));`,
          `console.log('finished', report.files);`,
        ].join('\n'),
      );
      return { files, ...(await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd() })) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('keeps the process alive while the early thread owes copies (a small site finished before it)', async () => {
    // The last step awaits the busy thread's reply with nothing else pending: before the thread
    // held the process open, node exited there, silently and with status 0.
    const { files, stdout } = await stopBusyThread(8);
    expect(stdout.trim()).toBe(`finished ${files.length}`);
  });

  it('ends the early thread once, however many declined jobs reply after the last step stops it', async () => {
    // Each job queued behind the busy one replies as declined once that is done. Each of those
    // replies once asked the thread to terminate again, adding an exit listener each time: node
    // warned on stderr from the eleventh.
    const { files, stdout, stderr } = await stopBusyThread(24);
    expect(stdout.trim()).toBe(`finished ${files.length}`);
    expect(stderr).toBe('');
  });
});
