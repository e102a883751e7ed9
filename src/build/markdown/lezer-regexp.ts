/**
 * The inside of a regular expression literal, which Lezer keeps as one token, scoped as the
 * TextMate regexp grammar scopes it: anchors, alternation and quantifiers, character classes
 * and sets, escapes, and the flags. Webpack's docs are full of `test: /\.css$/`.
 */
import type { ScopedRange } from './lezer-refine.ts';

const REGEXP = 'string.regexp';
const ANCHOR = [REGEXP, 'keyword.control.anchor.regexp'];
const OPERATOR = [REGEXP, 'keyword.operator.quantifier.regexp'];
const OR = [REGEXP, 'keyword.operator.or.regexp'];
const CLASS = [REGEXP, 'constant.other.character-class.regexp'];
const SET = [REGEXP, 'constant.other.character-class.set.regexp'];
const NEGATION = [...SET, 'keyword.operator.negation.regexp'];
const ESCAPE = [REGEXP, 'constant.character.escape.backslash.regexp'];
const SET_ESCAPE = [...SET, 'constant.character.escape.backslash.regexp'];
const FLAGS = [REGEXP, 'keyword.other'];
const PLAIN = [REGEXP];

/** Escapes that stand for a class of characters rather than one. */
const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S', 'n', 'r', 't', 'f', 'v', '0']);
const QUANTIFIER = /^\{\d+(,\d*)?\}/;

/** Scopes the literal `code.slice(from, to)` (slashes and flags included). */
export function regexpScopes(code: string, from: number, to: number): ScopedRange[] {
  const text = code.slice(from, to);
  const close = text.lastIndexOf('/');
  const out: ScopedRange[] = [];
  const put = (start: number, end: number, path: readonly string[]): void => {
    out.push({ from: from + start, to: from + end, path });
  };
  if (close <= 0) {
    put(0, text.length, PLAIN);
    return out;
  }
  put(0, 1, PLAIN);
  let inSet = false;
  let i = 1;
  while (i < close) {
    const ch = text[i];
    if (ch === '\\') {
      const next = text[i + 1] ?? '';
      const path = inSet ? (CLASS_ESCAPES.has(next) ? SET : SET_ESCAPE)
        : next === 'b' || next === 'B' ? ANCHOR : CLASS_ESCAPES.has(next) ? CLASS : ESCAPE;
      put(i, i + 2, path);
      i += 2;
      continue;
    }
    if (inSet) {
      const negation = ch === '^' && text[i - 1] === '[';
      put(i, i + 1, negation ? NEGATION : SET);
      if (ch === ']') inSet = false;
      i++;
      continue;
    }
    const quantifier = ch === '{' ? QUANTIFIER.exec(text.slice(i, close)) : null;
    if (quantifier !== null) {
      put(i, i + quantifier[0].length, OPERATOR);
      i += quantifier[0].length;
      continue;
    }
    let path: readonly string[] = PLAIN;
    if (ch === '[') {
      inSet = true;
      path = SET;
    } else if (ch === '^' || ch === '$') path = ANCHOR;
    else if (ch === '|') path = OR;
    else if (ch === '.') path = CLASS;
    else if (ch === '*' || ch === '+' || (ch === '?' && text[i - 1] !== '(')) path = OPERATOR;
    put(i, i + 1, path);
    i++;
  }
  put(close, close + 1, PLAIN);
  if (close + 1 < text.length) put(close + 1, text.length, FLAGS);
  return out;
}
