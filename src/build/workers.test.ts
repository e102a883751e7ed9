import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { pruneStale, STALE_BUNDLE_MS, workerBundle, workerExecArgv } from './workers.ts';

const fixture = path.resolve(import.meta.dirname, '../../tests/fixtures/workers/meta.ts');

/** Runs a bundle of the fixture and returns what it posts. */
async function metaOf(moduleMeta: boolean, split = false): Promise<{ url: string; dirname: string; filename: string; nested: string }> {
  const worker = new Worker(await workerBundle(pathToFileURL(fixture), { moduleMeta, split }), { execArgv: workerExecArgv() });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe('workerExecArgv', () => {
  it("leaves out tsx's hooks and keeps every other option", () => {
    // What process.execArgv holds under `tsx src/build/cli/build.ts`, plus options a worker must keep.
    const underTsx = [
      '--require',
      '/repo/node_modules/tsx/dist/preflight.cjs',
      '--import',
      'file:///repo/node_modules/tsx/dist/loader.mjs',
      '--cpu-prof',
      '--cpu-prof-dir',
      '.cache/prof',
      '--import=tsx',
      '--experimental-loader=./hooks.mjs',
      '-r',
      './setup.cjs',
      '--stack-trace-limit=50',
    ];
    expect(workerExecArgv(underTsx)).toEqual(['--cpu-prof', '--cpu-prof-dir', '.cache/prof', '--stack-trace-limit=50']);
    expect(workerExecArgv([])).toEqual([]);
  });
});

describe('workerBundle', () => {
  it('keeps each module its own import.meta with moduleMeta, in one file or split', async () => {
    const own = { url: pathToFileURL(fixture).href, dirname: path.dirname(fixture), filename: fixture, nested: path.join(path.dirname(fixture), 'nested') };
    expect(await metaOf(true)).toEqual(own);
    expect(await metaOf(true, true)).toEqual(own);
  });

  it('writes a split bundle as a folder with the lazily imported module in a chunk of its own', async () => {
    const entry = fileURLToPath(await workerBundle(pathToFileURL(fixture), { moduleMeta: true, split: true }));
    expect(path.basename(entry)).toBe('meta.mjs');
    const files = await readdir(path.dirname(entry));
    expect(files.some((f) => f.startsWith('where-') && f.endsWith('.mjs'))).toBe(true);
  });

  it("gives every module the bundle's import.meta without it", async () => {
    const seen = await metaOf(false);
    expect(path.dirname(fileURLToPath(seen.url))).toBe(seen.dirname);
    expect(seen.nested).toBe(seen.dirname);
    expect(seen.dirname).not.toBe(path.dirname(fixture));
  });
});

describe('pruneStale', () => {
  it("removes an entry's bundles no build wrote for a day, and nothing else", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'workers-'));
    try {
      const now = Date.now();
      const old = (now - STALE_BUNDLE_MS - 60_000) / 1000;
      const entries = {
        'render-worker.aaaaaaaaaaaa.mjs': old, // stale file: removed
        'render-worker.bbbbbbbbbbbb': old, // stale split bundle (a folder): removed
        'render-worker.cccccccccccc.mjs': old, // the one being kept, however old
        'render-worker.dddddddddddd.mjs': now / 1000, // written by a build running beside: stays
        'build-worker.eeeeeeeeeeee.mjs': old, // another entry's bundle: stays
        'render-worker.aaaaaaaaaaaa.mjs.123.tmp': old, // not a bundle name: stays
      };
      for (const [name, at] of Object.entries(entries)) {
        const file = path.join(dir, name);
        if (name.endsWith('bbbb')) {
          await mkdir(file);
          await writeFile(path.join(file, 'render-worker.mjs'), '');
        } else await writeFile(file, '');
        await utimes(file, at, at);
      }
      expect(await pruneStale(dir, 'render-worker', 'render-worker.cccccccccccc', now)).toEqual(['render-worker.aaaaaaaaaaaa.mjs', 'render-worker.bbbbbbbbbbbb']);
      expect((await readdir(dir)).sort()).toEqual(['build-worker.eeeeeeeeeeee.mjs', 'render-worker.aaaaaaaaaaaa.mjs.123.tmp', 'render-worker.cccccccccccc.mjs', 'render-worker.dddddddddddd.mjs']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
