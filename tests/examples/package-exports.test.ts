import { mkdtemp, writeFile } from 'node:fs/promises';
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

describe('package-exports example (exports, imports and conditions)', () => {
  it('production build: import and require get different files, "default" format, version from package.json', async () => {
    const build = await buildExample('package-exports');
    expect(build.files).toEqual(['main.js']);
    const code = await build.read('main.js');
    expect(run(code)).toEqual([
      '21.5°C is 70.7°F',
      'import got the ES module build of temperature-kit 2.1.0',
      'require got the CommonJS build',
    ]);
    // both builds of the package are in the bundle: the dual package hazard
    expect(code).toContain('ES module build');
    expect(code).toContain('CommonJS build');
    expect(code).not.toContain('development build of temperature-kit/format');
    // of package.json, only the version made it into the bundle
    expect(code).not.toContain('./esm/index.js');
  });

  it('development build picks the "development" condition of ./format', async () => {
    const build = await buildExample('package-exports', { mode: 'development' });
    const logs = run(await build.read('main.js'));
    expect(logs[0]).toBe('21.5°C is 70.7°F (development build of temperature-kit/format)');
  });

  it('refuses a path the exports field does not list', async () => {
    const dir = path.join(EXAMPLES_DIR, 'package-exports');
    const { default: config } = (await import(pathToFileURL(path.join(dir, 'webpack.config.js')).href)) as {
      default: Configuration;
    };
    const tmp = await mkdtemp(path.join(tmpdir(), 'package-exports-private-'));
    await writeFile(path.join(tmp, 'entry.mjs'), "import { round } from 'temperature-kit/esm/round.js';\nconsole.log(round(1.25));\n");
    const stats = await new Promise<Stats>((resolve, reject) => {
      const compiler = createCompiler({
        ...config,
        context: tmp,
        entry: './entry.mjs',
        output: { path: path.join(tmp, 'dist') },
        infrastructureLogging: { level: 'error' },
      });
      compiler.run((err, result) => {
        compiler.close(() => undefined);
        if (err) reject(err);
        else if (result === undefined) reject(new Error('no stats'));
        else resolve(result);
      });
    });
    expect(stats.hasErrors()).toBe(true);
    const message = stats.compilation.errors[0]?.message ?? '';
    // The built-in TypeScript support (on while no rule handles .ts) also tries `.js` as `.ts`,
    // and the message names that last attempt.
    expect(message).toContain(
      '"./esm/round.ts" is not exported under the conditions ["typescript","import","module-sync","module","webpack","production","browser"] from package',
    );
  });
});
