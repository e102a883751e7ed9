/** Gate 7's search part: the index and the reference shard the manifest names, each against its gzip budget. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUDGETS, measureSearchBudgets } from '../../src/build/gates/budgets.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gates-search-budget-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes a manifest and its files; random bytes do not compress, so their gzip size is about their size. */
async function site(indexBytes: number, referenceBytes: number | null): Promise<void> {
  const manifest = { index: '/search-index.0123456789ab.json', snippets: '/search-snippets.0123456789ab.json', reference: referenceBytes === null ? null : '/search-reference.0123456789ab.json', hosted: null };
  await writeFile(path.join(dir, 'search-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, manifest.index.slice(1)), randomBytes(indexBytes));
  if (manifest.reference !== null && referenceBytes !== null) await writeFile(path.join(dir, manifest.reference.slice(1)), randomBytes(referenceBytes));
}

describe('the search byte budgets', () => {
  it('passes files within budget and reports their sizes', async () => {
    await site(1000, 1000);
    const { sizes, findings } = await measureSearchBudgets(dir);
    expect(findings).toEqual([]);
    expect(sizes.indexGzip).toBeGreaterThan(1000);
    expect(sizes.referenceGzip).toBeGreaterThan(1000);
    await site(1000, null);
    expect((await measureSearchBudgets(dir)).sizes.referenceGzip).toBeNull();
  });

  it('fails an index or a shard over its budget, each by its own rule', async () => {
    await site(BUDGETS.searchIndexGzip + 1, 1000);
    expect((await measureSearchBudgets(dir)).findings.map((f) => f.rule)).toEqual(['budget-search-index']);
    await site(1000, BUDGETS.searchReferenceGzip + 1);
    expect((await measureSearchBudgets(dir)).findings.map((f) => f.rule)).toEqual(['budget-search-reference']);
  });

  it('reports a file the manifest names but the build lacks', async () => {
    await site(1000, 1000);
    await rm(path.join(dir, 'search-reference.0123456789ab.json'));
    expect((await measureSearchBudgets(dir)).findings).toEqual([
      { rule: 'budget-missing-asset', page: '(search)', message: '/search-reference.0123456789ab.json named by search-manifest.json does not exist' },
    ]);
  });
});
