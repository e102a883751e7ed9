import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExample, mapBounded } from './example-check.ts';
import { externalRequests, stubFileFor, stubMissingLoaders } from './stub-tree.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const example = (code: string, error?: string): Parameters<typeof checkExample>[0] => ({ code, meta: { title: 'webpack.config.js', fragment: false, ...(error === undefined ? {} : { error }) } });

// Finding 7 of issue #27: the schema accepts this string; the build throws.
const scriptWithoutGlobal = "module.exports = { mode: 'production', entry: './src/index.js', externals: { lib: 'script https://cdn.example/lib.js' } };";

describe('compiled configuration examples', () => {
  it('builds a correct example against its stub tree, externals and a missing loader included', async () => {
    const code = `const path = require('path');
module.exports = {
  mode: 'production',
  entry: { app: './src/app.js', admin: { import: './admin/index.mjs', dependOn: 'app' } },
  output: { path: path.resolve(__dirname, 'dist') },
  externals: { lib: 'lib@https://cdn.example/lib.js', jquery: 'var jQuery' },
  externalsType: 'script',
  module: { rules: [{ test: /\\.mjs$/, use: ['not-installed-loader'] }] },
};`;
    expect(await checkExample(example(code), root)).toEqual({ kind: 'built' });
  });

  it('fails a seeded example whose build fails though its schema passes, unless the fence announces the error', async () => {
    const unannounced = await checkExample(example(scriptWithoutGlobal), root);
    expect(unannounced.kind).toBe('unannounced');
    if (unannounced.kind === 'unannounced') expect(unannounced.message).toContain('Invalid request');
    expect(await checkExample(example(scriptWithoutGlobal, 'Invalid request'), root)).toEqual({ kind: 'announced' });
    expect((await checkExample(example(scriptWithoutGlobal, 'Some other error'), root)).kind).toBe('announced-missing');
    expect((await checkExample(example("module.exports = { mode: 'none' };", 'Invalid request'), root)).kind).toBe('announced-missing');
  });

  it('fails target defaults that throw (finding 5) and accepts an announced schema error', async () => {
    const both = await checkExample(example("module.exports = { target: ['web', 'webworker'] };"), root);
    expect(both).toMatchObject({ kind: 'unannounced', message: expect.stringContaining('no default script chunk format') as unknown });
    expect(await checkExample(example("module.exports = { mode: 'prod' };", 'configuration.mode'), root)).toEqual({ kind: 'announced' });
    expect((await checkExample(example("module.exports = { mode: 'prod' };"), root)).kind).toBe('invalid');
  });

  it('compiles an example that sets resolve.fileSystem through its own code, over the stub tree, and fails one whose file system fails', async () => {
    // The shape of the example in configuration/resolve.md: a wrapper over Node's fs.
    const wrapper = (stat: string) => `const fs = require('fs');
globalThis.__statCalls = 0;
module.exports = { mode: 'development', resolve: { fileSystem: { ...fs, stat: (p, ...rest) => { globalThis.__statCalls++; ${stat} } } } };`;
    const calls = globalThis as { __statCalls?: number };
    expect(await checkExample(example(wrapper('return fs.stat(p, ...rest);')), root)).toEqual({ kind: 'built' });
    expect(calls.__statCalls).toBeGreaterThan(0);
    // The resolver really reads through the example's file system: one that fails every stat cannot resolve the entry.
    const broken = await checkExample(example(wrapper("return rest.pop()(Object.assign(new Error('no'), { code: 'ENOENT' }));")), root);
    expect(broken).toMatchObject({ kind: 'unannounced', message: expect.stringContaining("Can't resolve") as unknown });
    delete calls.__statCalls;
  });

  it('compiles the lazy compilation example while its port (8099, as the page shows) is held by another server', async () => {
    const page = readFileSync(path.join(root, 'content/configuration/experiments.md'), 'utf8');
    // The fence that names the port; fences alternate with prose when the page is split at them.
    const code = page.split(/^```.*$/m).find((part, i) => i % 2 === 1 && part.includes('port: 8099'));
    expect(code).toContain('port: 8099');
    const holder = net.createServer();
    // Held by this test, or already by something else: busy either way, which is the case checked.
    await new Promise<void>((resolve) => holder.once('error', () => resolve()).listen(8099, '127.0.0.1', resolve));
    try {
      expect(await checkExample(example(code ?? ''), root)).toEqual({ kind: 'built' });
    } finally {
      await new Promise<void>((resolve) => (holder.listening ? holder.close(() => resolve()) : resolve()));
    }
  });

  it('stubs what a build opens: files the config names, modules it reports missing', async () => {
    const code = `const path = require('path');
module.exports = { mode: 'none', context: path.resolve(__dirname, '..', 'app'), entry: './main.js', resolve: { tsconfig: path.resolve(__dirname, 'tsconfig.app.json') } };`;
    expect(await checkExample(example(code), root)).toEqual({ kind: 'built' });
  });
});

describe('stub tree', () => {
  it('lists importable externals and places stubs inside the sandbox only', () => {
    expect(externalRequests([{ a: 'A' }, 'b', /c/, () => undefined])).toEqual(['a', 'b']);
    expect(stubFileFor('./src?x', '/s/p', '/s/p', ['.ts', '.js'])).toBe('/s/p/src.ts');
    expect(stubFileFor('lodash/fp', '/s/p/src', '/s/p', ['.js'])).toBe('/s/p/node_modules/lodash/fp.js');
    expect(stubFileFor('../../elsewhere.js', '/s/p', '/s/p', ['.js'])).toBeUndefined();
    expect(stubFileFor('https://x.example/a.js', '/s/p', '/s/p', ['.js'])).toBeUndefined();
  });

  it('replaces loaders that are not installed', () => {
    const config = { module: { rules: [{ use: ['babel-loader', { loader: 'nope-loader' }] }, { oneOf: [{ loader: 'ts-loader' }] }] } };
    expect(stubMissingLoaders(config, root, '/stub.cjs')).toEqual(['nope-loader', 'ts-loader']);
    expect(config.module.rules[0]?.use).toEqual(['babel-loader', { loader: '/stub.cjs' }]);
  });

  it('runs tasks with bounded concurrency in input order', async () => {
    let running = 0;
    let most = 0;
    const out = await mapBounded([1, 2, 3, 4, 5], 2, async (n) => {
      most = Math.max(most, ++running);
      await Promise.resolve();
      running--;
      return n * 2;
    });
    expect(out).toEqual([2, 4, 6, 8, 10]);
    expect(most).toBe(2);
  });

  it('rejects with the first failure only once the running tasks have settled, and starts no more', async () => {
    const started: number[] = [];
    let finished = false;
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const outcome = mapBounded([0, 1, 2], 2, async (n) => {
      started.push(n);
      if (n === 0) throw new Error('boom');
      await gate;
      finished = true;
    }).then(
      () => 'resolved',
      (error: Error) => `${finished ? 'after' : 'before'} the running task: ${error.message}`,
    );
    // Let the failure reach mapBounded while task 1 is still waiting.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await outcome).toBe('after the running task: boom');
    expect(started).toEqual([0, 1]);
  });
});
