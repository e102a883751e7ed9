/**
 * Checks the hand-written `Type:` line under an option heading of a configuration page
 * (`Type: \`false | 'gzip' | 'brotli'\`` or `- Type: …`) against webpack's options schema.
 * Only what compares robustly is compared: the base kinds (boolean or `true`/`false`, number,
 * string, RegExp, function, array, object) and the string literals. Notation is free: quotes,
 * `Array<T>` or `T[]`, object shapes, arrow or `function(…)` forms, remarks in parentheses and a
 * trailing "required". A type named only in words, or a named type such as `Rule`, leaves the
 * line open: then only what it states is checked, not what it leaves out.
 */
import { resolveRef, type SchemaNode } from './option-paths.ts';
import { markdownLines, type MarkdownLine } from './markdown-lines.ts';

/** The base kinds a type can name. */
export type Kind = 'true' | 'false' | 'number' | 'string' | 'RegExp' | 'function' | 'array' | 'object';

/** What one type (hand-written or the schema's) accepts, as far as the check compares. */
export interface TypeShape {
  /** Base kinds accepted. */
  kinds: Set<Kind>;
  /** String literals accepted (without quotes). */
  literals: Set<string>;
  /** The type names something the check cannot read (a named type, words): omissions are not judged. */
  open: boolean;
}

/** One hand-written Type line under an option heading. */
export interface TypeClaim {
  /** The option path of the heading. */
  option: string;
  /** 1-based line of the `Type:` line. */
  line: number;
  /** The line's text after `Type:`, up to the end of its paragraph or item. */
  text: string;
}

const emptyShape = (): TypeShape => ({ kinds: new Set(), literals: new Set(), open: false });

function merge(into: TypeShape, from: TypeShape): TypeShape {
  for (const k of from.kinds) into.kinds.add(k);
  for (const l of from.literals) into.literals.add(l);
  into.open ||= from.open;
  return into;
}

/** The kinds of a literal value in an `enum` or `const`. */
function valueShape(value: unknown, shape: TypeShape): void {
  if (typeof value === 'string') shape.literals.add(value);
  else if (typeof value === 'boolean') shape.kinds.add(value ? 'true' : 'false');
  else if (typeof value === 'number') shape.kinds.add('number');
}


/** Kind words of the schema's `type` and of types written on pages. */
const KIND_WORDS: Readonly<Record<string, readonly Kind[]>> = {
  boolean: ['true', 'false'],
  true: ['true'],
  false: ['false'],
  number: ['number'],
  integer: ['number'],
  Infinity: ['number'],
  string: ['string'],
  RegExp: ['RegExp'],
  function: ['function'],
  Function: ['function'],
  object: ['object'],
  Object: ['object'],
  array: ['array'],
};

/** What a schema node accepts, through `$ref`s and alternatives. */
export function schemaShape(root: SchemaNode, node: SchemaNode, depth = 0): TypeShape {
  const resolved = resolveRef(root, node);
  const shape = emptyShape();
  if (depth > 8) return { ...shape, open: true };
  for (const alt of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) merge(shape, schemaShape(root, alt, depth + 1));
  if (resolved.enum !== undefined) {
    for (const value of resolved.enum) valueShape(value, shape);
    return shape;
  }
  if (resolved.const !== undefined) {
    valueShape(resolved.const, shape);
    return shape;
  }
  if (resolved.instanceof === 'RegExp') shape.kinds.add('RegExp');
  if (resolved.instanceof === 'Function') shape.kinds.add('function');
  const types = resolved.type === undefined ? [] : Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  for (const type of types) for (const kind of KIND_WORDS[type] ?? []) shape.kinds.add(kind);
  if (types.length === 0 && (resolved.properties !== undefined || resolved.additionalProperties !== undefined)) shape.kinds.add('object');
  return shape;
}

