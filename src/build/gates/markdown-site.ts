/** Reads what the markdown gate checks from a built folder: the page index, every `.md` and llms file, each page's `<main>` text. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SECTIONS } from '../../shared/constants.ts';
import type { ContentNode } from '../../shared/types.ts';
import { listSiteFiles } from '../outputs/site-tree.ts';
import { mainText } from './main-text.ts';
import type { MarkdownSite } from './markdown.ts';

/**
 * Every route in sidebar order, from the page index (sections sorted by name there): the
 * sections in header order (`SECTIONS`, others after them by name), each in its own order, then
 * the pages outside sections.
 */
export function sidebarOrder(index: ContentNode): string[] {
  const children = index.children ?? [];
  const rank = (name: string): number => {
    const at = (SECTIONS as readonly string[]).indexOf(name);
    return at === -1 ? SECTIONS.length : at;
  };
  const sections = children.filter((c) => c.type === 'directory').sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  return [...sections.flatMap((s) => (s.children ?? []).map((p) => p.url)), ...children.filter((c) => c.type === 'file').map((c) => c.url)];
}

/** Reads the markdown side of a built site. */
export async function readMarkdownSite(dir: string): Promise<MarkdownSite> {
  const index = JSON.parse(await readFile(path.join(dir, 'page-index.json'), 'utf8')) as ContentNode;
  const routes = sidebarOrder(index);
  const files = await listSiteFiles(dir);
  const read = async (list: readonly string[]): Promise<Map<string, string>> => new Map(await Promise.all(list.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as const)));
  const [markdown, llms, html] = await Promise.all([
    read(files.filter((f) => f.endsWith('.md'))),
    read(files.filter((f) => /^\/llms[\w-]*\.txt$/.test(f))),
    read(routes.map((r) => `${r}index.html`).filter((f) => files.includes(f))),
  ]);
  return { routes, markdown, llms, mainText: new Map([...html].map(([file, text]) => [file.slice(0, -'index.html'.length), mainText(text)])) };
}
