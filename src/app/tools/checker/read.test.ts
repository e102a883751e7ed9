/**
 * The checker's static reading: every stand-in kind, the forms of configuration files, and a
 * fuzz set that must neither run code nor hang nor throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readConfiguration } from './read.ts';
import { describeStandIn } from './stand-ins.ts';

function read(text: string): { value: unknown; notes: Array<{ kind: string; path: string }>; kind: string } {
  const reading = readConfiguration(text);
  if (!reading.ok) throw new Error(`${reading.message} (line ${reading.line})`);
  return reading;
}

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) current = (current as Record<string, unknown>)[key];
  return current;
}

describe('stand-ins', () => {
  const { value, notes } = read(`
const path = require('path');
const { merge } = require('webpack-merge');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const mode = 'production';
const out = 'dist';
function hash(input) { return input; }
module.exports = {
  mode,
  context: __dirname,
  entry: require.resolve('./src/index.js'),
  output: { path: path.resolve(__dirname, out, '..', 'build'), filename: \`[name].\${mode}.js\` },
  module: { rules: [{ test: /\\.css$/i, use: ['style-loader'], exclude: new RegExp('node_modules') }] },
  plugins: [new HtmlWebpackPlugin({ title: 'x' }), function (compiler) {}],
  optimization: { minimize: mode === 'production', splitChunks: { name: (module) => module.id } },
  externals: hash,
  devtool: process.env.DEVTOOL,
};`);

  it('reads require() and path.resolve() as absolute paths under the project folder', () => {
    expect(at(value, 'context')).toBe('/project');
    expect(at(value, 'entry')).toBe('/project/src/index.js');
    expect(at(value, 'output.path')).toBe('/project/build');
  });

  it('reads new X() as a plugin instance with apply, regex literals and new RegExp as RegExp', () => {
    const [plugin, fn] = at(value, 'plugins') as unknown[];
    expect(typeof (plugin as { apply: unknown }).apply).toBe('function');
    expect(describeStandIn(plugin)).toEqual({ kind: 'instance', label: "new HtmlWebpackPlugin({ title: 'x' })" });
    expect(fn).toBeInstanceOf(Function);
    const rule = (at(value, 'module.rules') as Array<Record<string, unknown>>)[0];
    expect(rule?.['test']).toEqual(/\.css$/i);
    expect(rule?.['exclude']).toEqual(/node_modules/);
  });

  it('reads functions as functions and identifiers bound earlier as their values', () => {
    expect(at(value, 'mode')).toBe('production');
    expect(at(value, 'output.filename')).toBe('[name].production.js');
    expect(at(value, 'optimization.minimize')).toBe(true);
    expect(at(value, 'optimization.splitChunks.name')).toBeInstanceOf(Function);
    expect(describeStandIn(at(value, 'externals'))?.kind).toBe('function');
  });

  it('leaves out what only running could tell and lists it', () => {
    expect(Object.keys(value as object)).not.toContain('devtool');
    expect(notes).toContainEqual(expect.objectContaining({ kind: 'unknown', path: '/devtool' }));
    expect(notes).toContainEqual(expect.objectContaining({ kind: 'instance', path: '/plugins/0' }));
  });
});

describe('configuration forms', () => {
  it('reads export default, arrays, functions and JSON', () => {
    expect(read(`export default { mode: 'none' };`)).toMatchObject({ kind: 'object', value: { mode: 'none' } });
    expect(read(`module.exports = [{ name: 'a' }, { name: 'b' }];`)).toMatchObject({ kind: 'array', value: [{ name: 'a' }, { name: 'b' }] });
    expect(read(`module.exports = (env, argv) => ({ mode: 'development' });`)).toMatchObject({ kind: 'function', value: { mode: 'development' } });
    expect(read(`const config = () => { const a = 1; return { parallelism: a }; };\nmodule.exports = config;`)).toMatchObject({ kind: 'function', value: { parallelism: 1 } });
    expect(read(`{ "mode": "production", "entry": ["./a"] }`)).toMatchObject({ kind: 'json', value: { mode: 'production', entry: ['./a'] } });
  });

  it('says why and where a text cannot be read', () => {
    expect(readConfiguration('module.exports = {\n  mode: ,\n};')).toMatchObject({ ok: false, line: 2 });
    const none = readConfiguration('const a = 1;');
    expect(none.ok === false && none.message).toContain('module.exports');
  });

  it('cannot read a whole configuration only running gives (webpack-merge, require), and says which and where', () => {
    const merged = readConfiguration(`const { merge } = require('webpack-merge');\nconst common = require('./webpack.common.js');\n\nmodule.exports = merge(common, {\n  mode: 'production',\n});`);
    expect(merged).toEqual({ ok: false, line: 4, message: 'the configuration is the value of `merge(…)`, which only running the file gives' });
    expect(readConfiguration(`module.exports = require('./webpack.prod.js');`)).toMatchObject({ ok: false, message: expect.stringContaining("`require('./webpack.prod.js')`") as unknown });
    expect(readConfiguration(`module.exports = (env, argv) => merge(common, { mode: argv.mode });`)).toMatchObject({ ok: false, message: expect.stringContaining('`merge(common, { mode: argv.mode })`') as unknown });
    expect(readConfiguration(`module.exports = [\n  { entry: './a' },\n  merge(a, b),\n];`)).toMatchObject({ ok: false, line: 3, message: expect.stringMatching(/^configuration 2 of the array is/) as unknown });
    // An unknown option inside a configuration is still left out and listed.
    expect(read(`module.exports = { entry: './a', devtool: process.env.DEVTOOL };`)).toMatchObject({ value: { entry: './a' }, notes: [{ kind: 'unknown', path: '/devtool' }] });
  });
});

describe('fuzz set: nothing runs, nothing hangs, nothing throws', () => {
  it('keeps __proto__ and constructor as plain keys and never calls getters', () => {
    const { value } = read(`module.exports = { resolve: { alias: { __proto__: { polluted: 1 }, constructor: 'x' } }, get mode() { globalThis.ran = true; return 'none'; } };`);
    const alias = at(value, 'resolve.alias') as Record<string, unknown>;
    expect(Object.getPrototypeOf(alias)).toBe(Object.prototype);
    expect(Object.keys(alias)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((globalThis as Record<string, unknown>)['ran']).toBeUndefined();
    expect(Object.keys(value as object)).not.toContain('mode');
  });

  it('never calls what the text defines or names', () => {
    const texts = [
      `globalThis.ran = true; module.exports = {};`,
      `module.exports = (() => { globalThis.ran = true; return {}; })();`,
      `module.exports = { entry: (globalThis.ran = true) };`,
      `module.exports = { entry: \`\${(() => { globalThis.ran = true; })()}\` };`,
      `module.exports = { entry: 'a'.constructor.constructor('globalThis.ran = true')() };`,
      `module.exports = { entry: { toString() { globalThis.ran = true; return 'x'; } } + '' };`,
    ];
    for (const text of texts) readConfiguration(text);
    expect((globalThis as Record<string, unknown>)['ran']).toBeUndefined();
  });

  it('refuses very deep nesting with its line, and reads 1 MB of input', () => {
    expect(readConfiguration(`module.exports =\n${'['.repeat(100_000)}`)).toMatchObject({ ok: false, line: 2 });
    const big = `module.exports = { resolve: { alias: {\n${Array.from({ length: 40_000 }, (_, i) => `  'name${i}': './src/a-long-enough-path-${i}',`).join('\n')}\n} } };`;
    expect(big.length).toBeGreaterThan(1_000_000);
    const reading = readConfiguration(big);
    expect(reading.ok).toBe(true);
  });

  it('stops a text that doubles a value through its bindings', () => {
    const lines = ['const a0 = [1, 2];', ...Array.from({ length: 40 }, (_, i) => `const a${i + 1} = [...a${i}, ...a${i}];`), 'module.exports = { x: a40 };'];
    const doubled = readConfiguration(lines.join('\n'));
    expect(doubled.ok === false && doubled.message).toContain('too many values');
    const strings = ['const s0 = "xxxxxxxxxx";', ...Array.from({ length: 40 }, (_, i) => `const s${i + 1} = s${i} + s${i};`), 'module.exports = { name: s40 };'];
    // Stopped either way, by the string limit or the value count; it returns.
    expect(typeof readConfiguration(strings.join('\n')).ok).toBe('boolean');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const reading = readConfiguration(`module.exports = ${text}`);
        expect(typeof reading.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (json) => {
        const reading = readConfiguration(JSON.stringify(json));
        expect(typeof reading.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
