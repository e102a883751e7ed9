/**
 * The build step: picks the supporter data (fetched data in `.cache/supporters/` when present,
 * otherwise the committed sample in `data/supporters/`), checks it and copies the file and the
 * logos it names to `<out>/sponsors/`, where the home page fetches them once it needs them; and
 * writes the data's shape (sample or not, the length of each list) for the bundles to import.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { shapeOf } from '../../shared/sponsor-ranking.ts';
import type { SupportersFile } from '../../shared/sponsors.ts';
import { describeIssues, supportersFileSchema } from './schema.ts';
import { DATA_FILE, fetchedDir, LOGOS_DIR, sampleDir } from './store.ts';

/** A data folder the build may use. */
export interface DataSource {
  /** The folder. */
  dir: string;
  /** Whether it must be the sample (the committed fallback) or must be fetched data. */
  kind: 'fetched' | 'sample';
}

/** Reads and validates a data folder; errors name the file and the problem. */
export async function readDataFolder(source: DataSource): Promise<SupportersFile> {
  const file = path.join(source.dir, DATA_FILE);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read supporter data (${(error as Error).message})`, { cause: error });
  }
  const parsed = supportersFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file}: invalid supporter data: ${describeIssues(parsed.error)}`);
  const data = parsed.data;
  if (source.kind === 'sample' && !data.sample) throw new Error(`${file}: the committed fallback must say "sample": true`);
  if (source.kind === 'fetched' && data.sample) throw new Error(`${file}: fetched data must not be marked as sample`);
  const missing = data.supporters.filter((s) => s.logo !== undefined && !existsSync(path.join(source.dir, LOGOS_DIR, s.logo)));
  if (missing.length > 0) throw new Error(`${file}: logo file(s) missing from ${path.join(source.dir, LOGOS_DIR)}: ${missing.slice(0, 5).map((s) => s.logo).join(', ')}`);
  return data;
}

/** The folder the build uses: fetched data when present, otherwise the sample. */
export function chooseSource(root: string): DataSource {
  const fetched = fetchedDir(root);
  return existsSync(path.join(fetched, DATA_FILE)) ? { dir: fetched, kind: 'fetched' } : { dir: sampleDir(root), kind: 'sample' };
}

/** Copies the chosen data into `<outDir>/sponsors/`; returns a line for the build log. */
export async function publishSupporters(root: string, outDir: string, source: DataSource = chooseSource(root)): Promise<string> {
  const data = await readDataFolder(source);
  const target = path.join(outDir, 'sponsors');
  await mkdir(path.join(target, LOGOS_DIR), { recursive: true });
  await writeFile(path.join(target, DATA_FILE), JSON.stringify(data));
  await Promise.all(data.supporters.flatMap((s) => (s.logo === undefined ? [] : [copyFile(path.join(source.dir, LOGOS_DIR, s.logo), path.join(target, LOGOS_DIR, s.logo))])));
  const what = data.sample ? 'SAMPLE data (made up; run npm run fetch:supporters for the real list)' : `fetched ${data.generatedAt.slice(0, 10)}`;
  return `  ${data.supporters.length} supporters, ${what}, from ${path.relative(root, source.dir)}/`;
}

/** The file in the generated folder holding the data's shape (`@generated/sponsors-shape.json`). */
export const SHAPE_FILE = 'sponsors-shape.json';

/**
 * Writes the shape of the data the build publishes into `generatedDir`, before the bundles
 * compile: the home page prerenders the section at its final size from it (the notice of sample
 * data, a placeholder per sponsor), so nothing moves when the data arrives.
 */
export async function writeSponsorsShape(root: string, generatedDir: string, source: DataSource = chooseSource(root)): Promise<void> {
  const data = await readDataFolder(source);
  await mkdir(generatedDir, { recursive: true });
  await writeFile(path.join(generatedDir, SHAPE_FILE), `${JSON.stringify(shapeOf(data))}\n`);
}
