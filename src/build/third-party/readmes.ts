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
import type * as Zod from 'zod';
import { checkedParse, isRecord, lazySchema, stringArray } from '../lazy-zod.ts';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { warn } from '../log.ts';
import type { ReadmeProvider } from '../content/render-file.ts';
import type { ContentFile } from '../content/scan.ts';
import { cacheImages, readmeImageUrls } from './readme-images.ts';
import { parseRepository, thirdPartyLinks } from './repository.ts';

const run = promisify(execFile);

/** The fields of a package.json this site reads, as a zod schema (lazy-zod.ts: made only when `checkPackageJson` refuses one). */
function makePackageJsonSchema(z: typeof Zod.z) {
  return z.object({
    name: z.string(),
    version: z.string(),
    description: z.string().optional(),
    repository: z.unknown().optional(),
  });
}

/** The schema (made on first use). */
export const packageJsonSchema = lazySchema(makePackageJsonSchema);

/** The fields of a package.json this site reads. */
type PackageJson = Zod.z.infer<ReturnType<typeof makePackageJsonSchema>>;

/** A README and its package.json, as cached. */
export interface CachedReadme {
  /** README text. */
  readme: string;
  /** README file name inside the package. */
  readmeFile: string;
  /** Parsed package.json. */
  pkg: PackageJson;
  /** The package's image files, cached in `images/` beside the README (package-relative paths). */
  images: string[];
}

/** meta.json of a cache entry; one without `images` predates the image cache and is fetched again. */
interface ReadmeMeta {
  readmeFile: string;
  images: string[];
}

/** A package.json's fields as the schema's parse gives them (the others dropped), without zod; undefined when the check cannot tell. */
export function checkPackageJson(raw: unknown): PackageJson | undefined {
  if (!isRecord(raw) || typeof raw['name'] !== 'string' || typeof raw['version'] !== 'string') return undefined;
  const description = raw['description'];
  if (description !== undefined && typeof description !== 'string') return undefined;
  return {
    name: raw['name'],
    version: raw['version'],
    ...('description' in raw ? { description } : {}),
    ...('repository' in raw ? { repository: raw['repository'] } : {}),
  };
}

/** A cache entry's meta.json, or undefined when it is not one (no message is needed: the entry is fetched again). */
export function checkReadmeMeta(raw: unknown): ReadmeMeta | undefined {
  if (!isRecord(raw) || typeof raw['readmeFile'] !== 'string') return undefined;
  const images = stringArray(raw['images']);
  return images === undefined ? undefined : { readmeFile: raw['readmeFile'], images };
}

/** A package.json's text read as the fields this site reads; throws zod's error when they are not valid. */
function parsePackageJson(text: string): PackageJson {
  const raw: unknown = JSON.parse(text);
  return checkedParse(raw, checkPackageJson, packageJsonSchema);
}

function cacheDir(root: string, name: string, version: string): string {
  return path.join(root, '.cache/readmes', `${name.replace('/', '__')}@${version}`);
}

/** Reads a cached README, or undefined when it is not there. */
export async function readCached(root: string, name: string, version: string): Promise<CachedReadme | undefined> {
  const dir = cacheDir(root, name, version);
  try {
    const meta = checkReadmeMeta(JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')));
    if (meta === undefined) return undefined;
    const pkg = parsePackageJson(await readFile(path.join(dir, 'package.json'), 'utf8'));
    return { readme: await readFile(path.join(dir, 'README.md'), 'utf8'), readmeFile: meta.readmeFile, pkg, images: meta.images };
  } catch {
    return undefined;
  }
}

/** Whether a README is cached, reading only its `meta.json` (written last). */
async function isCached(root: string, name: string, version: string): Promise<boolean> {
  return readFile(path.join(cacheDir(root, name, version), 'meta.json'), 'utf8').then(
    (text) => checkReadmeMeta(JSON.parse(text)) !== undefined,
    () => false,
  );
}

/** Caches the README and package.json of an unpacked package folder. */
async function cacheUnpacked(root: string, name: string, version: string, unpacked: string): Promise<CachedReadme> {
  const files = await readdir(unpacked);
  const readmeFile = files.find((f) => /^readme(\.md|\.markdown)?$/i.test(f));
  if (readmeFile === undefined) throw new Error('the package has no README');
  const readme = await readFile(path.join(unpacked, readmeFile), 'utf8');
  const pkgText = await readFile(path.join(unpacked, 'package.json'), 'utf8');
  const dir = cacheDir(root, name, version);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'README.md'), readme);
  await writeFile(path.join(dir, 'package.json'), pkgText);
  const images = await cacheImages(unpacked, path.join(dir, 'images'));
  // Written last: readCached needs it, so a half-written entry reads as missing.
  await writeFile(path.join(dir, 'meta.json'), JSON.stringify({ readmeFile, images }));
  return { readme, readmeFile, pkg: parsePackageJson(pkgText), images };
}

/** A package pinned by a third-party page. */
export interface PinnedPackage {
  /** Package name. */
  name: string;
  /** Exact version. */
  version: string;
}

