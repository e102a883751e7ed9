/**
 * Readers' words (`asks` in the frontmatter, issue #23) put where search indexes them: the
 * `page` key's phrases on the page, a heading id's phrases on that heading's section. A key
 * that is neither fails the build at the line it is written on.
 */
import type { TextSection } from '../markdown/rehype-page.ts';
import { ContentError } from './frontmatter.ts';

/** The key of the phrases about the page as a whole. */
export const PAGE_ASKS_KEY = 'page';

/** What `placeAsks` returns: the page's own phrases and the sections, each with its phrases. */
export interface PlacedAsks {
  /** Phrases about the page as a whole (empty when none). */
  page: string[];
  /** The sections in page order; a section with phrases carries them in `asks`. */
  sections: TextSection[];
}

/**
 * Puts each key's phrases on the page or on the section with that heading id (the `##`, `###`
 * and named `####` headings search indexes: `splitSections` in rehype-page.ts). Throws a ContentError naming `file` and the key's line (`lineOf`, from
 * `parseFrontmatter`) for a key that is neither `page` nor such a heading of this page.
 */
export function placeAsks(file: string, asks: Readonly<Record<string, readonly string[]>> | undefined, lineOf: (key: string) => number | undefined, sections: readonly TextSection[]): PlacedAsks {
  if (asks === undefined) return { page: [], sections: [...sections] };
  const ids = new Set(sections.flatMap((s) => (s.id === '' ? [] : [s.id])));
  for (const key of Object.keys(asks)) {
    if (key !== PAGE_ASKS_KEY && !ids.has(key)) {
      throw new ContentError(file, lineOf(key), `asks key '${key}' is neither 'page' nor the id of a heading of this page that search indexes (##, ### or a named ####)`);
    }
  }
  return {
    page: [...(asks[PAGE_ASKS_KEY] ?? [])],
    sections: sections.map((s) => {
      const own = s.id === '' ? undefined : asks[s.id];
      return own === undefined ? s : { ...s, asks: [...own] };
    }),
  };
}
