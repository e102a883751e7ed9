/**
 * Shorter source for ajv's standalone validator, with the same behaviour. ajv writes every error it
 * can report as an object literal with eight named fields, followed by the same lines appending it
 * to `vErrors`; webpack's schema has 2,037 such places, over half of the module. Here each becomes
 * a call of a helper the module defines once (ERROR_HELPERS), which builds the same object (same
 * fields in the same order, the same values and references) and appends it to the same array.
 * Where a field follows from the others (the keyword is the last part of the schema path, the
 * parent schema is what the path leads to from a schema variable in scope, the schema is the
 * keyword's value there, the message is ajv's wording for the keyword and its parameters), the
 * call leaves it out; the rewrite checks each against ajv's own text first and writes it out when
 * it does not follow. Anything it does not recognise stays as ajv wrote it.
 */
import { runInNewContext } from 'node:vm';

/** The functions the rewritten code calls, defined in the module before ajv's code. */
export const ERROR_HELPERS = `
function checkerPush(vErrors, error) {
  if (vErrors === null) return [error];
  vErrors.push(error);
  return vErrors;
}
function checkerError(vErrors, instancePath, schemaPath, keyword, params, message, schema, parentSchema, data) {
  return checkerPush(vErrors, { instancePath: instancePath, schemaPath: schemaPath, keyword: keyword, params: params, message: message, schema: schema, parentSchema: parentSchema, data: data });
}
function checkerConcat(vErrors, errors) {
  return vErrors === null ? errors : vErrors.concat(errors);
}
function checkerTruncate(vErrors, length) {
  if (vErrors === null) return null;
  if (length) {
    vErrors.length = length;
    return vErrors;
  }
  return null;
}
function checkerKeywordErrors(vErrors, from, to, instancePath, schemaPath, schema, data) {
  for (var i = from; i < to; i++) {
    var error = vErrors[i];
    if (error.instancePath === undefined) error.instancePath = instancePath;
    error.schemaPath = schemaPath;
    error.schema = schema;
    error.data = data;
  }
}
function checkerSegment(part) {
  return decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~");
}
function checkerMessage(keyword, params) {
  switch (keyword) {
    case "type": return "must be " + params.type;
    case "required": return "must have required property '" + params.missingProperty + "'";
    case "additionalProperties": return "must NOT have additional properties";
    case "minLength": return "must NOT have fewer than " + params.limit + " characters";
    case "minItems": return "must NOT have fewer than " + params.limit + " items";
    case "minimum": return "must be " + params.comparison + " " + params.limit;
    case "pattern": return 'must match pattern "' + params.pattern + '"';
    case "enum": return "must be equal to one of the allowed values";
    case "anyOf": return "must match a schema in anyOf";
    case "oneOf": return "must match exactly one schema in oneOf";
    case "not": return "must NOT be valid";
    case "instanceof": case "absolutePath": case "undefinedAsNull": return 'must pass "' + keyword + '" keyword validation';
  }
  return undefined;
}
function checkerErrorAt(vErrors, instancePath, schemaPath, base, skip, params, data, schema) {
  var parts = schemaPath.split("/");
  var keyword = checkerSegment(parts[parts.length - 1]);
  var parent = base;
  for (var i = 1 + skip; i < parts.length - 1; i++) parent = parent[checkerSegment(parts[i])];
  return checkerError(vErrors, instancePath, schemaPath, keyword, params, checkerMessage(keyword, params), arguments.length > 7 ? schema : parent[keyword], parent, data);
}
`;

interface Helpers {
  checkerMessage: (keyword: string, params: Record<string, unknown>) => string | undefined;
  checkerSegment: (part: string) => string;
}

/** The helpers' own code, run here to check that a field follows before leaving it out. */
const helpers = runInNewContext(`${ERROR_HELPERS}\n({ checkerMessage: checkerMessage, checkerSegment: checkerSegment })`) as Helpers;

const FIELDS = ['instancePath', 'schemaPath', 'keyword', 'params', 'message', 'schema', 'parentSchema', 'data'] as const;
/** Stands for a parameter whose value is known only at run time; a message holding it does not follow from the literals. */
const UNKNOWN = '\u0000unknown';

/**
 * ajv's standalone source with its repeated shapes as helper calls: each error literal and the
 * lines appending it, each concatenation of a called function's errors, each truncation of
 * `vErrors` back to an earlier count, and each loop completing a custom keyword's errors.
 */
export function compactValidator(source: string): string {
  return compactErrors(source)
    .replace(/vErrors = vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\);/g, 'vErrors = checkerConcat(vErrors,$1);')
    .replace(/if\(vErrors !== null\)\{if\((_errs\d+)\)\{vErrors\.length = \1;\}else \{vErrors = null;\}\}/g, 'vErrors = checkerTruncate(vErrors,$1);')
    .replace(
      /for\(let (i\d+)=(_errs\d+); \1<errors; \1\+\+\)\{const (err\d+) = vErrors\[\1\];if\(\3\.instancePath === undefined\)\{\3\.instancePath = (.*?);\}\3\.schemaPath = ("(?:[^"\\]|\\.)*");\3\.schema = (.*?);\3\.data = ([\w$]+);\}/g,
      'checkerKeywordErrors(vErrors,$2,errors,$4,$5,$6,$7);',
    );
}

