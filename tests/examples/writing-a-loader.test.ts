import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Configuration, Stats } from 'webpack';
import { buildExample, createCompiler, EXAMPLES_DIR } from './build-example.ts';

/** The shape of the loader under test, called directly with a stand-in loader context. */
type MessagesLoader = (this: FakeLoaderContext, source: string) => string;

/** Just the parts of webpack's loader context that the messages loader uses. */
interface FakeLoaderContext {
  getOptions: () => Record<string, unknown>;
  emitError: (error: Error) => void;
  emitWarning: (error: Error) => void;
  resourcePath: string;
  context: string;
  utils: { contextify: (context: string, request: string) => string };
}

async function loadLoader(): Promise<MessagesLoader> {
  const file = path.join(EXAMPLES_DIR, 'writing-a-loader/loaders/messages-loader.js');
  const mod = (await import(pathToFileURL(file).href)) as { default: MessagesLoader };
  return mod.default;
}

function fakeContext(options: Record<string, unknown>) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const context: FakeLoaderContext = {
    getOptions: () => options,
    emitError: (error) => errors.push(error.message),
    emitWarning: (error) => warnings.push(error.message),
    resourcePath: '/project/src/test.messages',
    context: '/project/src',
    utils: { contextify: () => '../loaders/format-message.js' },
  };
  return { context, errors, warnings };
}

describe('writing-a-loader example', () => {
  it('turns en.messages into functions and prints the formatted messages', async () => {
    const build = await buildExample('writing-a-loader', { configFile: 'webpack.config.cjs', mode: 'production' });
    expect(build.files).toEqual(['main.js']);
    expect(build.stats.hasWarnings()).toBe(false);

    const code = await build.read('main.js');
    const logs: string[] = [];
    vm.runInNewContext(code, { console: { log: (...args: unknown[]) => logs.push(args.join(' ')) } });
    expect(logs).toEqual(['Hello, Ada!', 'You have 3 unread messages.']);

    // The source text of the .messages file is gone: the loader turned it into code.
    expect(code).not.toContain('unreadCount =');
    // The message that src/index.js never imports was tree-shaken away.
    expect(code).not.toContain('never imported');
  });

  it('emits named exports by default and CommonJS with esModule: false', async () => {
    const loader = await loadLoader();
    const esm = loader.call(fakeContext({}).context, 'hi = Hi, {name}!');
    expect(esm).toContain('import { formatMessage } from "../loaders/format-message.js";');
    expect(esm).toContain('export const hi = (values = {}) => formatMessage("Hi, {name}!", values);');

    const cjs = loader.call(fakeContext({ esModule: false }).context, 'hi = Hi, {name}!');
    expect(cjs).toContain('module.exports = {');
    expect(cjs).not.toContain('export const');
  });

  it('reports malformed lines as warnings, or as errors with strict: true', async () => {
    const loader = await loadLoader();
    const source = '# comment\n\nok = Fine\nthis line has no equals sign\n';

    const lenient = fakeContext({});
    loader.call(lenient.context, source);
    expect(lenient.errors).toEqual([]);
    expect(lenient.warnings).toEqual([
      '/project/src/test.messages line 4: expected "key = text", got "this line has no equals sign"',
    ]);

    const strict = fakeContext({ strict: true });
    loader.call(strict.context, source);
    expect(strict.warnings).toEqual([]);
    expect(strict.errors).toHaveLength(1);
  });

  it('rejects unknown options through the schema', async () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(EXAMPLES_DIR, 'writing-a-loader');
    const config = require(path.join(dir, 'webpack.config.cjs')) as Configuration;
    const [rule] = config.module?.rules as [{ use: [{ loader: string }] }];
    const outDir = await mkdtemp(path.join(tmpdir(), 'example-writing-a-loader-bad-'));
    const stats = await new Promise<Stats>((resolve, reject) => {
      const compiler = createCompiler({
        ...config,
        context: dir,
        output: { path: outDir },
        infrastructureLogging: { level: 'error' },
        module: { rules: [{ ...rule, use: [{ loader: rule.use[0].loader, options: { colour: 'red' } }] }] },
      });
      compiler.run((error, result) => {
        compiler.close(() => undefined);
        if (error || !result) reject(error ?? new Error('no stats'));
        else resolve(result);
      });
    });
    expect(stats.hasErrors()).toBe(true);
    const message = stats.toString('errors-only');
    expect(message).toContain('Invalid options object. Messages Loader has been initialized');
    expect(message).toContain('colour');
  });
});
