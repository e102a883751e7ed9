import { describe, expect, it } from 'vitest';
import { isSearchShortcut, type ShortcutEvent } from './shortcut.ts';

const key = (k: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: null, ...extra });

describe('isSearchShortcut', () => {
  it('opens on / and on Ctrl+K or Cmd+K', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
  });

  it('ignores plain k, modified /, Alt combinations and handled events', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('/', { defaultPrevented: true }))).toBe(false);
  });
});
