/**
 * What configuration/experiments.md says of the 'auto' defaults, `cacheUnaffected` and
 * `backCompat`, shown with the installed webpack: the defaults as webpack resolves them, and one
 * tiny build in memory for the compatibility layer.
 */
import { describe, expect, it } from 'vitest';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { buildInMemory } from './build-in-memory.ts';

/** The options after webpack's own normalizing and defaulting, as a build would see them. */
function resolved(config: Configuration): ReturnType<typeof webpack.config.getNormalizedWebpackOptions> {
  const options = webpack.config.getNormalizedWebpackOptions(config);
  webpack.config.applyWebpackOptionsDefaults(options);
  return options;
}

describe("content/configuration/experiments.md 'auto' (css, html, typescript, asyncWebAssembly)", () => {
  const kinds = [
    ['css', /\.css$/],
    ['html', /\.html$/],
    ['asyncWebAssembly', /\.wasm$/],
  ] as const;

  it('is switched off by a rule that gives the files a loader, not by one that only sets sideEffects', () => {
    for (const [key, test] of kinds) {
      expect(resolved({ module: { rules: [{ test, sideEffects: true }] } }).experiments[key]).toBe('auto');
      expect(resolved({ module: { rules: [{ test, loader: 'some-loader' }] } }).experiments[key]).toBe(false);
    }
    expect(resolved({ module: { rules: [{ test: /\.ts$/, sideEffects: true }] } }).experiments.typescript).toBe(true);
    expect(resolved({ module: { rules: [{ test: /\.ts$/, loader: 'ts-loader' }] } }).experiments.typescript).toBe(false);
  });

  it('keeps built-in TypeScript on beside a loader with enforce', () => {
    const rules = [{ test: /\.ts$/, enforce: 'pre' as const, loader: 'some-loader' }];
    expect(resolved({ module: { rules } }).experiments.typescript).toBe(true);
  });
});

describe('content/configuration/experiments.md experiments.cacheUnaffected', () => {
  it('turns the memory cache option on in development only', () => {
    const development = resolved({ mode: 'development', experiments: { cacheUnaffected: true } }).cache;
    const production = resolved({ mode: 'production', cache: { type: 'memory' }, experiments: { cacheUnaffected: true } }).cache;
    expect(development).toMatchObject({ type: 'memory', cacheUnaffected: true });
    expect(production).toMatchObject({ type: 'memory', cacheUnaffected: false });
  });
});

describe('content/configuration/experiments.md experiments.backCompat', () => {
  it('keeps chunk.getModules() working by default and makes it throw when false', async () => {
    const seen: string[] = [];
    const probe: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('Probe', (compilation) => {
          compilation.hooks.afterSeal.tap('Probe', () => {
            const [chunk] = compilation.chunks;
            try {
              seen.push(`modules ${chunk?.getModules().length ?? 0}`);
            } catch (error) {
              seen.push(error instanceof Error ? error.message : String(error));
            }
          });
        });
      },
    };
    const sources = { 'src/index.js': 'console.log(1);\n' };
    // The layer's deprecation warning is what the page promises; keep it out of the test log
    const quiet = process.noDeprecation === true;
    process.noDeprecation = true;
    try {
      await buildInMemory({ plugins: [probe] }, sources);
      await buildInMemory({ plugins: [probe], experiments: { backCompat: false } }, sources);
    } finally {
      process.noDeprecation = quiet;
    }
    expect(seen[0]).toBe('modules 1');
    expect(seen[1]).toContain('There was no ChunkGraph assigned to the Chunk for backward-compat');
  });
});
