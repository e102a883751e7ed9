/**
 * zod for the build's threads that validate data which is nearly always valid (the render
 * workers' frontmatter, cached READMEs and API history; the search index's sources). Importing
 * zod took 120-150 ms of CPU in each such thread and parsing the API history with it another
 * 65-80 ms, for data a small hand-written check reads in a millisecond: those modules check the
 * data themselves first and make their zod schema, loading zod, only when that check fails, so
 * zod's message (or its verdict, when the check was only stricter) decides.
 *
 * A check given here must never accept what its schema rejects, and must give what the schema's
 * parse gives (the same keys in the same order, unknown keys of a `z.object` dropped);
 * `lazy-zod.test.ts` holds each one to its schema over the site's real data and broken copies.
 */
import { createRequire } from 'node:module';
import type * as Zod from 'zod';

let zod: typeof Zod | undefined;

/** zod's `z`, loaded on first use (synchronously: the frontmatter is read by synchronous code). */
export function zodNow(): typeof Zod.z {
  return (zod ??= createRequire(import.meta.url)('zod') as typeof Zod).z;
}

/** A schema made on first use. */
export function lazySchema<T>(make: (z: typeof Zod.z) => T): () => T {
  let schema: T | undefined;
  return () => (schema ??= make(zodNow()));
}

/** What a zod schema's `safeParse` gives, as far as the callers here read it. */
type SafeParsed<T, E> = { success: true; data: T } | { success: false; error: E };

/**
 * `raw` read by `check`, else by `schema` (made then): `safeParse`'s result either way, so a
 * caller reads zod's issues only when the check refused the data and the schema did too.
 */
export function checkedSafeParse<T, E>(raw: unknown, check: (raw: unknown) => T | undefined, schema: () => { safeParse: (raw: unknown) => SafeParsed<T, E> }): SafeParsed<T, E> {
  const checked = check(raw);
  return checked === undefined ? schema().safeParse(raw) : { success: true, data: checked };
}

/** `raw` read by `check`, else parsed by `schema` (made then), which throws zod's error. */
export function checkedParse<T>(raw: unknown, check: (raw: unknown) => T | undefined, schema: () => { parse: (raw: unknown) => T }): T {
  return check(raw) ?? schema().parse(raw);
}

/** A plain object (what `JSON.parse` and js-yaml make for a mapping), not an array or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** A key a check leaves to the schema: assigned to a new object, it would set its prototype. */
export function isUnsafeKey(key: string): boolean {
  return key === '__proto__';
}

/** Every key of `value` is one of `keys`, and none holds `undefined` (which neither JSON nor YAML makes). */
export function onlyKeys(value: Record<string, unknown>, keys: ReadonlySet<string>): boolean {
  for (const key of Object.keys(value)) if (!keys.has(key) || value[key] === undefined) return false;
  return true;
}

/** An array of strings, each passing `ok`, copied; undefined when it is not one. */
export function stringArray(value: unknown, ok: (s: string) => boolean = () => true): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  for (const item of value) if (typeof item !== 'string' || !ok(item)) return undefined;
  return [...(value as string[])];
}

/** A record of string values (keys passing `keyOk`), copied in its own key order; undefined when it is not one. */
export function stringRecord(value: unknown, keyOk: (key: string) => boolean = () => true): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string' || isUnsafeKey(key) || !keyOk(key)) return undefined;
    out[key] = item;
  }
  return out;
}
