import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildExample } from './build-example.ts';

/** Runs a bundle in a fresh context and returns what it logged. */
function run(code: string): string[] {
  const logs: string[] = [];
  vm.runInNewContext(code, { console: { log: (...args: unknown[]) => logs.push(args.join(' ')) } });
  return logs;
}

const greeting = 'A circle with radius 2 covers 12.57 square units';

describe('tree-shaking example ("sideEffects": false)', () => {
  it('development build skips the barrel file and the unused polygon module entirely', async () => {
    const build = await buildExample('tree-shaking');
    const code = await build.read('main.js');
    expect(code).toContain('"./src/shapes/circle.js"');
    expect(code).not.toContain('"./src/shapes/polygon.js"');
    expect(code).not.toContain('"./src/shapes/index.js"');
    expect(code).not.toContain('polygon.js lookup table for');
    // index.js imports through the barrel, but webpack points it straight at circle.js
    expect(code).toContain('__webpack_require__(/*! ./shapes/index.js */ "./src/shapes/circle.js")');
    expect(code).toContain('/* unused harmony export circleCircumference */');
    expect(run(code)).toEqual([greeting]);
  });

  it('production build contains only the code that runs', async () => {
    const build = await buildExample('tree-shaking', { mode: 'production' });
    expect(build.files).toEqual(['main.js']);
    const code = await build.read('main.js');
    expect(code).not.toContain('circleCircumference() was kept in the bundle');
    expect(code).not.toContain('polygon.js lookup table for');
    expect(code).toContain('A circle with radius 2 covers');
    expect(run(code)).toEqual([greeting]);
  });
});
