import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTerms, type SearchIndexFile } from '../../shared/search/codec.ts';
import { loadIndexFile } from '../../shared/search/loaded.ts';
import type { SearchManifest, SearchSnippetsFile } from '../../shared/search/manifest.ts';
import { flattenGroups, searchIndex } from '../../shared/search/rank.ts';
import type { SourcePage } from '../../shared/search/records.ts';
import { CORPUS } from '../../shared/search/test-corpus.ts';
import { hostedConfigFromEnv, isIncidentalTerm, readSearchSources, writeSearchIndex } from './build-index.ts';
import { loadBuiltIndex } from './relevance.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeSources(data: unknown): Promise<{ generatedDir: string; outDir: string }> {
  const generatedDir = path.join(dir, 'generated');
  const outDir = path.join(dir, 'out');
  await import('node:fs/promises').then((fs) => fs.mkdir(generatedDir, { recursive: true }));
  await writeFile(path.join(generatedDir, 'search-sources.json'), JSON.stringify(data));
  return { generatedDir, outDir };
}

/** A generated reference page with one member entry; readers' words on the page and the member when given. */
function referencePage(pageAsks?: string[], memberAsks?: string[]): SourcePage {
  return {
    url: '/api/reference/compilation/',
    title: 'Compilation',
    description: 'Signatures of Compilation.',
    section: 'api',
    ...(pageAsks === undefined ? {} : { asks: pageAsks }),
    sections: [
      { id: 'compilation', heading: 'Compilation', level: 2, text: 'class' },
      { id: 'compilation-emitasset', heading: 'Compilation.emitAsset', level: 3, text: 'Adds an asset.', ...(memberAsks === undefined ? {} : { asks: memberAsks }) },
    ],
  };
}

