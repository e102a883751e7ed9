import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Configuration, Stats } from 'webpack';
import { buildExample, createCompiler, EXAMPLES_DIR, moduleNames } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('typescript example (ts-loader)', () => {
  it('compiles the .ts sources into main.js with a source map that points to them', async () => {
    const build = await buildExample('typescript');
    expect(build.files).toEqual(['main.js', 'main.js.map']);
    expect(build.stats.hasWarnings()).toBe(false);
    const names = moduleNames(build);
    expect(names).toContain('./src/index.ts');
    expect(names).toContain('./src/temperature.ts');

    const code = await build.read('main.js');
    expect(code).not.toContain('interface');
    expect(code).not.toContain(': Reading');

    const map = JSON.parse(await build.read('main.js.map')) as { sources: string[]; sourcesContent: string[] };
    expect(map.sources).toEqual(['webpack://webpack-demo/./src/temperature.ts', 'webpack://webpack-demo/./src/index.ts']);
    expect(map.sourcesContent[1]).toContain('const readings: Reading[] = [');

    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    expect(page.document.querySelectorAll('li').map((li) => li.textContent)).toEqual([
      'Lisbon: 21.0 °C',
      'Chicago: 15.0 °C',
    ]);
    expect(page.logs).toEqual(['Rendered 2 readings']);
  });

  it('fails the build on a type error', async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'example-typescript-error-'));
    await cp(path.join(EXAMPLES_DIR, 'typescript'), project, { recursive: true });
    const index = path.join(project, 'src/index.ts');
    const source = await readFile(index, 'utf8');
    await writeFile(index, source.replace("value: 59, unit: 'F'", "value: '59', unit: 'F'"));

    const { default: config } = (await import(pathToFileURL(path.join(project, 'webpack.config.js')).href)) as {
      default: Configuration;
    };
    const stats = await new Promise<Stats>((resolve, reject) => {
      const compiler = createCompiler({
        ...config,
        context: project,
        output: { ...config.output, path: path.join(project, 'dist') },
        // the copy lives outside the repository; find ts-loader where the site installed it
        resolveLoader: { modules: [path.resolve(EXAMPLES_DIR, '../node_modules')] },
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
    expect(message).toContain("TS2322: Type 'string' is not assignable to type 'number'.");
    expect(message).toContain('src/index.ts(5,22)');
  });
});
