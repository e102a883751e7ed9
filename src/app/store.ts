/** Writing a reader's setting to storage that may throw (private mode, blocked, full). */

/** Stores `value` under `key`; false when the storage refused it (the caller keeps the setting for this visit only). */
export function storeItem(key: string, value: string, storage: () => Storage = () => window.localStorage): boolean {
  try {
    storage().setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
