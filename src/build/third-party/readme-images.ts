/**
 * README images on third-party pages load nothing remote. An image that ships in the package's
 * tarball (cached beside the README by readmes.ts) is served from this site under a name made
 * of its content hash, `/readme-images/<hash>.<ext>`; any other image (badges, screenshots on the
 * code host) becomes its alt text as a link to where it lives, or goes when it has no alt text or
 * already sits inside a link. Runs on the sanitised HTML, so `<img>` and `<picture>` in a
 * README's raw HTML are treated like markdown images.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import type { Plugin } from 'unified';
import { SKIP, walkElements } from '../markdown/walk.ts';

/** Site folder of README images. */
export const README_IMAGES_PATH = '/readme-images/';
/** Files of a package tarball that are images a README may show. */
export const IMAGE_FILE = /\.(png|jpe?g|gif|svg|webp|avif)$/i;
/** Larger files are left out of the cache (and so shown as a link). */
const MAX_IMAGE_BYTES = 2_000_000;

/** A package's images: package-relative path (`docs/shot.png`) → site path (`/readme-images/1a2b….png`). */
export type ReadmeImages = Readonly<Record<string, string>>;

/** The site path of an image with these bytes. */
export function readmeImageUrl(bytes: Uint8Array, file: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return `${README_IMAGES_PATH}${hash}${path.extname(file).toLowerCase()}`;
}

/** Image files under `dir` (package-relative, `/`-separated), node_modules aside. */
export async function listImages(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (e) => {
      const rel = prefix === '' ? e.name : `${prefix}/${e.name}`;
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : listImages(dir, rel);
      if (!e.isFile() || !IMAGE_FILE.test(e.name)) return [];
      return (await stat(path.join(dir, rel))).size <= MAX_IMAGE_BYTES ? [rel] : [];
    }),
  );
  return nested.flat();
}

/** Copies the images of an unpacked package into `into` (same relative paths); returns their paths. */
export async function cacheImages(unpacked: string, into: string): Promise<string[]> {
  const images = await listImages(unpacked);
  for (const rel of images) {
    await mkdir(path.dirname(path.join(into, rel)), { recursive: true });
    await copyFile(path.join(unpacked, rel), path.join(into, rel));
  }
  return images;
}

/** The site paths of cached images. */
export async function readmeImageUrls(dir: string, images: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(images.map(async (rel) => [rel, readmeImageUrl(await readFile(path.join(dir, rel)), rel)] as const));
  return Object.fromEntries(entries);
}

/**
 * Copies into `outDir` every cached README image that `html` refers to (the pages' bodies):
 * only what a page shows is published.
 */
export async function publishReadmeImages(cacheRoot: string, outDir: string, html: Iterable<string>): Promise<number> {
  const wanted = new Set<string>();
  const pattern = new RegExp(`${README_IMAGES_PATH}[0-9a-f]{16}\\.[a-z]+`, 'g');
  for (const text of html) for (const m of text.matchAll(pattern)) wanted.add(m[0]);
  if (wanted.size === 0) return 0;
  const copied = new Set<string>();
  for (const entry of await readdir(cacheRoot).catch(() => [] as string[])) {
    const dir = path.join(cacheRoot, entry, 'images');
    for (const rel of await listImages(dir)) {
      const url = readmeImageUrl(await readFile(path.join(dir, rel)), rel);
      if (!wanted.has(url) || copied.has(url)) continue;
      await mkdir(path.join(outDir, README_IMAGES_PATH), { recursive: true });
      await copyFile(path.join(dir, rel), path.join(outDir, url));
      copied.add(url);
    }
  }
  const missing = [...wanted].filter((u) => !copied.has(u));
  if (missing.length > 0) throw new Error(`README images referenced but not cached: ${missing.join(', ')}`);
  return copied.size;
}

