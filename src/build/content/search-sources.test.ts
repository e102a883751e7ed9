/**
 * `onSearchSources`: what the callback starts (the build posts the search index's job to its
 * thread a few promise steps later) runs before the pipeline's synchronous last steps, so the
 * index's thread works beside them instead of after them.
 */
import { writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LEGACY_ANCHORS_FILE } from './legacy-anchors.ts';
import { runContentPipeline } from './pipeline.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const contentDir = '.cache/test-search-sources-content';

describe('the search sources callback', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all([path.join(root, contentDir), ...dirs].map((d) => rm(d, { recursive: true, force: true }))));

  it("runs what it starts before the pipeline's last steps", async () => {
    await rm(path.join(root, contentDir), { recursive: true, force: true });
    await cp(path.join(root, 'tests/fixtures/content'), path.join(root, contentDir), { recursive: true });
    const outDir = await mkdtemp(path.join(tmpdir(), 'search-sources-'));
    dirs.push(outDir);
    // One of those steps reads the content's map of legacy anchors, which the fixture has not:
    // the callback's work, as many promise steps deep as the build's, writes one naming a page
    // that does not exist. Read after it, the map fails the pipeline; read before, nothing does.
    const pipeline = runContentPipeline({
      root,
      contentDir,
      outDir,
      git: false,
      onSearchSources: () => {
        void (async () => {
          for (let hop = 0; hop < 8; hop++) await Promise.resolve();
          writeFileSync(path.join(root, contentDir, LEGACY_ANCHORS_FILE), JSON.stringify({ pages: { '/no-such-page/': { old: 'new' } } }));
        })();
      },
    });
    await expect(pipeline).rejects.toThrow(/legacy anchor error.*no such page/s);
  });
});
