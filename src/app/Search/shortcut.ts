/** The keyboard shortcuts that open search: `/` outside text fields, Ctrl+K and Cmd+K anywhere. */

/** The parts of a key event the decision needs (a plain object in tests). */
export interface ShortcutEvent {
  /** The key. */
  key: string;
  /** Modifier state. */
  ctrlKey: boolean;
  /** Modifier state. */
  metaKey: boolean;
  /** Modifier state. */
  altKey: boolean;
  /** Whether something handled the event already. */
  defaultPrevented: boolean;
  /** Where the key was pressed. */
  target: EventTarget | null;
}

/** Whether the event's target takes typed text (then `/` is a character, not a shortcut). */
function isEditable(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"]') !== null) return true;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = (target.getAttribute('type') ?? 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/** Whether a keydown should open search. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
}
