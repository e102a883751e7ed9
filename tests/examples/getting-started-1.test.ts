import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXAMPLES_DIR, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../node_modules/webpack-cli/bin/cli.js');
const dir = path.join(EXAMPLES_DIR, 'getting-started-1');

describe('getting-started-1 example (no configuration file)', () => {
  it('builds with `npx webpack` alone, warns about mode, and the bundle renders the greeting', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'example-getting-started-1-'));
    // Same as `npx webpack`, except that the output goes to a temporary folder.
    const { stdout } = await run(process.execPath, [cli, '--output-path', outDir], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(stdout).toContain("The 'mode' option has not been set");
    expect(stdout).toMatch(/compiled with 1 warning/);

    const files = await readdir(outDir);
    expect(files).toEqual(['main.js']);

    const build = {
      outDir,
      files,
      read: (file: string) => readFile(path.join(outDir, file), 'utf8'),
    } as unknown as ExampleBuild;
    const code = await build.read('main.js');
    // Production defaults: minified, and greeting.js merged into index.js (no module wrapper).
    expect(code.split('\n').length).toBe(1);
    expect(code).not.toContain('__webpack_require__');

    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    const message = 'Hello, new webpack user! This line was put together by webpack.';
    expect(page.document.querySelector('p')?.textContent).toBe(message);
    expect(page.logs).toEqual([message]);
  });

  it('ships an index.html that loads dist/main.js', async () => {
    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<script src="./dist/main.js"></script>');
  });
});
