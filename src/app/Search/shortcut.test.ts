import { describe, expect, it } from 'vitest';
import { SEARCH_KEYS_EVENT, SEARCH_KEYS_GLOBAL, SEARCH_KEYS_SCRIPT, type SearchKeys } from '../../shared/search-keys.ts';
import { isEditableTarget, isSearchShortcut, type ShortcutEvent } from './shortcut.ts';

const key = (k: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: null, ...extra });

/** A stand-in element: a tag, attributes and a parent. */
interface FakeElement {
  tagName: string;
  getAttribute: (name: string) => string | null;
  parentElement: FakeElement | null;
}
const el = (tagName: string, attributes: Record<string, string> = {}, parentElement: FakeElement | null = null): FakeElement => ({
  tagName: tagName.toUpperCase(),
  getAttribute: (name) => attributes[name] ?? null,
  parentElement,
});

/** CodeMirror's content in a shadow root: the document's listener sees the host as the target. */
const host = el('div', { class: 'editor' }, el('section'));
const content = el('div', { class: 'cm-content', contenteditable: 'true' }, el('div', { class: 'cm-scroller' }));
const line = el('div', { class: 'cm-line' }, content);
const inEditor = (k: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent => key(k, { target: host as unknown as EventTarget, composedPath: () => [line, content, host] as unknown as EventTarget[], ...extra });

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

  it('leaves every key to an editor in a shadow root (the target is its host)', () => {
    expect(isSearchShortcut(inEditor('/'))).toBe(false);
    expect(isSearchShortcut(inEditor('k', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(inEditor('k', { metaKey: true }))).toBe(false);
    // The same host outside the editor's content (its gutter, say) is not editable.
    expect(isSearchShortcut(key('/', { target: host as unknown as EventTarget, composedPath: () => [el('div', { class: 'cm-gutter' }), host] as unknown as EventTarget[] }))).toBe(true);
  });

  it('leaves keys to text fields and to what sits inside contenteditable, and not to buttons or checkboxes', () => {
    const target = (e: FakeElement): Partial<ShortcutEvent> => ({ target: e as unknown as EventTarget });
    for (const field of [el('input'), el('input', { type: 'search' }), el('textarea'), el('select'), el('span', {}, el('div', { contenteditable: '' })), el('p', { contenteditable: 'plaintext-only' })]) {
      expect(isSearchShortcut(key('/', target(field))), field.tagName).toBe(false);
      expect(isSearchShortcut(key('k', { ...target(field), ctrlKey: true })), field.tagName).toBe(false);
    }
    for (const control of [el('button'), el('input', { type: 'checkbox' }), el('a'), el('span', {}, el('div', { contenteditable: 'false' }))]) {
      expect(isSearchShortcut(key('/', target(control))), control.tagName).toBe(true);
      expect(isSearchShortcut(key('k', { ...target(control), ctrlKey: true })), control.tagName).toBe(true);
    }
    expect(isEditableTarget({ target: null })).toBe(false);
  });
});

// The boot script's early listener (src/shared/search-keys.ts) applies the same rule before the app is there.
interface FakeKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: FakeElement;
  path?: FakeElement[];
}

/** Runs the script against a stand-in window and document; returns a way to press keys and what it keeps. */
function load(): { press: (k: FakeKey) => boolean; keys: SearchKeys; events: string[] } {
  const events: string[] = [];
  let listener: ((e: unknown) => void) | undefined;
  let capture = false;
  const document = {
    addEventListener: (type: string, fn: (e: unknown) => void, useCapture: boolean) => {
      if (type === 'keydown') {
        listener = fn;
        capture = useCapture;
      }
    },
    dispatchEvent: (e: { type: string }) => events.push(e.type),
  };
  const window: Record<string, unknown> = {};
  class FakeEvent {
    constructor(readonly type: string) {}
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the exact inline script string is the point of this test
  const run = new Function('window', 'document', 'Event', SEARCH_KEYS_SCRIPT) as (w: unknown, d: unknown, e: unknown) => void;
  run(window, document, FakeEvent);
  expect(capture).toBe(true);
  const press = (k: FakeKey): boolean => {
    let prevented = false;
    const target = k.target ?? el('body');
    listener?.({
      key: k.key,
      ctrlKey: k.ctrlKey ?? false,
      metaKey: k.metaKey ?? false,
      altKey: k.altKey ?? false,
      defaultPrevented: false,
      isComposing: false,
      target,
      composedPath: () => k.path ?? [target],
      preventDefault: () => {
        prevented = true;
      },
    });
    return prevented;
  };
  return { press, keys: window[SEARCH_KEYS_GLOBAL] as SearchKeys, events };
}

const type = (press: (k: FakeKey) => boolean, text: string): void => {
  for (const key of text) press({ key });
};

describe('the search shortcut before the app', () => {
  it('opens on / and keeps every character typed after it, Backspace included, and the space that would scroll', () => {
    const { press, keys, events } = load();
    expect(press({ key: '/' })).toBe(true);
    expect(events).toEqual([SEARCH_KEYS_EVENT]);
    type(press, 'hmr not workingg');
    expect(press({ key: 'Backspace' })).toBe(true);
    expect(keys).toEqual({ open: true, text: 'hmr not working', enter: false });
    expect(press({ key: 'Enter' })).toBe(true);
    expect(keys.enter).toBe(true);
  });

  it('opens on Ctrl+K and Cmd+K, and lets other shortcuts and keys without text alone', () => {
    const { press, keys } = load();
    expect(press({ key: 'a' })).toBe(false);
    expect(press({ key: 'k', metaKey: true })).toBe(true);
    expect(press({ key: 'c', ctrlKey: true })).toBe(false);
    expect(press({ key: 'Tab' })).toBe(false);
    expect(keys.text).toBe('');
    expect(load().press({ key: 'K', ctrlKey: true })).toBe(true);
  });

  it('gives up on Escape and says so', () => {
    const { press, keys, events } = load();
    press({ key: '/' });
    type(press, 'ab');
    expect(press({ key: 'Escape' })).toBe(true);
    expect(keys).toEqual({ open: false, text: '', enter: false });
    expect(events).toEqual([SEARCH_KEYS_EVENT, SEARCH_KEYS_EVENT]);
    expect(press({ key: 'c' })).toBe(false);
  });

  it('leaves keys typed into a field, a select or an editor (across a shadow root) to them', () => {
    const { press, keys } = load();
    expect(press({ key: '/', target: el('input') })).toBe(false);
    expect(press({ key: '/', target: el('textarea') })).toBe(false);
    const host = el('div');
    const content = el('div', { contenteditable: 'true' });
    expect(press({ key: '/', target: host, path: [el('div', {}, content), content, host] })).toBe(false);
    expect(keys.open).toBe(false);
    // A checkbox takes no text: the shortcut works there.
    expect(press({ key: '/', target: el('input', { type: 'checkbox' }) })).toBe(true);
    // Once the search input has focus, it takes the keys itself.
    expect(press({ key: 'x', target: el('input', { type: 'search' }) })).toBe(false);
    expect(keys.text).toBe('');
  });
});
