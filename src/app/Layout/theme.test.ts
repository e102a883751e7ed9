import { describe, expect, it } from 'vitest';
import { NOTIFICATION_VERSION, THEME_STORAGE_KEY } from '../../shared/constants.ts';
import { PM_ATTRIBUTE, PM_STORAGE_KEY, PM_TAB_SELECTOR } from '../../shared/package-managers.ts';
import { THEME_BOOT_SCRIPT } from '../../shared/theme-script.ts';
import { NOTIFICATION_ATTRIBUTE, NOTIFICATION_STORAGE_KEY } from '../../shared/view-constants.ts';
import { isDismissed } from './notification.ts';
import { blockedStorage, memoryStorage } from './memoryStorage.ts';
import { storeTheme } from './theme.ts';

/** A stand-in install-command tab: its manager, and the selected state and tab stop the script gives it. */
interface FakeTab {
  pm: string;
  selected?: string;
  tabIndex?: number;
}

/**
 * Runs the inline boot script against a stand-in root element, document and storage, then the
 * document's `DOMContentLoaded` listeners; returns what it applied, to the root and to the page's
 * package-manager tabs (one group of npm and pnpm).
 */
function boot(storage: () => Storage): { attribute: string | null; classes: string[]; js: string | undefined; pm: string | undefined; notification: string | undefined; tabs: FakeTab[]; listeners: number } {
  const attributes = new Map<string, string>();
  const classes = new Set<string>(['light']);
  const root = {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    classList: {
      remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
      add: (...names: string[]) => names.forEach((n) => classes.add(n)),
    },
  };
  const tabs: FakeTab[] = [{ pm: 'npm' }, { pm: 'pnpm' }];
  const tabElements = tabs.map((tab) => ({
    getAttribute: (name: string) => (name === 'data-pm-tab' ? tab.pm : null),
    setAttribute: (name: string, value: string) => {
      if (name === 'aria-selected') tab.selected = value;
    },
    set tabIndex(value: number) {
      tab.tabIndex = value;
    },
  }));
  const listeners: Array<() => void> = [];
  const fakeDocument = {
    documentElement: root,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') listeners.push(listener);
    },
    querySelectorAll: (selector: string) => (selector === PM_TAB_SELECTOR ? tabElements : []),
  };
  const fakeWindow = {
    get localStorage() {
      return storage();
    },
  };
  // The script reads the globals `localStorage` and `document`; hand it stand-ins for both.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the exact inline script string is the point of this test
  const run = new Function('window', 'document', `with (window) { ${THEME_BOOT_SCRIPT} }`) as (w: unknown, d: unknown) => void;
  run(fakeWindow, fakeDocument);
  for (const listener of listeners) listener();
  return {
    attribute: attributes.get('data-theme') ?? null,
    classes: [...classes],
    js: attributes.get('data-js'),
    pm: attributes.get(PM_ATTRIBUTE),
    notification: attributes.get(NOTIFICATION_ATTRIBUTE),
    tabs,
    listeners: listeners.length,
  };
}

describe('theme store', () => {
  it('stores the choice under the key `theme`', () => {
    const storage = memoryStorage();
    expect(storeTheme('dark', () => storage)).toBe(true);
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('reports, never throws, when storage refuses', () => {
    expect(storeTheme('dark', blockedStorage)).toBe(false);
  });
});

describe('theme boot script', () => {
  // `data-js` (empty) is what the no-script styles key on: set whatever storage does.
  it('applies a stored dark theme as attribute and class', () => {
    const storage = memoryStorage();
    storage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(boot(() => storage)).toMatchObject({ attribute: 'dark', classes: ['dark'], js: '', pm: 'npm', listeners: 0 });
  });

  it('defaults to light for no value, an unknown value and storage that throws', () => {
    const unknown = memoryStorage();
    unknown.setItem(THEME_STORAGE_KEY, 'purple');
    for (const storage of [memoryStorage, () => unknown, blockedStorage]) {
      expect(boot(storage)).toMatchObject({ attribute: 'light', classes: ['light'], js: '', pm: 'npm', listeners: 0 });
    }
  });

  it('applies a stored package manager and defaults to npm for an unknown one', () => {
    const storage = memoryStorage();
    storage.setItem(PM_STORAGE_KEY, 'pnpm');
    const stored = boot(() => storage);
    expect(stored.pm).toBe('pnpm');
    // Once the document is parsed, the tabs say so too (selected state and tab stop).
    expect(stored.tabs).toEqual([
      { pm: 'npm', selected: 'false', tabIndex: -1 },
      { pm: 'pnpm', selected: 'true', tabIndex: 0 },
    ]);
    storage.setItem(PM_STORAGE_KEY, 'pnpm"><script>');
    const unknown = boot(() => storage);
    expect(unknown.pm).toBe('npm');
    // npm is what the build marks selected: nothing to change, no listener.
    expect(unknown.listeners).toBe(0);
  });

  // The bar's room is kept from the first paint exactly when the bar will show: the same test as
  // the bar's own (`isDismissed` over what `readDismissal` reads, null when storage throws).
  it('marks the page for a notification bar not dismissed yet, as the bar decides', () => {
    const dismissed = memoryStorage();
    dismissed.setItem(NOTIFICATION_STORAGE_KEY, NOTIFICATION_VERSION);
    const older = memoryStorage();
    older.setItem(NOTIFICATION_STORAGE_KEY, `${NOTIFICATION_VERSION}-old`);
    const cases: Array<[() => Storage, string | null]> = [
      [memoryStorage, null],
      [() => older, older.getItem(NOTIFICATION_STORAGE_KEY)],
      [() => dismissed, NOTIFICATION_VERSION],
      [blockedStorage, null],
    ];
    for (const [storage, read] of cases) {
      expect(boot(storage).notification).toBe(isDismissed(read) ? undefined : '');
    }
    expect(boot(() => dismissed).notification).toBeUndefined();
    expect(boot(blockedStorage).notification).toBe('');
  });
});
