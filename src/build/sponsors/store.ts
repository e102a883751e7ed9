/**
 * The fetched data lives in `.cache/supporters/` (gitignored): `supporters.json`, `logos/` and
 * `logo-sources.json`. A new fetch is written to a staging folder first and swapped in whole, so
 * a failure at any point leaves the previous data exactly as it was.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupportersFile } from '../../shared/sponsors.ts';
import type { LogoManifest } from './logos.ts';

/** The folder of fetched data under the repository root. */
export function fetchedDir(root: string): string {
  return path.join(root, '.cache/supporters');
}

/** The committed sample data under the repository root. */
export function sampleDir(root: string): string {
  return path.join(root, 'data/supporters');
}

/** The data file in a data folder. */
export const DATA_FILE = 'supporters.json';
/** The logos folder in a data folder. */
export const LOGOS_DIR = 'logos';
/** Where each logo came from, in a fetched data folder. */
export const MANIFEST_FILE = 'logo-sources.json';

/** The previous fetch's logo manifest, or an empty one. */
export async function readManifest(dir: string): Promise<LogoManifest> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const out: LogoManifest = {};
    for (const [slug, value] of Object.entries(parsed)) {
      const v = value as { url?: unknown; file?: unknown };
      if (typeof v.url === 'string' && typeof v.file === 'string' && !v.file.includes('/') && !v.file.includes('..')) out[slug] = { url: v.url, file: v.file };
    }
    return out;
  } catch {
    return {};
  }
}

/** A fresh staging folder beside `dir`, with its logos folder. */
export async function createStaging(dir: string): Promise<string> {
  const staging = `${dir}.staging`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, LOGOS_DIR), { recursive: true });
  return staging;
}

/** Writes the data and manifest into `staging` and swaps it in for `dir`. */
export async function commitStaging(staging: string, dir: string, data: SupportersFile, manifest: LogoManifest): Promise<void> {
  await writeFile(path.join(staging, DATA_FILE), `${JSON.stringify(data, null, 2)}\n`);
  await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const old = `${dir}.old`;
  await rm(old, { recursive: true, force: true });
  let moved = false;
  try {
    await rename(dir, old);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    await rename(staging, dir);
  } catch (error) {
    if (moved) await rename(old, dir);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
