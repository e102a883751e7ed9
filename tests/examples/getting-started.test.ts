import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildExample, EXAMPLES_DIR } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('getting-started example (with webpack.config.js)', () => {
  it('emits dist/main.js that renders and logs the greeting, with no warnings', async () => {
    const build = await buildExample('getting-started');
    expect(build.files).toEqual(['main.js']);
    expect(build.stats.hasWarnings()).toBe(false);
    expect(build.stats.compilation.options.mode).toBe('production');

    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    const message = 'Hello, new webpack user! This line was put together by webpack.';
    expect(page.document.body.querySelector('p')?.textContent).toBe(message);
    expect(page.logs).toEqual([message]);
  });

  it('defines the build script', async () => {
    const pkg = JSON.parse(await readFile(path.join(EXAMPLES_DIR, 'getting-started/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      type: string;
    };
    expect(pkg.scripts.build).toBe('webpack');
    expect(pkg.type).toBe('module');
  });

  it('keeps a development build readable', async () => {
    const build = await buildExample('getting-started', { mode: 'development' });
    const code = await build.read('main.js');
    expect(code).toContain('greeting.js');
    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    expect(page.logs[0]).toContain('Hello, new webpack user!');
  });
});
