/**
 * Evaluates a configuration example in an isolated context and checks it with webpack's own
 * `validate`: `require`/`import` resolve installed packages, `process.env` is a stub,
 * TypeScript and ES modules are compiled to CommonJS first.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { transformSync } from '@swc/core';
import webpack from 'webpack';

/** The outcome of one example. */
export type ExampleResult = { ok: true } | { ok: false; message: string };

/** Compiles to CommonJS so one evaluator serves `.js`, `.cjs`, `.mjs` and `.ts`. */
function toCommonJs(code: string, filename: string): string {
  const ts = filename.endsWith('.ts');
  return transformSync(code, {
    filename,
    jsc: { parser: ts ? { syntax: 'typescript' } : { syntax: 'ecmascript' }, target: 'es2022' },
    module: { type: 'commonjs', importInterop: 'node' },
    isModule: 'unknown',
  }).code;
}

/**
 * Evaluates one example as the project's configuration file `filename` (relative to `root`, where
 * packages resolve from) and returns its configurations, functions and promises resolved. `cwd`
 * is what `process.cwd()` answers inside the example (default `root`); `modules` replaces what
 * `require` returns for the names it lists.
 */
export async function evaluateExample(code: string, filename: string, root: string, cwd = root, modules: Record<string, unknown> = {}): Promise<unknown[]> {
  const file = path.join(root, filename);
  const realRequire = createRequire(file);
  const require = Object.assign((id: string): unknown => (Object.hasOwn(modules, id) ? modules[id] : realRequire(id)), realRequire);
  const module = { exports: {} as unknown };
  // The example runs in this realm (webpack's schema checks `instanceof RegExp` and
  // `instanceof Function`, which fail across vm contexts), inside a CommonJS wrapper whose
  // `process` is a stub: examples read `process.env` but cannot change the checker's.
  const stubProcess = { env: { NODE_ENV: 'production' }, cwd: () => cwd, argv: [] as string[], platform: process.platform, versions: process.versions };
  const compiled = toCommonJs(code, filename).replace(/\bimport\.meta\.dirname\b/g, '__dirname').replace(/\bimport\.meta\.url\b/g, 'require("url").pathToFileURL(__filename).href');
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname, process) {${compiled}\n})`, { filename: file }) as (...args: unknown[]) => void;
  wrapper(module.exports, require, module, file, path.dirname(file), stubProcess);
  const exported = module.exports as { default?: unknown; __esModule?: boolean };
  let config: unknown = exported.__esModule === true || (typeof exported === 'object' && 'default' in exported && Object.keys(exported).length <= 2) ? exported.default : exported;
  if (typeof config === 'function') config = await (config as (env: unknown, argv: unknown) => unknown)({}, { mode: 'production', env: {} });
  config = await config;
  const items: unknown[] = Array.isArray(config) ? config : [config];
  // Array items may themselves be functions or promises, called like a single export.
  return Promise.all(items.map((item) => Promise.resolve(typeof item === 'function' ? (item as (env: unknown, argv: unknown) => unknown)({}, { mode: 'production', env: {} }) : item)));
}

/** The first lines of an error's message. */
export const firstLines = (error: unknown, n = 6): string => (error instanceof Error ? error.message : String(error)).split('\n').slice(0, n).join('\n');

/** Evaluates and validates one example; `root` is where packages resolve from. */
export async function validateExample(code: string, filename: string, root: string): Promise<ExampleResult> {
  try {
    for (const item of await evaluateExample(code, filename, root)) webpack.validate(item as webpack.Configuration);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: firstLines(error) };
  }
}

/** Whether a fence is a complete configuration that must validate. */
export function isConfigExample(title: string | undefined, fragment: boolean): boolean {
  return !fragment && title !== undefined && /^webpack\.config\.(js|mjs|cjs|ts)$/.test(title.split('/').pop() ?? '');
}
