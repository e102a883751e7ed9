/**
 * The checker's validator with its error literals rewritten into helper calls
 * (src/build/tools/validator-compact.ts) against the module ajv wrote, over the corpus and over
 * configurations made from the schema: a wrong value of every kind at each option path. Both
 * modules must report the same error arrays, field for field, with the same schema objects.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { runInThisContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfiguration } from '../../../src/app/tools/checker/read.ts';
import { webpackOptionsValidatorSource } from '../../../src/build/tools/validator-source.ts';

const require = createRequire(path.resolve(import.meta.dirname, '../../../src/build/tools/validator-source.ts'));
const root = path.resolve(import.meta.dirname, '../../..');
const schema = require('webpack/schemas/WebpackOptions.json') as Schema;

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  definitions?: Record<string, Schema>;
}

/** The module's ajv function (its raw errors) and `validateWebpackOptions` (which throws webpack's message). */
interface Loaded {
  ajvValidate: ((options: unknown) => boolean) & { errors?: Array<Record<string, unknown>> | null };
  validateWebpackOptions: (options: unknown) => void;
}

function load(source: string): Loaded {
  const factory = runInThisContext(`(function (module, exports, require) {\n${source}\nmodule.exports.ajvValidate = ajvValidate;\n})`) as (module: object, exports: object, require: NodeJS.Require) => void;
  const module = { exports: {} as Loaded };
  factory(module, module.exports, require);
  return module.exports;
}

function errorsOf(loaded: Loaded, options: unknown, withMessage: boolean): { errors: Array<Record<string, unknown>>; message: string } {
  const errors = loaded.ajvValidate(options) ? [] : (loaded.ajvValidate.errors ?? []);
  if (!withMessage) return { errors, message: '' };
  try {
    loaded.validateWebpackOptions(options);
  } catch (error) {
    return { errors, message: (error as Error).message };
  }
  return { errors, message: 'valid' };
}

/** The option paths the schema describes (through references, unions, items and maps), to a depth of four. */
function optionPaths(): string[][] {
  const out: string[][] = [];
  const resolve = (s: Schema): Schema => (s.$ref === undefined ? s : resolve(schema.definitions?.[s.$ref.replace('#/definitions/', '')] ?? {}));
  const visit = (s: Schema, at: string[], seen: Set<Schema>): void => {
    const node = resolve(s);
    if (seen.has(node) || at.length > 4) return;
    const inner = new Set(seen).add(node);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) visit(branch, at, inner);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      out.push([...at, key]);
      visit(child, [...at, key], inner);
    }
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, [...at, 'someName'], inner);
    if (node.items !== undefined && !Array.isArray(node.items)) visit(node.items, [...at, '0'], inner);
  };
  visit(schema, [], new Set());
  return out;
}

/** Values that break most options somewhere: each type, empty ones, a relative path, a `!`, unknown keys. */
const WRONG: unknown[] = [0, -1, '', 'relative/path', '/abs!olute', true, null, [], [''], ['a', 'a'], {}, { unknownKey: 1 }, () => undefined, /x/];

function at(keys: string[], value: unknown): unknown {
  return keys.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);
}

let plain: Loaded;
let compact: Loaded;

beforeAll(() => {
  plain = load(webpackOptionsValidatorSource({ compact: false }));
  compact = load(webpackOptionsValidatorSource());
}, 120_000);

describe('the compacted validator', () => {
  it('reports the errors the module ajv wrote reports, over the corpus and a wrong value at every option path', () => {
    const corpus = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/checker/invalid-configs.json'), 'utf8')) as Array<{ text: string }>;
    const configs: unknown[] = corpus.map((c) => {
      const reading = readConfiguration(c.text);
      if (!reading.ok) throw new Error(reading.message);
      return reading.value;
    });
    for (const keys of optionPaths()) for (const value of WRONG) configs.push(at(keys, value));
    configs.push({}, { mode: 'production', entry: './src/index.js' }, ...WRONG);
    const parts = new Set<unknown>();
    const collect = (value: unknown): void => {
      if (value === null || typeof value !== 'object' || parts.has(value)) return;
      parts.add(value);
      Object.values(value).forEach(collect);
    };
    collect(schema);
    const sites = new Set<string>();
    const mismatches: string[] = [];
    let count = 0;
    for (const [n, options] of configs.entries()) {
      // webpack's message (schema-utils' grouping) for the corpus and every tenth other configuration: it costs more than the validation.
      const withMessage = n < corpus.length || n % 10 === 0;
      const { errors: expected, message } = errorsOf(plain, options, withMessage);
      const { errors: actual, message: actualMessage } = errorsOf(compact, options, withMessage);
      if (actualMessage !== message || actual.length !== expected.length) mismatches.push(`${JSON.stringify(options).slice(0, 200)}: message or count`);
      for (const [i, error] of actual.entries()) {
        const other = expected[i] ?? {};
        if (Object.keys(error).join() !== Object.keys(other).join()) mismatches.push(`${JSON.stringify(options).slice(0, 200)}: error ${i}'s fields`);
        for (const [key, value] of Object.entries(error)) {
          // A part of the schema both modules require must be the same object; anything else (the
          // parameters, a custom keyword's own copy of its schema) an equal value.
          const same = parts.has(other[key]) ? value === other[key] : isDeepStrictEqual(value, other[key]);
          if (!same) mismatches.push(`${JSON.stringify(options).slice(0, 200)}: error ${i}, ${key}`);
        }
        sites.add(`${String(error.schemaPath)} ${String(error.keyword)}`);
      }
      count += actual.length;
    }
    expect(mismatches).toEqual([]);
    // Enough of the module's 2,037 places are reached for the comparison to mean something.
    expect(count).toBeGreaterThan(10_000);
    expect(sites.size).toBeGreaterThan(1_000);
  });
});
