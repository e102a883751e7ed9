import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AwaitModule } from './await-module.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'await-module-'));
  await writeFile(path.join(dir, 'entry.js'), "import data from './late.json';\nimport { other } from './other.js';\nconsole.log(data, other);\n");
  await writeFile(path.join(dir, 'other.js'), 'export const other = 1;\n');
  await writeFile(path.join(dir, 'late.json'), '{ "written": true }\n');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/**
 * Compiles the entry with a spy on module resolution (and AwaitModule when `withPlugin`); `ready`
 * is settled only once the compilation has asked for './late.json' and a macrotask has passed
 * (or never). Gives the order of
 * what happened to that request and whether the compilation had errors.
 */
async function compile(withPlugin: boolean, settle: 'resolve' | 'reject' | 'never' = 'resolve'): Promise<{ events: string[]; errors: string[] }> {
  const events: string[] = [];
  let settleReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => (settleReady = () => (settle === 'resolve' ? resolve() : reject(new Error('the writer failed')))));
  const spy = {
    apply(compiler: webpack.Compiler): void {
      compiler.hooks.normalModuleFactory.tap('Spy', (factory) => {
        factory.hooks.beforeResolve.tap('Spy', (data) => {
          if (data.request !== './late.json') return;
          events.push('asked');
          if (settle !== 'never')
            setImmediate(() => {
              events.push('ready');
              settleReady();
            });
        });
        factory.hooks.afterResolve.tap('Spy', (data) => {
          if (data.request === './late.json') events.push('resolved');
        });
      });
    },
  };
  const compiler = webpack({ mode: 'development', context: dir, entry: './entry.js', output: { path: path.join(dir, 'out') }, devtool: false, plugins: [spy, ...(withPlugin ? [new AwaitModule(/^\.\/late\.json$/, ready)] : [])] });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || result === undefined ? reject(error ?? new Error('no stats')) : resolve(result))));
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return { events, errors: stats.compilation.errors.map((e) => e.message) };
}

describe('AwaitModule', () => {
  it('resolves the matching request only once ready settles, and the compilation completes', async () => {
    expect(await compile(true)).toEqual({ events: ['asked', 'ready', 'resolved'], errors: [] });
  });

  it('is what makes the request wait: without it the request resolves though ready never settles', async () => {
    expect(await compile(false, 'never')).toEqual({ events: ['asked', 'resolved'], errors: [] });
  });

  it('fails the compilation when ready rejects', async () => {
    const { errors } = await compile(true, 'reject');
    expect(errors.join('\n')).toMatch(/the writer failed/);
  });

  it("holds a loader's own resolution too: css-loader resolving an @import of a file written only when ready settles", async () => {
    await writeFile(path.join(dir, 'entry.js'), "import css from './a.css';\nconsole.log(css);\n");
    await writeFile(path.join(dir, 'a.css'), "@import './late.css';\n.a { color: red }\n");
    const run = async (withPlugin: boolean): Promise<{ errors: string[]; out: string }> => {
      let settle: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => (settle = resolve));
      // The writer: asked for by the first resolution of the late file, it writes it and settles `ready`.
      const writer = {
        apply(compiler: webpack.Compiler): void {
          compiler.resolverFactory.hooks.resolver.for('normal').tap('Writer', (resolver) => {
            resolver.hooks.resolve.tapAsync({ name: 'Writer', stage: -200 }, (request, _context, callback) => {
              if (request.request === './late.css') setImmediate(() => void writeFile(path.join(dir, 'late.css'), '.late { color: blue }\n').then(settle));
              callback();
            });
          });
        },
      };
      const out = path.join(dir, withPlugin ? 'out-held' : 'out-free');
      const compiler = webpack({ mode: 'development', context: dir, entry: './entry.js', output: { path: out }, devtool: false, module: { rules: [{ test: /\.css$/, use: [createRequire(import.meta.url).resolve('css-loader')] }] }, plugins: [writer, ...(withPlugin ? [new AwaitModule(/late\.css$/, ready, dir)] : [])] });
      const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || result === undefined ? reject(error ?? new Error('no stats')) : resolve(result))));
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      await rm(path.join(dir, 'late.css'), { force: true });
      const errors = stats.compilation.errors.map((e) => e.message);
      return { errors, out: errors.length === 0 ? await readFile(path.join(out, 'main.js'), 'utf8') : '' };
    };
    const held = await run(true);
    expect(held.errors).toEqual([]);
    expect(held.out).toContain('.late { color: blue }');
    // Without it css-loader looks for the file before the writer has written it.
    expect((await run(false)).errors.join('\n')).toMatch(/late\.css/);
  });
});
