/**
 * Gate: the tools load only on their own pages (issue #25). Each tool is an entry script of its
 * own (webpack.config.ts), listed on its page in a data block (src/shared/tool-assets.ts) and
 * loaded from there. No page's first-load script may be a tool's file or name one: main's runtime
 * lists the file of every chunk it may load, so a tool loaded through it would put its id and
 * hash into every page. Every listed file must exist.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TOOL_ASSETS_ID, type ToolAssets } from '../../shared/tool-assets.ts';
import { pageAssets } from './budgets.ts';
import type { Finding } from './finding.ts';
import type { SiteSnapshot } from './site.ts';

/** A page as this gate reads it. */
export interface ToolGatePage {
  url: string;
  html: string;
  /** Its first-load scripts (site paths). */
  scripts: readonly string[];
}

/** The tools' files a page lists in its data block. */
export function listedToolFiles(html: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${TOOL_ASSETS_ID}">([^<]*)</script>`).exec(html);
  if (block === null) return [];
  return Object.values(JSON.parse(block[1] ?? '{}') as ToolAssets).flatMap((files) => [...files.js, ...files.css]);
}

/** The content hash in a file name (`/tool-checker.369db829ba.js` → `369db829ba`), or the name without extension. */
function nameKey(file: string): string {
  const base = path.posix.basename(file).replace(/\.\w+$/, '');
  return base.split('.').at(-1) ?? base;
}

/** Findings: a listed file missing, a tool file loaded up front, a first-load script naming one. */
export function checkToolIsolation(pages: readonly ToolGatePage[], files: ReadonlySet<string>, scriptText: (file: string) => string | undefined): Finding[] {
  const findings: Finding[] = [];
  const toolFiles = new Set<string>();
  for (const page of pages) {
    for (const file of listedToolFiles(page.html)) {
      toolFiles.add(file);
      if (!files.has(file)) findings.push({ rule: 'tool-missing-file', page: page.url, message: `${file} is listed for a tool but does not exist` });
    }
  }
  const firstLoad = new Map<string, string>();
  for (const page of pages) {
    for (const script of page.scripts) {
      if (toolFiles.has(script)) findings.push({ rule: 'tool-first-load', page: page.url, message: `${script}, a tool's file, loads with the page` });
      else if (!firstLoad.has(script)) firstLoad.set(script, page.url);
    }
  }
  for (const [script, url] of firstLoad) {
    const text = scriptText(script) ?? '';
    for (const file of toolFiles) {
      if (text.includes(nameKey(file))) findings.push({ rule: 'tool-first-load', page: url, message: `${script} names ${file}, a tool's file: the tool's id and hash reach every page` });
    }
  }
  return findings;
}

/** The gate over a built folder. */
export async function checkToolIsolationIn(dir: string, site: SiteSnapshot): Promise<Finding[]> {
  const pages = await Promise.all(
    [...site.pages.values()].map(async (page) => ({ url: page.url, html: await readFile(path.join(dir, page.file), 'utf8'), scripts: pageAssets(page).js })),
  );
  const scripts = new Map<string, string | undefined>();
  await Promise.all(
    [...new Set(pages.flatMap((p) => p.scripts))].map(async (file) => scripts.set(file, await readFile(path.join(dir, file), 'utf8').catch(() => undefined))),
  );
  return checkToolIsolation(pages, site.files, (file) => scripts.get(file));
}