/**
 * Downloads the packages' tarballs with one `npm pack` (npm fetches them side by side) into a
 * temporary folder and caches each README and package.json; throws what fails.
 */
async function packAndCache(root: string, packages: readonly PinnedPackage[]): Promise<CachedReadme[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'readmes-'));
  try {
    const specs = packages.map((p) => `${p.name}@${p.version}`);
    const { stdout } = await run('npm', ['pack', ...specs, '--json', '--silent', '--pack-destination', work], { cwd: work, timeout: 120_000 });
    const packed = JSON.parse(stdout) as Array<{ name: string; version: string; filename: string }>;
    if (packed.length === 0) throw new Error('npm pack printed no file');
    return await Promise.all(
      packed.map(async (p, i) => {
        // Every tarball unpacks to package/: one folder each.
        const into = path.join(work, String(i));
        await mkdir(into);
        await run('tar', ['-xzf', path.join(work, path.basename(p.filename)), '-C', into]);
        return cacheUnpacked(root, p.name, p.version, path.join(into, 'package'));
      }),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Downloads one package tarball with `npm pack` and caches its README and package.json. */
export async function fetchReadme(root: string, name: string, version: string): Promise<CachedReadme> {
  const [cached] = await packAndCache(root, [{ name, version }]);
  if (cached === undefined) throw new Error('npm pack printed no file');
  return cached;
}

/** What the cache holds for the third-party pages under a content folder. */
export interface ReadmeSurvey {
  /** Packages whose README is not cached. */
  uncached: PinnedPackage[];
  /** The cached README of each other page, by the page's absolute path. */
  cached: Map<string, string>;
}

/** Sections whose `_<package>.md` pages are third-party pages (their READMEs rendered). */
const THIRD_PARTY_SECTIONS = ['loaders', 'plugins'];

/** Whether a content file (path relative to the content folder, `/`-separated) is a third-party page. */
function isThirdPartyPage(relative: string): boolean {
  const [section, name, ...deeper] = relative.split('/');
  return deeper.length === 0 && section !== undefined && THIRD_PARTY_SECTIONS.includes(section) && name !== undefined && name.startsWith('_') && name.endsWith('.md');
}

/**
 * Which READMEs of the third-party pages among `files` are cached (with their text) and which are
 * not, from the page sources the pipeline has read already (`sources`, by relative path,
 * `readSources`). A page whose frontmatter cannot be read is left out: rendering it reports the
 * problem.
 */
export async function surveyReadmes(root: string, files: readonly ContentFile[], sources: ReadonlyMap<string, string>): Promise<ReadmeSurvey> {
  const survey: ReadmeSurvey = { uncached: [], cached: new Map() };
  for (const { relative, absolute } of files.filter((f) => isThirdPartyPage(f.relative))) {
    const source = sources.get(relative);
    if (source === undefined) continue;
    try {
      const { data } = parseFrontmatter(absolute, source);
      if (data.package === undefined || data.version === undefined) continue;
      if (!(await isCached(root, data.package, data.version))) survey.uncached.push({ name: data.package, version: data.version });
      else survey.cached.set(absolute, await readFile(path.join(cacheDir(root, data.package, data.version), 'README.md'), 'utf8'));
    } catch {
      // Reported when the page renders.
    }
  }
  return survey;
}

/**
 * Fetches several READMEs into the cache with one `npm pack`: a fresh clone's first build needed
 * 28 of them, one npm process each, about 0.5 s of CPU apiece beside the rendering; in one
 * process it is one second of CPU and four of network. Whatever this cannot get is left to
 * `fetchReadme`, whose error then names the page.
 */
export async function fetchReadmes(root: string, packages: readonly PinnedPackage[]): Promise<void> {
  if (packages.length === 0) return;
  try {
    await packAndCache(root, packages);
  } catch {
    // Each page still missing its README tries on its own and reports what fails.
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
      context: { repository: repo, packagePages, names: [data.title, name], images: await readmeImageUrls(path.join(cacheDir(root, name, version), 'images'), cached.images) },
    };
  };
}

/** Every `_package.md` under the content folder: its section, slug and absolute path. */
async function thirdPartyFiles(contentDir: string): Promise<Array<{ section: string; slug: string; file: string }>> {
  const out: Array<{ section: string; slug: string; file: string }> = [];
  for (const section of THIRD_PARTY_SECTIONS) {
    const files = await readdir(path.join(contentDir, section)).catch(() => [] as string[]);
    for (const f of files.filter((n) => isThirdPartyPage(`${section}/${n}`))) out.push({ section, slug: f.slice(1, -3), file: path.join(contentDir, section, f) });
  }
  return out;
}

/** Package name → page URL for every `_package.md` under the content folder. */
export async function thirdPartyPages(contentDir: string): Promise<Map<string, string>> {
  return new Map((await thirdPartyFiles(contentDir)).map(({ section, slug }) => [slug, `/${section}/${slug}/`]));
}
