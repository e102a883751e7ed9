/** Listing and classifying the files of a built site (shared by the precache, headers and compression steps). */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Files of `dir`, as site paths (`/main.0a1b2c3d4e.js`, `/concepts/index.html`), sorted. */
export async function listSiteFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .sort();
}

/**
 * Whether a site path names a content-hashed file, safe to cache for a year: webpack's chunks
 * (`/1a2b3c4d5e6f.js`, `/main.0a1b2c3d4e.js`, `/styles.0a1b2c3d4e.css`) and hashed data such
 * as `/search-index.0a1b2c3d.json`.
 */
export function isHashedAsset(sitePath: string): boolean {
  return /^\/(?:[\w-]+\.)?[0-9a-f]{8,}\.(?:js|css|json)$/.test(sitePath);
}

/** Whether a site path is a page (an HTML file). */
export function isHtml(sitePath: string): boolean {
  return sitePath.endsWith('.html');
}

/** Whether a site path is one the page markdown's thread writes: a page as markdown (`.md`) or an llms file (`/llms.txt`, `/llms-api.txt`, …). */
export function isMarkdownOutput(sitePath: string): boolean {
  return /\.md$|^\/llms[\w-]*\.txt$/.test(sitePath);
}

/** Whether a path is one of the files the build leaves beside others (`.br`, `.gz`) or host configuration. */
export function isSideFile(sitePath: string): boolean {
  return /\.(?:br|gz)$/.test(sitePath) || sitePath === '/_headers' || sitePath === '/_redirects';
}

/** sha256 of some bytes, base64 (the form a Content-Security-Policy hash takes). */
export function sha256Base64(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('base64');
}

/** A short hex digest of some bytes (a precache revision). */
export function shortDigest(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}
