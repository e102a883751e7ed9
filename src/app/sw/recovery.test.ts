/** Recovery of a stale tab: one guarded full load when the chunk is gone or a worker can answer, else the error. */
import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_WINDOW_MS, claimReload, type GuardStorage } from './reload-guard.ts';
import { isChunkFailure, onlyHashDiffers, recoverFromChunkFailure, type RecoveryEnvironment } from './recovery.ts';

function memory(): GuardStorage {
  const values = new Map<string, string>();
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

function chunkError(request = 'https://webpack.js.org/1a2b3c4d5e6f.js'): Error {
  return Object.assign(new Error('Loading chunk 123 failed.\n(error: x)'), { name: 'ChunkLoadError', type: 'error', request });
}

function env(overrides: Partial<RecoveryEnvironment> = {}): RecoveryEnvironment & { loads: string[] } {
  const loads: string[] = [];
  let clock = 1_000_000;
  // A new document each time by default: a load started by one call is not seen by the next.
  return { storage: memory(), now: () => (clock += 1000), controlled: () => false, probe: () => Promise.resolve(404), load: (u) => loads.push(u), leavingFor: () => undefined, loads, ...overrides };
}

describe('chunk failures', () => {
  it('recognises script and stylesheet chunk errors only', () => {
    expect(isChunkFailure(chunkError())).toBe(true);
    expect(isChunkFailure(Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkFailure(Object.assign(new Error("Cannot find module './x.json'"), { code: 'MODULE_NOT_FOUND' }))).toBe(false);
    expect(isChunkFailure('ChunkLoadError')).toBe(false);
  });
});

describe('recovery', () => {
  it('loads the target once when the chunk is gone from the server, and not a second time', async () => {
    const e = env();
    expect(await recoverFromChunkFailure('/concepts/gamma/#x', chunkError(), e)).toBe(true);
    expect(e.loads).toEqual(['/concepts/gamma/#x']);
    expect(await recoverFromChunkFailure('/concepts/gamma/', chunkError(), e)).toBe(false);
    expect(e.loads).toHaveLength(1);
  });

  it('shows the error when the chunk merely did not arrive and no worker can answer', async () => {
    expect(await recoverFromChunkFailure('/concepts/', chunkError(), env({ probe: () => Promise.resolve(undefined) }))).toBe(false);
    expect(await recoverFromChunkFailure('/concepts/', chunkError(), env({ probe: () => Promise.resolve(200) }))).toBe(false);
  });

  it('lets a controlling worker answer the full load (cached page or offline page)', async () => {
    const e = env({ controlled: () => true, probe: () => Promise.resolve(undefined) });
    expect(await recoverFromChunkFailure('/concepts/', chunkError(), e)).toBe(true);
  });

  it('a second failure in the document already leaving for that page waits for the load it started', async () => {
    let leaving: string | undefined;
    const e = env({ controlled: () => true, leavingFor: () => leaving });
    e.load = (u) => {
      e.loads.push(u);
      leaving = new URL(u, 'http://site.invalid').pathname;
    };
    expect(await recoverFromChunkFailure('/concepts/gamma/', chunkError(), e)).toBe(true);
    // The guard would refuse a second load; the document is on its way out, so no error either.
    expect(await recoverFromChunkFailure('/concepts/gamma/#x', chunkError(), e)).toBe(true);
    expect(e.loads).toEqual(['/concepts/gamma/']);
    // A failure for another page is judged on its own (here: the guard lets it load once).
    expect(await recoverFromChunkFailure('/concepts/beta/', chunkError(), e)).toBe(true);
    expect(e.loads).toEqual(['/concepts/gamma/', '/concepts/beta/']);
    expect(await recoverFromChunkFailure('/concepts/', new Error('boom'), e)).toBe(false);
  });

  it('never reloads for other errors', async () => {
    expect(await recoverFromChunkFailure('/concepts/', new Error('boom'), env({ controlled: () => true }))).toBe(false);
  });
});

describe('onlyHashDiffers', () => {
  const at = (u: string): URL => new URL(u, 'https://webpack.js.org/');
  it('is true for the same address with or without another hash: assigning it would not load a document', () => {
    expect(onlyHashDiffers(at('/guides/production/#source-maps'), at('/guides/production/#source-maps'))).toBe(true);
    expect(onlyHashDiffers(at('/guides/production/#source-maps'), at('/guides/production/'))).toBe(true);
    expect(onlyHashDiffers(at('/guides/production/'), at('/guides/production/'))).toBe(true);
  });
  it('is false for another path or query', () => {
    expect(onlyHashDiffers(at('/guides/production/#a'), at('/guides/caching/#a'))).toBe(false);
    expect(onlyHashDiffers(at('/guides/production/?x=1#a'), at('/guides/production/#a'))).toBe(false);
  });
});

describe('reload guard', () => {
  it('allows one reload per key within the window, and again after it', () => {
    const storage = memory();
    expect(claimReload(storage, 'slot', '/a/', 0)).toBe(true);
    expect(claimReload(storage, 'slot', '/a/', RELOAD_GUARD_WINDOW_MS - 1)).toBe(false);
    expect(claimReload(storage, 'slot', '/b/', RELOAD_GUARD_WINDOW_MS - 1)).toBe(true);
    expect(claimReload(storage, 'slot', '/b/', 2 * RELOAD_GUARD_WINDOW_MS)).toBe(true);
  });

  it('refuses when storage cannot remember the reload', () => {
    const broken: GuardStorage = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(claimReload(broken, 'slot', '/a/', 0)).toBe(false);
  });
});