/** Where a README image points inside its own package, or undefined for an image elsewhere. */
export function packagePathOf(src: string, repository: { slug: string; directory: string }): string | undefined {
  const clean = (p: string): string => {
    const out: string[] = [];
    for (const part of p.split('/')) {
      if (part === '..') out.pop();
      else if (part !== '.' && part !== '') out.push(part);
    }
    return out.join('/');
  };
  const url = src.split('#')[0] ?? '';
  if (url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//')) return clean(url.split('?')[0] ?? '');
  // The package's own repository: raw.githubusercontent.com/<slug>/<ref>/<path> or github.com/<slug>/(raw|blob)/<ref>/<path>.
  const slug = repository.slug.toLowerCase();
  const m = /^https:\/\/(?:raw\.githubusercontent\.com\/([^/]+\/[^/]+)|github\.com\/([^/]+\/[^/]+)\/(?:raw|blob))\/[^/]+\/([^?]+)/i.exec(url);
  const repo = (m?.[1] ?? m?.[2])?.toLowerCase();
  if (m === null || repo !== slug) return undefined;
  const inRepo = clean(decodeURIComponent(m[3] ?? ''));
  const dir = clean(repository.directory);
  if (dir === '') return inRepo;
  return inRepo.startsWith(`${dir}/`) ? inRepo.slice(dir.length + 1) : undefined;
}

function altOf(node: Element): string {
  const alt = node.properties['alt'];
  return typeof alt === 'string' ? alt.trim() : '';
}

/** What replaces a remote image: its alt text, as a link to it unless it already sits in a link. */
function standIn(node: Element, inLink: boolean): ElementContent[] {
  const alt = altOf(node);
  const src = node.properties['src'];
  if (alt === '') return [];
  if (inLink || typeof src !== 'string' || !/^https?:\/\//i.test(src)) return [{ type: 'text', value: alt }];
  return [{ type: 'element', tagName: 'a', properties: { href: src, rel: ['noopener', 'noreferrer'] }, children: [{ type: 'text', value: alt }] }];
}

/** The step: `images` are the package's cached images, `repository` where its README lives. */
export const rehypeReadmeImages: Plugin<[{ images: ReadmeImages; repository: { slug: string; directory: string } }], Root> = ({ images, repository }) => (tree) => {
  const local = (src: unknown): string | undefined => {
    if (typeof src !== 'string') return undefined;
    const rel = packagePathOf(src, repository);
    return rel === undefined ? undefined : images[rel];
  };
  const inLink = new Set<Element>();
  const changed = new Set<Element>();
  walkElements(tree, (node) => {
    if (node.tagName === 'a') walkElements(node, (inner) => void inLink.add(inner));
  });
  walkElements(tree, (node, index, parent) => {
    if (parent === undefined || index === undefined) return;
    if (node.tagName === 'source') {
      // A <picture>'s alternatives: kept only when served from here (the <img> inside stays the fallback).
      const own = local(String(node.properties['srcSet'] ?? node.properties['src'] ?? '').trim().split(/\s+/)[0]);
      if (own === undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      node.properties = { ...node.properties, srcSet: own };
      delete node.properties['src'];
      return;
    }
    if (node.tagName !== 'img') return;
    delete node.properties['srcSet'];
    const own = local(node.properties['src']);
    if (own !== undefined) {
      node.properties['src'] = own;
      return;
    }
    const replacement = standIn(node, inLink.has(node));
    if (parent.type === 'element') changed.add(parent);
    parent.children.splice(index, 1, ...replacement);
    return [SKIP, index + replacement.length];
  });
  // A link, or a paragraph that held only images, left without content goes; a picture whose image was replaced leaves its stand-in.
  walkElements(tree, (node, index, parent) => {
    if (parent === undefined || index === undefined) return;
    if (node.tagName === 'picture' && !node.children.some((c) => c.type === 'element' && c.tagName === 'img')) {
      const rest = node.children.filter((c) => !(c.type === 'element' && c.tagName === 'source'));
      parent.children.splice(index, 1, ...rest);
      return [SKIP, index];
    }
    const blank = node.children.every((c) => c.type === 'text' && c.value.trim() === '');
    if (blank && (node.tagName === 'a' || (node.tagName === 'p' && changed.has(node)))) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    return undefined;
  });
};
