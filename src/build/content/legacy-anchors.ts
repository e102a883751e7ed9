/**
 * Old section links keep working: the incumbent site named many sections differently
 * (`/plugins/split-chunks-plugin/#splitchunkschunks` is our `#chunks`), and readers arrive with
 * such links from search engines and old answers. `content/legacy-anchors.json` (made by
 * `src/build/cli/legacy-anchors.ts`) maps each page's old ids to our headings; each old id becomes
 * an empty element at the start of its heading, so the browser lands on the heading with or
 * without JavaScript. The build fails when an old id is also a real id of the page, names a
 * section the page does not have, or names a page that does not exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LEGACY_ANCHOR_CLASS } from '../../shared/anchors.ts';
import { RESERVED_IDS } from '../markdown/rehype-page.ts';
import { ContentError } from './frontmatter.ts';

/** File of the map, in the content folder. */
export const LEGACY_ANCHORS_FILE = 'legacy-anchors.json';

const mapSchema = z.object({
  about: z.string().optional(),
  pages: z.record(z.string().regex(/^\/.*\/$/), z.record(z.string().regex(/^[\w-]+$/), z.string().min(1))),
});

/** Page URL → { old id → our id }. */
export type LegacyAnchors = Record<string, Record<string, string>>;

/** The map of a content folder; empty when the folder has none (the tests' fixture content). */
export function readLegacyAnchors(root: string, contentDir: string): LegacyAnchors {
  const file = path.join(root, contentDir, LEGACY_ANCHORS_FILE);
  if (!existsSync(file)) return {};
  const parsed = mapSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new ContentError(path.join(contentDir, LEGACY_ANCHORS_FILE), 1, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data.pages;
}

/** What the check and the insertion need of a page. */
export interface AliasTarget {
  /** Its URL. */
  url: string;
  /** Repository-relative source, for errors. */
  path: string;
  /** Body HTML. */
  html: string;
  /** Every element id of the body. */
  ids: ReadonlySet<string>;
}

/** The heading an id belongs to, opening tag only. */
function headingOpening(id: string): RegExp {
  return new RegExp(`<h([1-6]) id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
}

/**
 * The problems of a map against the pages: an old id that is also a real id of its page or of the
 * page template (it would be a duplicate id), a target the page lacks or that is not a heading, a
 * page that does not exist. One target named by two old ids is fine. Each problem names the map's
 * file, the page and the id.
 */
export function legacyAnchorErrors(map: LegacyAnchors, pages: readonly AliasTarget[], file = LEGACY_ANCHORS_FILE): string[] {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const errors: string[] = [];
  for (const [url, aliases] of Object.entries(map)) {
    const page = byUrl.get(url);
    if (page === undefined) {
      errors.push(`${file}: ${url}: no such page`);
      continue;
    }
    for (const [oldId, ourId] of Object.entries(aliases)) {
      if (page.ids.has(oldId)) errors.push(`${file}: ${url}#${oldId}: collides with an id of ${page.path}`);
      else if (RESERVED_IDS.includes(oldId)) errors.push(`${file}: ${url}#${oldId}: collides with an id of the page template`);
      if (!page.ids.has(ourId)) errors.push(`${file}: ${url}#${oldId}: points at #${ourId}, which ${page.path} does not have`);
      else if (!headingOpening(ourId).test(page.html)) errors.push(`${file}: ${url}#${oldId}: points at #${ourId}, which is not a heading of ${page.path}`);
    }
  }
  return errors;
}

/** The page's HTML with each old id as an empty, hidden element at the start of its heading. */
export function withLegacyAnchors(html: string, aliases: Readonly<Record<string, string>>): string {
  const byTarget = new Map<string, string[]>();
  for (const [oldId, ourId] of Object.entries(aliases)) byTarget.set(ourId, [...(byTarget.get(ourId) ?? []), oldId]);
  let out = html;
  for (const [ourId, oldIds] of byTarget) {
    const spans = oldIds.map((id) => `<span id="${id}" class="${LEGACY_ANCHOR_CLASS}" aria-hidden="true"></span>`).join('');
    out = out.replace(headingOpening(ourId), (opening) => opening + spans);
  }
  return out;
}
