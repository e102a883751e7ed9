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

describe(`${PAGE}:654-659 use entries: sourceTest`, () => {
  it("skips the loader's normal function when its input does not match", async () => {
    const gated = (sourceTest: RegExp) => ({ module: { rules: [{ test: /data/, use: [{ loader, options: { tag: 'gated' }, sourceTest }] }] } });
    expect(await tagsOf(gated(/export const log/))).toEqual(['gated']);
    expect(await tagsOf(gated(/not in the file/))).toEqual([]);
  });
});

describe(`${PAGE}:579-582, 1159 with { type: 'css' }`, () => {
  it('parses a file of any extension as css/auto exported as a CSSStyleSheet', async () => {
    const sources = { 'src/index.js': "import sheet from './theme.txt' with { type: 'css' };\nconsole.log(sheet);\n", 'src/theme.txt': '.a { color: red; }\n' };
    const { stats, errors } = await buildInMemory({ experiments: { css: true } }, sources);
    expect(errors).toEqual([]);
    const theme = stats.toJson({ all: false, modules: true }).modules?.find((m) => m.name?.includes('theme.txt'));
    expect(theme?.moduleType).toBe('css/auto');
    expect(theme?.name).toContain('exportType: css-style-sheet');
  });
});

describe(`${PAGE}:1522, 1618-1660 parseErrors, cssModules and <style module>`, () => {
  it('reports CSS parse errors only with parseErrors: a warning to read past, an error when the file ends inside a comment', async () => {
    const sources = { 'src/index.js': "import './bad.css';\nimport './cut.css';\n", 'src/bad.css': '.c { content: "open\n}\n', 'src/cut.css': '.d { color: blue; }\n/* never closed' };
    const quiet = await buildInMemory({ experiments: { css: true } }, sources);
    expect([quiet.errors, quiet.warnings]).toEqual([[], []]);
    const loud = await buildInMemory({ experiments: { css: true }, module: { parser: { css: { parseErrors: true } } } }, sources);
    expect(loud.warnings).toEqual([expect.stringContaining('CSS parse error: newline-in-string')]);
    expect(loud.errors).toEqual([expect.stringContaining('CSS parse error: eof-in-comment')]);
  });

  it('renames what a <style module> declares in the page, leaves undeclared names, and rewrites attributes named in cssModules', async () => {
    const page = '<!doctype html><title>t</title><style module>.card { border: 1px solid; } #summary { margin: 0; }</style>\n<section class="card other" data-target="summary"><p id="summary">x</p><a href="#summary">s</a></section></p>\n';
    const build = (html: Record<string, unknown>) => buildInMemory({ entry: './src/index.html', experiments: { html: true, css: true }, module: { parser: { html } } }, { 'src/index.html': page });
    const plain = await build({});
    expect(plain.errors).toEqual([]);
    expect(plain.warnings).toEqual([]);
    const html = plain.files['index.html'] ?? '';
    const [, card] = /class="?(\S+) other/.exec(html) ?? [];
    const [, summary] = /<p id="?([^"\s>]+)/.exec(html) ?? [];
    expect(card).not.toBe('card');
    expect(summary).not.toBe('summary');
    expect(html).toContain(`href="#${summary}"`);
    expect(html).toContain('data-target="summary"');

    const configured = await build({ cssModules: { attributes: { 'data-target': 'id' } }, parseErrors: true });
    expect(configured.files['index.html']).toContain(`data-target="${summary}"`);
    expect(configured.warnings).toEqual([expect.stringContaining('HTML parse error: unexpected-end-tag')]);
  });
});
