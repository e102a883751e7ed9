/**
 * Each hand-written check of lazy-zod.ts against its zod schema: over the site's real data (the
 * content's frontmatter, the API history, the package.json files installed) and broken copies of
 * it, a check either leaves the verdict to the schema or gives exactly what the schema's parse
 * gives, keys in the same order; on the real data it decides alone (else zod is loaded anyway).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { checkHistory, HISTORY_FILE, historySchema } from './api-history/history.ts';
import { checkFrontmatter, frontmatterSchema } from './content/frontmatter-schema.ts';
import { scanContentSync } from './content/scan.ts';
import { zodNow } from './lazy-zod.ts';
import { checkSources, sourcesSchema } from './search/build-index.ts';
import { checkPackageJson, checkReadmeMeta, packageJsonSchema } from './third-party/readmes.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface Schema {
  safeParse: (raw: unknown) => { success: true; data: unknown } | { success: false };
}

/** `check` agrees with `schema` on `raw`: it refuses, or gives the parse's result (serialised alike); `decides` asks that it gives one. */
function agrees(check: (raw: unknown) => unknown, schema: Schema, raw: unknown, label: string, decides = false): void {
  const before = JSON.stringify(raw);
  const checked = check(raw);
  expect(JSON.stringify(raw), `${label}: the check changed its input`).toBe(before);
  if (decides) expect(checked, `${label}: the check left valid data to zod`).not.toBeUndefined();
  if (checked === undefined) return;
  const parsed = schema.safeParse(raw);
  expect(parsed.success, `${label}: the check accepted what zod refuses`).toBe(true);
  if (parsed.success) expect(JSON.stringify(checked), label).toBe(JSON.stringify(parsed.data));
}

/** `raw` with its object keys in reverse order, all the way down. */
function reversed(raw: unknown): unknown {
  if (Array.isArray(raw)) return raw.map(reversed);
  if (typeof raw !== 'object' || raw === null) return raw;
  return Object.fromEntries(Object.entries(raw).reverse().map(([k, v]) => [k, reversed(v)]));
}

/** Copies of an object with one field replaced by each of `values` (or removed, for `undefined`). */
function withField(raw: Record<string, unknown>, key: string, values: readonly unknown[]): unknown[] {
  return values.map((value) => {
    const copy: Record<string, unknown> = { ...raw };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  });
}

const WRONG = [undefined, null, '', 'x', 0, 1.5, -1, 7, true, [], [''], ['x', 1], {}, { a: 'b' }, { __proto__: null }];

describe('the frontmatter check', () => {
  const schema = frontmatterSchema() as unknown as Schema;
  const blocks = scanContentSync(path.join(root, 'content')).flatMap((file) => {
    const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file.absolute, 'utf8').replace(/^\uFEFF/, ''))?.[1];
    return block === undefined ? [] : [{ file: file.relative, raw: (load(block, { schema: CORE_SCHEMA }) ?? {}) as Record<string, unknown> }];
  });

  it('reads every content file as zod does, alone, whatever the order of its keys', () => {
    expect(blocks.length).toBeGreaterThan(100);
    for (const { file, raw } of blocks) {
      agrees(checkFrontmatter, schema, raw, file, true);
      agrees(checkFrontmatter, schema, reversed(raw), `${file} reversed`, true);
    }
  });

  it('never accepts a field zod refuses', () => {
    const full = blocks.map((b) => b.raw).find((raw) => ['asks', 'related', 'contributors', 'sort', 'group', 'description'].every((k) => k in raw)) ?? blocks[0]!.raw;
    const keys = ['title', 'sort', 'group', 'description', 'contributors', 'related', 'asks', 'about', 'package', 'version', 'unknown', '__proto__'];
    const broken = [
      ...keys.flatMap((key) => withField(full, key, WRONG)),
      ...withField(full, 'related', [[{ title: 'A', url: 'http://x' }], [{ title: '', url: '/a/' }], [{ title: 'A', url: '/a/', more: 1 }], [{ url: '/a/' }]]),
      ...withField(full, 'asks', [{ page: [] }, { page: ['x'] }, { page: ['a'.repeat(81)] }, { 'Not-an-id': ['two words'] }, { page: ['ok', 2] }, JSON.parse('{"__proto__": ["two words"]}')]),
      ...withField(full, 'contributors', [['not a name'], ['ok', 'no!']]),
      ...withField(full, 'about', [[], ['React'], ['two words']]),
      ...withField(full, 'version', ['v1.2.3', '1.2']),
      ...withField(full, 'sort', [Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY, -0]),
    ];
    for (const [i, raw] of broken.entries()) agrees(checkFrontmatter, schema, raw, `broken copy ${i}: ${JSON.stringify(raw).slice(0, 120)}`);
    for (const raw of [null, 'title', [], 1, Object.create({ title: 'inherited' }) as unknown]) agrees(checkFrontmatter, schema, raw, String(raw));
  });
});

