/** The tabs' pure parts: which tab a key moves to, and storing the reader's choice. */
import { PM_STORAGE_KEY, type PackageManager } from '../../shared/package-managers.ts';
import { storeItem } from '../store.ts';

/**
 * The tab a key press selects in a tab list of `count` tabs (WAI-ARIA tabs pattern, automatic
 * activation): arrows move and wrap, Home and End go to the ends; null for any other key.
 */
export function tabForKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Stores the choice; storage that throws (private mode, blocked, full) is ignored: the choice then lasts for this page. */
export function storeChoice(pm: PackageManager, storage: () => Storage = () => window.localStorage): boolean {
  return storeItem(PM_STORAGE_KEY, pm, storage);
}
