/**
 * `onSearchSources`: what the callback starts (the build posts the search index's job to its
 * thread a few promise steps later) runs before the pipeline's synchronous last steps, so the
 * index's thread works beside them instead of after them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Links from './links.ts';
import { runContentPipeline } from './pipeline.ts';

const order = vi.hoisted(() => [] as string[]);

// The link check is one of those last steps: the mock notes when it runs.
vi.mock('./links.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Links>();
  return {
    ...actual,
    findBrokenLinks: (...args: Parameters<typeof actual.findBrokenLinks>) => {
      order.push('link check');
      return actual.findBrokenLinks(...args);
    },
  };
});

const root = path.resolve(import.meta.dirname, '../../..');

describe('the search sources callback', () => {
  let out = '';
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'search-sources-'));
  });
  afterAll(async () => rm(out, { recursive: true, force: true }));

  it("runs what it starts before the pipeline's last steps", async () => {
    await runContentPipeline({
      root,
      contentDir: 'tests/fixtures/content',
      outDir: out,
      git: false,
      onSearchSources: () => {
        void (async () => {
          // As deep as the build's: the step, the thread's start, the job's promise.
          for (let hop = 0; hop < 8; hop++) await Promise.resolve();
          order.push('job posted');
        })();
      },
    });
    expect(order).toEqual(['job posted', 'link check']);
  });
});
