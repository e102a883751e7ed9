import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Configuration, Stats } from 'webpack';
import { describe, expect, it } from 'vitest';
import { buildExampleOnce, createCompiler, EXAMPLES_DIR, runCompiler, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox, type BrowserSandbox } from './browser-sandbox.ts';

/**
 * A page of the build with a `fetch` that serves the emitted files, `.wasm` ones with the given
 * content type, and records the paths it was asked for.
 */
function pageWithFetch(build: ExampleBuild, wasmType = 'application/wasm'): { page: BrowserSandbox; fetched: string[] } {
  const page = createBrowserSandbox(build);
  const fetched: string[] = [];
  page.context.Response = Response;
  page.context.TextDecoder = TextDecoder;
  page.context.fetch = async (input: string | URL): Promise<Response> => {
    const file = new URL(String(input)).pathname.slice(1);
    fetched.push(file);
    if (!build.files.includes(file)) return new Response('not found', { status: 404 });
    const type = file.endsWith('.wasm') ? wasmType : 'text/javascript';
    return new Response(await readFile(path.join(build.outDir, file)), { headers: { 'content-type': type } });
  };
  return { page, fetched };
}

/**
 * Waits until `done()` holds. WebAssembly compiles on V8's background threads, so no count of
 * event-loop turns is enough on a busy machine: this looks again every few milliseconds and leaves
 * the bound to the test's own timeout.
 */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const run = promisify(execFile);

/**
 * A stand-in `document` for running a page's bundle in Node.js: each element the page appends to
 * the body is printed, so the process's output is the page's text.
 */
const PRINTING_DOCUMENT =
  'globalThis.document = { createElement: () => ({}), body: { append: (...els) => els.forEach((el) => console.log(el.textContent)) } };';

/** Builds an example with changed options, into a temporary folder, keeping errors. */
async function buildVariant(name: string, change: Partial<Configuration>, outDir?: string): Promise<Stats> {
  const dir = path.join(EXAMPLES_DIR, name);
  const { output, ...rest } = change;
  const compiler = createCompiler({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    infrastructureLogging: { level: 'error' },
    ...rest,
    output: { path: outDir ?? (await mkdtemp(path.join(tmpdir(), `example-${name}-variant-`))), ...output },
  });
  return runCompiler(compiler);
}

describe('web-assembly example (guides/web-assembly: importing a .wasm file)', () => {
  it('emits each .wasm module as [hash].module.wasm beside main.js, with no configuration', async () => {
    const build = await buildExampleOnce('web-assembly');
    const wasm = build.files.filter((f) => f.endsWith('.wasm'));
    expect(wasm).toHaveLength(2);
    for (const file of wasm) expect(file).toMatch(/^[0-9a-f]{20}\.module\.wasm$/);
    expect(build.files.filter((f) => !f.endsWith('.wasm'))).toEqual(['index.html', 'main.js']);
  });

  it('runs add() and countTo(), whose report() import is report.js', async () => {
    const build = await buildExampleOnce('web-assembly');
    const { page, fetched } = pageWithFetch(build);
    await page.runScript('main.js');
    await until(() => page.document.querySelectorAll('li').length === 3);
    expect(page.document.querySelector('p')?.textContent).toBe('2 + 3 = 5');
    expect(page.document.querySelectorAll('li').map((li) => li.textContent)).toEqual([
      'counted 1',
      'counted 2',
      'counted 3',
    ]);
    expect(fetched.sort()).toEqual(build.files.filter((f) => f.endsWith('.wasm')).sort());
    expect(page.logs).toEqual([]);
  });

  it('falls back to instantiate() with a warning when the server sends the wrong type', async () => {
    const build = await buildExampleOnce('web-assembly');
    const { page } = pageWithFetch(build, 'application/octet-stream');
    await page.runScript('main.js');
    await until(() => page.document.querySelectorAll('li').length === 3);
    expect(page.document.querySelector('p')?.textContent).toBe('2 + 3 = 5');
    expect(page.logs.length).toBeGreaterThan(0);
    for (const log of page.logs) {
      expect(log).toContain(
        '`WebAssembly.instantiateStreaming` failed because your server does not serve wasm with `application/wasm` MIME type.',
      );
    }
  });

  it('fails the build with the "not flagged" message when asyncWebAssembly is off', async () => {
    const stats = await buildVariant('web-assembly', { experiments: { asyncWebAssembly: false } });
    const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.message).toContain(
      'The module seem to be a WebAssembly module, but module is not flagged as WebAssembly module for webpack.',
    );
  });

  it("keeps 'auto' with an enforce: 'pre' loader, yet fails the import until the option is true", async () => {
    const loader = path.join(await mkdtemp(path.join(tmpdir(), 'wasm-pre-loader-')), 'pass.cjs');
    await writeFile(loader, 'module.exports = (source) => source;\nmodule.exports.raw = true;\n');
    const module = { rules: [{ test: /\.wasm$/, enforce: 'pre' as const, loader }] };
    const auto = await buildVariant('web-assembly', { module });
    expect(auto.compilation.options.experiments.asyncWebAssembly).toBe('auto');
    const errors = (auto.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message);
    expect(errors.some((m) => m.includes('module is not flagged as WebAssembly module'))).toBe(true);
    const on = await buildVariant('web-assembly', { module, experiments: { asyncWebAssembly: true } });
    expect(on.hasErrors()).toBe(false);
  });

  it('refuses a .wasm import in the initial chunk under syncWebAssembly', async () => {
    const stats = await buildVariant('web-assembly', { experiments: { syncWebAssembly: true } });
    const messages = (stats.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message);
    expect(messages.some((m) => m.includes('WebAssembly module is included in initial chunk.'))).toBe(true);
  });
});

