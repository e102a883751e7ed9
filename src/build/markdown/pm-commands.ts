/**
 * npm commands translated for Yarn (2 and later: `yarn dlx`, no global installs), pnpm and Bun,
 * for the install-command tabs. A fence marked `npm2yarn` is written for npm; each line is
 * translated on its own and lines that are not npm or npx commands (cd, mkdir, comments) stay as
 * written. An npm command without a known equivalent fails the build, so a writer never ships a
 * wrong translation. Facts checked against yarn 4.18, pnpm 10.34 and bun 1.4 (`--help` and runs).
 */
import type { PackageManager } from '../../shared/package-managers.ts';

/** What an `npm install` line asks for. */
interface InstallFlags {
  /** `--save-dev`, `-D`. */
  dev: boolean;
  /** `--save-exact`, `-E`. */
  exact: boolean;
  /** `--global`, `-g`. */
  global: boolean;
}

const INSTALL = new Set(['install', 'i', 'add']);
const UNINSTALL = new Set(['uninstall', 'remove', 'rm', 'un']);

/** Splits an `npm install`'s arguments into flags and package specs; unknown flags fail. */
function installFlags(args: readonly string[]): { flags: InstallFlags; rest: string[] } {
  const flags: InstallFlags = { dev: false, exact: false, global: false };
  const rest: string[] = [];
  for (const arg of args) {
    if (arg === '--save-dev' || arg === '-D') flags.dev = true;
    else if (arg === '--save-exact' || arg === '-E') flags.exact = true;
    else if (arg === '--global' || arg === '-g') flags.global = true;
    else if (arg === '--save' || arg === '-S' || arg === '--save-prod' || arg === '-P') continue;
    else if (arg.startsWith('-')) throw new Error(`no translation for the npm flag ${arg}`);
    else rest.push(arg);
  }
  return { flags, rest };
}

function join(...parts: ReadonlyArray<string | false>): string {
  return parts.filter((p): p is string => p !== false && p !== '').join(' ');
}

function install(pm: Exclude<PackageManager, 'npm'>, args: readonly string[], original: string): string {
  const { flags, rest } = installFlags(args);
  if (rest.length === 0) {
    if (flags.dev || flags.exact || flags.global) throw new Error(`nothing to install in "${original}"`);
    return `${pm} install`;
  }
  const pkgs = rest.join(' ');
  if (pm === 'yarn') {
    // `yarn global` was removed in Yarn 2 ("consider using 'yarn dlx'"): say so rather than invent a command.
    if (flags.global) return '# Yarn 2 and later have no global installs; use npm for this one';
    return join('yarn add', flags.dev && '-D', flags.exact && '-E', pkgs);
  }
  if (pm === 'pnpm') return join('pnpm add', flags.dev && '-D', flags.exact && '-E', flags.global && '-g', pkgs);
  return join('bun add', flags.dev && '-d', flags.exact && '-E', flags.global && '-g', pkgs);
}

/**
 * A script run. npm needs `--` before the script's own arguments; the others pass everything after
 * the name. `bun test` is Bun's own test runner, so Bun always says `run`; npm's `start` and
 * `test` shortcuts exist in Yarn and pnpm too.
 */
function runScript(pm: Exclude<PackageManager, 'npm'>, script: string, args: readonly string[], shortcut: boolean): string {
  if (args.length > 0 && args[0] !== '--') throw new Error(`npm run ${script} ${args.join(' ')}: put "--" before the script's arguments`);
  return join(pm, shortcut && pm !== 'bun' ? '' : 'run', script, ...args.slice(1));
}

function npx(pm: Exclude<PackageManager, 'npm'>, args: readonly string[]): string {
  // `npx --yes pkg` fetches a package for one run (dlx); plain `npx bin` runs the project's own copy.
  const fetch = args[0] === '--yes' || args[0] === '-y';
  const rest = fetch ? args.slice(1) : args;
  if (rest.length === 0 || rest[0]?.startsWith('-') === true) throw new Error(`no translation for "npx ${args.join(' ')}"`);
  if (pm === 'bun') return join('bunx', ...rest);
  if (fetch) return join(pm, 'dlx', ...rest);
  return pm === 'yarn' ? join('yarn', ...rest) : join('pnpm exec', ...rest);
}

