import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanContent } from '../content/scan.ts';
import { copyName, formatScale, makeScaledContent, parseBuildSummary, type ScaleRow } from './scale.ts';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'scale-'));
  await mkdir(path.join(work, 'src/guides'), { recursive: true });
  await writeFile(path.join(work, 'src/guides/index.md'), '---\ntitle: Guides\n---\n');
  await writeFile(path.join(work, 'src/guides/a.md'), '---\ntitle: A\n---\nBody of A.\n');
  await writeFile(path.join(work, 'src/_x-loader.md'), '---\ntitle: X\npackage: x-loader\n---\n');
  await writeFile(path.join(work, 'src/.reviewed.json'), '{}\n');
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the scale benchmark', () => {
  it('renames a copy within its folder, keeping the third-party prefix', () => {
    expect(copyName('guides/a.md', 2)).toBe('guides/a-copy2.md');
    expect(copyName('loaders/_css-loader.md', 3)).toBe('loaders/_css-loader-copy3.md');
  });

  it('copies pages but never a section index until the folder holds the pages asked for', async () => {
    const target = path.join(work, 'out');
    expect(await makeScaledContent(path.join(work, 'src'), target, 8)).toBe(8);
    const files = (await scanContent(target)).map((f) => f.relative);
    expect(files).toHaveLength(8);
    expect(files.filter((f) => f.endsWith('index.md'))).toEqual(['guides/index.md']);
    expect(files).toContain('guides/a-copy3.md');
    expect(files).toContain('_x-loader-copy4.md');
    expect(await readFile(path.join(target, 'guides/a-copy3.md'), 'utf8')).toBe('---\ntitle: A\n---\nBody of A.\n');
    // Files that are not pages come along once, and a second run starts from a clean folder.
    expect(await readFile(path.join(target, '.reviewed.json'), 'utf8')).toBe('{}\n');
    expect(await makeScaledContent(path.join(work, 'src'), target, 2)).toBe(3);
    expect(await scanContent(target)).toHaveLength(3);
  });

  it("reads the build's summary line and fails without one", () => {
    const log = '✔ prerender (10 ms)\nBuilt 1000 pages in 61.2 s (CPU 110.4 s, peak RSS 2210 MB) → .cache/scale/dist-1000/\n';
    expect(parseBuildSummary(log)).toEqual({ pages: 1000, cpuSeconds: 110.4, peakMb: 2210 });
    expect(() => parseBuildSummary('✔ prerender (10 ms)\n')).toThrow(/no summary line/);
  });

  it('prints one row per size with the CPU per page and the longest steps', () => {
    const row: ScaleRow = {
      pages: 1000,
      wallMs: 61_200,
      cpuSeconds: 110,
      peakMb: 2210,
      search: { raw: 4 * 1024 * 1024, gzip: 1024 * 1024 },
      firstLoadJs: { raw: 250_000, gzip: 78 * 1024 },
      steps: [
        { name: 'content pipeline', ms: 40_000 },
        { name: 'prerender', ms: 5000 },
      ],
    };
    const text = formatScale([row]);
    expect(text).toContain('| 1000 | 61.2 s | 110.0 s | 110 ms | 2210 MB | 4096.0 KB (1024.0 KB) | 78.0 KB |');
    expect(text).toContain('1000 pages, longest steps: content pipeline 40.0 s; prerender 5.0 s');
  });
});
