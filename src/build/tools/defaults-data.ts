/**
 * The defaults explorer's data (src/shared/defaults-explorer.ts): for each mode and target, the
 * configuration the installed webpack resolves when nothing else is set, by its own defaulting
 * in the order `webpack()` applies it (`getNormalizedWebpackOptions`, then
 * `applyWebpackOptionsBaseDefaults`, then `applyWebpackOptionsDefaults`), written as JSON with
 * every value JSON cannot hold named (TaggedValue). Values that depend on the machine are
 * replaced by placeholders, so every build writes the same files: the working directory (the
 * default `context`, and `output.path` and `resolve.roots` under it), the `node_modules` folder
 * webpack is installed in (`snapshot.managedPaths`) and whether stderr is a terminal
 * (`infrastructureLogging.colors`, `appendOnly`). A string that still looks like an absolute path
 * fails the generation.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import { allChoices, BASE_CHOICE, choiceFile, DEFAULTS_TARGETS, describeChoice, type DefaultsChoice, type DefaultsObject, type DefaultValue } from '../../shared/defaults-explorer.ts';
import { renderDefaultsTree } from '../../shared/defaults-tree.ts';
import { NODE_MODULES_WORDS, webpackNodeModules } from '../machine-paths.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');

/** What webpack reads as its working directory while the defaults are computed: a folder that does not exist, so no package.json or browserslist config is found. */
export const CONTEXT_SENTINEL = '/__webpack_defaults_explorer__/project';

/** The placeholder of the working directory. */
export const CWD_PLACEHOLDER = '<current directory>';
/** The placeholder of the node_modules folder webpack is installed in (with its trailing separator). */
export const NODE_MODULES_PLACEHOLDER = NODE_MODULES_WORDS;

/** Options whose default follows whether stderr is a terminal, and what the page shows instead. */
const TERMINAL_DEPENDENT: Readonly<Record<string, string>> = {
  'infrastructureLogging.colors': '<true when stderr is a terminal>',
  'infrastructureLogging.appendOnly': '<false when stderr is a terminal>',
};

interface DefaultsApi {
  getNormalizedWebpackOptions: (options: object) => Record<string, unknown>;
  applyWebpackOptionsBaseDefaults: (options: object) => void;
  applyWebpackOptionsDefaults: (options: object) => void;
}

/** webpack's resolved options for a mode and target, computed with the working directory at CONTEXT_SENTINEL. */
export function resolvedOptions(choice: DefaultsChoice): Record<string, unknown> {
  const target = DEFAULTS_TARGETS.find((t) => t.id === choice.target);
  if (target === undefined) throw new Error(`unknown target id '${choice.target}'`);
  const { getNormalizedWebpackOptions } = require('webpack/lib/config/normalization.js') as DefaultsApi;
  const { applyWebpackOptionsBaseDefaults, applyWebpackOptionsDefaults } = require('webpack/lib/config/defaults.js') as DefaultsApi;
  const cwd = process.cwd.bind(process);
  // Synchronous from here to `finally`: nothing else runs while process.cwd answers the sentinel.
  process.cwd = () => CONTEXT_SENTINEL;
  try {
    const options = getNormalizedWebpackOptions({ mode: choice.mode, target: target.target });
    applyWebpackOptionsBaseDefaults(options);
    applyWebpackOptionsDefaults(options);
    return options;
  } finally {
    process.cwd = cwd;
  }
}


function placeholderString(text: string, nodeModules: string): string {
  if (text === CONTEXT_SENTINEL || text.startsWith(`${CONTEXT_SENTINEL}/`)) return `${CWD_PLACEHOLDER}${text.slice(CONTEXT_SENTINEL.length)}`;
  if (text.startsWith(nodeModules)) return `${NODE_MODULES_PLACEHOLDER}${text.slice(nodeModules.length)}`;
  return text;
}

/** Whether a string would tell something of the machine the build ran on. */
export function leaksMachinePath(text: string): boolean {
  return /^(?:[A-Za-z]:[\\/]|[\\/])/.test(text) || text.includes(root) || text.includes(homedir()) || text.includes(CONTEXT_SENTINEL);
}