/** Each error literal and the lines appending it (`const errN = {…};if(vErrors === null)…errors++;`) as a helper call. */
function compactErrors(source: string): string {
  const start = /const (err\d+) = \{/g;
  let out = '';
  let from = 0;
  for (let found = start.exec(source); found !== null; found = start.exec(source)) {
    const { parts, end: close } = topLevel(source, found.index + found[0].length);
    if (close === undefined) continue;
    const name = found[1] ?? '';
    const tail = `;if(vErrors === null){vErrors = [${name}];}else {vErrors.push(${name});}errors++;`;
    if (!source.startsWith(tail, close)) continue;
    const call = errorCall(parts);
    if (call === undefined) continue;
    out += `${source.slice(from, found.index)}vErrors = ${call};errors++;`;
    from = close + tail.length;
    start.lastIndex = from;
  }
  return out + source.slice(from);
}

/** The helper call for the fields of one error literal, or undefined if they are not ajv's eight in order. */
function errorCall(parts: string[]): string | undefined {
  if (parts.length !== FIELDS.length) return undefined;
  const values: string[] = [];
  for (const [i, field] of FIELDS.entries()) {
    const part = parts[i] ?? '';
    if (part === field) values.push(field);
    else if (part.startsWith(`${field}:`)) values.push(part.slice(field.length + 1));
    else return undefined;
  }
  const [instancePath = '', schemaPath = '', keyword = '', params = '', message = '', schema = '', parentSchema = '', data = ''] = values;
  const explicit = `checkerError(vErrors,${values.join(',')})`;
  const keywordName = stringLiteral(keyword);
  const path = stringLiteral(schemaPath)?.split('/');
  const parent = accessChain(parentSchema);
  if (keywordName === undefined || path === undefined || parent === undefined || path[0] !== '#') return explicit;
  if (helpers.checkerSegment(path[path.length - 1] ?? '') !== keywordName) return explicit;
  const skip = path.length - 2 - parent.keys.length;
  if (skip < 0 || parent.keys.some((key, i) => helpers.checkerSegment(path[1 + skip + i] ?? '') !== key)) return explicit;
  const derived = messageFrom(keywordName, params);
  if (derived === undefined || derived !== constantString(message)) return explicit;
  const own = accessChain(schema);
  const schemaFollows = own !== undefined && own.base === parent.base && own.keys.join('\u0000') === [...parent.keys, keywordName].join('\u0000');
  return `checkerErrorAt(vErrors,${instancePath},${schemaPath},${parent.base},${skip},${params},${data}${schemaFollows ? '' : `,${schema}`})`;
}

/** ajv's message for the keyword from a parameters literal (`{type: "string"}`), if every value it reads is a literal. */
function messageFrom(keyword: string, params: string): string | undefined {
  if (!params.startsWith('{') || !params.endsWith('}')) return undefined;
  const values: Record<string, unknown> = {};
  for (const entry of topLevel(params, 1).parts) {
    if (entry.trim() === '') continue;
    const colon = entry.indexOf(':');
    if (colon < 0) return undefined;
    const value = entry.slice(colon + 1).trim();
    values[entry.slice(0, colon).trim()] = /^(?:"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null)$/.test(value) ? (JSON.parse(value) as unknown) : UNKNOWN;
  }
  const message = helpers.checkerMessage(keyword, values);
  return message?.includes(UNKNOWN) === true ? undefined : message;
}

/** The value of a string literal, or of string literals joined with `+` (ajv's messages), else undefined. */
function constantString(code: string): string | undefined {
  const pieces = code.match(/"(?:[^"\\]|\\.)*"/g);
  if (pieces === null || pieces.join('+') !== code) return undefined;
  return pieces.map((piece) => JSON.parse(piece) as string).join('');
}

function stringLiteral(code: string): string | undefined {
  return /^"(?:[^"\\]|\\.)*"$/.test(code) ? (JSON.parse(code) as string) : undefined;
}

/** `schema12.anyOf[1].properties["a/b"]` as its variable and the keys it reads, or undefined. */
function accessChain(code: string): { base: string; keys: string[] } | undefined {
  const base = /^[A-Za-z_$][\w$]*/.exec(code)?.[0];
  if (base === undefined) return undefined;
  const keys: string[] = [];
  const step = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  step.lastIndex = base.length;
  while (step.lastIndex < code.length) {
    const m = step.exec(code);
    if (m === null) return undefined;
    keys.push(m[1] ?? m[2] ?? (JSON.parse(m[3] ?? '""') as string));
  }
  return { base, keys };
}

/**
 * The parts separated by commas in `code` from `start` (just after an opening bracket) to the
 * bracket that closes it, skipping strings and nested brackets, and the index after that bracket
 * (undefined if none closes it: the parts then run to the end). ajv's code holds no regular
 * expression with a quote or bracket where this reads.
 */
export function topLevel(code: string, start: number): { parts: string[]; end: number | undefined } {
  const parts: string[] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"') {
      for (i++; i < code.length && code[i] !== '"'; i++) if (code[i] === '\\') i++;
    } else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      if (depth === 0) return { parts: [...parts, code.slice(from, i)], end: i + 1 };
      depth--;
    } else if (c === ',' && depth === 0) {
      parts.push(code.slice(from, i));
      from = i + 1;
    }
  }
  return { parts: [...parts, code.slice(from)], end: undefined };
}
