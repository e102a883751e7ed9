/**
 * What the values of `externals` do, as content/configuration/externals.md states them, shown by
 * building tiny entries in memory with the installed webpack and running the output.
 */
import { describe, expect, it } from 'vitest';
import { buildInMemory, runScript } from './build-in-memory.ts';

const PAGE = 'content/configuration/externals.md';

/** Runs a CommonJS bundle with a `require` that records what it was asked for and answers a marker object. */
function runWithRequire(code: string): { required: string[]; logged: unknown[] } {
  const required: string[] = [];
  const logged: unknown[] = [];
  const require = (name: string): unknown => {
    required.push(name);
    return { from: `require(${name})` };
  };
  runScript(code, { require, console: { log: (...args: unknown[]) => logged.push(...args) } });
  return { required, logged };
}

describe(`${PAGE}:86 externals value false`, () => {
  const sources = {
    'src/index.js': "import ui from 'internal-ui';\nimport fs from 'fs';\nconsole.log(ui, fs);\n",
    'node_modules/internal-ui/index.js': "export default 'bundled internal-ui';\n",
  };

  it('ends only its own item: the next array item still makes the request external', async () => {
    const { files, errors } = await buildInMemory({ target: 'node', externals: [{ 'internal-ui': false }, { 'internal-ui': 'commonjs internal-ui-v2' }] }, sources);
    expect(errors).toEqual([]);
    expect(runWithRequire(files['main.js'] ?? '').required).toContain('internal-ui-v2');
  });

  it('does not force bundling: the presets still apply (fs stays external on a node target), and alone it leaves the request to be bundled', async () => {
    const { files, errors } = await buildInMemory({ target: 'node', externals: { 'internal-ui': false, fs: false } }, sources);
    expect(errors).toEqual([]);
    const run = runWithRequire(files['main.js'] ?? '');
    expect(run.required).toEqual(['fs']);
    expect(run.logged).toEqual(['bundled internal-ui', { from: 'require(fs)' }]);
  });
});

describe(`${PAGE}:77-79 node: prefix`, () => {
  it('matches a built-in with or without node: in the object form, and a RegExp sees the request as written', async () => {
    const sources = { 'src/index.js': "import a from 'node:path';\nimport b from 'path';\nimport c from 'node:os';\nconsole.log(a, b, c);\n" };
    const { files, errors } = await buildInMemory({ target: 'web', externals: [{ path: 'commonjs my-path' }, /^os$/], externalsType: 'commonjs' }, sources);
    // node:os is not matched by /^os$/ and cannot be bundled for the web.
    expect(errors.join('\n')).toContain('Reading from "node:os" is not handled');
    expect(files['main.js']).toContain('require("my-path")');
    const ok = await buildInMemory({ target: 'web', externals: [{ path: 'commonjs my-path' }, /^(node:)?os$/], externalsType: 'commonjs' }, sources);
    expect(ok.errors).toEqual([]);
    // Both spellings of path are the one external module; node:os reached the RegExp as written.
    expect(runWithRequire(ok.files['main.js'] ?? '').logged).toEqual([{ from: 'require(my-path)' }, { from: 'require(my-path)' }, { from: 'require(node:os)' }]);
  });
});

