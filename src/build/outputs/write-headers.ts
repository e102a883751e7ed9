/**
 * Writes `_headers` from the built site: the CSP hashes come from the inline scripts of the
 * actual HTML, the hosted search origin from the search manifest the build wrote.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eachLimit, FILES_IN_FLIGHT } from '../each-limit.ts';
import { readSearchManifest } from '../search/manifest-file.ts';
import { analyticsEnabled, contentSecurityPolicy, headersFile, inlineScriptsOfBytes, scriptHashSources } from './headers.ts';
import { isHtml, listSiteFiles } from './site-tree.ts';

/** What the step reports. */
export interface HeadersReport {
  /** Number of rules written. */
  rules: number;
  /** Number of distinct inline scripts hashed. */
  inlineScripts: number;
}

/** Writes `outDir/_headers`. */
export async function writeHeaders(outDir: string): Promise<HeadersReport> {
  const files = await listSiteFiles(outDir);
  const scripts = new Set<string>();
  // A few pages at a time: all at once held every page of the site in memory (135 MB for 1,067 pages).
  await eachLimit(files.filter(isHtml), FILES_IN_FLIGHT, async (file) => {
    for (const script of inlineScriptsOfBytes(await readFile(path.join(outDir, file)))) scripts.add(script);
  });
  const { hosted } = await readSearchManifest(outDir);
  const csp = contentSecurityPolicy({ scriptHashes: scriptHashSources(scripts), analytics: analyticsEnabled(), hostedSearch: hosted });
  const text = headersFile(files, csp);
  await writeFile(path.join(outDir, '_headers'), text);
  return { rules: text.split('\n').filter((l) => l.startsWith('/')).length, inlineScripts: scripts.size };
}
