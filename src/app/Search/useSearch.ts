/**
 * The dialog's search state. The source is decided once: the hosted service when the build
 * configures it (its client is a chunk of its own), else the local index. A hosted failure
 * switches to the local index for the rest of the visit, so a broken service costs one query.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { LoadedIndex } from '../../shared/search/loaded.ts';
import { searchIndex } from '../../shared/search/rank.ts';
import { suggestQuery } from '../../shared/search/suggest.ts';
import { loadHostedConfig, loadLocalEngine, type LocalEngine, type Snippets } from './engine.ts';
import type { HostedClient } from './hosted.ts';
import { localDisplay, type DisplayGroup } from './results.ts';

/** Where results come from. */
export type SearchSource = 'local' | 'hosted';

/** What the dialog shows. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      query: string;
      groups: DisplayGroup[];
      suggestion: string | null;
      source: SearchSource;
      /** The API reference's member entries could not be fetched (offline before their first use): results leave them out. */
      withoutReference: boolean;
    };

/** Pause after typing before a hosted query is sent (local queries run on every keystroke). */
const HOSTED_DEBOUNCE_MS = 120;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Starts loading what the first query will need (called on the first focus or shortcut). */
export function prepareSearch(): void {
  void loadHostedConfig()
    .then((config): Promise<unknown> => (config === null ? loadLocalEngine() : import(/* webpackChunkName: "search-hosted" */ './hosted.ts')))
    .catch(() => undefined);
}

/** Results for a query. */
export function useSearch(query: string): SearchState {
  const deferred = useDeferredValue(query.trim());
  // undefined: not decided yet; null: answer locally.
  const [hosted, setHosted] = useState<HostedClient | null | undefined>(undefined);
  const [local, setLocal] = useState<LocalEngine | null>(null);
  // The index with the API reference's members merged in, once the first query has fetched them.
  const [merged, setMerged] = useState<LoadedIndex | null>(null);
  // The last fetch of the reference shard failed; the next query tries again.
  const [shardFailed, setShardFailed] = useState(false);
  const [snippets, setSnippets] = useState<Snippets | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [hostedResult, setHostedResult] = useState<{ query: string; groups: DisplayGroup[] } | null>(null);

  useEffect(() => {
    let live = true;
    loadHostedConfig()
      .then(async (config) => {
        if (config === null) return null;
        const { createHostedClient } = await import(/* webpackChunkName: "search-hosted" */ './hosted.ts');
        return createHostedClient(config);
      })
      .then(
        (client) => live && setHosted(client),
        () => live && setHosted(null),
      );
    return () => {
      live = false;
    };
  }, []);

  const useLocal = hosted === null;
  useEffect(() => {
    if (!useLocal) return undefined;
    let live = true;
    loadLocalEngine().then(
      (engine) => {
        if (!live) return;
        setLocal(engine);
        engine.snippets.then(
          (s) => live && setSnippets(s),
          () => undefined,
        );
      },
      (e: unknown) => live && setError(`The search index could not be loaded (${messageOf(e)}).`),
    );
    return () => {
      live = false;
    };
  }, [useLocal]);

  const typed = deferred !== '';
  useEffect(() => {
    if (local === null || !typed || merged !== null) return undefined;
    let live = true;
    // Without the shard (offline before first use) results come from the main index; the next query tries again.
    local.withReference().then(
      (index) => {
        if (!live) return;
        setShardFailed(false);
        if (index !== null) setMerged(index);
      },
      () => live && setShardFailed(true),
    );
    return () => {
      live = false;
    };
  }, [local, typed, deferred, merged]);

  useEffect(() => {
    if (hosted === null || hosted === undefined || deferred === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      hosted.search(deferred, controller.signal).then(
        (groups) => setHostedResult({ query: deferred, groups }),
        (e: unknown) => {
          if (controller.signal.aborted) return;
          console.info(`Hosted search failed (${messageOf(e)}); answering from the local index.`);
          setHosted(null);
        },
      );
    }, HOSTED_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [hosted, deferred]);

  return useMemo((): SearchState => {
    if (deferred === '') return { status: 'idle' };
    if (hosted !== null) {
      if (hostedResult === null) return { status: 'loading' };
      // Keep showing the previous answer while the next one is on its way.
      return { status: 'ready', query: hostedResult.query, groups: hostedResult.groups, suggestion: null, source: 'hosted', withoutReference: false };
    }
    if (error !== null) return { status: 'error', message: error };
    if (local === null) return { status: 'loading' };
    const index = merged ?? local.index;
    const groups = searchIndex(index, deferred);
    return {
      status: 'ready',
      query: deferred,
      groups: localDisplay(groups, deferred, snippets?.excerpts, index.vocabulary, snippets?.forms),
      suggestion: groups.length === 0 ? suggestQuery(index, deferred) : null,
      source: 'local',
      withoutReference: merged === null && shardFailed,
    };
  }, [deferred, hosted, hostedResult, error, local, merged, snippets, shardFailed]);
}
