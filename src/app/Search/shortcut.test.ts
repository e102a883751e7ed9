import { describe, expect, it } from 'vitest';
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
