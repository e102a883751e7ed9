/**
 * READMEs of third-party packages: each pinned package's tarball is fetched from the npm
 * registry with npm itself (`npm pack`, nothing installed) into `.cache/readmes/`, and its
 * README and package.json are read from there. Nothing of them is committed.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { warn } from '../log.ts';
import type { ReadmeProvider } from '../content/render-file.ts';
import { parseRepository, thirdPartyLinks } from './repository.ts';

const run = promisify(execFile);

/** The fields of a package.json this site reads. */
const packageJsonSchema = z.object({
  name: z.string(),
  version: z.string(),
  description: z.string().optional(),
  repository: z.unknown().optional(),
});

/** A README and its package.json, as cached. */
export interface CachedReadme {
  /** README text. */
  readme: string;
  /** README file name inside the package. */
  readmeFile: string;
  /** Parsed package.json. */
  pkg: z.infer<typeof packageJsonSchema>;
}

function cacheDir(root: string, name: string, version: string): string {
  return path.join(root, '.cache/readmes', `${name.replace('/', '__')}@${version}`);
}

/** Reads a cached README, or undefined when it is not there. */
export async function readCached(root: string, name: string, version: string): Promise<CachedReadme | undefined> {
  const dir = cacheDir(root, name, version);
  try {
    const meta = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as { readmeFile: string };
    const pkg = packageJsonSchema.parse(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')));
    return { readme: await readFile(path.join(dir, 'README.md'), 'utf8'), readmeFile: meta.readmeFile, pkg };
  } catch {
    return undefined;
  }
}

/** Downloads one package tarball with `npm pack` and caches its README and package.json. */
export async function fetchReadme(root: string, name: string, version: string): Promise<CachedReadme> {
  const work = await mkdtemp(path.join(tmpdir(), 'readme-'));
  try {
    const { stdout } = await run('npm', ['pack', `${name}@${version}`, '--json', '--silent', '--pack-destination', work], { cwd: work, timeout: 120_000 });
    const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
    if (packed === undefined) throw new Error('npm pack printed no file');
    await run('tar', ['-xzf', path.join(work, path.basename(packed.filename)), '-C', work]);
    const files = await readdir(path.join(work, 'package'));
    const readmeFile = files.find((f) => /^readme(\.md|\.markdown)?$/i.test(f));
    if (readmeFile === undefined) throw new Error('the package has no README');
    const readme = await readFile(path.join(work, 'package', readmeFile), 'utf8');
    const pkgText = await readFile(path.join(work, 'package', 'package.json'), 'utf8');
    const dir = cacheDir(root, name, version);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'README.md'), readme);
    await writeFile(path.join(dir, 'package.json'), pkgText);
    await writeFile(path.join(dir, 'meta.json'), JSON.stringify({ readmeFile }));
    return { readme, readmeFile, pkg: packageJsonSchema.parse(JSON.parse(pkgText)) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The build's README provider: cache first, then npm; failures name the package. */
export function createReadmeProvider(root: string, packagePages: ReadonlyMap<string, string>): ReadmeProvider {
  return async (file, data) => {
    const name = data.package ?? '';
    const version = data.version;
    if (version === undefined) throw new Error(`${file}: third-party page needs a pinned 'version'`);
    let cached = await readCached(root, name, version);
    if (cached === undefined) {
      try {
        cached = await fetchReadme(root, name, version);
      } catch (error) {
        throw new Error(`${file}: the README of ${name}@${version} is neither cached nor downloadable (${(error as Error).message.split('\n')[0] ?? ''}). Run \`npm run fetch:readmes\` with network access.`, { cause: error });
      }
    }
    const repository = parseRepository(cached.pkg.repository);
    if (repository === undefined) {
      warn(`${name}: package.json has no GitHub repository; using the npm page for its links`);
    }
    const repo = repository ?? { slug: `webpack-contrib/${name}`, directory: '' };
    return {
      markdown: cached.readme,
      links: thirdPartyLinks(name, version, repo, cached.readmeFile),
      ...(cached.pkg.description === undefined ? {} : { description: cached.pkg.description }),
      context: { repository: repo, packagePages },
    };
  };
}

/** Package name → page URL for every `_package.md` under the content folder. */
export async function thirdPartyPages(contentDir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const section of ['loaders', 'plugins']) {
    const files = await readdir(path.join(contentDir, section)).catch(() => [] as string[]);
    for (const f of files.filter((n) => n.startsWith('_') && n.endsWith('.md'))) {
      const slug = f.slice(1, -3);
      out.set(slug, `/${section}/${slug}/`);
    }
  }
  return out;
}
