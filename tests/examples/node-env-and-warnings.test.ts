/**
 * What optimization.nodeEnv, stats.warningsFilter and ignoreWarnings do, as
 * content/configuration/optimization.md, stats.md and other-options.md state them, shown by
 * building tiny entries in memory with the installed webpack.
 */
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'webpack';
import { buildInMemory, runScript } from './build-in-memory.ts';

const ENV_READER = {
  'src/index.js': [
    'console.log(process.env.NODE_ENV);',
    'const env = import.meta.env;',
    'console.log([import.meta.env.NODE_ENV, import.meta.env.MODE, import.meta.env.DEV, import.meta.env.PROD, import.meta.env.SSR, import.meta.env.BASE_URL]);',
    '',
  ].join('\n'),
};

/** Builds the env reader with `config` and returns what it logs, run with a `process.env.NODE_ENV` of 'from the process'. */
async function envSeen(config: Configuration): Promise<unknown[]> {
  const { files, errors } = await buildInMemory({ optimization: { minimize: false, ...config.optimization }, ...(config.mode ? { mode: config.mode } : {}) }, ENV_READER);
  expect(errors).toEqual([]);
  const logged: unknown[] = [];
  runScript(files['main.js'] ?? '', { process: { env: { NODE_ENV: 'from the process' } }, console: { log: (v: unknown) => logged.push(v) } });
  return logged;
}

describe('content/configuration/optimization.md:1324-1333 optimization.nodeEnv', () => {
  it('replaces process.env.NODE_ENV and import.meta.env.NODE_ENV/MODE; DEV and PROD follow mode, not nodeEnv', async () => {
    expect(await envSeen({ mode: 'production', optimization: { nodeEnv: 'development' } })).toEqual(['development', ['development', 'development', false, true, false, '/']]);
    expect(await envSeen({ mode: 'development' })).toEqual(['development', ['development', 'development', true, false, false, '/']]);
  });

  it('false defines nothing: process.env.NODE_ENV is read at runtime and import.meta.env has no values', async () => {
    expect(await envSeen({ mode: 'none', optimization: { nodeEnv: false } })).toEqual(['from the process', [undefined, undefined, undefined, undefined, undefined, undefined]]);
  });
});

describe('content/configuration/stats.md:834-852 and other-options.md:210-220 hiding and ignoring warnings', () => {
  // Two warnings: an import of a missing export, and a require() of an expression.
  const sources = {
    'src/index.js': "import { missing } from './lib.js';\nconsole.log(missing, require(globalThis.name));\n",
    'src/lib.js': 'export const present = 1;\n',
  };

  it('warningsFilter hides warnings from the list and from warningsCount; the build still has them', async () => {
    const { stats } = await buildInMemory({}, sources);
    const all = stats.toJson({ all: false, warnings: true, warningsCount: true });
    expect(all.warnings?.map((w) => w.message.split('\n')[0])).toEqual([expect.stringContaining("export 'missing' (imported as 'missing') was not found"), expect.stringContaining('Critical dependency')]);
    expect(all.warningsCount).toBe(2);

    const deprecations: string[] = [];
    const onWarning = (warning: Error & { code?: string }): void => void deprecations.push(warning.code ?? '');
    process.on('warning', onWarning);
    const filtered = stats.toJson({ all: false, warnings: true, warningsCount: true, warningsFilter: ['Critical dependency'] });
    // Deprecated: the first filter applied prints DEP_WEBPACK_STATS_WARNINGS_FILTER (stats.md:847-848).
    await expect.poll(() => deprecations).toContain('DEP_WEBPACK_STATS_WARNINGS_FILTER');
    process.off('warning', onWarning);
    expect(filtered.warnings).toHaveLength(1);
    expect(filtered.warningsCount).toBe(1);
    expect(stats.toString({ preset: 'errors-warnings', warningsFilter: /./ })).not.toMatch(/WARNING/);
    expect(stats.hasWarnings()).toBe(true);
    // The text a filter sees includes the module name, not only the message.
    expect(stats.toJson({ all: false, warnings: true, warningsFilter: (_w: unknown, text: string) => text.includes('./src/index.js') }).warnings).toEqual([]);
  });

  it('ignoreWarnings removes warnings from what the compilation reports; an empty object matches nothing', async () => {
    const some = await buildInMemory({ ignoreWarnings: [/Critical dependency/, {}] }, sources);
    expect(some.warnings).toEqual([expect.stringContaining("export 'missing'")]);
    const none = await buildInMemory({ ignoreWarnings: [/Critical dependency/, { message: /was not found/, module: /lib|index/ }] }, sources);
    expect(none.stats.hasWarnings()).toBe(false);
    expect(none.stats.compilation.getWarnings()).toEqual([]);
    // The filter applies where the compilation reports its warnings; its raw array still holds them.
    expect(none.stats.compilation.warnings).toHaveLength(2);
  });
});