describe('web-assembly-url example (guides/web-assembly: loading the file yourself)', () => {
  it('emits math.wasm unchanged under wasm/ and instantiates it from its URL', async () => {
    const build = await buildExampleOnce('web-assembly-url');
    const emitted = build.files.filter((f) => f.endsWith('.wasm'));
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatch(/^wasm\/math\.[0-9a-f]{8}\.wasm$/);
    const source = await readFile(path.join(EXAMPLES_DIR, 'web-assembly-url/src/math.wasm'));
    expect(source.equals(await readFile(path.join(build.outDir, emitted[0] ?? '')))).toBe(true);

    const { page, fetched } = pageWithFetch(build);
    await page.runScript('main.js');
    await until(() => page.document.querySelector('p') !== null);
    expect(fetched).toEqual(emitted);
    expect(page.document.querySelector('p')?.textContent).toBe(`/${emitted[0] ?? ''}: 2 + 3 = 5`);
  });
});

describe('web-assembly-pack example (guides/web-assembly: wasm-pack bundler output)', () => {
  it('bundles the .wasm and its _bg.js glue, which reads the text from wasm memory', async () => {
    const build = await buildExampleOnce('web-assembly-pack');
    expect(build.files.filter((f) => f.endsWith('.module.wasm'))).toHaveLength(1);
    const { page } = pageWithFetch(build);
    await page.runScript('main.js');
    await until(() => page.document.querySelector('p') !== null);
    expect(page.document.querySelector('p')?.textContent).toBe('Hello from WebAssembly');
  });

  it("runs in Node.js with target 'node' as a .cjs bundle, and not as main.js in a type-module package", async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'example-web-assembly-pack-node-'));
    const stats = await buildVariant('web-assembly-pack', { target: 'node', output: { filename: '[name].cjs' } }, outDir);
    expect(stats.hasErrors()).toBe(false);
    const bundle = path.join(outDir, 'main.cjs');
    const { stdout } = await run(process.execPath, ['-e', `${PRINTING_DOCUMENT} require(${JSON.stringify(bundle)});`]);
    expect(stdout.trim()).toBe('Hello from WebAssembly');

    // The same bytes as main.js beside a package.json that says "type": "module", as in the guide's project.
    await writeFile(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
    await copyFile(bundle, path.join(outDir, 'main.js'));
    const failed = await run(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(PRINTING_DOCUMENT)}`, path.join(outDir, 'main.js')]).then(
      () => '',
      (error: unknown) => String((error as { stderr?: unknown }).stderr),
    );
    expect(failed).toContain('ReferenceError: require is not defined');
  });
});
