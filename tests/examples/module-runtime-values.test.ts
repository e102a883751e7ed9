/**
 * Runtime behaviour of option values that pages in content/configuration/ state (module errors,
 * missing exports, `global`, browserslist, externals interop), shown by building tiny entries in
 * memory with the installed webpack and running the output.
 */
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'webpack';
import { buildInMemory, runScript } from './build-in-memory.ts';

/** Builds `sources` with `config`, runs main.js with `globals` and returns what it logged. */
async function runBuilt(config: Configuration, sources: Record<string, string>, globals: Record<string, unknown> = {}): Promise<unknown[]> {
  const { files, errors } = await buildInMemory(config, sources);
  expect(errors).toEqual([]);
  const logged: unknown[] = [];
  runScript(files['main.js'] ?? '', { ...globals, console: { log: (...v: unknown[]) => logged.push(v.length === 1 ? v[0] : v) } });
  return logged;
}

describe('content/configuration/output.md:1937-1958 a module that throws while it is evaluated', () => {
  const sources = {
    'src/index.js': [
      'const attempt = () => { try { return require("./broken.js").value; } catch (error) { return error; } };',
      'const first = attempt();',
      'const second = attempt();',
      'console.log(first instanceof Error, second === first ? "same error" : second instanceof Error ? "new error" : `value ${second}`, globalThis.evaluations);',
      '',
    ].join('\n'),
    'src/broken.js': 'globalThis.evaluations = (globalThis.evaluations || 0) + 1;\nexports.value = 1;\nthrow new Error("broken");\n',
  };

  it('by default a second require gets the half-initialized module; strictModuleErrorHandling throws the cached error again; strictModuleExceptionHandling evaluates it again', async () => {
    expect(await runBuilt({}, sources)).toEqual([[true, 'value 1', 1]]);
    expect(await runBuilt({ output: { strictModuleErrorHandling: true } }, sources)).toEqual([[true, 'same error', 1]]);
    expect(await runBuilt({ output: { strictModuleExceptionHandling: true } }, sources)).toEqual([[true, 'new error', 2]]);
  });
});

describe('content/configuration/module.md:1255 parser.javascript.exportsPresence', () => {
  it('"auto" is an error in strict ES modules (.mjs) and a warning elsewhere; false ignores it', async () => {
    const importer = (file: string) => ({ 'src/index.js': `import './${file}';\n`, [`src/${file}`]: "import { nope } from './lib.js';\nconsole.log(nope);\n", 'src/lib.js': 'export const yes = 1;\n' });
    const missing = "export 'nope' (imported as 'nope') was not found";
    const strict = await buildInMemory({}, importer('strict.mjs'));
    expect(strict.errors).toEqual([expect.stringContaining(missing)]);
    const loose = await buildInMemory({}, importer('loose.js'));
    expect({ errors: loose.errors, warnings: loose.warnings }).toEqual({ errors: [], warnings: [expect.stringContaining(missing)] });
    const off = await buildInMemory({ module: { parser: { javascript: { exportsPresence: false } } } }, importer('strict.mjs'));
    expect({ errors: off.errors, warnings: off.warnings }).toEqual({ errors: [], warnings: [] });
  });
});

describe('content/configuration/node.md:110-114 node.global', () => {
  const sources = { 'src/index.js': 'console.log(typeof global.setTimeout);\n' };

  it('false leaves global as written (a ReferenceError where nothing defines it); true replaces it with the global object', async () => {
    await expect(runBuilt({ target: 'web', node: { global: false } }, sources)).rejects.toThrow('global is not defined');
    expect(await runBuilt({ target: 'web', node: { global: false } }, sources, { global: { setTimeout } })).toEqual(['function']);
    expect(await runBuilt({ target: 'web', node: { global: true } }, sources, { setTimeout })).toEqual(['function']);
  });
});

describe('content/configuration/target.md:135-136 browserslist', () => {
  it('fails when the target says browserslist and no configuration is found', async () => {
    await expect(buildInMemory({ target: 'browserslist' }, { 'src/index.js': '' })).rejects.toThrow(/No browserslist config found/);
  });
});

describe('content/configuration/externals.md:93-99 interop on the per-type object', () => {
  const sources = { 'src/index.js': "import ext from 'ext';\nconsole.log(ext);\n" };
  // What require('ext') returns: a transpiled ES module with a default export.
  const require = () => ({ __esModule: true, default: 'the default export', other: 1 });

  it("'default' makes the default import the whole exports object; 'esModule' its default export", async () => {
    const build = (interop: 'default' | 'esModule') => runBuilt({ target: 'node', externals: { ext: { commonjs: 'ext', interop } }, externalsType: 'commonjs' }, sources, { require });
    expect(await build('default')).toEqual([{ __esModule: true, default: 'the default export', other: 1 }]);
    expect(await build('esModule')).toEqual(['the default export']);
  });
});