describe('writeSearchIndex', () => {
  it('writes hashed index and snippet files and a manifest naming them', async () => {
    const paths = await writeSources(CORPUS);
    const report = await writeSearchIndex({ ...paths, env: {} });
    const files = await readdir(paths.outDir);
    expect(files).toContain(report.index.slice(1));
    expect(report.index).toMatch(/^\/search-index\.[0-9a-f]{12}\.json$/);
    expect(report.snippets).toMatch(/^\/search-snippets\.[0-9a-f]{12}\.json$/);
    const manifest = JSON.parse(await readFile(path.join(paths.generatedDir, 'search-manifest.json'), 'utf8')) as SearchManifest;
    expect(manifest).toEqual({ index: report.index, snippets: report.snippets, reference: null, hosted: null });
    expect(await readFile(path.join(paths.outDir, 'search-manifest.json'), 'utf8')).toBe(await readFile(path.join(paths.generatedDir, 'search-manifest.json'), 'utf8'));
    expect(report.indexBytes.gzip).toBeGreaterThan(0);
    expect(report.indexBytes.gzip).toBeLessThan(report.indexBytes.raw);

    const file = JSON.parse(await readFile(path.join(paths.outDir, report.index), 'utf8')) as SearchIndexFile;
    expect(flattenGroups(searchIndex(loadIndexFile(file), 'afterEmit'))[0]?.url).toBe('/api/compiler-hooks/#afteremit');
    // The snippets file carries the spellings of the names a result may mention ('publicPath').
    const snippets = JSON.parse(await readFile(path.join(paths.outDir, report.snippets), 'utf8')) as SearchSnippetsFile;
    expect(snippets.forms).toContain('publicPath');
    expect(snippets.forms?.every((form) => form !== form.toLowerCase() || /[./@-]/.test(form))).toBe(true);
  });

  it("writes the generated reference's members to a shard the manifest names, which the runner merges", async () => {
    const paths = await writeSources([...CORPUS, referencePage()]);
    const report = await writeSearchIndex({ ...paths, env: {} });
    expect(report.reference).toMatch(/^\/search-reference\.[0-9a-f]{12}\.json$/);
    expect(report.referenceRecords).toBe(1);
    const { index } = await loadBuiltIndex(paths.outDir);
    expect(flattenGroups(searchIndex(index, 'Compilation.emitAsset'))[0]?.url).toBe('/api/reference/compilation/#compilation-emitasset');
    const { index: alone } = await loadBuiltIndex(paths.outDir, { shard: false });
    expect(flattenGroups(searchIndex(alone, 'Compilation')).map((h) => h.url)).toContain('/api/reference/compilation/#compilation');
    expect(alone.tables.docs.some((d) => d.anchor === 'compilation-emitasset')).toBe(false);
  });

  it("finds a page and a section by their readers' words, and keeps a reference member that has some in the main index", async () => {
    const paths = await writeSources([...CORPUS, referencePage(['zebra lookup'], ['drop a sidecar file next to the output'])]);
    const report = await writeSearchIndex({ ...paths, env: {} });
    expect(report.referenceRecords).toBe(0);
    const { index } = await loadBuiltIndex(paths.outDir, { shard: false });
    expect(flattenGroups(searchIndex(index, 'sidecar'))[0]?.url).toBe('/api/reference/compilation/#compilation-emitasset');
    expect(flattenGroups(searchIndex(index, 'zebra lookup'))[0]?.url).toBe('/api/reference/compilation/');
  });

  it("leaves out a number-bearing word only one record's body says, and keeps the heading's", async () => {
    const page = (url: string, heading: string, text: string): SourcePage => ({ url, title: heading, description: '', section: 'guides', sections: [{ id: 'a', heading, level: 2, text }] });
    const paths = await writeSources([
      page('/guides/one/', 'Targets for es2015', 'The bundle went from 63.4 KiB to 244 KiB with 9b0d4f2a.svg inlined.'),
      page('/guides/two/', 'Sizes', 'The warning starts above 244 KiB.'),
    ]);
    const report = await writeSearchIndex({ ...paths, env: {} });
    const terms = decodeTerms(JSON.parse(await readFile(path.join(paths.outDir, report.index), 'utf8')) as SearchIndexFile);
    expect(terms).toEqual(expect.arrayContaining(['es2015', 'bundle', 'inlined']));
    expect(terms).not.toContain('63.4');
    expect(terms).not.toContain('9b0d4f2a.svg');
  });

  it('names files by content: the same sources give the same names', async () => {
    const paths = await writeSources(CORPUS);
    const a = await writeSearchIndex({ ...paths, env: {} });
    const b = await writeSearchIndex({ ...paths, env: {} });
    expect(b.index).toBe(a.index);
  });

  it('records the hosted configuration from the environment', async () => {
    const paths = await writeSources(CORPUS);
    await writeSearchIndex({ ...paths, env: { DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'docs', DOCSEARCH_HOST: 'http://127.0.0.1:9/' } });
    const manifest = JSON.parse(await readFile(path.join(paths.generatedDir, 'search-manifest.json'), 'utf8')) as SearchManifest;
    expect(manifest.hosted).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'docs', host: 'http://127.0.0.1:9' });
  });

  it('fails with the file and the problem when the sources are not valid', async () => {
    const paths = await writeSources([{ url: 'no-slash', title: 'x', description: '', section: '', sections: [] }]);
    await expect(writeSearchIndex({ ...paths, env: {} })).rejects.toThrow(/search-sources\.json is not valid search material at 0\.url/);
    await expect(readSearchSources(path.join(dir, 'missing.json'))).rejects.toThrow(/cannot read .*missing\.json/);
  });
});

describe('isIncidentalTerm', () => {
  it('holds for a term with a digit in one field, the body, of one record', () => {
    const postings = (byField: Record<number, Record<number, number>>): Map<number, Map<number, number>> =>
      new Map(Object.entries(byField).map(([field, docs]) => [Number(field), new Map(Object.entries(docs).map(([id, tf]) => [Number(id), tf]))]));
    expect(isIncidentalTerm('63.4', postings({ 5: { 7: 1 } }), 5)).toBe(true);
    expect(isIncidentalTerm('63.4', postings({ 5: { 7: 1, 9: 2 } }), 5)).toBe(false);
    expect(isIncidentalTerm('63.4', postings({ 5: { 7: 1 }, 2: { 7: 1 } }), 5)).toBe(false);
    expect(isIncidentalTerm('63.4', postings({ 2: { 7: 1 } }), 5)).toBe(false);
    expect(isIncidentalTerm('inlined', postings({ 5: { 7: 1 } }), 5)).toBe(false);
  });
});

describe('hostedConfigFromEnv', () => {
  it('needs all three values; the host defaults to the service', () => {
    expect(hostedConfigFromEnv({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key' })).toBeNull();
    expect(hostedConfigFromEnv({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'docs' })?.host).toBe('https://app-dsn.algolia.net');
  });
});
