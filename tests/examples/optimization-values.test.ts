/**
 * What optimization values do, as content/configuration/optimization.md states them, shown by
 * building tiny entries in memory with the installed webpack and running the output.
 */
import { describe, expect, it } from 'vitest';
import { buildInMemory, runScript } from './build-in-memory.ts';

const PAGE = 'content/configuration/optimization.md';

describe(`${PAGE}:535-604 optimization.runtimeChunk`, () => {
  const sources = {
    'src/home.js': "import { count } from './store.js';\nconsole.log('home', count());\n",
    'src/account.js': "import { count } from './store.js';\nconsole.log('account', count());\n",
    'src/store.js': "let instances = 0;\ninstances++;\nexport const count = () => instances;\nglobalThis.storeInstances = (globalThis.storeInstances || 0) + 1;\n",
  };
  const entry = { home: './src/home.js', account: './src/account.js' };

  /** Runs the given files in order in one page (one global object); returns the store's instance count. */
  function onOnePage(files: Record<string, string>, order: string[]): unknown {
    const page: Record<string, unknown> = { console: { log: () => undefined } };
    page['self'] = page;
    for (const file of order) runScript(files[file] ?? '', page);
    return page['storeInstances'];
  }

  it("names the runtime chunks as the table says, and one runtime per entry instantiates a shared module twice on one page while 'single' shares it", async () => {
    const names = async (runtimeChunk: unknown) => Object.keys((await buildInMemory({ entry, optimization: { runtimeChunk } as never }, sources)).files);
    expect(await names(false)).toEqual(['account.js', 'home.js']);
    expect(await names(true)).toEqual(['account.js', 'home.js', 'runtime~account.js', 'runtime~home.js']);
    expect(await names({ name: (e: { name: string }) => (e.name === 'home' ? 'runtime-home' : 'runtime') })).toEqual(['account.js', 'home.js', 'runtime-home.js', 'runtime.js']);

    const multiple = await buildInMemory({ entry, optimization: { runtimeChunk: 'multiple' } }, sources);
    expect(onOnePage(multiple.files, ['runtime~home.js', 'home.js', 'runtime~account.js', 'account.js'])).toBe(2);
    const single = await buildInMemory({ entry, optimization: { runtimeChunk: 'single' } }, sources);
    expect(Object.keys(single.files)).toEqual(['account.js', 'home.js', 'runtime.js']);
    expect(onOnePage(single.files, ['runtime.js', 'home.js', 'account.js'])).toBe(1);
  });
});

describe(`${PAGE}:1065-1112 optimization.sideEffects`, () => {
  const sources = {
    'src/index.js': "import './pure.js';\nimport 'flagged';\nconsole.log('entry');\n",
    'src/pure.js': "export const pure = 'pure module';\n",
    'node_modules/flagged/package.json': '{ "name": "flagged", "sideEffects": false }',
    'node_modules/flagged/index.js': "export const flagged = 'flagged module';\n",
  };
  const kept = async (sideEffects: boolean | 'flag') => {
    const { files } = await buildInMemory({ optimization: { sideEffects } }, sources);
    return ['pure module', 'flagged module'].filter((marker) => files['main.js']?.includes(marker));
  };

  it("false keeps every imported module, 'flag' drops only flagged ones, true also those its analysis proves pure", async () => {
    expect(await kept(false)).toEqual(['pure module', 'flagged module']);
    expect(await kept('flag')).toEqual(['pure module']);
    expect(await kept(true)).toEqual([]);
  });
});

describe(`${PAGE}:1292-1320 optimization.emitOnErrors and noEmitOnErrors`, () => {
  const sources = { 'src/index.js': "console.log('before');\nimport('./broken.js');\n", 'src/broken.js': 'export const = ;\n' };

  it('production emits nothing on errors; emitOnErrors writes the output, and the failing module throws when it runs', async () => {
    const production = await buildInMemory({ mode: 'production' }, sources);
    expect(production.errors).not.toEqual([]);
    expect(production.files).toEqual({});
    const emitted = await buildInMemory({ mode: 'production', optimization: { emitOnErrors: true, minimize: false } }, sources);
    expect(Object.keys(emitted.files)).toContain('main.js');
    const broken = Object.entries(emitted.files).find(([name]) => name !== 'main.js')?.[1] ?? '';
    expect(broken).toContain('throw new SyntaxError("Module parse failed');
  });

  it('noEmitOnErrors is the inverted spelling; contradictory values are an error', async () => {
    const inverted = await buildInMemory({ mode: 'none', optimization: { noEmitOnErrors: true } }, sources);
    expect(inverted.files).toEqual({});
    await expect(buildInMemory({ optimization: { noEmitOnErrors: true, emitOnErrors: true } }, sources)).rejects.toThrow("Conflicting use of 'optimization.noEmitOnErrors' and 'optimization.emitOnErrors'");
  });
});

describe(`${PAGE}:838-869 optimization.minimizeOptions.javascript`, () => {
  const sources = { 'src/index.js': "console.log('kept?');\nglobalThis.answer = 42;\n" };
  const logs = async (javascript: Record<string, unknown>) => {
    const { files, errors } = await buildInMemory({ mode: 'production', optimization: { minimizeOptions: { javascript } } }, sources);
    expect(errors).toEqual([]);
    return files['main.js']?.includes('console.log');
  };

  it('takes camelCase names besides terser ones; with both spellings the camelCase one counts', async () => {
    expect(await logs({ compress: { passes: 2 } })).toBe(true);
    expect(await logs({ compress: { dropConsole: true } })).toBe(false);
    expect(await logs({ compress: { drop_console: true } })).toBe(false);
    expect(await logs({ compress: { dropConsole: false, drop_console: true } })).toBe(true);
  });
});
