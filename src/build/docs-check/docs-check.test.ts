import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageDrops, coverageRow, raiseBaseline } from './coverage.ts';
import { collectHooks } from './hooks.ts';
import { listLoaderContextMembers } from './loader-context.ts';
import { listOptionPaths, type SchemaNode } from './option-paths.ts';
import { listPluginClasses } from './plugins.ts';
import { describeType } from './schema-type.ts';
import { isConfigExample, validateExample } from './validate-example.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const schema = require('webpack/schemas/WebpackOptions.json') as SchemaNode;

describe('configuration examples', () => {
  it('accepts a valid CommonJS, ESM, TypeScript and function config', async () => {
    expect(await validateExample("module.exports = { mode: 'production' };", '.cache/x/webpack.config.js', root)).toEqual({ ok: true });
    expect(await validateExample("export default { mode: 'none' };", '.cache/x/webpack.config.mjs', root)).toEqual({ ok: true });
    expect(await validateExample("import type { Configuration } from 'webpack';\nconst c: Configuration = { mode: 'development' };\nexport default c;", '.cache/x/webpack.config.ts', root)).toEqual({ ok: true });
    expect(await validateExample('module.exports = (env, argv) => [{ mode: argv.mode }, () => ({ name: "b" })];', '.cache/x/webpack.config.js', root)).toEqual({ ok: true });
  });

  it("reports a wrong option with webpack's own message", async () => {
    const result = await validateExample("module.exports = { mode: 'prod', outptu: {} };", '.cache/x/webpack.config.js', root);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/configuration\.mode|unknown property 'outptu'/);
  });

  it('reports a plugin or loader that does not resolve', async () => {
    const result = await validateExample("const P = require('no-such-webpack-plugin'); module.exports = { plugins: [new P()] };", '.cache/x/webpack.config.js', root);
    expect(result).toMatchObject({ ok: false });
  });

  it('validates only complete configuration titles', () => {
    expect(isConfigExample('webpack.config.js', false)).toBe(true);
    expect(isConfigExample('examples/a/webpack.config.mjs', false)).toBe(true);
    expect(isConfigExample('webpack.config.js', true)).toBe(false);
    expect(isConfigExample('webpack 4 config', false)).toBe(false);
    expect(isConfigExample(undefined, false)).toBe(false);
  });
});

describe('coverage', () => {
  it('walks option paths from the installed schema, and a removed option disappears', () => {
    const paths = listOptionPaths(schema).map((p) => p.path);
    expect(paths).toContain('output.filename');
    expect(paths).toContain('module.rules[].use');
    expect(paths).toContain('optimization.splitChunks.cacheGroups');
    expect(paths.some((p) => p.startsWith('devServer.'))).toBe(false);
    const output = schema.definitions?.['Output'];
    const rest = Object.fromEntries(Object.entries(output?.properties ?? {}).filter(([key]) => key !== 'filename'));
    const trimmed: SchemaNode = { ...schema, definitions: { ...schema.definitions, Output: { ...output, properties: rest } } };
    expect(listOptionPaths(trimmed).map((p) => p.path)).not.toContain('output.filename');
  });

  it('reports a missing hook heading', async () => {
    const hooks = await collectHooks();
    expect(Object.keys(hooks.compiler)).toContain('afterEmit');
    expect(hooks.compiler['afterEmit']).toEqual({ kind: 'AsyncSeriesHook', args: 1 });
    const documented = new Set(Object.keys(hooks.compiler).filter((h) => h !== 'afterEmit'));
    const row = coverageRow('hooks: compiler', Object.keys(hooks.compiler), (h) => documented.has(h));
    expect(row.missing).toEqual(['afterEmit']);
  });

  it('lists exported plugin classes and loader context members', () => {
    const plugins = listPluginClasses();
    expect(plugins).toContain('DefinePlugin');
    expect(plugins).toContain('optimize.SplitChunksPlugin');
    expect(listLoaderContextMembers(root)).toEqual(expect.arrayContaining(['async', 'resourcePath', 'getOptions']));
  });

  it('fails when coverage drops below the baseline, and the baseline only rises', () => {
    const rows = [{ name: 'plugins', documented: 80, total: 89, missing: [] }];
    expect(coverageDrops(rows, { plugins: 85 })).toEqual(['plugins: 80 < baseline 85']);
    expect(coverageDrops(rows, { plugins: 80 })).toEqual([]);
    expect(raiseBaseline(rows, { plugins: 85 })).toEqual({ plugins: 85 });
    expect(raiseBaseline(rows, { plugins: 70 })).toEqual({ plugins: 80 });
  });
});

describe('generated signatures', () => {
  it('prints readable types from the schema', () => {
    const output = schema.definitions?.['Output']?.properties;
    expect(describeType(schema, output?.['filename'] ?? {})).toBe('string | function');
    expect(describeType(schema, schema.properties?.['mode'] ?? {})).toBe('"development" | "production" | "none"');
  });
});
