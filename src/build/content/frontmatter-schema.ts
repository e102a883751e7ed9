/**
 * The frontmatter's schema (zod, made on first use: lazy-zod.ts) and the check that reads valid
 * frontmatter without it, giving what the schema's parse gives.
 */
import type * as Zod from 'zod';
import { checkedSafeParse, isRecord, isUnsafeKey, lazySchema, onlyKeys, stringArray } from '../lazy-zod.ts';

/** What a `related` entry's URL must start with, a contributor, an `asks` key, an `about` word and a pinned version. */
const RELATED_URL = /^(\/|https:\/\/)/;
const USERNAME = /^[A-Za-z0-9-]+$/;
const ASKS_KEY = /^[a-z0-9_-]+$/;
const ABOUT_WORD = /^[a-z0-9][a-z0-9.+-]*$/;
const EXACT_VERSION = /^\d+\.\d+\.\d+/;

/** The frontmatter's schema, with zod's messages (lazy-zod.ts: made only when `checkFrontmatter` refuses a block). */
function makeFrontmatterSchema(z: typeof Zod.z) {
  /** A 'Further Reading' entry. */
  const relatedSchema = z.strictObject({
    title: z.string().min(1),
    url: z.string().regex(RELATED_URL, 'must be site-relative (/...) or https://'),
  });
  /** Frontmatter of a page written here. Unknown keys are errors. */
  return z.strictObject({
    title: z.string().min(1),
    sort: z.number().int().optional(),
    group: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    contributors: z.array(z.string().regex(USERNAME, 'must be a GitHub username')).optional(),
    related: z.array(relatedSchema).optional(),
    /**
     * Readers' words for this page (issue #23): keys are `page` (the page as a whole) or the id of
     * one of its headings; values are short phrases a reader would type to reach it (tasks,
     * symptoms, other names), written from the page's own content. Search indexes them.
     */
    asks: z.record(z.string().regex(ASKS_KEY, 'must be `page` or a heading id'), z.array(z.string().min(2).max(80)).min(1)).optional(),
    /**
     * Words naming the page's subject when it is a tool or framework beside webpack (`[react, jsx]`
     * on the React guide). Search gives the page less weight for a query that says none of them:
     * its 'Generate the page' answers a React reader, not everyone who asks how to generate a page.
     */
    about: z.array(z.string().regex(ABOUT_WORD, 'must be one lower-case word')).min(1).optional(),
    /** Third-party pages only: the npm package whose README is the body. */
    package: z.string().min(1).optional(),
    /** Third-party pages only: the pinned package version. */
    version: z.string().regex(EXACT_VERSION, 'must be an exact version').optional(),
  });
}

/** Frontmatter of a page written here, as a zod schema (made on first use). Unknown keys are errors. */
export const frontmatterSchema = lazySchema(makeFrontmatterSchema);

/** Validated frontmatter. */
export type Frontmatter = Zod.z.infer<ReturnType<typeof makeFrontmatterSchema>>;

/** The schema's keys, in its order (the order of a parse's result). */
const FRONTMATTER_KEYS = ['title', 'sort', 'group', 'description', 'contributors', 'related', 'asks', 'about', 'package', 'version'] as const;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** One field's value as the schema gives it when valid, else undefined. */
function checkedField(key: (typeof FRONTMATTER_KEYS)[number], value: unknown): unknown {
  switch (key) {
    case 'title':
    case 'group':
    case 'description':
    case 'package':
      return nonEmpty(value) ? value : undefined;
    case 'sort':
      return Number.isSafeInteger(value) ? value : undefined;
    case 'version':
      return typeof value === 'string' && EXACT_VERSION.test(value) ? value : undefined;
    case 'contributors':
      return stringArray(value, (name) => USERNAME.test(name));
    case 'about': {
      const words = stringArray(value, (word) => ABOUT_WORD.test(word));
      return words !== undefined && words.length > 0 ? words : undefined;
    }
    case 'related': {
      if (!Array.isArray(value)) return undefined;
      const entries: Array<{ title: string; url: string }> = [];
      for (const entry of value as unknown[]) {
        if (!isRecord(entry) || !onlyKeys(entry, RELATED_KEYS) || !nonEmpty(entry['title']) || typeof entry['url'] !== 'string' || !RELATED_URL.test(entry['url'])) return undefined;
        entries.push({ title: entry['title'], url: entry['url'] });
      }
      return entries;
    }
    case 'asks': {
      if (!isRecord(value)) return undefined;
      const asks: Record<string, string[]> = {};
      for (const [id, phrases] of Object.entries(value)) {
        const list = ASKS_KEY.test(id) && !isUnsafeKey(id) ? stringArray(phrases, (phrase) => phrase.length >= 2 && phrase.length <= 80) : undefined;
        if (list === undefined || list.length === 0) return undefined;
        asks[id] = list;
      }
      return asks;
    }
  }
}

const FRONTMATTER_KEY_SET: ReadonlySet<string> = new Set(FRONTMATTER_KEYS);
const RELATED_KEYS: ReadonlySet<string> = new Set(['title', 'url']);

/**
 * The frontmatter's data (`raw`, as js-yaml read it) when it is valid, as the schema's parse
 * gives it, without zod; undefined when the check cannot tell (the schema then decides).
 */
export function checkFrontmatter(raw: unknown): Frontmatter | undefined {
  if (!isRecord(raw) || !onlyKeys(raw, FRONTMATTER_KEY_SET) || !('title' in raw)) return undefined;
  const out: Record<string, unknown> = {};
  for (const key of FRONTMATTER_KEYS) {
    if (!(key in raw)) continue;
    const value = checkedField(key, raw[key]);
    if (value === undefined) return undefined;
    out[key] = value;
  }
  return out as Frontmatter;
}

/** `raw` validated: by the check, else by the schema (undefined when the schema refuses it). */
export function validFrontmatter(raw: unknown): Frontmatter | undefined {
  const result = checkedSafeParse(raw, checkFrontmatter, frontmatterSchema);
  return result.success ? result.data : undefined;
}
