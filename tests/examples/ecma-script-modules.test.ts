import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import webpack, { type Stats } from 'webpack';
import { buildExample } from './build-example.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ecma-script-modules example (output.module)', () => {
  it('emits the page and .mjs files that load each other with import()', async () => {
    const build = await buildExample('ecma-script-modules');
    expect(build.files).toHaveLength(3);
    expect(build.files).toContain('index.html');
    expect(build.files).toContain('index.mjs');
    const chunk = build.files.find((f) => /^\d+\.mjs$/.test(f));
    expect(chunk).toBeDefined();

    const html = await build.read('index.html');
    expect(html).toContain('<script type=module src=index.mjs></script>');

    const entry = await build.read('index.mjs');
    // ESM output: the chunk is loaded with a native import() and the entry awaits at top level
    expect(entry).toContain(`import("./${chunk ?? ''}")`);
    expect(entry).not.toMatch(/^\(\(\)=>/);
    expect(await build.read(chunk ?? '')).toMatch(/^export const __webpack_esm_ids__=/);

    // Node.js runs the output as it is, like a browser would with <script type="module">
    const logs: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      logs.push(args.join(' '));
    });
    await import(pathToFileURL(path.join(build.outDir, 'index.mjs')).href);
    expect(logs).toEqual([
      'Base price: €12.50',
      'Books: €12.50 + VAT = €13.19',
      'Lamp: €40.00 + VAT = €48.00',
    ]);
  });
});

describe('strict ES modules (the rules the guide describes)', () => {
  /** Builds a tiny "type": "module" project written to a temp folder. */
  async function buildStrict(files: Record<string, string>): Promise<Stats> {
    const dir = await mkdtemp(path.join(tmpdir(), 'esm-strict-'));
    await mkdir(path.join(dir, 'src'));
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, 'src', name), text);
    return new Promise<Stats>((resolve, reject) => {
      const compiler = webpack({
        mode: 'development',
        devtool: false,
        context: dir,
        entry: './src/index.js',
        output: { path: path.join(dir, 'dist') },
        infrastructureLogging: { level: 'error' },
      });
      compiler.run((err, stats) => {
        compiler.close(() => undefined);
        if (err) reject(err);
        else if (stats === undefined) reject(new Error('no stats'));
        else resolve(stats);
      });
    });
  }

  it('rejects an import without its file extension', async () => {
    const stats = await buildStrict({
      'index.js': "import { formatPrice } from './format';\nconsole.log(formatPrice(1));\n",
      'format.js': 'export const formatPrice = (c) => String(c);\n',
    });
    expect(stats.hasErrors()).toBe(true);
    const message = stats.compilation.errors[0]?.message ?? '';
    expect(message).toContain("Can't resolve './format'");
    expect(message).toContain("Did you mean 'format.js'?");
    expect(message).toContain('failed to resolve only because it was resolved as fully specified');
  });

  it('gives module.exports as the default import of a .cjs file and has no require', async () => {
    const stats = await buildStrict({
      'index.js': "import rates, { standard } from './rates.cjs';\nglobalThis.result = [rates.standard, standard, typeof require, typeof module];\n",
      'rates.cjs': 'module.exports = { standard: 0.2 };\n',
    });
    expect(stats.hasErrors()).toBe(false);
    const code = await readFile(path.join(stats.compilation.outputOptions.path ?? '', 'main.js'), 'utf8');
    const sandbox: { result?: unknown } = {};
    vm.runInNewContext(code, sandbox);
    expect(sandbox.result).toEqual([0.2, 0.2, 'undefined', 'undefined']);
  });
});
