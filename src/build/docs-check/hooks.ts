/** Lists the hooks of a real compiler, compilation, module factories and JavaScript parser. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** What a real hook is: its tapable class, the class of a HookMap's hooks, and its arguments count. */
export interface HookShape {
  /** Tapable class (SyncHook, AsyncSeriesHook, HookMap…). */
  kind: string;
  /** For a HookMap: the class of the hooks it makes. */
  inner?: string;
  /** How many arguments taps receive (of the hook, or of a HookMap's hooks); unknown for a wrapper object. */
  args?: number;
}

/** Hooks of one object: name → shape. */
export type HookList = Record<string, HookShape>;

type TapableLike = { _args?: unknown[]; _factory?: (key: string) => TapableLike };

/** The shape of one hook; a HookMap's hooks are made with its factory without registering one. */
export function shapeOf(hook: object): HookShape {
  const h = hook as TapableLike;
  const kind = hook.constructor.name;
  if (typeof h._factory === 'function') {
    const inner = h._factory('__docs_check__');
    return { kind, inner: (inner as object).constructor.name, ...(inner._args === undefined ? {} : { args: inner._args.length }) };
  }
  return { kind, ...(h._args === undefined ? {} : { args: h._args.length }) };
}

function describe(hooks: object): HookList {
  return Object.fromEntries(Object.entries(hooks).map(([name, hook]) => [name, shapeOf(hook as object)]));
}

/** Creates a real compiler, runs one tiny compilation and reports the hooks it met. */
export async function collectHooks(): Promise<Record<'compiler' | 'compilation' | 'normalModuleFactory' | 'contextModuleFactory' | 'javascriptParser', HookList>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hooks-'));
  await writeFile(path.join(dir, 'index.js'), 'export default 1;\n');
  const compiler = webpack({ mode: 'none', context: dir, entry: './index.js', output: { path: path.join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
  const found: Partial<Record<string, HookList>> = { compiler: describe(compiler.hooks) };
  compiler.hooks.thisCompilation.tap('docs-check', (compilation, { normalModuleFactory, contextModuleFactory }) => {
    found['compilation'] = describe(compilation.hooks);
    found['normalModuleFactory'] = describe(normalModuleFactory.hooks);
    found['contextModuleFactory'] = describe(contextModuleFactory.hooks);
    normalModuleFactory.hooks.parser.for('javascript/auto').tap('docs-check', (parser: { hooks: object }) => {
      found['javascriptParser'] = describe(parser.hooks);
    });
  });
  await new Promise<void>((resolve, reject) => compiler.run((err) => (err ? reject(err) : compiler.close(() => resolve()))));
  const get = (k: string): HookList => found[k] ?? {};
  return { compiler: get('compiler'), compilation: get('compilation'), normalModuleFactory: get('normalModuleFactory'), contextModuleFactory: get('contextModuleFactory'), javascriptParser: get('javascriptParser') };
}

/** Which API page documents each hook object. */
export const HOOK_PAGES: Readonly<Record<string, string>> = {
  compiler: '/api/compiler-hooks/',
  compilation: '/api/compilation-hooks/',
  normalModuleFactory: '/api/normalmodulefactory-hooks/',
  contextModuleFactory: '/api/contextmodulefactory-hooks/',
  javascriptParser: '/api/parser/',
};
