import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOptionPaths, type SchemaNode } from './option-paths.ts';
import { describeType } from './schema-type.ts';
import { checkTypeClaims, compareShapes, parseHandWrittenType, parseTypeClaims, parseTypeText, schemaShape, type TypeShape } from './type-claims.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const schema = require('webpack/schemas/WebpackOptions.json') as SchemaNode;
const shapes = new Map(listOptionPaths(schema).map((o) => [o.path, schemaShape(schema, o.schema)]));
const shape = (option: string): TypeShape => {
  const found = shapes.get(option);
  if (found === undefined) throw new Error(`no option ${option}`);
  return found;
};
const plain = (s: TypeShape | undefined): unknown => (s === undefined ? undefined : { kinds: [...s.kinds].sort(), literals: [...s.literals].sort(), open: s.open });
const problems = (text: string, option: string): string[] => {
  const written = parseHandWrittenType(text);
  if (written === undefined) throw new Error(`not read: ${text}`);
  return compareShapes(written, shape(option));
};

describe('reading a hand-written type', () => {
  it('reads kinds and string literals whatever the notation', () => {
    expect(plain(parseTypeText(`boolean | 'gzip' | "brotli"`))).toEqual({ kinds: ['false', 'true'], literals: ['brotli', 'gzip'], open: false });
    expect(plain(parseTypeText('Array<string | RegExp> | (string | RegExp)[] | { a?: number } | (pathData, assetInfo) => string | undefined'))).toEqual({ kinds: ['array', 'function', 'object'], literals: [], open: false });
    expect(plain(parseTypeText('((context) => Hint[]) | function(data): string | typeof Hash | 15 | null'))).toEqual({ kinds: ['function', 'number'], literals: [], open: false });
    expect(plain(parseTypeText('string | CacheGroup'))).toEqual({ kinds: ['string'], literals: [], open: true });
  });

  it('keeps the leading code spans and drops remarks, "required" and later sentences', () => {
    expect(plain(parseHandWrittenType('`number` (milliseconds, `>= 0`)'))).toEqual({ kinds: ['number'], literals: [], open: true });
    expect(plain(parseHandWrittenType('`number` (bytes)'))).toEqual({ kinds: ['number'], literals: [], open: false });
    expect(plain(parseHandWrittenType('`string` (absolute path) `| false`. Default: `false`.'))).toEqual({ kinds: ['false', 'string'], literals: [], open: false });
    expect(plain(parseHandWrittenType("`'memory' | 'filesystem'`. Required in the object form."))).toEqual({ kinds: [], literals: ['filesystem', 'memory'], open: false });
    expect(plain(parseHandWrittenType('`string | string[]`, required in the array form'))).toEqual({ kinds: ['array', 'string'], literals: [], open: false });
    expect(plain(parseHandWrittenType('`string`. Comment above the branch that assigns `module.exports`.'))).toEqual({ kinds: ['string'], literals: [], open: false });
    expect(plain(parseHandWrittenType('`string | RegExp`, or an array of them. Default: none.'))).toEqual({ kinds: ['RegExp', 'string'], literals: [], open: true });
    expect(parseHandWrittenType('condition (see [Rule conditions](#rule-conditions))')).toBeUndefined();
  });
});

describe('comparing with the schema', () => {
  it('accepts notation differences that state the same type', () => {
    expect(problems("`false | 'gzip' | 'brotli' | 'zstd'`", 'cache.compression')).toEqual([]);
    expect(problems("`'memory' | 'filesystem'`. Required in the object form.", 'cache.type')).toEqual([]);
    expect(problems('`boolean`', 'output.clean')).toEqual(['leaves out object, which the schema accepts']);
    expect(problems('`boolean | { dry?: boolean, keep?: RegExp | string | ((filename: string) => boolean) }`', 'output.clean')).toEqual([]);
    expect(problems('`Array<string>`', 'resolve.extensions')).toEqual([]);
  });

  it('fails a stated kind or literal the schema refuses, and one it leaves out', () => {
    expect(problems("`false | 'gzip' | 'deflate' | 'zstd'`", 'cache.compression')).toEqual([
      "states 'deflate', which the schema does not accept",
      "leaves out 'brotli', which the schema accepts",
    ]);
    expect(problems('`number | string`', 'cache.maxGenerations')).toEqual(['states string, which the schema does not accept']);
    // An open type (a named type) is judged on what it states only.
    expect(problems('`boolean | CleanOptions`', 'output.clean')).toEqual([]);
  });

  it("fails the stats page's former Type line, which offered any string where webpack takes a preset name", () => {
    const page = ['## stats', '', 'Type: `boolean | string | object`', '', "Default: `'normal'`"].join('\n');
    expect(checkTypeClaims('configuration/stats.md', page, shapes)).toEqual({
      checked: 1,
      words: 0,
      failures: ['content/configuration/stats.md:3: stats: "Type: `boolean | string | object`" states string, which the schema does not accept'],
    });
  });

  it('reads only the first block under an option heading, outside fences, in paragraph and list form', () => {
    const page = ['### output.clean', '', 'Prose first.', '', 'Type: `string`', '', '### cache.type', '', '- Type: `number`', '  (continued)', '- Default: x', '', '## Prose', '', 'Type: `number`', '', '### output.path', '', '```js', 'Type: x', '```'].join('\n');
    expect(parseTypeClaims(page, (h) => shapes.has(h))).toEqual([{ option: 'cache.type', line: 9, text: '`number` (continued)' }]);
  });

  it('finds no contradiction on the configuration pages as they are', () => {
    const pages = ['cache', 'output', 'stats', 'module', 'optimization', 'resolve', 'other-options', 'experiments'];
    for (const name of pages) {
      const file = `configuration/${name}.md`;
      expect(checkTypeClaims(file, readFileSync(path.join(root, 'content', file), 'utf8'), shapes).failures).toEqual([]);
    }
  });
});

describe('an option path reached through several variants', () => {
  it('accepts what any of them accepts (cache.type of the memory and the filesystem cache)', () => {
    const option = listOptionPaths(schema).find((o) => o.path === 'cache.type');
    expect(option === undefined ? undefined : describeType(schema, option.schema)).toBe('"memory" | "filesystem"');
    expect([...shape('cache.type').literals]).toEqual(['memory', 'filesystem']);
  });
});
