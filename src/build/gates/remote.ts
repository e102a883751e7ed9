/**
 * The no-remote-image gate: nothing on any page loads from another host. Every image and media
 * source of every document (`src`, each `srcset` candidate, `poster`, SVG `href`, CSS `url()` in
 * `style`) and every `url()` or `@import` of every stylesheet is a path on this site or a `data:`
 * URL. Offline, under the strict CSP and for the reader's privacy, a remote image is a broken
 * image or a request to someone else's server; README images are copied into the build
 * (src/build/third-party/readme-images.ts) instead.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cssUrls } from './html-scan.ts';
import type { Finding } from './finding.ts';
import type { SiteSnapshot } from './site.ts';

/** Whether a URL found in a page or stylesheet would load from another host (or by another scheme). */
export function isRemote(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme !== undefined && scheme !== 'data';
}

/** Every remote media URL in the snapshot's documents and in `stylesheets` (site path → text). */
export function checkNoRemoteMedia(site: SiteSnapshot, stylesheets: ReadonlyMap<string, string>): Finding[] {
  const findings: Finding[] = [];
  for (const page of site.pages.values()) {
    for (const { url, source } of page.scan.media) {
      if (isRemote(url)) findings.push({ rule: 'remote-image', page: page.url, message: `${source} loads ${url} from another host` });
    }
  }
  for (const [file, css] of stylesheets) {
    for (const { url } of cssUrls(css, 'css')) {
      if (isRemote(url)) findings.push({ rule: 'remote-image', page: file, message: `stylesheet loads ${url} from another host` });
    }
  }
  return findings;
}

/** The site's stylesheets, read from the built folder. */
export async function readStylesheets(dir: string, site: SiteSnapshot): Promise<Map<string, string>> {
  const files = [...site.files].filter((f) => f.endsWith('.css'));
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as const)));
}
