/**
 * Typed stand-ins for what only running a configuration could tell. Each is a real value of the
 * type webpack's schema checks for (a function passes `instanceof Function`, a plugin instance is
 * an object with an `apply` function), built here and never from the text, and remembered with
 * the source it stands for so the page can say what it assumed.
 */

/** What a stand-in stands for. */
export type StandInKind = 'function' | 'instance' | 'module' | 'path' | 'unknown';

/** A stand-in or an unknown value the reading met, for the reader. */
export interface StandInNote {
  kind: StandInKind;
  /** The source text (at most 80 characters). */
  label: string;
  line: number;
  /** JSON pointer of the option it belongs to. */
  path: string;
}

const described = new WeakMap<object, { kind: StandInKind; label: string }>();

/** A function that does nothing, standing for one in the text. */
function inertFunction(): () => void {
  return () => undefined;
}

/** The prototype of plugin-instance stand-ins: webpack requires an `apply` function. */
const instancePrototype = Object.freeze({ apply: inertFunction() });

/** A stand-in value of the given kind for the source `label`. */
export function standIn(kind: Exclude<StandInKind, 'unknown' | 'path'>, label: string): object {
  const value: object = kind === 'instance' ? (Object.create(instancePrototype) as object) : inertFunction();
  described.set(value, { kind, label });
  return value;
}

/** What a stand-in stands for, if the value is one. */
export function describeStandIn(value: unknown): { kind: StandInKind; label: string } | undefined {
  return value !== null && (typeof value === 'object' || typeof value === 'function') ? described.get(value) : undefined;
}
