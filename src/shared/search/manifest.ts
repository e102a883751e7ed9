/**
 * The search manifest: which files hold the index and snippets, and the hosted configuration.
 * The build writes it to `.generated/search-manifest.json` (webpack alias
 * `@generated/search-manifest.json`) and to `search-manifest.json` in the output folder; the lazy
 * search chunk imports it, so the first-load JavaScript never carries it.
 */
import type { HostedSearchConfig } from './hosted-config.ts';

/** Every search file in the output starts with this path (`/search-index.<hash>.json`, ...): a service worker can route on it. */
export const SEARCH_FILE_PREFIX = '/search-';

/** Name of the manifest file, in `.generated/` and in the output folder. */
export const SEARCH_MANIFEST_FILE = 'search-manifest.json';

/** What the manifest holds. */
export interface SearchManifest {
  /** Site-relative URL of the index (`/search-index.<hash>.json`), immutable. */
  index: string;
  /** Site-relative URL of the snippets (`/search-snippets.<hash>.json`), immutable. */
  snippets: string;
  /** Site-relative URL of the reference shard (`/search-reference.<hash>.json`, see `shard.ts`), immutable; null when the build has none. */
  reference: string | null;
  /** The hosted search configuration, or null to answer from the local index only. */
  hosted: HostedSearchConfig | null;
}

/** The snippets file: one text per record id. */
export interface SearchSnippetsFile {
  /** Format version (same as the index's). */
  v: number;
  /** Snippet per record id. */
  excerpts: string[];
  /** How the site writes the terms it spells with capitals inside (`display-forms.ts`): each lower-cased is its indexed term; absent in older files. */
  forms?: string[];
}
