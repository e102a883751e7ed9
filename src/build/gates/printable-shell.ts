/**
 * What html-validate needs to read of a printable page. A printable page is its section's page
 * bodies one after another, each with its ids prefixed and its headings one level down
 * (src/build/content/printables.ts), and a third of the site's HTML: validating it whole read
 * every body a second time. A body is taken out when it stands in the printable page exactly as
 * its page's data has it (ids prefixed, headings down) and stands verbatim in that page's own
 * document, which the gate validates: the rest, the shell
 * (the document, each section and its heading) and any body that differs, is validated here.
 * The ids of the whole page are checked for duplicates apart, since a body's ids meet the other
 * bodies' only here. Heading levels (`heading-level`) hold for a body taken out too: its own page
 * passes with the body under an h1, and every heading one level down (h6 kept) under an h2 can
 * only skip a level where the page already did.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_DATA_DIR } from '../../shared/urls.ts';
import { printableBody } from '../content/section-pages.ts';
import type { Finding } from './finding.ts';

/** A printable page ready for validation. */
export interface PrintableShell {
  /** The page with the bodies validated elsewhere taken out. */
  shell: string;
  /** Routes of the pages whose bodies were taken out. */
  removed: string[];
}

/** The shell of the printable page at `route` (`/concepts/printable/`) in the site folder `dir`. */
export async function printableShell(dir: string, route: string, html: string): Promise<PrintableShell> {
  const section = route.split('/').filter(Boolean)[0] ?? '';
  const dataDir = path.join(dir, PAGE_DATA_DIR);
  const names = (await readdir(dataDir)).filter((n) => n.endsWith('.json') && (n === `${section}.json` || n.startsWith(`${section}__`)));
  let shell = html;
  const removed: string[] = [];
  for (const name of names.sort()) {
    const data = JSON.parse(await readFile(path.join(dataDir, name), 'utf8')) as { url?: unknown; html?: unknown };
    if (typeof data.url !== 'string' || typeof data.html !== 'string' || data.html === '' || data.url === route) continue;
    const body = printableBody(data.url, data.html);
    const at = shell.indexOf(body);
    if (at === -1) continue;
    const own = await readFile(path.join(dir, data.url, 'index.html'), 'utf8').catch(() => '');
    if (!own.includes(data.html)) continue;
    shell = shell.slice(0, at) + shell.slice(at + body.length);
    removed.push(data.url);
  }
  return { shell, removed };
}

/** Ids that occur more than once in a document, as html-validate's `no-dup-id` would report them. */
export function duplicateIds(html: string, page: string): Finding[] {
  const counts = new Map<string, number>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) counts.set(match[1] ?? '', (counts.get(match[1] ?? '') ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([id, n]) => ({ rule: 'html-validate/no-dup-id', page, message: `Duplicate ID "${id}" (${n} elements)` }));
}
