/**
 * The defaults explorer (page /configuration/defaults/): the configuration webpack resolves when
 * only `mode` and `target` are set, one data file per combination, computed at build time by the
 * installed webpack (src/build/tools/defaults-data.ts) and shown as a tree (defaults-tree.ts).
 * What both sides share: the combinations, the state in the URL hash and the encoded values.
 */

/** The URL of the defaults explorer page. */
export const DEFAULTS_URL = '/configuration/defaults/';

/** The modes a reader can pick. */
export const DEFAULTS_MODES = ['production', 'development', 'none'] as const;

/** A mode of the explorer. */
export type DefaultsMode = (typeof DEFAULTS_MODES)[number];

/** A target the reader can pick. */
export interface DefaultsTarget {
  /** Short id: the hash value and the data file's name. */
  id: string;
  /** The `target` option given to webpack. */
  target: string;
  /** The control's label. */
  label: string;
}

/** The browserslist query the explorer uses: explicit, so no browserslist config file is read. */
export const BROWSERSLIST_QUERY = 'last 2 Chrome versions';

/** The targets a reader can pick, in the order the page shows them. */
export const DEFAULTS_TARGETS: readonly DefaultsTarget[] = [
  { id: 'web', target: 'web', label: 'web' },
  { id: 'node', target: 'node', label: 'node' },
  { id: 'webworker', target: 'webworker', label: 'webworker' },
  { id: 'electron-main', target: 'electron-main', label: 'electron-main' },
  { id: 'browserslist', target: `browserslist:${BROWSERSLIST_QUERY}`, label: `browserslist:${BROWSERSLIST_QUERY}` },
];

/** A combination the explorer shows. */
export interface DefaultsChoice {
  /** The mode. */
  mode: DefaultsMode;
  /** The target's id (DEFAULTS_TARGETS). */
  target: string;
}

/** What every difference is measured against, and what the page shows without JavaScript. */
export const BASE_CHOICE: DefaultsChoice = { mode: 'production', target: 'web' };

/** The name of a combination's data file, without `.json`: `development--node`. */
export function choiceFile(choice: DefaultsChoice): string {
  return `${choice.mode}--${choice.target}`;
}

/** Every combination, in the order of the controls. */
export function allChoices(): DefaultsChoice[] {
  return DEFAULTS_MODES.flatMap((mode) => DEFAULTS_TARGETS.map((t) => ({ mode, target: t.id })));
}

/** How a choice reads: `development mode, target node`. */
export function describeChoice(choice: DefaultsChoice): string {
  const target = DEFAULTS_TARGETS.find((t) => t.id === choice.target)?.target ?? choice.target;
  return `${choice.mode} mode, target ${target}`;
}

/** The URL hash of a choice: `#mode=development&target=node` (empty for the base choice). */
export function choiceHash(choice: DefaultsChoice): string {
  if (choice.mode === BASE_CHOICE.mode && choice.target === BASE_CHOICE.target) return '';
  return `#mode=${choice.mode}&target=${encodeURIComponent(choice.target)}`;
}

/**
 * The choice a hash names; undefined when the hash is not a choice (an anchor, or an unknown mode
 * or target). A hash naming only one of the two keeps the base value of the other.
 */
export function choiceFromHash(hash: string): DefaultsChoice | undefined {
  const text = hash.replace(/^#/, '');
  if (text === '') return { ...BASE_CHOICE };
  const params = new URLSearchParams(text);
  const keys = [...params.keys()];
  if (keys.length === 0 || keys.some((k) => k !== 'mode' && k !== 'target')) return undefined;
  const mode = params.get('mode') ?? BASE_CHOICE.mode;
  const target = params.get('target') ?? BASE_CHOICE.target;
  const known = DEFAULTS_MODES.find((m) => m === mode);
  if (known === undefined || !DEFAULTS_TARGETS.some((t) => t.id === target)) return undefined;
  return { mode: known, target };
}

/**
 * A value that JSON cannot hold, by name: `undefined`, a function (its name), a RegExp (its
 * source), a number such as Infinity, an object of a class (its name), or a value that depends on
 * the machine the build runs on, replaced by a stable placeholder (`<current directory>/dist`).
 */
export interface TaggedValue {
  /** The kind. */
  $: 'undefined' | 'function' | 'regexp' | 'number' | 'instance' | 'placeholder';
  /** The name or text shown. */
  v?: string;
}

/** A resolved option value as the data files hold it. */
export type DefaultValue = null | boolean | number | string | TaggedValue | DefaultValue[] | { [key: string]: DefaultValue };

/** A plain object of options (not a tagged value). */
export type DefaultsObject = { [key: string]: DefaultValue };

/** Whether a value is a tagged value. */
export function isTagged(value: DefaultValue | undefined): value is TaggedValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value['$'] === 'string';
}

/** Whether a value is an object of options. */
export function isOptionsObject(value: DefaultValue | undefined): value is DefaultsObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isTagged(value);
}

/** How the page writes a value. */
export function showDefault(value: DefaultValue | undefined): string {
  if (value === undefined) return '(not set)';
  if (isTagged(value)) {
    switch (value.$) {
      case 'undefined':
        return 'undefined';
      case 'function':
        return `function ${value.v ?? ''}`.trimEnd();
      case 'instance':
        return value.v ?? 'object';
      default:
        return value.v ?? '';
    }
  }
  if (Array.isArray(value)) return `[${value.map((v) => showDefault(v)).join(', ')}]`;
  if (isOptionsObject(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${k}: ${showDefault(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}
