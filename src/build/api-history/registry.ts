/**
 * webpack's 5.x releases from the npm registry: the packument names every version and its
 * tarball; of each minor line the latest patch is read. Each release's `types.d.ts` and
 * `schemas/WebpackOptions.json` are streamed out of its tarball (checked against the
 * packument's integrity) into `.cache/api-history/<version>/`, which later runs read instead.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { extractFiles } from './tar.ts';
import { compareVersions } from './versions.ts';

/** The public registry; `API_HISTORY_REGISTRY` overrides it (tests point it at 127.0.0.1). */
export const DEFAULT_REGISTRY = 'https://registry.npmjs.org';

const packumentSchema = z.object({
  versions: z.record(z.string(), z.object({ dist: z.object({ tarball: z.string(), integrity: z.string().optional() }) })),
});

/** One release to read. */
export interface Release {
  /** Full version, e.g. `5.75.0`. */
  version: string;
  /** Tarball URL. */
  tarball: string;
  /** Subresource integrity of the tarball (`sha512-...`), when the registry gives one. */
  integrity?: string;
}

/** The two files the history reads from a release. */
export interface ReleaseFiles {
  /** `types.d.ts`. */
  types: string;
  /** `schemas/WebpackOptions.json`, parsed. */
  schema: unknown;
}

const TYPES = 'package/types.d.ts';
const SCHEMA = 'package/schemas/WebpackOptions.json';

/** Fetches webpack's packument (the abbreviated form npm installs from). */
export async function fetchPackument(registry: string, doFetch: typeof fetch = fetch): Promise<z.infer<typeof packumentSchema>> {
  const url = `${registry.replace(/\/$/, '')}/webpack`;
  const response = await doFetch(url, { headers: { accept: 'application/vnd.npm.install-v1+json' }, signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return packumentSchema.parse(await response.json());
}

/** The latest patch of every 5.x minor line, oldest first (pre-releases left out). */
export function minorReleases(packument: z.infer<typeof packumentSchema>): Release[] {
  const latest = new Map<number, Release>();
  for (const [version, { dist }] of Object.entries(packument.versions)) {
    const match = /^5\.(\d+)\.(\d+)$/.exec(version);
    if (match === null) continue;
    const minor = Number(match[1]);
    const current = latest.get(minor);
    if (current === undefined || compareVersions(version, current.version) > 0) {
      latest.set(minor, { version, tarball: dist.tarball, ...(dist.integrity === undefined ? {} : { integrity: dist.integrity }) });
    }
  }
  return [...latest.values()].sort((a, b) => compareVersions(a.version, b.version));
}

function cacheDir(root: string, version: string): string {
  return path.join(root, '.cache/api-history', version);
}

/** A release's files from the cache, or undefined when they are not there. */
async function readCached(root: string, version: string): Promise<ReleaseFiles | undefined> {
  const dir = cacheDir(root, version);
  try {
    const [types, schema] = await Promise.all([readFile(path.join(dir, 'types.d.ts'), 'utf8'), readFile(path.join(dir, 'WebpackOptions.json'), 'utf8')]);
    return { types, schema: JSON.parse(schema) };
  } catch {
    return undefined;
  }
}

/** Passes a body through while hashing it. */
async function* hashing(body: AsyncIterable<Uint8Array>, hash: ReturnType<typeof createHash>): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/** Downloads a release's tarball and caches its two files; throws what fails, naming the release. */
async function download(root: string, release: Release, doFetch: typeof fetch): Promise<ReleaseFiles> {
  const response = await doFetch(release.tarball, { signal: AbortSignal.timeout(300_000) });
  if (!response.ok || response.body === null) throw new Error(`webpack@${release.version}: ${release.tarball}: HTTP ${response.status}`);
  const [algorithm, expected] = release.integrity?.split('-', 2) ?? ['sha512', undefined];
  const hash = createHash(algorithm ?? 'sha512');
  const files = await extractFiles(hashing(response.body as AsyncIterable<Uint8Array>, hash), new Set([TYPES, SCHEMA])).catch((error: unknown) => {
    throw new Error(`webpack@${release.version}: ${release.tarball}: ${(error as Error).message}`, { cause: error });
  });
  if (expected !== undefined && hash.digest('base64') !== expected) throw new Error(`webpack@${release.version}: the tarball does not match the registry's integrity ${release.integrity ?? ''}`);
  const types = files.get(TYPES);
  const schema = files.get(SCHEMA);
  if (types === undefined || schema === undefined) throw new Error(`webpack@${release.version}: the tarball has no ${types === undefined ? TYPES : SCHEMA}`);
  const dir = cacheDir(root, release.version);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'WebpackOptions.json'), schema);
  // Written last: a run cut short leaves an entry that reads as missing.
  await writeFile(path.join(dir, 'types.d.ts'), types);
  return { types: types.toString('utf8'), schema: JSON.parse(schema.toString('utf8')) };
}

/** A release's files, from the cache or downloaded into it; `cached` says which. */
export async function releaseFiles(root: string, release: Release, doFetch: typeof fetch = fetch): Promise<ReleaseFiles & { cached: boolean }> {
  const cached = await readCached(root, release.version);
  if (cached !== undefined) return { ...cached, cached: true };
  return { ...(await download(root, release, doFetch)), cached: false };
}
