/**
 * The tags of a documentation comment (`/** @param {string} source *\/`), which Lezer keeps as
 * one comment token, scoped as the TypeScript grammar's JSDoc rules scope them: the tag, the
 * type in braces, the name a `@param` or `@property` documents, the value of a `@default` and
 * the URL of a `@see`.
 */
import type { ScopedRange } from './lezer-refine.ts';

const DOC = 'comment.block.documentation';
const TAG = [DOC, 'storage.type.class.jsdoc'];
const TYPE = [DOC, 'entity.name.type.instance.jsdoc'];
const NAME = [DOC, 'variable.other.jsdoc'];
const PLAIN = [DOC];
const LINK = [DOC, 'variable.other.link.underline.jsdoc'];

/** Tags followed by a value (`@default false`), scoped as a name. */
const VALUED = new Set(['default', 'defaultvalue']);
const VALUE_PATTERN = /^[ \t]*(\S+)/;
/** A URL after `@see`, which the grammar underlines as a link, or else a name path (`Foo#bar`). */
const URL_PATTERN = /^[ \t]*(https?:\/\/\S+)/;
const NAME_PATH_PATTERN = /^[ \t]*([\w$][\w$.#~]*)/;

/** Tags followed by the name of what they document. */
const NAMED = new Set(['param', 'arg', 'argument', 'property', 'prop', 'typedef', 'callback', 'template']);
const TAG_PATTERN = /@([A-Za-z]+)/g;
const NAME_PATTERN = /^\s*(\[?[\w$.]+(?:=[^\]\s]*)?\]?)/;

/** Index after the brace that closes the one at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Scopes the comment `code.slice(from, to)`; a comment not opened with `/**` is left whole. */
export function jsdocScopes(code: string, from: number, to: number, path: readonly string[]): ScopedRange[] {
  const text = code.slice(from, to);
  if (!text.startsWith('/**') || text.startsWith('/**/')) return [{ from, to, path }];
  const out: ScopedRange[] = [];
  let at = 0;
  const put = (start: number, end: number, scopes: readonly string[]): void => {
    if (start > at) out.push({ from: from + at, to: from + start, path: PLAIN });
    out.push({ from: from + start, to: from + end, path: scopes });
    at = end;
  };
  for (const match of text.matchAll(TAG_PATTERN)) {
    if (match.index < at) continue;
    let end = match.index + match[0].length;
    put(match.index, end, TAG);
    const space = /^\s*/.exec(text.slice(end))?.[0].length ?? 0;
    const tag = match[1] ?? '';
    if (text[end + space] === '{' && !VALUED.has(tag)) {
      const close = closingBrace(text, end + space);
      if (close !== -1) {
        put(end + space, close, TYPE);
        end = close;
      }
    }
    const name = NAMED.has(tag) ? NAME_PATTERN.exec(text.slice(end)) : VALUED.has(tag) ? VALUE_PATTERN.exec(text.slice(end)) : null;
    const link = tag === 'see' ? URL_PATTERN.exec(text.slice(end)) : null;
    const namePath = tag === 'see' && link === null ? NAME_PATH_PATTERN.exec(text.slice(end)) : null;
    if (name?.[1] !== undefined) {
      const start = end + name[0].length - name[1].length;
      put(start, start + name[1].length, NAME);
    } else if (link?.[1] !== undefined) {
      const start = end + link[0].length - link[1].length;
      put(start, start + link[1].length, LINK);
    } else if (namePath?.[1] !== undefined) {
      const start = end + namePath[0].length - namePath[1].length;
      put(start, start + namePath[1].length, TYPE);
    }
  }
  if (at < text.length) out.push({ from: from + at, to, path: PLAIN });
  return out;
}