describe(`${PAGE}:88-89, 199, 205-209, 218-220 string forms`, () => {
  const sources = { 'src/index.js': "import tools from 'tools';\nconsole.log(tools);\n" };

  it("'type name' picks its own type; an array reads a property path", async () => {
    const typed = await buildInMemory({ target: 'web', externalsType: 'var', externals: { tools: 'commonjs ./tools' } }, sources);
    expect(runWithRequire(typed.files['main.js'] ?? '').required).toEqual(['./tools']);
    const path = await buildInMemory({ target: 'web', externals: { tools: ['Acme', 'util', 'format'] } }, sources);
    const logged: unknown[] = [];
    runScript(path.files['main.js'] ?? '', { Acme: { util: { format: 'the format function' } }, console: { log: (v: unknown) => logged.push(v) } });
    expect(logged).toEqual(['the format function']);
  });

  it("commonjs in ES module output: createRequire with the node preset, a bare require() without it; node-commonjs always createRequire", async () => {
    const out = { module: true };
    const node = await buildInMemory({ target: 'node22', output: out, externals: { tools: 'commonjs tools' } }, sources);
    const viaCreateRequire = /createRequire\(import\.meta\.url\);[^]*= __WEBPACK_EXTERNAL_createRequire_require\("tools"\)/;
    expect(node.files['main.mjs']).toMatch(viaCreateRequire);
    const web = await buildInMemory({ target: 'web', output: out, externals: { tools: 'commonjs tools' } }, sources);
    expect(web.errors).toEqual([]);
    expect(web.files['main.mjs']).not.toContain('createRequire');
    expect(web.files['main.mjs']).toMatch(/= require\("tools"\)/);
    const nodeCommonjs = await buildInMemory({ target: 'web', output: out, externals: { tools: 'node-commonjs tools' } }, sources);
    expect(nodeCommonjs.files['main.mjs']).toMatch(viaCreateRequire);
  });

  it('a require() of a Node.js built-in in ES module output: process.getBuiltinModule() on node24, createRequire on node22', async () => {
    const builtin = { 'src/index.js': "const path = require('path');\nconsole.log(path.sep);\n" };
    const out = { module: true };
    const newer = await buildInMemory({ target: 'node24', output: out }, builtin);
    expect(newer.errors).toEqual([]);
    expect(newer.files['main.mjs']).toMatch(/= process\.getBuiltinModule\("path"\)/);
    expect(newer.files['main.mjs']).not.toContain('createRequire');
    const older = await buildInMemory({ target: 'node22', output: out }, builtin);
    expect(older.files['main.mjs']).toMatch(/= __WEBPACK_EXTERNAL_createRequire_require\("path"\)/);
    expect(older.files['main.mjs']).not.toContain('getBuiltinModule');
  });

  it("module: a static import in ES module output; in script output an import() that needs import() support", async () => {
    const esm = await buildInMemory({ target: 'web', output: { module: true }, externals: { tools: 'module tools' } }, sources);
    expect(esm.files['main.mjs']).toMatch(/^import \* as \w+ from "tools";/m);
    const plainWeb = await buildInMemory({ target: 'web', externals: { tools: 'module tools' } }, sources);
    expect(plainWeb.errors.join('\n')).toContain("The target environment doesn't support dynamic import() syntax");
    const script = await buildInMemory({ target: ['web', 'es2020'], externals: { tools: 'module tools' } }, sources);
    expect(script.errors).toEqual([]);
    expect(script.files['main.js']).toMatch(/import\("tools"\)/);
  });

  it("import with the plain 'web' target fails as the page says (line 217)", async () => {
    const { errors } = await buildInMemory({ target: 'web', externals: { tools: 'import tools' } }, sources);
    expect(errors.join('\n')).toContain("The target environment doesn't support 'import()'");
  });

  it("script: 'globalName@url' loads the URL and reads the global; a bare URL fails with Invalid request", async () => {
    const { files, errors } = await buildInMemory({ target: 'web', externals: { tools: 'script Tools@https://cdn.example/tools.js' } }, sources);
    expect(errors).toEqual([]);
    const logged: unknown[] = [];
    const scripts: string[] = [];
    const document = {
      getElementsByTagName: () => [],
      createElement: () => ({ setAttribute: () => undefined, parentNode: { removeChild: () => undefined } }),
      head: {
        appendChild: (script: { src: string; onload: (event: { type: string }) => void }) => {
          scripts.push(script.src);
          // The "CDN" answers: the script defines its global, then the element fires load.
          globals['Tools'] = 'the Tools global';
          queueMicrotask(() => script.onload({ type: 'load' }));
        },
      },
    };
    const globals: Record<string, unknown> = { document, setTimeout, clearTimeout, console: { log: (v: unknown) => logged.push(v) } };
    runScript(files['main.js'] ?? '', globals);
    await expect.poll(() => logged).toEqual(['the Tools global']);
    expect(scripts).toEqual(['https://cdn.example/tools.js']);

    const bare = await buildInMemory({ target: 'web', externals: { tools: 'script https://cdn.example/tools.js' } }, sources);
    expect(bare.errors.join('\n')).toContain('Invalid request');
  });
});

describe(`${PAGE}:91 sideEffects: false on an external`, () => {
  it('drops an external none of whose exports are used, and keeps it otherwise', async () => {
    const sources = { 'src/index.js': "import { track } from 'analytics-lite';\nexport const unused = () => track;\nconsole.log('ran');\n" };
    const config = (sideEffects: boolean) => ({ mode: 'production' as const, target: 'node', optimization: { minimize: false }, externals: { 'analytics-lite': { external: 'commonjs analytics-lite', sideEffects } } });
    const dropped = await buildInMemory(config(false), sources);
    expect(runWithRequire(dropped.files['main.js'] ?? '').required).toEqual([]);
    const kept = await buildInMemory(config(true), sources);
    expect(runWithRequire(kept.files['main.js'] ?? '').required).toEqual(['analytics-lite']);
  });
});
