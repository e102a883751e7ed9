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

/** Evaluates and validates one example; `root` is where packages resolve from. */
export async function validateExample(code: string, filename: string, root: string): Promise<ExampleResult> {
  const file = path.join(root, filename);
  const require = createRequire(file);
  const module = { exports: {} as unknown };
  const sandbox = {
    require,
    module,
    exports: module.exports,
    __filename: file,
    __dirname: root,
    process: { env: { NODE_ENV: 'production' }, cwd: () => root, argv: [], platform: 'linux', versions: process.versions },
    console: { log: () => undefined, warn: () => undefined, error: () => undefined, info: () => undefined },
    URL,
    Buffer,
    setTimeout,
  };
  try {
    const compiled = toCommonJs(code, filename).replace(/\bimport\.meta\.dirname\b/g, '__dirname').replace(/\bimport\.meta\.url\b/g, 'require("url").pathToFileURL(__filename).href');
    vm.runInNewContext(compiled, sandbox, { filename: file, timeout: 5000 });
    const exported = module.exports as { default?: unknown; __esModule?: boolean };
    let config: unknown = exported.__esModule === true || (typeof exported === 'object' && 'default' in exported && Object.keys(exported).length <= 2) ? exported.default : exported;
    if (typeof config === 'function') config = await (config as (env: unknown, argv: unknown) => unknown)({}, { mode: 'production', env: {} });
    config = await config;
    const configs = Array.isArray(config) ? config : [config];
    for (const c of configs) webpack.validate(c as webpack.Configuration);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: (error as Error).message.split('\n').slice(0, 6).join('\n') };
  }
}

/** Whether a fence is a complete configuration that must validate. */
export function isConfigExample(title: string | undefined, fragment: boolean): boolean {
  return !fragment && title !== undefined && /^webpack\.config\.(js|mjs|cjs|ts)$/.test(title.split('/').pop() ?? '');
}
