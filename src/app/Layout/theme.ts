/** The theme store: light or dark under the key `theme`, on `<html>` as attribute and class. */
import { THEME_STORAGE_KEY } from '../../shared/constants.ts';
import { storeItem } from '../store.ts';

/** The two themes. */
export type Theme = 'light' | 'dark';

/** Reads the theme the document currently shows. */
export function readTheme(root: HTMLElement): Theme {
  return root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Shows a theme: attribute and class on the root element. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.setAttribute('data-theme', theme);
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
}

/** Stores the choice; storage that throws (private mode, blocked, full) is ignored for this visit. */
export function storeTheme(theme: Theme, storage: () => Storage = () => window.localStorage): boolean {
  return storeItem(THEME_STORAGE_KEY, theme, storage);
}
