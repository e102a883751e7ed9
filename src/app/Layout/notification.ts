/**
 * The notification bar's dismissal: stored in local storage as the version of the notification
 * it dismissed, so a newer notification shows again. Storage that throws (blocked cookies,
 * private mode, full quota) reads as "not dismissed" and writes nothing; it never throws.
 */
import { NOTIFICATION_VERSION } from '../../shared/constants.ts';
import { NOTIFICATION_STORAGE_KEY } from '../../shared/view-constants.ts';
import { storeItem } from '../store.ts';

/** Where the dismissal is kept; a function so nothing touches storage until it is called. */
export type StorageSource = () => Storage;

const browserStorage: StorageSource = () => window.localStorage;

/** Whether a stored value dismisses the current notification. */
export function isDismissed(stored: string | null, version: string = NOTIFICATION_VERSION): boolean {
  return stored === version;
}

/** Reads the stored dismissal, or null when there is none or storage is unavailable. */
export function readDismissal(storage: StorageSource = browserStorage): string | null {
  try {
    return storage().getItem(NOTIFICATION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the dismissal of the current notification; false when storage refused it. */
export function storeDismissal(storage: StorageSource = browserStorage): boolean {
  return storeItem(NOTIFICATION_STORAGE_KEY, NOTIFICATION_VERSION, storage);
}
