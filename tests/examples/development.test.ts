import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { describe, expect, it } from 'vitest';
import { buildExampleOnce, EXAMPLES_DIR } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

const dir = path.join(EXAMPLES_DIR, 'development');

async function loadConfig(): Promise<Configuration> {
  const loaded = (await import(path.join(dir, 'webpack.config.js'))) as { default: Configuration };
  return loaded.default;
}

describe('development example', () => {
  it('builds in development mode with an inline source map of the original files', async () => {
    const build = await buildExampleOnce('development');
    expect(build.files).toEqual(['index.html', 'main.js']);
    expect(build.stats.compilation.options.mode).toBe('development');

    const code = await build.read('main.js');
    const match = /\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
    expect(match).not.toBeNull();
    const map = JSON.parse(Buffer.from(match![1]!, 'base64').toString('utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
    const counter = map.sources.findIndex((s) => s.endsWith('/./src/counter.js'));
    expect(map.sources[counter]).toBe('webpack://webpack-demo/./src/counter.js');
    expect(map.sourcesContent[counter]).toContain('export function createCounter(label)');
    // no separate .map file with an inline devtool
    expect(build.files.some((f) => f.endsWith('.map'))).toBe(false);
  });

  it('runs: the counter button counts clicks and logs them', async () => {
    const build = await buildExampleOnce('development');
    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    const button = page.document.querySelector('button')!;
    expect(button.textContent).toBe('Coffees: 0');
    button.click();
    button.click();
    expect(button.textContent).toBe('Coffees: 2');
    expect(page.logs).toEqual(['Coffees clicked 1 time(s)', 'Coffees clicked 2 time(s)']);
  });

  it('has valid devServer options, and the server serves the page, the bundle and public/', async () => {
    const config = await loadConfig();
    expect(config.devServer).toEqual({ static: './public', port: 8080 });

    const compiler = webpack({ ...config, context: dir, stats: 'none', infrastructureLogging: { level: 'error' } });
    // The constructor validates the options against webpack-dev-server's schema.
    const server = new WebpackDevServer(
      { ...config.devServer, static: path.join(dir, 'public'), port: 0, host: '127.0.0.1', open: false },
      compiler,
    );
    await server.start();
    try {
      const address = server.server!.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const base = `http://127.0.0.1:${port}`;
      const html = await (await fetch(`${base}/`)).text();
      expect(html).toContain('<title>Development</title>');
      const bundle = await fetch(`${base}/main.js`);
      expect(bundle.status).toBe(200);
      expect(await bundle.text()).toContain('createCounter');
      expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('User-agent: *');
    } finally {
      await server.stop();
    }
  }, 120_000);
});
