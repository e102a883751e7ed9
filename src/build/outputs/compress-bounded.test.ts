/**
 * The compression step holds a few files at a time. Seen from outside without mocking a module
 * (the unit project shares modules between files): the file system requests this process has
 * pending, counted at every turn of the event loop while the step runs. A file in flight has at
 * most two (its two copies written side by side); all files at once had over a hundred.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILES_IN_FLIGHT } from '../each-limit.ts';
import { compressSite } from './compress.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Runs `work`, noting the most file system requests pending at once meanwhile. */
async function mostPendingFsRequests(work: () => Promise<unknown>): Promise<number> {
  let most = 0;
  let running = true;
  const look = (): void => {
    most = Math.max(most, process.getActiveResourcesInfo().filter((kind) => kind === 'FSReqPromise').length);
    if (running) setImmediate(look);
  };
  look();
  try {
    await work();
  } finally {
    running = false;
  }
  return most;
}

describe('the compression step', () => {
  it(`compresses every file with at most ${FILES_IN_FLIGHT} in flight`, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'compress-bounded-'));
    dirs.push(dir);
    const names = Array.from({ length: 64 }, (_, i) => `page-${i}.html`);
    await Promise.all(names.map((name, i) => writeFile(path.join(dir, name), `<p>page ${i} of the site</p>\n`.repeat(300))));
    let files = 0;
    const most = await mostPendingFsRequests(async () => (files = (await compressSite(dir, new Set())).files));
    expect(files).toBe(names.length);
    expect(names.every((name) => existsSync(path.join(dir, `${name}.br`)) && existsSync(path.join(dir, `${name}.gz`)))).toBe(true);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2 * FILES_IN_FLIGHT);
  });
});
