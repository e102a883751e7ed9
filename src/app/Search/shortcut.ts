/**
 * The keyboard shortcuts that open search: `/`, Ctrl+K and Cmd+K, none of them while the key goes
 * to something that takes typed text. A reader typing in a field or an editor (the configuration
 * checker's CodeMirror, whose content is contenteditable inside a shadow root) types `/` as a
 * character and keeps the editor's own Ctrl+K (CodeMirror's delete-to-line-end on macOS); outside
 * such fields every shortcut opens search.
 */

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
  /** Where the key was pressed, as seen from the listener (a shadow root's host, seen from the document). */
  target: EventTarget | null;
  /** The event's path from the innermost target outwards, through shadow roots (`Event.composedPath`). */
  composedPath?: () => EventTarget[];
}

/** Input types that take no typed text. */
const NOT_TEXT = ['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'];

/** The parts of an element the decision reads (an Element in the page, a plain object in tests). */
interface ElementLike {
  tagName: string;
  getAttribute: (name: string) => string | null;
  parentElement?: ElementLike | null;
}

function isElementLike(target: unknown): target is ElementLike {
  return typeof target === 'object' && target !== null && typeof (target as Partial<ElementLike>).tagName === 'string' && typeof (target as Partial<ElementLike>).getAttribute === 'function';
}

/** Whether this one element takes typed text itself (or, contenteditable, holds text that does). */
function takesText(element: ElementLike): boolean {
  const editable = element.getAttribute('contenteditable');
  if (editable !== null && editable.toLowerCase() !== 'false') return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  return !NOT_TEXT.includes((element.getAttribute('type') ?? 'text').toLowerCase());
}

/**
 * Whether the key goes to something that takes typed text: the innermost target or anything
 * around it, across shadow roots. Seen from the document, an event inside a shadow root has the
 * host as its target, so the target alone does not tell: the composed path does.
 */
export function isEditableTarget(event: Pick<ShortcutEvent, 'target' | 'composedPath'>): boolean {
  const path: readonly unknown[] = event.composedPath?.() ?? [];
  if (path.length > 0) return path.some((item) => isElementLike(item) && takesText(item));
  // Without a path (a synthetic event): the target and its ancestors in its own tree.
  for (let item: unknown = event.target; isElementLike(item); item = item.parentElement) if (takesText(item)) return true;
  return false;
}

/** Whether a keydown should open search. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.defaultPrevented || event.altKey || isEditableTarget(event)) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey;
}
