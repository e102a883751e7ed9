import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSearchIndex } from './build-index.ts';
import { startSearchIndexThread } from './index-thread.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'search-thread-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function sources(name: string, data: unknown): Promise<{ generatedDir: string; outDir: string }> {
  const generatedDir = path.join(dir, name, 'generated');
  await mkdir(generatedDir, { recursive: true });
  await writeFile(path.join(generatedDir, 'search-sources.json'), JSON.stringify(data));
  return { generatedDir, outDir: path.join(dir, name, 'out') };
}

const page = { url: '/guides/caching/', title: 'Caching', description: 'Long-term caching.', section: 'guides', sections: [{ id: 'output-filenames', heading: 'Output filenames', level: 2, text: 'contenthash in names' }] };

describe('startSearchIndexThread', () => {
  it('writes on its thread what the build thread writes, and the manifest naming the files', async () => {
    const [onThread, here] = [await sources('thread', [page]), await sources('here', [page])];
    const report = await startSearchIndexThread().run(onThread);
    expect(report).toEqual(await writeSearchIndex(here));
    const manifest = JSON.parse(await readFile(path.join(onThread.generatedDir, 'search-manifest.json'), 'utf8')) as { index: string };
    expect(manifest.index).toBe(report.index);
    expect(await readFile(path.join(onThread.outDir, report.index), 'utf8')).toBe(await readFile(path.join(here.outDir, report.index), 'utf8'));
  });

  it("rejects with the thread's error, naming the file and the problem", async () => {
    const bad = await sources('bad', [{ ...page, url: 'no-slash' }]);
    await expect(startSearchIndexThread().run(bad)).rejects.toThrow(/the search index failed: .*search-sources\.json is not valid search material at 0\.url/);
  });
});
