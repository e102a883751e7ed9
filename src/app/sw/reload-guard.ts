/**
 * A guard that lets the page reload itself once for a reason, never in a loop: the last
 * reload is remembered in session storage (per tab), and a second one for the same key within
 * the window is refused. Pure apart from the storage and clock it is handed.
 */

/** How long a reload for one key blocks the next one. A loop repeats within a second or two. */
export const RELOAD_GUARD_WINDOW_MS = 30_000;

/** The part of `Storage` the guard uses. */
export interface GuardStorage {
  /** Reads a value. */
  getItem: (key: string) => string | null;
  /** Writes a value. */
  setItem: (key: string, value: string) => void;
}

/** What the guard stores. */
interface GuardRecord {
  /** What the reload was for (a target URL, or the worker change). */
  key: string;
  /** When it happened (ms since the epoch). */
  at: number;
}

function read(storage: GuardStorage, slot: string): GuardRecord | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(slot) ?? 'null');
    if (typeof value === 'object' && value !== null && 'key' in value && 'at' in value && typeof value.key === 'string' && typeof value.at === 'number') return { key: value.key, at: value.at };
  } catch {
    // Unreadable or blocked storage counts as no record.
  }
  return undefined;
}

/**
 * Claims the one reload for `key` in `slot`: true (and recorded) when no reload for the same key
 * happened within the window; false when reloading again could loop. Storage that cannot be
 * written refuses, because then a loop could not be detected.
 */
export function claimReload(storage: GuardStorage, slot: string, key: string, now: number): boolean {
  const last = read(storage, slot);
  if (last !== undefined && last.key === key && now - last.at >= 0 && now - last.at < RELOAD_GUARD_WINDOW_MS) return false;
  try {
    storage.setItem(slot, JSON.stringify({ key, at: now } satisfies GuardRecord));
    return read(storage, slot)?.at === now;
  } catch {
    return false;
  }
}

/** The tab's session storage, or a store that refuses everything where it is unavailable. */
export function sessionGuardStorage(): GuardStorage {
  try {
    return window.sessionStorage;
  } catch {
    return {
      getItem: () => null,
      setItem: () => {
        throw new Error('no session storage');
      },
    };
  }
}
