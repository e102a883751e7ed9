/**
 * Coverage of the generated API reference: every public class, interface, type and namespace
 * and every member has its heading on a reference page (the public surface is read again from
 * the installed webpack), and how many sections of the hand-written API pages link into it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_REFERENCE_URL } from '../../shared/constants.ts';
import type { PageData } from '../../shared/types.ts';
import { pageIdOf } from '../../shared/urls.ts';
import { SECTION_PAGES } from '../api-reference/integrate.ts';
import type { ApiModel } from '../api-reference/model.ts';
import { loadApiModel } from '../api-reference/reference.ts';
import { coverageRow, type CoverageRow } from './coverage.ts';

/** The headings the reference must have: each entry's name and each member's qualified name. */
export function publicSurface(model: ApiModel): { entries: string[]; members: string[] } {
  return {
    entries: model.entries.map((e) => e.name),
    members: model.entries.flatMap((e) => e.members.filter((m) => m.kind !== 'type').map((m) => (m.kind === 'constructor' ? `new ${e.name}` : `${e.name}.${m.name}`))),
  };
}

/** The `##`/`###` slices of a page body and whether each links into the reference. */
export function sectionsLinking(html: string): { total: number; linking: string[] } {
  const slices = html.split(/(?=<h[23][\s>])/).filter((s) => /^<h[23]/.test(s));
  const linking = slices.filter((s) => s.includes(`href="${API_REFERENCE_URL}`)).map((s) => /id="([^"]+)"/.exec(s)?.[1] ?? '');
  return { total: slices.length, linking };
}

/** The two coverage rows of the reference. */
export async function apiReferenceRows(root: string, generated: string, headingsOn: (prefix: string) => Set<string>): Promise<CoverageRow[]> {
  const surface = publicSurface(await loadApiModel(root));
  const headings = headingsOn(API_REFERENCE_URL);
  const rows = [coverageRow('API reference: entries', surface.entries, (n) => headings.has(n)), coverageRow('API reference: members', surface.members, (n) => headings.has(n))];
  const sections: string[] = [];
  const linking = new Set<string>();
  for (const url of Object.keys(SECTION_PAGES)) {
    const page = JSON.parse(await readFile(path.resolve(root, generated, 'pages', `${pageIdOf(url)}.json`), 'utf8')) as PageData;
    const found = sectionsLinking(page.html);
    for (let i = 0; i < found.total; i++) sections.push(`${url}#${i}`);
    found.linking.forEach((id) => linking.add(`${url}#${id}`));
  }
  const linkingCount = linking.size;
  rows.push({ name: 'API sections linking to the reference', documented: linkingCount, total: sections.length, missing: [] });
  return rows;
}
