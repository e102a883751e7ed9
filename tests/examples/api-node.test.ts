/**
 * The Node Interface page (content/api/node.md) includes the scripts of examples/api-node/.
 * Each test runs one script with Node, in the example folder, the way the page tells readers
 * to, and checks that it prints and writes what the page says.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { StatsCompilation } from 'webpack';
import { EXAMPLES_DIR } from './build-example.ts';

const run = promisify(execFile);
const EXAMPLE_DIR = path.join(EXAMPLES_DIR, 'api-node');

/** Runs `node <script> [args]` in the example folder and returns its output lines. */
async function runScript(script: string, args: string[] = []): Promise<{ lines: string[]; stderr: string }> {
  const { stdout, stderr } = await run(process.execPath, [script, ...args], {
    cwd: EXAMPLE_DIR,
    // A hang guard below the unit project's test timeout (vitest.config.ts), so a stuck script
    // fails with its own output; a script that builds can take over a minute beside the browser tests.
    timeout: 150_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { lines: stdout.split('\n').filter((line) => line !== ''), stderr };
}

async function tempDir(name: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `example-api-node-${name}-`));
}

describe('api-node example', () => {
  it('run.mjs builds once, lists the emitted assets and closes the compiler', async () => {
    const out = await tempDir('run');
    const { lines } = await runScript('run.mjs', [out]);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^emitted main\.js \(\d+ bytes\)$/);
    expect(lines[1]).toMatch(/^emitted details\.chunk\.js \(\d+ bytes\)$/);
    expect(lines[2]).toMatch(/^done in \d+ ms, hash [0-9a-f]{20}$/);
    expect(lines[3]).toBe('compiler closed');
    expect((await readdir(out)).sort()).toEqual(['details.chunk.js', 'main.js']);
    // The unused export is gone from the production bundle.
    const main = await readFile(path.join(out, 'main.js'), 'utf8');
    expect(main).toContain('Hello from the');
    expect(main).not.toMatch(/["'`]o\/["'`]/);
  });

  it('watch.mjs rebuilds once through invalidate() and then closes the watcher', async () => {
    const out = await tempDir('watch');
    const { lines } = await runScript('watch.mjs', [out]);
    expect(lines).toEqual(['build 1: ok', 'invalidated by watching.invalidate()', 'build 2: ok, output unchanged', 'watching closed']);
  });

  it('multi.mjs builds a browser and a server bundle, and the server bundle runs in Node', async () => {
    const out = await tempDir('multi');
    const { lines } = await runScript('multi.mjs', [out]);
    expect(lines).toEqual([
      'browser: details.chunk.js, main.js',
      'server: details.chunk.js, main.js',
      'errors in any build: false',
      'all compilers closed',
    ]);
    expect((await readdir(path.join(out, 'browser'))).sort()).toEqual(['details.chunk.js', 'main.js']);
    const server = await run(process.execPath, [path.join(out, 'server', 'main.js')]);
    expect(server.stdout.split('\n').filter(Boolean)).toEqual(['Hello from the Node API!', 'details loaded on demand']);
  });

  it('errors.mjs shows a thrown validation error, a callback error and compilation errors in stats', async () => {
    const out = await tempDir('errors');
    const { lines } = await runScript('errors.mjs', [out]);
    expect(lines[0]).toBe('configuration rejected: ValidationError');
    expect(lines[1]).toBe('- configuration.mode should be one of these:');
    expect(lines).toContain('callback received: ValidationError');
    expect(lines).toContain('fatal error: none');
    expect(lines).toContain('stats.hasErrors(): true');
    expect(lines.at(-1)).toMatch(/^Module not found: Error: Can't resolve '\.\/src\/missing\.js' in '.*api-node'$/);
  });

  it('memory.mjs emits into its in-memory file system and writes nothing to disk', async () => {
    const { lines } = await runScript('memory.mjs');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\/virtual\/dist\/main\.js: \d+ bytes$/);
    expect(lines[1]).toMatch(/^\/virtual\/dist\/details\.chunk\.js: \d+ bytes$/);
    expect(lines[2]).toBe('main.js mentions the greeting: true');
    expect(existsSync('/virtual/dist/main.js')).toBe(false);
  });

  it('stats.mjs writes stats.json with the shape the Stats Data page documents', async () => {
    const out = await tempDir('stats');
    const { lines } = await runScript('stats.mjs', [out]);
    expect(lines).toEqual([
      expect.stringMatching(/^webpack 5\.\d+\.\d+, 2 assets, 2 chunks$/),
      'chunk details: initial=false, files=details.chunk.js',
      'chunk main: initial=true, files=main.js',
      'entrypoint main loads: main.js',
    ]);

    const json = JSON.parse(await readFile(path.join(out, 'stats.json'), 'utf8')) as StatsCompilation;
    // Top level, in the order webpack writes it.
    expect(Object.keys(json)).toEqual([
      'hash',
      'version',
      'time',
      'builtAt',
      'publicPath',
      'outputPath',
      'assetsByChunkName',
      'assets',
      'chunks',
      'modules',
      'entrypoints',
      'namedChunkGroups',
      'errors',
      'errorsCount',
      'warnings',
      'warningsCount',
      'hints',
      'hintsCount',
      'children',
    ]);
    expect(json.hash).toMatch(/^[0-9a-f]{20}$/);
    expect(typeof json.time).toBe('number');
    expect(typeof json.builtAt).toBe('number');
    expect(json.publicPath).toBe('auto');
    expect(json.outputPath).toBe(out);
    expect(json.assetsByChunkName).toEqual({ main: ['main.js'], details: ['details.chunk.js'] });
    expect(json.errorsCount).toBe(0);
    expect(json.children).toEqual([]);

    // Asset objects.
    const main = json.assets?.find((asset) => asset.name === 'main.js');
    expect(main).toMatchObject({
      type: 'asset',
      emitted: true,
      comparedForEmit: false,
      cached: false,
      chunkNames: ['main'],
      related: [],
      isOverSizeLimit: false,
      info: { minimized: true, javascriptModule: false },
    });
    expect(typeof main?.size).toBe('number');
    expect(main?.chunks).toHaveLength(1);

    // Chunk objects.
    const details = json.chunks?.find((chunk) => chunk.names.includes('details'));
    expect(details).toMatchObject({ rendered: true, initial: false, entry: false, files: ['details.chunk.js'], runtime: ['main'] });
    expect(Object.keys(details?.sizes ?? {})).toEqual(['javascript']);
    expect(details?.parents).toHaveLength(1);
    expect(details?.origins?.[0]).toMatchObject({ moduleName: './src/index.js', request: './details.js' });
    expect(typeof details?.hash).toBe('string');
    expect(details?.modules?.map((module) => module.name)).toEqual(['./src/details.js']);

    // Module objects: index.js and greet.js were concatenated into one module.
    const names = json.modules?.map((module) => module.name) ?? [];
    expect(names).toContain('./src/index.js + 1 modules');
    const greet = json.modules?.find((module) => module.name === './src/greet.js');
    expect(greet).toMatchObject({
      type: 'module',
      moduleType: 'javascript/esm',
      orphan: true,
      issuerName: './src/index.js',
      providedExports: ['greet', 'wave'],
      usedExports: ['greet'],
      depth: 1,
    });
    expect(greet?.identifier).toMatch(/greet\.js$/);
    expect(names.some((name) => name?.startsWith('webpack/runtime/'))).toBe(true);

    // Chunk groups.
    expect(json.entrypoints?.['main']).toMatchObject({ name: 'main', assets: [{ name: 'main.js' }], isOverSizeLimit: false });
    expect(typeof json.entrypoints?.['main']?.assetsSize).toBe('number');
    expect(Object.keys(json.namedChunkGroups ?? {}).sort()).toEqual(['details', 'main']);
  });
});
