/**
 * What splitChunks' defaults decide, as content/configuration/optimization.md states them in plain
 * words, shown by production builds (not minified: sizes count before minification) in memory.
 */
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'webpack';
import { buildInMemory } from './build-in-memory.ts';

/** A module of about `kb` kilobytes of JavaScript. */
const sized = (name: string, kb: number): string => `export const ${name} = ${JSON.stringify('x'.repeat(kb * 1000))};\n`;

/** The JavaScript files a production build of `sources` emits. */
async function filesOf(sources: Record<string, string>, config: Configuration = {}): Promise<string[]> {
  const { files, errors } = await buildInMemory({ mode: 'production', ...config, optimization: { minimize: false, ...config.optimization } }, sources);
  expect(errors).toEqual([]);
  return Object.keys(files);
}

describe('content/configuration/optimization.md:102-132 splitChunks defaults', () => {
  const twoAsync = (kb: number, from = './shared.js') => ({
    'src/index.js': "import('./a.js');\nimport('./b.js');\n",
    'src/a.js': `import { shared } from '${from}';\nconsole.log('a', shared);\n`,
    'src/b.js': `import { shared } from '${from}';\nconsole.log('b', shared);\n`,
    'src/shared.js': sized('shared', kb),
    'node_modules/lib/index.js': sized('shared', kb),
  });

  it('splits async code shared by two chunks only from 20 kB on in production (10 kB in development)', async () => {
    expect(await filesOf(twoAsync(25))).toHaveLength(4);
    expect(await filesOf(twoAsync(15))).toHaveLength(3);
    expect(await filesOf(twoAsync(15), { mode: 'development', devtool: false })).toHaveLength(4);
  });

  it('splits a node_modules module used by one async chunk into a vendors chunk; leaves entry chunks alone unless chunks is all', async () => {
    const oneAsync = (ownKb: number) => ({ 'src/index.js': "import('./a.js');\n", 'src/a.js': `import { shared } from 'lib';\nconsole.log(shared);\n${sized('own', ownKb)}`, 'node_modules/lib/index.js': sized('shared', 25) });
    expect(await filesOf(oneAsync(25))).toHaveLength(3);
    // Split off a single chunk, what stays behind must reach minRemainingSize (minSize in production).
    expect(await filesOf(oneAsync(0))).toHaveLength(2);
    const entries = { entry: { one: './src/a.js', two: './src/b.js' } };
    const twoEntries = twoAsync(25);
    expect(await filesOf(twoEntries, entries)).toEqual(['one.js', 'two.js']);
    expect(await filesOf(twoEntries, { ...entries, optimization: { splitChunks: { chunks: 'all' } } })).toHaveLength(3);
  });
});
