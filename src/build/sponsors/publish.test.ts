/** Validation of stored supporter data and the build step that publishes it. */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SupportersFile } from '../../shared/sponsors.ts';
import { chooseSource, publishSupporters, readDataFolder } from './publish.ts';
import { sampleData } from './sample.ts';
import { describeIssues, supportersFileSchema } from './schema.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'publish-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const fetched = (): SupportersFile => ({
  version: 1,
  sample: false,
  source: 'open-collective',
  note: 'fetched',
  collective: 'webpack',
  generatedAt: '2025-06-01T00:00:00.000Z',
  supporters: [{ slug: 'acme', name: 'Acme', website: 'https://acme.example/', logo: 'acme.png', totalCents: 100, monthlyCents: 0, firstDonation: '2025-01-01T00:00:00.000Z' }],
});

async function writeFolder(dir: string, data: unknown, logos: string[] = []): Promise<void> {
  await mkdir(path.join(dir, 'logos'), { recursive: true });
  await writeFile(path.join(dir, 'supporters.json'), JSON.stringify(data));
  for (const logo of logos) await writeFile(path.join(dir, 'logos', logo), 'x');
}

describe('validation of the data file', () => {
  it('accepts the committed sample, which says it is sample data', async () => {
    const data = await readDataFolder({ dir: path.join(root, 'data/supporters'), kind: 'sample' });
    expect(data.sample).toBe(true);
    expect(data.source).toBe('sample');
    expect(data.note).toMatch(/^SAMPLE DATA: made-up/);
    // The committed file is exactly what the generator writes.
    expect(data).toEqual(sampleData().data);
  });

  it.each([
    ['an http: website', (f: SupportersFile) => void Object.assign(f.supporters[0] ?? {}, { website: 'http://acme.example/' }), 'supporters.0.website: Invalid URL'],
    ['markup in a name', (f: SupportersFile) => void Object.assign(f.supporters[0] ?? {}, { name: '<b>Acme</b>' }), 'name must be plain text'],
    ['a fractional amount', (f: SupportersFile) => void Object.assign(f.supporters[0] ?? {}, { totalCents: 10.5 }), 'supporters.0.totalCents: Invalid input: expected int'],
    ['a slug with a path in it', (f: SupportersFile) => void Object.assign(f.supporters[0] ?? {}, { slug: '../acme' }), 'supporters.0.slug: slug must be letters'],
    ['an unknown field', (f: SupportersFile) => void Object.assign(f.supporters[0] ?? {}, { email: 'a@b.c' }), 'supporters.0: Unrecognized key: "email"'],
    ['sample data claiming to be fetched', (f: SupportersFile) => void Object.assign(f, { sample: true }), 'sample must be true exactly when source is "sample"'],
    ['duplicate slugs', (f: SupportersFile) => void f.supporters.push({ ...(f.supporters[0] as SupportersFile['supporters'][number]) }), 'slugs must be unique'],
  ])('rejects %s', (_, spoil, message) => {
    const file = fetched();
    spoil(file);
    const result = supportersFileSchema.safeParse(file);
    expect(result.success).toBe(false);
    expect(result.error && describeIssues(result.error)).toContain(message);
  });

  it('names the file and the problem, and checks the logos are there', async () => {
    const dir = path.join(work, 'fetched');
    await writeFolder(dir, { ...fetched(), version: 2 });
    await expect(readDataFolder({ dir, kind: 'fetched' })).rejects.toThrow(`${path.join(dir, 'supporters.json')}: invalid supporter data: version:`);
    await writeFolder(dir, fetched());
    await expect(readDataFolder({ dir, kind: 'fetched' })).rejects.toThrow('logo file(s) missing');
    await writeFolder(dir, fetched(), ['acme.png']);
    await expect(readDataFolder({ dir, kind: 'sample' })).rejects.toThrow('the committed fallback must say "sample": true');
  });
});

describe('publishSupporters', () => {
  it('prefers fetched data and copies only the logos it names', async () => {
    await cp(path.join(root, 'data/supporters'), path.join(work, 'data/supporters'), { recursive: true });
    expect(chooseSource(work).kind).toBe('sample');
    await writeFolder(path.join(work, '.cache/supporters'), fetched(), ['acme.png', 'stale.png']);
    expect(chooseSource(work)).toEqual({ dir: path.join(work, '.cache/supporters'), kind: 'fetched' });

    const line = await publishSupporters(work, path.join(work, 'out'));
    expect(line).toContain('1 supporters, fetched 2025-06-01');
    expect(JSON.parse(await readFile(path.join(work, 'out/sponsors/supporters.json'), 'utf8'))).toEqual(fetched());
    expect(await readdir(path.join(work, 'out/sponsors/logos'))).toEqual(['acme.png']);
  });

  it('falls back to the sample and says so', async () => {
    await cp(path.join(root, 'data/supporters'), path.join(work, 'data/supporters'), { recursive: true });
    const line = await publishSupporters(work, path.join(work, 'out'));
    expect(line).toMatch(/SAMPLE data/);
    const logos = await readdir(path.join(work, 'out/sponsors/logos'));
    expect(logos.length).toBe(sampleData().logos.size);
  });
});
