/**
 * The app's side of the search shortcut's early listener (src/shared/search-keys.ts): whether
 * search was asked for before the search box could answer, and the keys typed since.
 */
import { SEARCH_KEYS_EVENT, SEARCH_KEYS_GLOBAL, type SearchKeys } from '../../shared/search-keys.ts';

/** The listener's state in this page, if the boot script put it there. */
export function searchKeys(): SearchKeys | undefined {
  const value: unknown = (window as unknown as Record<string, unknown>)[SEARCH_KEYS_GLOBAL];
  return typeof value === 'object' && value !== null && 'open' in value && 'text' in value ? (value as SearchKeys) : undefined;
}

/** Starts keeping keys for search opened another way (the header's button): the dialog takes them as it opens. */
export function holdSearchKeys(): void {
  const keys = searchKeys();
  if (keys === undefined || keys.open) return;
  keys.open = true;
  keys.text = '';
  keys.enter = false;
}

/**
 * Asks for search with `text` already typed, as if the reader had pressed `/` and typed it (the
 * not-found page's button): the header's search box opens its dialog with it, at once or as
 * soon as it hydrates. Nothing happens where the boot script's listener is missing (nothing
 * would answer: the caller offers the button only when `searchKeys()` finds it).
 */
export function openSearchWith(text: string): void {
  const keys = searchKeys();
  if (keys === undefined) return;
  keys.open = true;
  keys.text = text;
  keys.enter = false;
  document.dispatchEvent(new Event(SEARCH_KEYS_EVENT));
}

/** Hands the keys typed since the shortcut to the search input: they stop being kept from here on. */
export function takeSearchKeys(): { text: string; enter: boolean } {
  const keys = searchKeys();
  if (keys === undefined || !keys.open) return { text: '', enter: false };
  const taken = { text: keys.text, enter: keys.enter };
  keys.open = false;
  keys.text = '';
  keys.enter = false;
  return taken;
}
