/**
 * The stub module tree an example configuration is compiled against: a source file for each
 * entry (importing every external the configuration names, so externals are built too), a file
 * for any module a build reports missing, and a pass-through loader standing in for loaders that
 * are not installed. Installed packages and loaders are the real ones.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

/** Files of the stub tree: absolute path → content. */
export type StubFiles = Map<string, string>;

const SCRIPT = /\.(js|mjs|jsx|ts|tsx|mts)$/;

/** A stub source for a file name: valid input for the module type its extension gets by default. */
export function stubSource(file: string, externals: readonly string[]): string {
  const ext = path.extname(file);
  if (ext === '.cjs' || ext === '.cts') return `${externals.map((e, i) => `const e${i} = require(${JSON.stringify(e)});\nconsole.log(e${i});\n`).join('')}module.exports = 1;\n`;
  if (SCRIPT.test(file) || ext === '') return `${externals.map((e, i) => `import * as e${i} from ${JSON.stringify(e)};\nconsole.log(e${i});\n`).join('')}export default 1;\n`;
  if (ext === '.css' || ext === '.scss' || ext === '.less') return '.stub { color: red; }\n';
  if (ext === '.sass') return '.stub\n  color: red\n';
  // A DLL manifest needs its two fields; any other JSON file (a tsconfig, data) an empty object.
  if (file.endsWith('manifest.json')) return '{ "name": "stub", "content": {} }\n';
  if (ext === '.json') return '{}\n';
  if (ext === '.html') return '<p>stub</p>\n';
  return '';
}

/** Module requests of an externals value that a stub entry can import (names, not patterns or functions). */
export function externalRequests(externals: unknown): string[] {
  if (typeof externals === 'string') return [externals];
  if (Array.isArray(externals)) return externals.flatMap(externalRequests);
  if (externals !== null && typeof externals === 'object' && !(externals instanceof RegExp)) {
    const keys = Object.keys(externals);
    // `{ byLayer: … }` is a layer map, not a module.
    return keys.filter((k) => k !== 'byLayer');
  }
  return [];
}

/** A request without inline loaders, query or fragment. */
const bareRequest = (request: string): string => (request.split('!').pop() ?? request).replace(/[?#].*$/, '');

/** The file a stub for `request` (resolved in `dir`) is written to, or undefined for a request the stub tree leaves alone. */
export function stubFileFor(request: string, dir: string, projectDir: string, extensions: readonly string[]): string | undefined {
  const bare = bareRequest(request);
  if (bare === '' || /^[a-z][\w+.-]*:/i.test(bare)) return undefined;
  const isPath = bare.startsWith('.') || path.isAbsolute(bare);
  const target = isPath ? path.resolve(dir, bare) : path.join(projectDir, 'node_modules', bare);
  // Stubs stay inside the sandbox around the project folder (a config may point one level up).
  if (!target.startsWith(path.dirname(projectDir) + path.sep)) return undefined;
  if (path.extname(target) !== '' && !/^\.\d/.test(path.extname(target))) return target;
  return target + (extensions.find((e) => SCRIPT.test(e)) ?? extensions[0] ?? '.js');
}

/** Every import request of a normalized static entry. */
function entryRequests(entry: unknown): string[] {
  if (entry === null || typeof entry !== 'object') return [];
  return Object.values(entry as Record<string, { import?: string[] }>).flatMap((d) => d.import ?? []);
}

/** The options webpack would run with, defaults applied (throws what webpack throws for them). */
export async function defaultedOptions(config: webpack.Configuration): Promise<ReturnType<typeof webpack.config.getNormalizedWebpackOptions>> {
  const options = webpack.config.getNormalizedWebpackOptions(config);
  webpack.config.applyWebpackOptionsDefaults(options);
  if (typeof options.entry === 'function') options.entry = await options.entry();
  return options;
}

/** The stub files for one configuration's entries. */
export async function entryStubs(config: webpack.Configuration, projectDir: string): Promise<StubFiles> {
  const options = await defaultedOptions(config);
  const context = options.context ?? projectDir;
  const extensions = options.resolve.extensions ?? ['.js'];
  const externals = externalRequests(options.externals);
  const files: StubFiles = new Map();
  for (const request of entryRequests(options.entry)) {
    const file = stubFileFor(request, context, projectDir, extensions);
    if (file !== undefined) files.set(file, stubSource(file, externals));
  }
  return files;
}

/** The stubs for modules a failed build could not resolve, from its messages. */
export function missingStubs(messages: readonly string[], projectDir: string, config: webpack.Configuration): StubFiles {
  const files: StubFiles = new Map();
  const extensions = config.resolve?.extensions?.filter((e): e is string => typeof e === 'string' && e !== '...') ?? [];
  for (const message of messages) {
    for (const m of message.matchAll(/Can't resolve '([^']+)' in '([^']+)'/g)) {
      const file = stubFileFor(m[1] as string, m[2] as string, projectDir, extensions.length > 0 ? extensions : ['.js']);
      if (file !== undefined) files.set(file, stubSource(file, []));
    }
    // A file the configuration names that a plugin or the resolver opens directly.
    for (const m of message.matchAll(/ENOENT: no such file or directory, open '([^']+)'/g)) {
      const file = m[1] as string;
      if (file.startsWith(path.dirname(projectDir) + path.sep)) files.set(file, stubSource(file, []));
    }
  }
  return files;
}

type RuleLike = { loader?: unknown; use?: unknown; oneOf?: unknown; rules?: unknown };

/** Installed loaders that read the module from disk themselves, past webpack's file system, so they cannot see stubs. */
const READS_DISK_ITSELF = new Set(['ts-loader']);

/**
 * Replaces every loader of `module.rules` that does not resolve from `root`, or reads the disk
 * itself, with `stubLoader` (a pass-through), in place; returns the names replaced.
 */
export function stubMissingLoaders(config: webpack.Configuration, root: string, stubLoader: string): string[] {
  const require = createRequire(path.join(root, 'package.json'));
  const replaced: string[] = [];
  const fix = (loader: string): string => {
    const name = loader.replace(/\?.*$/, '');
    if (READS_DISK_ITSELF.has(name)) {
      replaced.push(name);
      return stubLoader;
    }
    try {
      require.resolve(name);
      return loader;
    } catch {
      replaced.push(name);
      return stubLoader;
    }
  };
  const fixUseEntry = (u: unknown): unknown => {
    if (typeof u === 'string') return fix(u);
    if (u !== null && typeof u === 'object' && typeof (u as { loader?: unknown }).loader === 'string') return { ...u, loader: fix((u as { loader: string }).loader) };
    return u;
  };
  const walk = (rules: unknown): void => {
    if (!Array.isArray(rules)) return;
    for (const rule of rules as RuleLike[]) {
      if (rule === null || typeof rule !== 'object') continue;
      if (typeof rule.loader === 'string') rule.loader = fix(rule.loader);
      if (Array.isArray(rule.use)) rule.use = rule.use.map(fixUseEntry);
      else if (rule.use !== undefined && typeof rule.use !== 'function') rule.use = fixUseEntry(rule.use);
      walk(rule.oneOf);
      walk(rule.rules);
    }
  };
  walk(config.module?.rules);
  walk(config.module?.defaultRules);
  return replaced;
}
