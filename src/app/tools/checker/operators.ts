/** Operators on values already read (evaluate.ts): only on primitives, never calling into a value. */

/** A value only running the text could tell. */
export const UNKNOWN = Symbol('unknown');

type Primitive = string | number | boolean | null | undefined;

function primitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);
}

/** `!x`, `-x`, `+x`, `void x`; UNKNOWN for anything else. */
export function unaryValue(operator: string, value: unknown): unknown {
  if (operator === '!') return !value;
  if (operator === 'void') return undefined;
  if (typeof value !== 'number') return UNKNOWN;
  if (operator === '-') return -value;
  return operator === '+' ? value : UNKNOWN;
}

/** `===`, `!==`, `+` (strings up to `maxString` characters), `-`, `*`, `/` on primitives; UNKNOWN for anything else. */
export function binaryValue(operator: string, left: unknown, right: unknown, maxString: number): unknown {
  if (!primitive(left) || !primitive(right)) return UNKNOWN;
  if (operator === '===') return left === right;
  if (operator === '!==') return left !== right;
  if (operator === '+') {
    if (typeof left === 'number' && typeof right === 'number') return left + right;
    if (typeof left !== 'string' && typeof right !== 'string') return UNKNOWN;
    const joined = String(left) + String(right);
    return joined.length > maxString ? UNKNOWN : joined;
  }
  if (typeof left !== 'number' || typeof right !== 'number') return UNKNOWN;
  if (operator === '-') return left - right;
  if (operator === '*') return left * right;
  return operator === '/' ? left / right : UNKNOWN;
}

/** `path.resolve` (from `start`, the project folder) and `path.join` of known strings, POSIX style. */
export function joinPaths(start: string, parts: readonly string[]): string {
  let out = start;
  for (const part of parts) out = part.startsWith('/') ? part : out === '' ? part : `${out}/${part}`;
  const segments: string[] = [];
  for (const segment of out.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `${out.startsWith('/') ? '/' : ''}${segments.join('/')}`;
}
