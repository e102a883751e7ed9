/**
 * Reads a built site folder once for the gates: every HTML document scanned, every file's
 * site path, the sitemap. The checks themselves (links.ts, budgets.ts) are pure functions of
 * this snapshot, so their tests build small broken sites in memory.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SITE_ORIGIN } from '../../shared/constants.ts';
import { scanHtml, type ScannedPage } from './html-scan.ts';

/** One HTML document of the site. */
export interface SitePage {
  /** Route (`/concepts/`), or the file's site path for documents that are not routes (`/404.html`). */
  url: string;
  /** Site path of the file (`/concepts/index.html`). */
  file: string;
  /** Size in bytes. */
  bytes: number;
  /** What the scan found. */
  scan: ScannedPage;
}

/** A built site as the gates see it. */
export interface SiteSnapshot {
  /** Documents by route (and `/404.html` by its file path). */
  pages: ReadonlyMap<string, SitePage>;
  /** Site paths of every file (`/main.abc.js`, `/concepts/index.html`). */
  files: ReadonlySet<string>;
  /** Paths listed in sitemap.xml, in order (`/concepts/`). */
  sitemap: readonly string[];
  /** Sitemap locations that are not on the site's origin. */
  foreignSitemapEntries: readonly string[];
}

/** The route an HTML file is served at: `a/b/index.html` is `/a/b/`; other files keep their path. */
export function routeOfFile(sitePath: string): string {
  return sitePath.endsWith('/index.html') ? sitePath.slice(0, -'index.html'.length) : sitePath;
}

/** Reads sitemap locations, split into paths on the origin and foreign entries. */
export function parseSitemap(xml: string, origin: string = SITE_ORIGIN): { paths: string[]; foreign: string[] } {
  const paths: string[] = [];
  const foreign: string[] = [];
  for (const m of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)) {
    const loc = (m[1] ?? '').replace(/&amp;/g, '&');
    if (loc === origin || loc.startsWith(`${origin}/`)) paths.push(loc.slice(origin.length) || '/');
    else foreign.push(loc);
  }
  return { paths, foreign };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(dir, `${prefix}/${e.name}`) : Promise.resolve([`${prefix}/${e.name}`]))),
  );
  return nested.flat();
}

/** Builds a snapshot from in-memory documents (the gates' tests use this directly). */
export function snapshotOf(html: ReadonlyMap<string, string>, otherFiles: Iterable<string>, sitemapXml: string): SiteSnapshot {
  const pages = new Map<string, SitePage>();
  for (const [file, text] of html) {
    const url = routeOfFile(file);
    pages.set(url, { url, file, bytes: Buffer.byteLength(text), scan: scanHtml(text) });
  }
  const { paths, foreign } = parseSitemap(sitemapXml);
  return { pages, files: new Set([...html.keys(), ...otherFiles]), sitemap: paths, foreignSitemapEntries: foreign };
}

/** Reads and scans a built site folder. */
export async function readSite(dir: string): Promise<SiteSnapshot> {
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) throw new Error(`No built site at ${dir}: build it first (npm run build).`);
  const files = await listFiles(dir);
  const htmlFiles = files.filter((f) => f.endsWith('.html'));
  const html = new Map(await Promise.all(htmlFiles.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as const)));
  const sitemap = await readFile(path.join(dir, 'sitemap.xml'), 'utf8').catch(() => '');
  return snapshotOf(html, files, sitemap);
}
