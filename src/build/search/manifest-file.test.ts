/** Reading the search manifest from a build's output folder. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSearchManifest } from './manifest-file.ts';

const MANIFEST = { index: '/search-index.89abcdef.json', snippets: '/search-snippets.0123abcd.json', reference: null, hosted: null };

describe('readSearchManifest', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'search-manifest-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the files and the hosted configuration', async () => {
    await writeFile(path.join(dir, 'search-manifest.json'), JSON.stringify(MANIFEST));
    expect(await readSearchManifest(dir)).toEqual(MANIFEST);
    const hosted = { appId: 'APP', apiKey: 'key', indexName: 'docs', host: 'https://app-dsn.algolia.net' };
    await writeFile(path.join(dir, 'search-manifest.json'), JSON.stringify({ ...MANIFEST, hosted }));
    expect((await readSearchManifest(dir)).hosted).toEqual(hosted);
  });

  it('fails with the file and the problem when it is missing or malformed', async () => {
    await expect(readSearchManifest(dir)).rejects.toThrow(/search-manifest\.json is missing or unreadable: build the site into/);
    await writeFile(path.join(dir, 'search-manifest.json'), JSON.stringify({ index: '/search-index.89abcdef.json', hosted: null }));
    await expect(readSearchManifest(dir)).rejects.toThrow(/is not a search manifest at snippets/);
    await writeFile(path.join(dir, 'search-manifest.json'), JSON.stringify({ ...MANIFEST, hosted: { appId: 'APP' } }));
    await expect(readSearchManifest(dir)).rejects.toThrow(/is not a search manifest at hosted\.apiKey/);
  });
});
