import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './workers.ts';

describe('workerExecArgv', () => {
  it("leaves out tsx's hooks and keeps every other option", () => {
    // What process.execArgv holds under `tsx src/build/cli/build.ts`, plus options a worker must keep.
    const underTsx = [
      '--require',
      '/repo/node_modules/tsx/dist/preflight.cjs',
      '--import',
      'file:///repo/node_modules/tsx/dist/loader.mjs',
      '--cpu-prof',
      '--cpu-prof-dir',
      '.cache/prof',
      '--import=tsx',
      '--experimental-loader=./hooks.mjs',
      '-r',
      './setup.cjs',
      '--stack-trace-limit=50',
    ];
    expect(workerExecArgv(underTsx)).toEqual(['--cpu-prof', '--cpu-prof-dir', '.cache/prof', '--stack-trace-limit=50']);
    expect(workerExecArgv([])).toEqual([]);
  });
});