/** A resolved value as data: see TaggedValue. Throws on a cycle or a machine path left over. */
export function encodeDefaults(value: unknown, at = '', nodeModules = webpackNodeModules(), seen: unknown[] = []): DefaultValue {
  if (at in TERMINAL_DEPENDENT) return { $: 'placeholder', v: TERMINAL_DEPENDENT[at] ?? '' };
  if (value === undefined) return { $: 'undefined' };
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { $: 'number', v: String(value) };
  if (typeof value === 'string') {
    const text = placeholderString(value, nodeModules);
    if (text !== value) return { $: 'placeholder', v: text };
    if (leaksMachinePath(text)) throw new Error(`${at}: the default ${JSON.stringify(text)} looks like a path of this machine; give it a placeholder in src/build/tools/defaults-data.ts`);
    return text;
  }
  if (typeof value === 'function') return { $: 'function', v: value.name === '' ? 'anonymous' : value.name };
  if (value instanceof RegExp) return { $: 'regexp', v: String(value) };
  if (typeof value !== 'object') return { $: 'instance', v: typeof value };
  if (value === process.stderr) return { $: 'instance', v: 'process.stderr' };
  if (value === process.stdout) return { $: 'instance', v: 'process.stdout' };
  if (seen.includes(value)) throw new Error(`${at}: the resolved options refer to themselves`);
  const inner = [...seen, value];
  if (Array.isArray(value)) return value.map((v, i) => encodeDefaults(v, `${at}[${i}]`, nodeModules, inner));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) {
    const name = (value as { constructor?: { name?: string } }).constructor?.name;
    return { $: 'instance', v: name === undefined || name === '' ? 'object' : name };
  }
  const out: DefaultsObject = {};
  for (const [key, child] of Object.entries(value)) {
    // `$` marks a tagged value in the data (src/shared/defaults-explorer.ts).
    if (key === '$') throw new Error(`${at}: an option named '$' would read as a tagged value`);
    out[key] = encodeDefaults(child, at === '' ? key : `${at}.${key}`, nodeModules, inner);
  }
  return out;
}

/** The data of one combination. */
export function defaultsData(choice: DefaultsChoice): DefaultsObject {
  return encodeDefaults(resolvedOptions(choice)) as DefaultsObject;
}

/**
 * The folder of the data files (`<mode>--<target>.json`), written once per installed webpack and
 * generator into `.cache/tools/`; the client build imports them as `@webpack-defaults/*.json`.
 */
export function defaultsDataDir(): string {
  const version = (require('webpack/package.json') as { version: string }).version;
  const sources = [path.join(import.meta.dirname, 'defaults-data.ts'), path.join(root, 'src/shared/defaults-explorer.ts')].map((f) => readFileSync(f, 'utf8'));
  const key = createHash('sha256')
    .update(`${version}\n${sources.join('\n')}`)
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(root, '.cache/tools', `webpack-defaults.${key}`);
  if (!existsSync(dir)) {
    const temporary = `${dir}.${process.pid}.tmp`;
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary, { recursive: true });
    for (const choice of allChoices()) writeFileSync(path.join(temporary, `${choiceFile(choice)}.json`), `${JSON.stringify(defaultsData(choice))}\n`);
    try {
      renameSync(temporary, dir);
    } catch (error) {
      // Another build wrote the same files first.
      rmSync(temporary, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
  }
  return dir;
}

/** One combination's data as the build wrote it. */
export function readDefaultsData(choice: DefaultsChoice): DefaultsObject {
  return JSON.parse(readFileSync(path.join(defaultsDataDir(), `${choiceFile(choice)}.json`), 'utf8')) as DefaultsObject;
}

/** The production/web tree the explorer's page shows before its code runs and without JavaScript. */
export function prerenderedDefaultsTree(anchors: Readonly<Record<string, string>>): string {
  const tree = renderDefaultsTree(readDefaultsData(BASE_CHOICE), { anchors, label: `Resolved configuration: ${describeChoice(BASE_CHOICE)}` });
  return `<div class="defaults-output">${tree.html}</div>`;
}
