/**
 * The defaults explorer's data files (src/build/tools/defaults-data.ts) against what webpack
 * itself resolves: `webpack({ mode, target })` builds a compiler, whose `options` are the resolved
 * configuration, here with the working directory an empty temporary folder (the files were made
 * with another, a path that does not exist). Each value must be the same or named as the data
 * format says (src/shared/defaults-explorer.ts), and no file may hold a path of this machine.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allChoices, choiceFile, DEFAULTS_TARGETS, type DefaultsChoice, type DefaultValue } from '../../../src/shared/defaults-explorer.ts';
import { defaultsDataDir, encodeDefaults, readDefaultsData } from '../../../src/build/tools/defaults-data.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');
const folder = mkdtempSync(path.join(tmpdir(), 'defaults-explorer-'));
const nodeModules = /^(.+?[\\/]node_modules[\\/])/.exec(require.resolve('watchpack'))?.[1] ?? '';

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The options of a compiler webpack creates for a configuration of only mode and target, in `folder`. */
function webpackResolves(choice: DefaultsChoice): Record<string, unknown> {
  const webpack = require('webpack') as (options: object) => { options: Record<string, unknown> };
  const target = DEFAULTS_TARGETS.find((t) => t.id === choice.target)?.target;
  const cwd = process.cwd.bind(process);
  process.cwd = () => folder;
  try {
    return webpack({ mode: choice.mode, target }).options;
  } finally {
    process.cwd = cwd;
  }
}

/** Where the data disagrees with webpack's value, as messages. */
function mismatches(data: DefaultValue | undefined, value: unknown, at: string, out: string[]): void {
  const tag = typeof data === 'object' && data !== null && !Array.isArray(data) && typeof data['$'] === 'string' ? (data as { $: string; v?: string }) : undefined;
  const fail = (): void => void out.push(`${at}: data ${JSON.stringify(data)}, webpack ${String(value)}`);
  if (at === 'infrastructureLogging.colors' || at === 'infrastructureLogging.appendOnly') {
    // `isTTY && TERM !== 'dumb'`: undefined when stderr is not a terminal.
    if (tag?.$ !== 'placeholder' || (typeof value !== 'boolean' && value !== undefined)) fail();
  } else if (at === 'devtool' && Array.isArray(data)) {
    // The compiler's options answer `devtool` with one value for older plugins (webpack's
    // applyWebpackOptionsInterception): the first of the entries for all files, JavaScript, CSS.
    const entries = data as Array<{ type?: string; use?: string }>;
    const first = ['all', 'javascript', 'css'].map((type) => entries.find((e) => e.type === type)).find((e) => e !== undefined);
    if (value !== (first?.use ?? false)) fail();
  } else if (value === undefined) {
    if (tag?.$ !== 'undefined') fail();
  } else if (typeof value === 'function') {
    if (tag?.$ !== 'function' || tag.v !== (value.name === '' ? 'anonymous' : value.name)) fail();
  } else if (value instanceof RegExp) {
    if (tag?.$ !== 'regexp' || tag.v !== value.toString()) fail();
  } else if (typeof value === 'number' && !Number.isFinite(value)) {
    if (tag?.$ !== 'number' || tag.v !== String(value)) fail();
  } else if (typeof value === 'string' && (value === folder || value.startsWith(folder + path.sep))) {
    if (tag?.$ !== 'placeholder' || tag.v !== `<current directory>${value.slice(folder.length)}`) fail();
  } else if (typeof value === 'string' && value.startsWith(nodeModules)) {
    if (tag?.$ !== 'placeholder' || tag.v !== `<node_modules folder of webpack>/${value.slice(nodeModules.length)}`) fail();
  } else if (value === process.stderr) {
    if (tag?.$ !== 'instance' || tag.v !== 'process.stderr') fail();
  } else if (Array.isArray(value)) {
    if (!Array.isArray(data) || data.length !== value.length) fail();
    else value.forEach((v, i) => mismatches(data[i], v, `${at}[${i}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    if (typeof data !== 'object' || data === null || Array.isArray(data) || tag !== undefined) return fail();
    const object = data as Record<string, DefaultValue>;
    const keys = Object.keys(value);
    if (JSON.stringify(Object.keys(object)) !== JSON.stringify(keys)) out.push(`${at}: keys ${Object.keys(object).join()} in the data, ${keys.join()} from webpack`);
    for (const key of keys) mismatches(object[key], (value as Record<string, unknown>)[key], at === '' ? key : `${at}.${key}`, out);
  } else if (data !== value) fail();
}

/** Every string of a value, tagged texts included. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  // A regular expression's text starts with a slash.
  else if (typeof value === 'object' && value !== null && (value as { $?: unknown }).$ === 'regexp') return out;
  else if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) strings(child, out);
  return out;
}

describe('defaults explorer data', () => {
  it.each([
    { mode: 'production', target: 'web' },
    { mode: 'development', target: 'node' },
    { mode: 'none', target: 'browserslist' },
    { mode: 'production', target: 'electron-main' },
  ] as const)('equals what webpack resolves for $mode / $target', (choice) => {
    const out: string[] = [];
    mismatches(readDefaultsData(choice), webpackResolves(choice), '', out);
    expect(out).toEqual([]);
  });

  it('writes one file per combination, none holding a path of this machine', () => {
    const dir = defaultsDataDir();
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(allChoices().length);
    for (const file of files) {
      const texts = strings(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      const leaks = texts.filter((t) => /^(?:[A-Za-z]:[\\/]|[\\/])/.test(t) || t.includes(root) || t.includes(homedir()) || t.includes(nodeModules) || t.includes('__webpack_defaults_explorer__'));
      expect(leaks, file).toEqual([]);
    }
  });

  it('has a file the explorer fetches for every combination', () => {
    const load = readFileSync(path.join(root, 'src/app/tools/defaults/load.ts'), 'utf8');
    const listed = [...load.matchAll(/from '@webpack-defaults\/([\w-]+)\.json\?url'/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(allChoices().map((c) => choiceFile(c)).sort());
  });

  it('refuses a path it has no placeholder for, and names what JSON cannot hold', () => {
    expect(() => encodeDefaults({ output: { path: path.join(homedir(), 'dist') } })).toThrow(/output\.path: .* looks like a path of this machine/);
    expect(() => encodeDefaults({ cache: { cacheDirectory: 'C:\\cache' } })).toThrow(/cache\.cacheDirectory/);
    class Pool {}
    expect(encodeDefaults({ a: /x/g, b: Infinity, c: undefined, d: function named() {}, e: new Pool(), f: process.stderr })).toEqual({
      a: { $: 'regexp', v: '/x/g' },
      b: { $: 'number', v: 'Infinity' },
      c: { $: 'undefined' },
      d: { $: 'function', v: 'named' },
      e: { $: 'instance', v: 'Pool' },
      f: { $: 'instance', v: 'process.stderr' },
    });
  });
});
