/**
 * Gate 7, byte budgets, measured on the built files: first-load JS and CSS of a documentation
 * page (the files its HTML loads, gzip level 9), the raw HTML of the median documentation page,
 * the search index and its reference shard (the files the build's search manifest names), and
 * the main bundle's growth per added page (see growth.ts). Sizes come from files, never
 * from timings, so the same build always gives the same verdict.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isGeneratedReferenceUrl } from '../../shared/view-urls.ts';
import { readSearchManifest } from '../search/manifest-file.ts';
import type { Finding } from './finding.ts';
import { isScriptLink } from './html-scan.ts';
import { belongsInSitemap } from './links.ts';
import type { SitePage, SiteSnapshot } from './site.ts';

/** The budgets, in bytes (1 KB = 1,000 bytes, the stricter reading). */
export const BUDGETS = {
  /**
   * JavaScript a documentation page loads before it is interactive, gzip. 80 KB when issue #22
   * began; 79.7 KB since session 24, whose recovery from failed loads (page data, a view's code)
   * and route paths (`…/index.html`, doubled slashes) and a move's wait for its view's code took
   * main from 79.47 to 79.68 KB; 79.9 KB since session 25, whose history entries for the search
   * dialog and the phone's drawer (Back closes them: `openLayer` in location.ts) took it to 79.87 KB;
   * still 79.9 KB after session 30, whose not-found texts left main (`not-found-text.ts`) and whose
   * copy buttons' component moved into the page body's chunk (DocPage.tsx), the room taken by
   * code asked for again after a failed load (`load-again.ts`), views kept prerendered meanwhile
   * and the reader's scroll kept at hydration (`READER_MOVED_GLOBAL`): 79,860 B (79,877 B before).
   */
  firstLoadJsGzip: 79_900,
  /** Stylesheets of a documentation page, gzip. */
  cssGzip: 15_000,
  /** Raw HTML of the median documentation page. */
  medianDocHtmlRaw: 60_000,
  /** Raw HTML of each page of the generated API reference (left out of the median above). */
  referencePageHtmlRaw: 200_000,
  /** The search index the first results wait for, gzip. */
  searchIndexGzip: 200_000,
  /** The search shard of the API reference's members (fetched once a query is typed, src/shared/search/shard.ts), gzip. */
  searchReferenceGzip: 40_000,
  /** Growth of the main bundle (gzip) per page added to the site. */
  mainGrowthPerPageGzip: 100,
} as const;

/** Raw and gzip size of one file. */
export interface Size {
  /** Bytes on disk. */
  raw: number;
  /** Bytes after gzip level 9. */
  gzip: number;
}

/** Looks up a file's size by site path; undefined when the file does not exist. */
export type SizeOf = (sitePath: string) => Size | undefined;

/** Sizes of a site folder's files, read and compressed once each. */
export function sizesOf(dir: string): (sitePath: string) => Promise<Size | undefined> {
  const cache = new Map<string, Promise<Size | undefined>>();
  return (sitePath) => {
    let hit = cache.get(sitePath);
    if (hit === undefined) {
      hit = readFile(path.join(dir, sitePath)).then(
        (buffer) => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length }),
        () => undefined,
      );
      cache.set(sitePath, hit);
    }
    return hit;
  };
}

