import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Configuration, Stats } from 'webpack';
import { buildExample, createCompiler, EXAMPLES_DIR } from './build-example.ts';

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

describe('tree-shaking-1 example with the performance checks of the guide', () => {
  it('reports the package without a sideEffects field and the module kept by the re-export', async () => {
    const dir = path.join(EXAMPLES_DIR, 'tree-shaking-1');
    const { default: config } = (await import(pathToFileURL(path.join(dir, 'webpack.config.js')).href)) as {
      default: Configuration;
    };
    const outDir = await mkdtemp(path.join(tmpdir(), 'example-tree-shaking-1-perf-'));
    const stats = await new Promise<Stats>((resolve, reject) => {
      const compiler = createCompiler({
        ...config,
        context: dir,
        mode: 'production',
        output: { ...config.output, path: outDir },
        performance: { hints: 'warning', unusedModules: true, missingSideEffects: true },
        infrastructureLogging: { level: 'error' },
      });
      compiler.run((err, result) => {
        compiler.close(() => undefined);
        if (err) reject(err);
        else if (result === undefined) reject(new Error('no stats'));
        else resolve(result);
      });
    });
    const warnings = stats.compilation.warnings.map((w) => w.message).sort();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain(
      "missing sideEffects: 1 package keeps 365 bytes of unused code because its package.json does not declare 'sideEffects'",
    );
    expect(warnings[0]).toContain('webpack-demo (365 bytes in 1 module)');
    expect(warnings[1]).toContain('unused re-exports: 1 module is bundled although nothing uses what they export');
    expect(warnings[1]).toContain('./src/shapes/polygon.js (365 bytes)');
  });
});
