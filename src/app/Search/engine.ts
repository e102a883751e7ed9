/**
 * Loads the local search engine once, on first use. A production build fetches the prebuilt
 * index named in the generated manifest (bundled into this lazy chunk, so the first-load
 * JavaScript never carries it); the dev server has no prebuilt index, so it builds one here from
 * the content pipeline's sources, fetched again after each save (src/build/cli/dev.ts).
 * The API reference's member records come in a second file (`src/shared/search/shard.ts`),
 * fetched and merged when the first query is typed (`LocalEngine.withReference`).
 */
import type { SearchIndexFile } from '../../shared/search/codec.ts';
import { configuredHostedSearch, type HostedSearchConfig } from '../../shared/search/hosted-config.ts';
import { formsTable, sourceForms } from '../../shared/search/display-forms.ts';
import { indexRecords, loadIndexFile, type LoadedIndex } from '../../shared/search/loaded.ts';
import type { SearchManifest, SearchSnippetsFile } from '../../shared/search/manifest.ts';
import { buildRecords, type SourcePage } from '../../shared/search/records.ts';
import { decodeShard, mergeShardInSteps, type SearchShardFile } from '../../shared/search/shard.ts';
import { keepFiles } from '../sw/keep-files.ts';
import { DEV_SEARCH_SOURCES_URL } from '../../shared/urls.ts';
import { subscribeContent } from '../data/loadPage.ts';

// Replaced by webpack (mode). The imports below sit inside `if` statements on it because webpack
// skips the dead branch of a constant `if` entirely: a production bundle never includes the
// sources, and the dev server never looks for a manifest that only a build writes.
declare const process: { env: { NODE_ENV?: string } };

const production = (): boolean => process.env.NODE_ENV === 'production';

async function importManifest(): Promise<SearchManifest> {
  if (process.env.NODE_ENV === 'production') return (await import(/* webpackMode: "eager" */ './search-manifest.ts')).searchManifest;
  throw new Error('the search manifest exists only in a production build');
}

async function fetchSources(): Promise<SourcePage[]> {
  if (process.env.NODE_ENV !== 'production') return fetchJson<SourcePage[]>(DEV_SEARCH_SOURCES_URL);
  throw new Error('the search sources are read only by the dev server');
}

/** The snippets file as the results read it. */
export interface Snippets {
  /** Snippet per record id. */
  excerpts: readonly string[];
  /** How the site writes a term it spells with capitals inside, by indexed term (`display-forms.ts`). */
  forms: ReadonlyMap<string, string>;
}

/** The local index and, when they arrive, the snippets. */
export interface LocalEngine {
  /** Engine and tables. */
  index: LoadedIndex;
  /** Snippet per record id and the terms' written forms; rejects when the file cannot be fetched (results then show none). */
  snippets: Promise<Snippets>;
  /**
   * The index with the reference shard merged, fetched on the first call; null when the build
   * has no shard (and in the dev server, whose index holds every record). A failed fetch rejects
   * and is not kept, so a later call tries again.
   */
  withReference: () => Promise<LoadedIndex | null>;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Fetches and merges the reference shard once; a failed fetch is forgotten, so the next call retries. */
function referenceLoader(index: LoadedIndex, url: string | null): () => Promise<LoadedIndex | null> {
  let merging: Promise<LoadedIndex> | undefined;
  return () => {
    if (url === null) return Promise.resolve(null);
    if (merging === undefined) {
      const attempt = fetchJson<SearchShardFile>(url).then((file) => {
        // On a first visit the worker may not control the page yet: ask it to keep the file for offline use.
        keepFiles([url]);
        // In steps, yielding to the page between them: typing stays responsive while it indexes.
        return mergeShardInSteps(index, decodeShard(file, index.tables), () => new Promise((resolve) => setTimeout(resolve, 0)));
      });
      merging = attempt;
      attempt.catch(() => {
        if (merging === attempt) merging = undefined;
      });
    }
    return merging;
  };
}

async function loadBuilt(): Promise<LocalEngine> {
  const manifest = await importManifest();
  const snippets = fetchJson<SearchSnippetsFile>(manifest.snippets).then((f): Snippets => ({ excerpts: f.excerpts, forms: formsTable(f.forms) }));
  // Snippets are optional: without them (offline, not cached yet) results still show.
  snippets.catch(() => undefined);
  const index = loadIndexFile(await fetchJson<SearchIndexFile>(manifest.index));
  return { index, snippets, withReference: referenceLoader(index, manifest.reference) };
}

async function buildInBrowser(): Promise<LocalEngine> {
  const sources = await fetchSources();
  const records = buildRecords(sources);
  return { index: indexRecords(records), snippets: Promise.resolve({ excerpts: records.excerpts, forms: formsTable(sourceForms(sources, records.documents)) }), withReference: () => Promise.resolve(null) };
}

let pending: Promise<LocalEngine> | undefined;

// In the dev server a save changes the sources: the next query builds the index again.
if (!production()) {
  subscribeContent(() => {
    pending = undefined;
  });
}

/** The local engine, loaded on the first call; a failure is not kept, so a later call retries. */
export function loadLocalEngine(): Promise<LocalEngine> {
  if (pending === undefined) {
    const loading = production() ? loadBuilt() : buildInBrowser();
    pending = loading;
    loading.catch(() => {
      if (pending === loading) pending = undefined;
    });
  }
  return pending;
}

/** The hosted search configuration of this build, or null. */
export async function loadHostedConfig(): Promise<HostedSearchConfig | null> {
  return production() ? (await importManifest()).hosted : configuredHostedSearch();
}