function npm(pm: Exclude<PackageManager, 'npm'>, args: readonly string[], original: string): string {
  const [command = '', ...rest] = args;
  if (INSTALL.has(command)) return install(pm, rest, original);
  if (UNINSTALL.has(command)) {
    const { flags, rest: pkgs } = installFlags(rest);
    if (pkgs.length === 0 || flags.exact) throw new Error(`no translation for "${original}"`);
    if (flags.global) return pm === 'yarn' ? '# Yarn 2 and later have no global installs' : join(pm, 'remove', '-g', ...pkgs);
    return join(pm, 'remove', ...pkgs);
  }
  if (command === 'ci' && rest.length === 0) return pm === 'yarn' ? 'yarn install --immutable' : `${pm} install --frozen-lockfile`;
  if ((command === 'run' || command === 'run-script') && rest[0] !== undefined) return runScript(pm, rest[0], rest.slice(1), false);
  if (command === 'start' || command === 'test') return runScript(pm, command, rest, true);
  if (command === 'init' || command === 'create') {
    const yes = rest.length === 1 && (rest[0] === '-y' || rest[0] === '--yes');
    if (command === 'init' && (rest.length === 0 || yes)) return pm === 'bun' ? 'bun init -y' : `${pm} init`;
    const [initializer, ...more] = rest;
    if (initializer === undefined || initializer.startsWith('-')) throw new Error(`no translation for "${original}"`);
    return join(pm, 'create', initializer, ...more);
  }
  if (command === 'pkg') {
    // Yarn has no `pkg`; npm ships with Node.js, which webpack needs anyway.
    if (pm === 'yarn') return original;
    return join(pm === 'bun' ? 'bun pm pkg' : 'pnpm pkg', ...rest);
  }
  throw new Error(`no ${pm} translation for "${original}"`);
}

/** Separators between commands on one line; each command is translated on its own. */
const SEPARATOR = /(\s*(?:&&|\|\||\||;)\s*)/;

/** Translates one command (no separators). */
function translateCommand(command: string, pm: PackageManager): string {
  const lead = /^\s*/.exec(command)?.[0] ?? '';
  const words = command.trim().split(/\s+/);
  const [tool, ...args] = words;
  if (pm === 'npm' || (tool !== 'npm' && tool !== 'npx')) return command;
  return lead + (tool === 'npx' ? npx(pm, args) : npm(pm, args, command.trim()));
}

/** Translates one line of an npm fence for `pm`; a trailing `# comment` is kept. */
export function translateLine(line: string, pm: PackageManager): string {
  const comment = /^(.*?)(\s+#.*)?$/.exec(line);
  const code = comment?.[1] ?? line;
  const tail = comment?.[2] ?? '';
  if (/^\s*#/.test(line)) return line;
  const translated = code.split(SEPARATOR).map((part, i) => (i % 2 === 1 ? part : translateCommand(part, pm))).join('');
  // A line that became a comment (no Yarn equivalent) keeps no second comment.
  return translated.trimStart().startsWith('#') ? translated : translated + tail;
}

/** Whether a line holds an npm or npx command the tabs translate. */
export function hasPmCommand(line: string): boolean {
  if (/^\s*#/.test(line)) return false;
  return line.split(SEPARATOR).some((part, i) => i % 2 === 0 && /^\s*(npm|npx)\s/.test(`${part} `));
}

/** Translates a whole fence for `pm`; fails when it holds no npm or npx command at all. */
export function translateScript(code: string, pm: PackageManager): string {
  const lines = code.split('\n');
  if (!lines.some(hasPmCommand)) throw new Error('an npm2yarn fence holds no npm or npx command');
  return lines.map((line) => translateLine(line, pm)).join('\n');
}
