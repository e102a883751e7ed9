/**
 * What output and target values do, as content/configuration/output.md and target.md state them,
 * shown by building tiny entries in memory with the installed webpack.
 */
import { describe, expect, it } from 'vitest';
import { buildInMemory, OUT, runScript } from './build-in-memory.ts';

const OUTPUT = 'content/configuration/output.md';
const TARGET = 'content/configuration/target.md';

const lazy = {
  'src/index.js': "import('./lazy.js').then((m) => console.log(m.default));\n",
  'src/lazy.js': "export default 'lazy module';\n",
};

/** Runs a script bundle and waits for what it logs. */
async function logsOf(code: string | undefined, count = 1): Promise<unknown[]> {
  const logged: unknown[] = [];
  runScript(code ?? '', { console: { log: (v: unknown) => logged.push(v) } });
  await expect.poll(() => logged.length).toBe(count);
  return logged;
}

describe(`${OUTPUT}:986 chunkLoading: false`, () => {
  it('creates no on-demand chunk: the import() target joins the importing chunk and still loads', async () => {
    const split = await buildInMemory({}, lazy);
    expect(Object.keys(split.files)).toEqual(['1.js', 'main.js']);
    const merged = await buildInMemory({ output: { chunkLoading: false } }, lazy);
    expect(merged.errors).toEqual([]);
    expect(Object.keys(merged.files)).toEqual(['main.js']);
    expect(await logsOf(merged.files['main.js'])).toEqual(['lazy module']);
  });
});

describe(`${OUTPUT}:172-191, 2053-2056 hash placeholders`, () => {
  it('cuts to a given length, keeps a digest without length whole, ignores hashDigestLength for a given length, leaves unavailable placeholders verbatim', async () => {
    const sources = { ...lazy, 'src/index.js': "import('./lazy.js');\nconsole.log(new URL('./note.txt', import.meta.url));\n", 'src/note.txt': 'note' };
    const { files, errors } = await buildInMemory(
      {
        output: {
          filename: '[name].[contenthash]-[contenthash:8]-[contenthash:base62:10].js',
          chunkFilename: '[\\name\\].[contenthash:base64url].js',
          assetModuleFilename: '[name].[chunkhash][ext]',
        },
      },
      sources,
    );
    expect(errors).toEqual([]);
    const names = Object.keys(files);
    // [contenthash] is hashDigestLength (20) hex characters; :8 its first 8; base62 cut to 10.
    const main = names.find((n) => n.startsWith('main.'));
    const [, full, eight, base62] = /^main\.([0-9a-f]+)-([0-9a-f]+)-([0-9A-Za-z]+)\.js$/.exec(main ?? '') ?? [];
    expect(full).toHaveLength(20);
    expect(eight).toBe(full?.slice(0, 8));
    expect(base62).toHaveLength(10);
    // A digest without length is the whole md4 hash (16 bytes = 22 base64url characters); \name\ is literal.
    expect(names).toContainEqual(expect.stringMatching(/^\[name\]\.[\w-]{22}\.js$/));
    // [chunkhash] is not available to an asset module and stays in its name.
    expect(names).toContain('note.[chunkhash].txt');

    const short = await buildInMemory({ output: { filename: '[name].[contenthash]-[contenthash:8].js', hashDigestLength: 12 } }, { 'src/index.js': 'console.log(1);\n' });
    expect(Object.keys(short.files)[0]).toMatch(/^main\.[0-9a-f]{12}-[0-9a-f]{8}\.js$/);
  });
});

describe(`${TARGET}:156-168 several targets`, () => {
  it("['web', 'webworker'] has no default chunk format; with chunkFormat alone chunkLoading is false; with output.module chunks load with import()", async () => {
    await expect(buildInMemory({ target: ['web', 'webworker'] }, lazy)).rejects.toThrow('For the selected environment is no default script chunk format available');

    const arrayPush = await buildInMemory({ target: ['web', 'webworker'], output: { chunkFormat: 'array-push' } }, lazy);
    expect(arrayPush.stats.compilation.outputOptions.chunkLoading).toBe(false);
    // So the lazy module is merged into the entry (output.md:986), not split off.
    expect(Object.keys(arrayPush.files)).toEqual(['main.js']);

    const esm = await buildInMemory({ target: ['web', 'webworker'], output: { module: true } }, lazy);
    expect(esm.stats.compilation.outputOptions).toMatchObject({ chunkFormat: 'module', chunkLoading: 'import' });
    expect(Object.keys(esm.files)).toEqual(['1.mjs', 'main.mjs']);
  });

  it("['web', 'node'] switches to ES module output, like 'universal'", async () => {
    const mixed = await buildInMemory({ target: ['web', 'node'] }, lazy);
    const universal = await buildInMemory({ target: 'universal' }, lazy);
    const pick = ({ module, chunkFormat, chunkLoading }: { module?: boolean; chunkFormat?: unknown; chunkLoading?: unknown }) => ({ module, chunkFormat, chunkLoading });
    expect(pick(mixed.stats.compilation.outputOptions)).toEqual({ module: true, chunkFormat: 'module', chunkLoading: 'import' });
    expect(pick(universal.stats.compilation.outputOptions)).toEqual(pick(mixed.stats.compilation.outputOptions));
    expect(Object.keys(mixed.files)).toEqual(['1.mjs', 'main.mjs']);
  });
});

describe(`${OUTPUT}:789-840 output.allowOutside`, () => {
  // Output goes one level below OUT, so what lands beside it is still in the build's listing.
  const site = `${OUT}/site`;
  const sources = { 'src/index.js': "console.log('app');\n", 'src/sw.js': "console.log('sw');\n", 'static/robots.txt': 'User-agent: *\n' };
  const entry = { app: './src/index.js', sw: { import: './src/sw.js', filename: '../public/sw.js' } };
  const build = (output: Record<string, unknown>, experiments = {}) => buildInMemory({ entry, experiments, output: { path: site, ...output } }, sources);
  const refused = 'Asset "../public/sw.js" is not emitted because it would be written outside of output.path';

  it('unset writes an asset outside output.path; false and futureDefaults refuse it with an error; a list allows only its directories', async () => {
    const unset = await build({});
    expect(unset.errors).toEqual([]);
    expect(Object.keys(unset.files)).toEqual(['public/sw.js', 'site/app.js']);

    const off = await build({ allowOutside: false });
    expect(off.errors).toEqual([expect.stringContaining(refused)]);
    expect(off.errors[0]).toContain('allow the directory with output.allowOutside');
    expect(Object.keys(off.files)).toEqual(['site/app.js']);

    const future = await build({}, { futureDefaults: true });
    expect(future.stats.compilation.outputOptions.allowOutside).toBe(false);
    expect(future.errors).toEqual([expect.stringContaining(refused)]);

    const listed = await build({ allowOutside: [`${OUT}/public`] });
    expect(listed.errors).toEqual([]);
    expect(Object.keys(listed.files)).toContain('public/sw.js');
    const other = await build({ allowOutside: [`${OUT}/other`] });
    expect(other.errors).toEqual([expect.stringContaining(refused)]);
  });

  it('output.copy stays inside output.path unless allowOutside allows the target directory', async () => {
    const copy = [{ from: 'static', to: '../public' }];
    const unset = await build({ copy });
    expect(unset.errors).toEqual([expect.stringContaining("would write outside 'output.path'")]);
    expect(Object.keys(unset.files)).not.toContain('public/robots.txt');
    const listed = await build({ copy, allowOutside: [`${OUT}/public`] });
    expect(listed.errors).toEqual([]);
    expect(Object.keys(listed.files)).toContain('public/robots.txt');
  });
});
