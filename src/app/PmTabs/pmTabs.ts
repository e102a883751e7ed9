/**
 * The install-command tabs' DOM work, run once a page with tab groups has rendered (usePmTabs.ts,
 * in the deferred doc-page chunk). The groups are build-time HTML (src/build/markdown/pm-tabs.ts) and
 * CSS shows the panels of the manager `<html data-pm-choice>` names, which the head's inline script
 * set from storage before first paint. This module answers clicks and keys through delegated
 * listeners, stores a new choice, and keeps every group's tab states in step with it: on this
 * page, on the pages navigated to, and in other tabs of the site (the `storage` event).
 */
import { isPackageManager, PACKAGE_MANAGERS, PM_ATTRIBUTE, PM_STORAGE_KEY, PM_TAB_SELECTOR as TAB, type PackageManager } from '../../shared/package-managers.ts';
import { storeChoice, tabForKey } from './pmChoice.ts';

function current(): PackageManager {
  const value = document.documentElement.getAttribute(PM_ATTRIBUTE);
  return isPackageManager(value) ? value : PACKAGE_MANAGERS[0];
}

/** Shows `pm` in every group: the attribute CSS keys on, and each tab's selected state and tab stop. */
function apply(pm: PackageManager): void {
  document.documentElement.setAttribute(PM_ATTRIBUTE, pm);
  for (const tab of document.querySelectorAll<HTMLElement>(TAB)) {
    const selected = tab.dataset['pmTab'] === pm;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
}

function choose(tab: HTMLElement, focus: boolean): void {
  const pm = tab.dataset['pmTab'];
  if (!isPackageManager(pm)) return;
  const before = tab.getBoundingClientRect().top;
  apply(pm);
  storeChoice(pm);
  if (focus) tab.focus();
  // Groups above this one change height with the choice: keep the chosen tab where the reader sees it.
  const shift = tab.getBoundingClientRect().top - before;
  if (shift !== 0) window.scrollBy(0, shift);
}

function tabOf(event: Event): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
}

function onClick(event: MouseEvent): void {
  const tab = tabOf(event);
  if (tab !== null) choose(tab, false);
}

function onKeyDown(event: KeyboardEvent): void {
  const tab = tabOf(event);
  if (tab === null || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const next = tabForKey(event.key, tabs.indexOf(tab), tabs.length);
  const target = next === null ? undefined : tabs[next];
  if (target === undefined) return;
  event.preventDefault();
  choose(target, true);
}

function onStorage(event: StorageEvent): void {
  if (event.key === PM_STORAGE_KEY && isPackageManager(event.newValue)) apply(event.newValue);
}

let listening = false;

/** Makes the page's tab groups work and shows the current choice in them; call after each page render. */
export function enhancePmTabs(): void {
  if (!listening) {
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('storage', onStorage);
    listening = true;
  }
  apply(current());
}