/** Site paths of the scripts and stylesheets a page's HTML loads. */
export function pageAssets(page: SitePage): { js: string[]; css: string[] } {
  const local = (href: string): string | undefined => (href.startsWith('/') && !href.startsWith('//') ? (href.split(/[?#]/)[0] ?? href) : undefined);
  const js = page.scan.links.filter(isScriptLink).flatMap((l) => local(l.href) ?? []);
  const css = page.scan.links.filter((l) => l.source === 'link[href]' && l.rel.split(/\s+/).includes('stylesheet')).flatMap((l) => local(l.href) ?? []);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/** Documentation pages: indexable routes other than the home page. */
export function documentationPages(site: SiteSnapshot): SitePage[] {
  return [...site.pages.values()].filter((p) => belongsInSitemap(p) && p.url !== '/');
}

/** The median of a list of numbers (the lower middle for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** What the budget gate measured. */
export interface BudgetFigures {
  /** Largest first-load JS of any documentation page, gzip. */
  firstLoadJsGzip: number;
  /** Largest CSS of any documentation page, gzip. */
  cssGzip: number;
  /** Raw HTML bytes of the median documentation page. */
  medianDocHtmlRaw: number;
  /** Number of documentation pages measured. */
  docPages: number;
}

/** Measures the static budgets; a page whose asset is missing is a finding too. */
export function measureBudgets(site: SiteSnapshot, sizeOf: SizeOf): { figures: BudgetFigures; findings: Finding[] } {
  const docs = documentationPages(site);
  const findings: Finding[] = [];
  let js = 0;
  let css = 0;
  const total = (page: SitePage, files: readonly string[]): number =>
    files.reduce((sum, file) => {
      const size = sizeOf(file);
      if (size === undefined) findings.push({ rule: 'budget-missing-asset', page: page.url, message: `${file} does not exist` });
      return sum + (size?.gzip ?? 0);
    }, 0);
  for (const page of docs) {
    const assets = pageAssets(page);
    js = Math.max(js, total(page, assets.js));
    css = Math.max(css, total(page, assets.css));
  }
  // The reference's generated pages have a budget of their own, and leave the median of the written pages as it was.
  const isReference = (p: SitePage): boolean => isGeneratedReferenceUrl(p.url);
  for (const page of docs.filter(isReference)) {
    if (page.bytes > BUDGETS.referencePageHtmlRaw) {
      findings.push({ rule: 'budget-reference-html', page: page.url, message: `HTML of an API reference page is ${page.bytes} bytes, over the budget of ${BUDGETS.referencePageHtmlRaw}` });
    }
  }
  const written = docs.filter((p) => !isReference(p));
  const figures: BudgetFigures = { firstLoadJsGzip: js, cssGzip: css, medianDocHtmlRaw: median(written.map((p) => p.bytes)), docPages: docs.length };
  if (docs.length === 0) findings.push({ rule: 'budget', page: '/', message: 'no documentation pages to measure' });
  findings.push(...overBudget(figures));
  return { figures, findings: dedupe(findings) };
}

/** Findings for figures over their budgets. */
export function overBudget(figures: Omit<BudgetFigures, 'docPages'>): Finding[] {
  const out: Finding[] = [];
  const check = (rule: string, value: number, budget: number, what: string): void => {
    if (value > budget) out.push({ rule, page: '(site)', message: `${what} is ${value} bytes, over the budget of ${budget}` });
  };
  check('budget-js', figures.firstLoadJsGzip, BUDGETS.firstLoadJsGzip, 'first-load JS of a documentation page (gzip)');
  check('budget-css', figures.cssGzip, BUDGETS.cssGzip, 'CSS of a documentation page (gzip)');
  check('budget-html', figures.medianDocHtmlRaw, BUDGETS.medianDocHtmlRaw, 'HTML of the median documentation page (raw)');
  return out;
}

function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.rule} ${f.page} ${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Resolves every asset size up front so `measureBudgets` can stay synchronous. */
export async function preloadSizes(site: SiteSnapshot, dir: string): Promise<SizeOf> {
  const read = sizesOf(dir);
  const wanted = new Set(documentationPages(site).flatMap((p) => Object.values(pageAssets(p)).flat()));
  const entries = await Promise.all([...wanted].map(async (file) => [file, await read(file)] as const));
  const map = new Map(entries);
  return (file) => map.get(file);
}

/** The search files' gzip sizes (null: the build has no reference shard). */
export interface SearchSizes {
  /** The index. */
  indexGzip: number;
  /** The reference shard, or null. */
  referenceGzip: number | null;
}

/** Measures the search files the manifest in `dir` names; a missing file is a finding. */
export async function measureSearchBudgets(dir: string): Promise<{ sizes: SearchSizes; findings: Finding[] }> {
  const manifest = await readSearchManifest(dir);
  const read = sizesOf(dir);
  const findings: Finding[] = [];
  const gzipOf = async (url: string): Promise<number> => {
    const size = await read(url);
    if (size === undefined) findings.push({ rule: 'budget-missing-asset', page: '(search)', message: `${url} named by search-manifest.json does not exist` });
    return size?.gzip ?? 0;
  };
  const sizes: SearchSizes = { indexGzip: await gzipOf(manifest.index), referenceGzip: manifest.reference === null ? null : await gzipOf(manifest.reference) };
  const check = (rule: string, value: number | null, budget: number, what: string): void => {
    if (value !== null && value > budget) findings.push({ rule, page: '(search)', message: `${what} is ${value} bytes gzip, over the budget of ${budget}` });
  };
  check('budget-search-index', sizes.indexGzip, BUDGETS.searchIndexGzip, `the search index ${manifest.index}`);
  check('budget-search-reference', sizes.referenceGzip, BUDGETS.searchReferenceGzip, `the search reference shard ${manifest.reference ?? ''}`);
  return { sizes, findings };
}