/** Splits a type at its top-level `|` (not inside brackets, and not in an arrow's return type). */
export function splitTopLevel(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (c === '=' && type[i + 1] === '>') {
      if (depth === 0) break;
      i++;
    } else if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
    else if (c === ')' || c === ']' || c === '}' || c === '>') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(type.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(type.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Whether a union member is an arrow function (`(a) => b[]`), not a member holding one (`Array<(a) => b>`). */
function hasTopLevelArrow(member: string): boolean {
  return splitTopLevel(`${member} | x`).length === 1;
}

/** Whether `text` is one bracketed group from its first to its last character. */
function wrapped(text: string, open: string, close: string): boolean {
  if (!text.startsWith(open) || !text.endsWith(close)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close) depth--;
    if (depth === 0 && i < text.length - 1) return false;
  }
  return true;
}


/** Reads a TypeScript-like type as written on a page (one code span's worth). */
export function parseTypeText(type: string): TypeShape {
  const shape = emptyShape();
  for (const member of splitTopLevel(type)) {
    if (wrapped(member, '(', ')')) merge(shape, parseTypeText(member.slice(1, -1)));
    else if (hasTopLevelArrow(member) || /^function\s*\(/.test(member) || /^typeof\s/.test(member)) shape.kinds.add('function');
    else if (/\[\]$/.test(member) || /^(Readonly)?Array<[\s\S]*>$/.test(member)) shape.kinds.add('array');
    else if (member.startsWith('{') || /^Record</.test(member)) shape.kinds.add('object');
    else if (/^'[^']*'$|^"[^"]*"$/.test(member)) shape.literals.add(member.slice(1, -1));
    else if (/^-?\d+(\.\d+)?$/.test(member)) shape.kinds.add('number');
    else if (member === 'undefined' || member === 'null') continue;
    else {
      const kinds = KIND_WORDS[member];
      if (kinds === undefined) shape.open = true;
      else for (const kind of kinds) shape.kinds.add(kind);
    }
  }
  return shape;
}

/**
 * Reads a hand-written Type text (what follows `Type:`): the code spans at its start, joined,
 * are the type; remarks in parentheses between or after them, a trailing "required" and any
 * later sentence are left out. Words elsewhere leave the type open; undefined when it does not
 * start with a code span (a type given in words: nothing to compare).
 */
export function parseHandWrittenType(text: string): TypeShape | undefined {
  // Up to the first sentence end or `Default:` outside code spans.
  let cut = '';
  for (const piece of text.split(/(`[^`]*`)/)) {
    if (piece.startsWith('`')) {
      cut += piece;
      continue;
    }
    const end = /\.(\s|$)|Default:/.exec(piece);
    if (end !== null) {
      cut += piece.slice(0, end.index);
      break;
    }
    cut += piece;
  }
  let prose = cut;
  // Remarks in parentheses outside code spans are notation, not type.
  const spans: string[] = [];
  prose = prose.replace(/`[^`]*`/g, (span) => `\uE000${spans.push(span.slice(1, -1)) - 1}\uE000`);
  // A remark that names a kind ("(a `string` is accepted but deprecated)") may widen the type:
  // then the line is open.
  let remarkOpens = false;
  let previous;
  do {
    previous = prose;
    prose = prose.replace(/\s*\(([^()]*)\)/g, (_, remark: string) => {
      remarkOpens ||= /\uE000|\b(string|number|boolean|function|array|object|RegExp)s?\b/i.test(remark);
      return '';
    });
  } while (prose !== previous);
  const tokens = prose.split(/\uE000(\d+)\uE000/);
  if ((tokens[0] ?? '').trim() !== '' || tokens.length < 2) return undefined;
  let type = '';
  let open = remarkOpens;
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (i % 2 === 1) {
      type += ` ${spans[Number(token)] ?? ''}`;
      continue;
    }
    const between = token.trim();
    if (between === '' || between === '|') continue;
    if (/^(,?\s*or)$/.test(between) && i < tokens.length - 1) {
      type += ' |';
      continue;
    }
    if (/^,?\s*(required|deprecated)\b/i.test(between)) break;
    open = true;
    break;
  }
  // Spans joined by words ("`a` or `b`") are alternatives; a span starting with `|` continues the type.
  const shape = parseTypeText(type.replace(/^\s*\|/, ''));
  shape.open ||= open;
  return shape;
}

const KIND_ORDER: readonly Kind[] = ['true', 'false', 'number', 'string', 'RegExp', 'function', 'array', 'object'];
const show = (kinds: Iterable<Kind>): string => KIND_ORDER.filter((k) => [...kinds].includes(k)).join(', ');
const quote = (literals: Iterable<string>): string => [...literals].map((l) => `'${l}'`).join(', ');

/** The disagreements between a hand-written type and the schema's; empty when they agree. */
export function compareShapes(written: TypeShape, schema: TypeShape): string[] {
  const problems: string[] = [];
  const extraKinds = [...written.kinds].filter((k) => !schema.kinds.has(k));
  const extraLiterals = schema.kinds.has('string') ? [] : [...written.literals].filter((l) => !schema.literals.has(l));
  if (extraKinds.length > 0) problems.push(`states ${show(extraKinds)}, which the schema does not accept`);
  if (extraLiterals.length > 0) problems.push(`states ${quote(extraLiterals)}, which the schema does not accept`);
  if (!written.open) {
    const missingKinds = [...schema.kinds].filter((k) => !written.kinds.has(k));
    const missingLiterals = written.kinds.has('string') ? [] : [...schema.literals].filter((l) => !written.literals.has(l));
    if (missingKinds.length > 0) problems.push(`leaves out ${show(missingKinds)}, which the schema accepts`);
    if (missingLiterals.length > 0) problems.push(`leaves out ${quote(missingLiterals)}, which the schema accepts`);
  }
  return problems;
}

/** The Type lines right under option headings (`isOption` says which heading texts are option paths). */
export function parseTypeClaims(markdown: string, isOption: (heading: string) => boolean): TypeClaim[] {
  const claims: TypeClaim[] = [];
  const lines = markdownLines(markdown);
  let option: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const { line, text, heading } = lines[i] as MarkdownLine;
    if (heading !== undefined) {
      const name = heading.depth >= 2 ? heading.text.replace(/`/g, '') : '';
      option = isOption(name) ? name : undefined;
      continue;
    }
    if (text.trim() === '' || option === undefined) continue;
    const type = /^(- )?Type:\s*(.*)$/.exec(text);
    if (type !== null) {
      // The rest of the paragraph, or of the list item (its lines indented).
      let body = type[2] ?? '';
      for (let j = i + 1; j < lines.length && lines[j]?.line === line + (j - i); j++) {
        const next = lines[j]?.text ?? '';
        if (next.trim() === '' || /^\s*([-*+]|\d+\.)\s/.test(next) || (type[1] !== undefined && !/^\s/.test(next))) break;
        body += ` ${next.trim()}`;
      }
      claims.push({ option, line, text: body });
    }
    // Only the first block under the heading is its Type line.
    option = undefined;
  }
  return claims;
}

/** Checks one page's Type lines against the schema; failures as `content/page:line: …`. */
export function checkTypeClaims(page: string, markdown: string, schemas: ReadonlyMap<string, TypeShape>): { checked: number; failures: string[]; words: number } {
  const result = { checked: 0, failures: [] as string[], words: 0 };
  for (const claim of parseTypeClaims(markdown, (h) => schemas.has(h))) {
    const schema = schemas.get(claim.option);
    const written = parseHandWrittenType(claim.text);
    if (schema === undefined) continue;
    if (written === undefined) {
      result.words++;
      continue;
    }
    result.checked++;
    for (const problem of compareShapes(written, schema)) result.failures.push(`content/${page}:${claim.line}: ${claim.option}: "Type: ${claim.text}" ${problem}`);
  }
  return result;
}
