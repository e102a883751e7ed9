/**
 * How module rules combine, as content/configuration/module.md states it, shown by building tiny
 * entries in memory with the installed webpack: a tagging loader appends its tag to the module's
 * source, so the bundle logs which loaders ran and in what order.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Configuration, RuleSetRule } from 'webpack';
import { buildInMemory, runScript } from './build-in-memory.ts';

const PAGE = 'content/configuration/module.md';
const LOADER_SOURCE = "module.exports = function tag(source) { return `${source}\\nlog.push(${JSON.stringify(this.getOptions().tag)});`; };\n";

/** The tagging loader: loader-runner requires it from the disk, the resolver finds it in the volume. */
let loader = '';
beforeAll(async () => {
  loader = path.join(await mkdtemp(path.join(tmpdir(), 'tag-loader-')), 'tag-loader.cjs');
  await writeFile(loader, LOADER_SOURCE);
});
afterAll(() => rm(path.dirname(loader), { recursive: true, force: true }));

const tagged = (tag: string): NonNullable<RuleSetRule['use']> => [{ loader, options: { tag } }];

/** Builds an entry that imports `request` (a module exporting `log`) and returns the tags logged. */
async function tagsOf(config: Configuration, request = './data.js'): Promise<unknown> {
  const sources = {
    'src/index.js': `import { log } from ${JSON.stringify(request)};\nconsole.log(log);\n`,
    'src/data.js': 'export const log = [];\n',
    [loader]: LOADER_SOURCE,
  };
  const { files, errors } = await buildInMemory(config, sources);
  expect(errors).toEqual([]);
  let logged: unknown;
  runScript(files['main.js'] ?? '', { console: { log: (v: unknown) => (logged = v) } });
  return logged;
}

describe(`${PAGE}:87-91 every matching rule applies; oneOf takes the first`, () => {
  it('collects the loaders of all matching rules in order, and only the first match inside oneOf', async () => {
    const rules = [{ test: /data/, use: tagged('a') }, { test: /data\.js$/, use: tagged('b') }, { test: /nomatch/, use: tagged('c') }];
    // Loaders of one chain run from last to first, so rule order a, b runs b, then a.
    expect(await tagsOf({ module: { rules } })).toEqual(['b', 'a']);
    expect(await tagsOf({ module: { rules: [{ oneOf: rules }] } })).toEqual(['a']);
  });
});

describe(`${PAGE}:664-683 loader phases and inline prefixes`, () => {
  // A function: the loader's path is known once beforeAll has written it.
  const rules = () => [
    { test: /data/, enforce: 'post' as const, use: tagged('post') },
    { test: /data/, use: tagged('normal') },
    { test: /data/, enforce: 'pre' as const, use: tagged('pre') },
  ];
  const inline = (prefix: string) => `${prefix}${loader}?tag=inline!./data.js`;

  it('runs pre, normal, inline, post; ! skips normal, -! skips pre and normal, !! leaves only the inline loaders', async () => {
    const config = { module: { rules: rules() } };
    expect(await tagsOf(config, inline(''))).toEqual(['pre', 'normal', 'inline', 'post']);
    expect(await tagsOf(config, inline('!'))).toEqual(['pre', 'inline', 'post']);
    expect(await tagsOf(config, inline('-!'))).toEqual(['inline', 'post']);
    expect(await tagsOf(config, inline('!!'))).toEqual(['inline']);
  });
});

describe(`${PAGE}:1377-1385 parser.dataUrlCondition.maxSize`, () => {
  it('inlines an asset of up to 8096 bytes as a data: URL and emits a larger one', async () => {
    const sources = {
      'src/index.js': "import small from './small.bin';\nimport large from './large.bin';\nconsole.log(small.slice(0, 5), large);\n",
      'src/small.bin': 'x'.repeat(8096),
      'src/large.bin': 'x'.repeat(8097),
    };
    const { files, errors } = await buildInMemory({ output: { publicPath: '/' }, module: { rules: [{ test: /\.bin$/, type: 'asset' }] } }, sources);
    expect(errors).toEqual([]);
    const emitted = Object.keys(files).filter((f) => f !== 'main.js');
    expect(emitted).toEqual([expect.stringMatching(/\.bin$/)]);
    expect(files[emitted[0] ?? '']).toHaveLength(8097);
    expect(files['main.js']).toContain('data:application/octet-stream;base64,');
  });
});