describe('the API history check', () => {
  const schema = historySchema() as unknown as Schema;
  const history = JSON.parse(readFileSync(path.join(root, HISTORY_FILE), 'utf8')) as Record<string, unknown>;

  it('reads the committed history as zod does, alone', () => {
    agrees(checkHistory, schema, history, HISTORY_FILE, true);
    agrees(checkHistory, schema, reversed(history), `${HISTORY_FILE} reversed`, true);
  });

  it('never accepts what zod refuses', () => {
    const [name, entry] = Object.entries(history['api'] as Record<string, Record<string, unknown>>)[0]!;
    const broken = [
      ...['latest', 'versions', 'api', 'options', 'extra'].flatMap((key) => withField(history, key, WRONG)),
      ...withField(history, 'api', [{ [name]: { ...entry, since: 5 } }, { [name]: { ...entry, members: { a: 1 } } }, { [name]: { ...entry, more: 'x' } }, { [name]: { since: 'x' } }, JSON.parse('{"__proto__": {"since": "5.1.0", "members": {}}}')]),
      ...withField(history, 'options', [{ a: null }, JSON.parse('{"__proto__": "5.1.0"}')]),
    ];
    for (const [i, raw] of broken.entries()) agrees(checkHistory, schema, raw, `broken copy ${i}`);
  });
});

describe('the package.json and README meta checks', () => {
  const z = zodNow();
  const pkgSchema = packageJsonSchema() as unknown as Schema;
  // meta.json had this schema before its check replaced it: the check keeps its verdicts.
  const metaSchema = z.object({ readmeFile: z.string(), images: z.array(z.string()) }) as unknown as Schema;
  const installed = readdirSync(path.join(root, 'node_modules'))
    .filter((name) => !name.startsWith('.') && !name.startsWith('@'))
    .slice(0, 300)
    .flatMap((name) => {
      try {
        return [JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as Record<string, unknown>];
      } catch {
        return [];
      }
    });

  it('read installed package.json files as zod does (their other fields dropped), alone', () => {
    expect(installed.length).toBeGreaterThan(100);
    for (const pkg of installed) {
      agrees(checkPackageJson, pkgSchema, pkg, String(pkg['name']), true);
      agrees(checkPackageJson, pkgSchema, reversed(pkg), `${String(pkg['name'])} reversed`, true);
    }
    const meta = { readmeFile: 'README.md', images: ['logo.png'], extra: 1 };
    agrees(checkReadmeMeta, metaSchema, meta, 'meta', true);
    agrees(checkReadmeMeta, metaSchema, reversed(meta), 'meta reversed', true);
  });

  it('never accept what zod refuses', () => {
    const pkg = installed[0]!;
    for (const [i, raw] of ['name', 'version', 'description', 'repository'].flatMap((key) => withField(pkg, key, WRONG)).entries()) agrees(checkPackageJson, pkgSchema, raw, `package.json copy ${i}`);
    for (const [i, raw] of ['readmeFile', 'images'].flatMap((key) => withField({ readmeFile: 'README.md', images: [] }, key, WRONG)).entries()) agrees(checkReadmeMeta, metaSchema, raw, `meta copy ${i}`);
  });
});

describe('the search sources check', () => {
  const schema = sourcesSchema() as unknown as Schema;
  const section = { id: 'output', heading: 'Output', level: 2, text: 'Where files go.', phrases: ['emit files'], asks: ['where is dist'], names: ['output.path'], excerpt: 'Where…' };
  const page = { url: '/configuration/output/', title: 'Output', description: 'Options for output.', section: 'configuration', package: 'webpack', asks: ['set dist'], about: ['webpack'], sections: [section, { id: 'p', heading: 'P', level: 0, text: '' }], extra: true };

  it('reads sources as zod does (unknown keys dropped), alone, whatever their key order', () => {
    const plain = { url: '/a/', title: 'A', description: '', section: 'guides', sections: [] };
    for (const raw of [[page], [plain, page], [reversed(page)], []]) agrees(checkSources, schema, raw, JSON.stringify(raw).slice(0, 80), true);
  });

  it('never accepts what zod refuses', () => {
    const pages = [
      ...['url', 'title', 'description', 'section', 'package', 'asks', 'about', 'sections'].flatMap((key) => withField(page, key, WRONG)),
      ...withField(page, 'url', ['/a', 'a/']),
      ...['id', 'heading', 'level', 'text', 'phrases', 'asks', 'names', 'excerpt'].flatMap((key) => withField(section, key, [...WRONG, 0.5, 2.5])).map((s) => ({ ...page, sections: [s] })),
    ];
    for (const [i, raw] of pages.entries()) agrees(checkSources, schema, [raw], `sources copy ${i}`);
    agrees(checkSources, schema, { 0: page }, 'not an array');
  });
});
