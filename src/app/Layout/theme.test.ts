import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../shared/constants.ts';
import { PM_ATTRIBUTE, PM_STORAGE_KEY } from '../../shared/package-managers.ts';
import { THEME_BOOT_SCRIPT } from '../../shared/theme-script.ts';
import { blockedStorage, memoryStorage } from './memoryStorage.ts';
import { storeTheme } from './theme.ts';

/** Runs the inline boot script against a stand-in root element and storage; returns what it applied. */
function boot(storage: () => Storage): { attribute: string | null; classes: string[]; js: string | undefined; pm: string | undefined } {
  const attributes = new Map<string, string>();
  const classes = new Set<string>(['light']);
  const root = {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    classList: {
      remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
      add: (...names: string[]) => names.forEach((n) => classes.add(n)),
    },
  };
  const fakeWindow = {
    get localStorage() {
      return storage();
    },
  };
  // The script reads the globals `localStorage` and `document`; hand it stand-ins for both.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the exact inline script string is the point of this test
  const run = new Function('window', 'document', `with (window) { ${THEME_BOOT_SCRIPT} }`) as (w: unknown, d: unknown) => void;
  run(fakeWindow, { documentElement: root });
  return { attribute: attributes.get('data-theme') ?? null, classes: [...classes], js: attributes.get('data-js'), pm: attributes.get(PM_ATTRIBUTE) };
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
    expect(boot(() => storage)).toEqual({ attribute: 'dark', classes: ['dark'], js: '', pm: 'npm' });
  });

  it('defaults to light for no value, an unknown value and storage that throws', () => {
    const unknown = memoryStorage();
    unknown.setItem(THEME_STORAGE_KEY, 'purple');
    for (const storage of [memoryStorage, () => unknown, blockedStorage]) {
      expect(boot(storage)).toEqual({ attribute: 'light', classes: ['light'], js: '', pm: 'npm' });
    }
  });

  it('applies a stored package manager and defaults to npm for an unknown one', () => {
    const storage = memoryStorage();
    storage.setItem(PM_STORAGE_KEY, 'pnpm');
    expect(boot(() => storage).pm).toBe('pnpm');
    storage.setItem(PM_STORAGE_KEY, 'pnpm"><script>');
    expect(boot(() => storage).pm).toBe('npm');
  });
});
