import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import webpack, { type Configuration, type Stats } from 'webpack';
import { buildExample, createCompiler, EXAMPLES_DIR, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

const expectedLines = ['shipped: Green tea, Honey', 'pending: Teapot'];

describe('shimming example (ProvidePlugin and a polyfill loaded on demand)', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('shimming');
  });

  it('emits the page, the entry and a separate polyfill chunk', async () => {
    expect(build.files).toEqual(['group-by-polyfill.js', 'index.html', 'main.js']);
    expect(await build.read('index.html')).toContain('<script defer src=main.js></script>');
    expect(await build.read('main.js')).not.toContain('polyfill loaded');
    // only join and capitalize (and what they use) came from lodash-es
    const size = build.stats.compilation.getAsset('main.js')?.source.size();
    expect(size).toBeLessThan(8 * 1024);
  });

  it('loads the polyfill chunk in a browser without Object.groupBy', async () => {
    const page = createBrowserSandbox(build);
    vm.runInContext('delete Object.groupBy', page.context);
    await page.runScript('main.js');
    await page.settle();
    expect(page.document.requestedScripts).toEqual(['http://localhost/group-by-polyfill.js']);
    expect(page.logs).toEqual(['Object.groupBy polyfill loaded', ...expectedLines]);
  });

  it('skips the polyfill chunk where Object.groupBy exists', async () => {
    const page = createBrowserSandbox(build);
    // a browser that has the method natively (defined here when this Node.js version lacks it)
    vm.runInContext(
      `Object.groupBy ??= (items, fn) => items.reduce((groups, item, i) => {
        (groups[fn(item, i)] ??= []).push(item);
        return groups;
      }, Object.create(null));`,
      page.context,
    );
    await page.runScript('main.js');
    await page.settle();
    expect(page.document.requestedScripts).toEqual([]);
    expect(page.logs).toEqual(expectedLines);
  });

  it('providing all of lodash-es as `_` bundles the whole library instead', async () => {
    const dir = path.join(EXAMPLES_DIR, 'shimming');
    const { default: config } = (await import(pathToFileURL(path.join(dir, 'webpack.config.js')).href)) as {
      default: Configuration;
    };
    const outDir = await mkdtemp(path.join(tmpdir(), 'example-shimming-whole-'));
    const stats = await new Promise<Stats>((resolve, reject) => {
      const compiler = createCompiler({
        ...config,
        context: dir,
        output: { ...config.output, path: outDir },
        plugins: [new webpack.ProvidePlugin({ _: 'lodash-es' })],
        infrastructureLogging: { level: 'error' },
      });
      compiler.run((err, result) => {
        compiler.close(() => undefined);
        if (err) reject(err);
        else if (result === undefined) reject(new Error('no stats'));
        else resolve(result);
      });
    });
    expect(stats.hasErrors()).toBe(false);
    const size = stats.compilation.getAsset('main.js')?.source.size();
    expect(size).toBeGreaterThan(80 * 1024);
  });
});
