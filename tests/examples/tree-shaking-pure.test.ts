import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildExample } from './build-example.ts';

/** Runs a bundle in a fresh context and returns what it logged. */
function run(code: string): string[] {
  const logs: string[] = [];
  vm.runInNewContext(code, { console: { log: (...args: unknown[]) => logs.push(args.join(' ')) } });
  return logs;
}

describe('tree-shaking-pure example (/*#__PURE__*/ annotation, no sideEffects flag)', () => {
  it('development build still includes the polygon module', async () => {
    const build = await buildExample('tree-shaking-pure');
    const code = await build.read('main.js');
    expect(code).toContain('"./src/shapes/polygon.js"');
    expect(code).toContain('/*#__PURE__*/ buildLookupTable');
  });

  it('production build drops the annotated call whose result is unused', async () => {
    const build = await buildExample('tree-shaking-pure', { mode: 'production' });
    const code = await build.read('main.js');
    expect(code).not.toContain('polygon.js lookup table for');
    expect(code).not.toContain('circleCircumference() was kept in the bundle');
    expect(run(code)).toEqual(['A circle with radius 2 covers 12.57 square units']);
  });
});
