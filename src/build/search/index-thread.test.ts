import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CORPUS } from '../../shared/search/test-corpus.ts';
import { writeSearchIndex } from './build-index.ts';
import { isSearchOutput, searchIndexOnThread } from './index-thread.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'search-thread-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A generated folder holding `sources` as its search sources, and an output folder beside it. */
async function folders(name: string, sources: unknown): Promise<{ generatedDir: string; outDir: string }> {
  const generatedDir = path.join(dir, name, 'generated');
  await mkdir(generatedDir, { recursive: true });
  await writeFile(path.join(generatedDir, 'search-sources.json'), JSON.stringify(sources));
  return { generatedDir, outDir: path.join(dir, name, 'out') };
}

describe('searchIndexOnThread', () => {
  it('writes the same files and report as the step on this thread', async () => {
    const here = await folders('here', CORPUS);
    const there = await folders('there', CORPUS);
    const expected = await writeSearchIndex({ ...here, env: process.env });
    const report = await searchIndexOnThread(there.generatedDir, there.outDir);
    expect(report).toEqual(expected);
    const written = (await readdir(there.outDir)).sort();
    expect(written).toEqual((await readdir(here.outDir)).sort());
    expect(written.every((file) => isSearchOutput(`/${file}`))).toBe(true);
  });

  it('rejects with the file and the problem when the sources are not valid', async () => {
    const paths = await folders('bad', [{ url: 'no-slash', title: 'x', description: '', section: '', sections: [] }]);
    await expect(searchIndexOnThread(paths.generatedDir, paths.outDir)).rejects.toThrow(/search-sources\.json is not valid search material at 0\.url/);
  });
});

describe('isSearchOutput', () => {
  it('names the index, snippet, reference and manifest files, not pages', () => {
    expect(isSearchOutput('/search-index.0123456789ab.json')).toBe(true);
    expect(isSearchOutput('/search-manifest.json')).toBe(true);
    expect(isSearchOutput('/search/index.html')).toBe(false);
    expect(isSearchOutput('/page-data/search-index.json')).toBe(false);
  });
});
