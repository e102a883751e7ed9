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

describe('tree-shaking-1 example (usedExports, no sideEffects flag)', () => {
  it('development build marks the unused exports but keeps their code', async () => {
    const build = await buildExample('tree-shaking-1');
    expect(build.files).toEqual(['main.js']);
    const code = await build.read('main.js');
    expect(code).not.toContain('eval(');
    expect(code).toContain('/* unused harmony export circleCircumference */');
    expect(code).toContain('/* unused harmony exports polygonNames, polygonPerimeter */');
    // the code itself is still there in development
    expect(code).toContain('circleCircumference() was kept in the bundle');
    expect(code).toContain('"./src/shapes/polygon.js"');
    expect(code).toContain('"./src/shapes/index.js"');
    expect(run(code)).toEqual([greeting]);
  });

  it('production build drops the unused function but keeps the module-level call', async () => {
    const build = await buildExample('tree-shaking-1', { mode: 'production' });
    const code = await build.read('main.js');
    expect(code).not.toContain('circleCircumference() was kept in the bundle');
    expect(code).not.toContain('polygonPerimeter');
    // buildLookupTable() might have side effects, so its (inlined) call survives
    expect(code).toContain('polygon.js lookup table for');
    expect(run(code)).toEqual([greeting]);
  });
});
