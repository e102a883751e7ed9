/**
 * Recovery of a tab left on an old build. After a deploy the old runtime asks for chunks that no
 * longer exist; webpack rejects with `ChunkLoadError` ('Loading chunk {id} failed') or, for a
 * stylesheet, code `CSS_CHUNK_LOAD_FAILED`. Then one full load of the target URL brings the new
 * build. The same full load helps when a service worker controls the tab and the network is
 * down: the worker answers with the cached page or the offline page. When the chunk merely
 * failed to arrive (offline without a worker, a blocked request) or the one reload was already
 * spent, the caller shows 'Error loading content.' instead: never a blank page, never a loop.
 */
import { CHUNK_RECOVERY_SLOT } from '../../shared/chunk-recovery.ts';
import { claimReload, sessionGuardStorage, type GuardStorage } from './reload-guard.ts';

/** The fields webpack's runtime puts on a chunk load failure. */
export interface ChunkFailure {
  /** 'ChunkLoadError' for scripts; for stylesheets plain `Error`. */
  name: string;
  /** 'Loading chunk {id} failed.' or 'Loading CSS chunk {id} failed.' plus the URL. */
  message: string;
  /** 'error', 'timeout' or 'missing' for scripts; the event type for stylesheets. */
  type?: string;
  /** URL of the chunk that failed. */
  request?: string;
  /** `CSS_CHUNK_LOAD_FAILED` for stylesheets. */
  code?: string;
}

/** Whether an error is webpack's chunk load failure (script or stylesheet). */
export function isChunkFailure(error: unknown): error is ChunkFailure {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}

/** What the recovery needs from the browser (replaced in unit tests). */
export interface RecoveryEnvironment {
  /** Per-tab storage for the reload guard. */
  storage: GuardStorage;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Whether a service worker controls the tab. */
  controlled: () => boolean;
  /** Status of a HEAD request for a URL, or `undefined` when it could not be made. */
  probe: (url: string) => Promise<number | undefined>;
  /** Starts a full load of a URL. */
  load: (url: string) => void;
  /** The path of the full load this document has started, if any: the document is on its way out. */
  leavingFor: () => string | undefined;
}

/** Whether the failed chunk is gone from the server (the deploy case) rather than unreachable. */
async function chunkIsGone(failure: ChunkFailure, env: RecoveryEnvironment): Promise<boolean> {
  if (failure.request === undefined || failure.request === '') return false;
  const status = await env.probe(failure.request);
  return status === 404 || status === 410;
}

/**
 * Tries the one full load of `target` after `error`; resolves true when the load was started
 * (keep showing the placeholder) and false when the caller should show the error. Never rejects.
 */
export async function recoverFromChunkFailure(target: string, error: unknown, env: RecoveryEnvironment = browserEnvironment()): Promise<boolean> {
  try {
    if (!isChunkFailure(error)) return false;
    const path = new URL(target, 'http://site.invalid').pathname;
    // A second failure for the page this document is already leaving for (a render retried the
    // load before the first one's full load replaced the document) waits for that load too.
    if (env.leavingFor() === path) return true;
    if (!env.controlled() && !(await chunkIsGone(error, env))) return false;
    if (!claimReload(env.storage, CHUNK_RECOVERY_SLOT, path, env.now())) return false;
    env.load(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `target` is `current` but for the hash: the browser follows such an address within the
 * document (it scrolls to the hash) instead of loading it, so a full load must be a reload.
 */
export function onlyHashDiffers(target: URL, current: URL): boolean {
  return target.href.split('#')[0] === current.href.split('#')[0];
}

/** The path of the full load this document started (one per document: it is then replaced). */
let leavingFor: string | undefined;

/** The real browser. */
export function browserEnvironment(): RecoveryEnvironment {
  return {
    storage: sessionGuardStorage(),
    now: () => Date.now(),
    controlled: () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null,
    probe: (url) =>
      fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => response.status,
        () => undefined,
      ),
    load: (url) => {
      const next = new URL(url, window.location.href);
      leavingFor = next.pathname;
      if (!onlyHashDiffers(next, new URL(window.location.href))) {
        window.location.assign(next);
        return;
      }
      // Assigning the address the tab is on plus a hash is a move within this document (the
      // page stayed a placeholder for ever, offline, after a search result with a hash): reload
      // (at the address with that hash; replacing the entry with the address it has is harmless).
      window.history.replaceState(window.history.state, '', next);
      window.location.reload();
    },
    leavingFor: () => leavingFor,
  };
}

/** The URL to load for page `url`: the address bar's, with its hash, when it is that page. */
export function recoveryTarget(url: string): string {
  return window.location.pathname === url ? `${url}${window.location.search}${window.location.hash}` : url;
}
