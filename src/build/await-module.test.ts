import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
});
