/**
 * Paths of the machine a build runs on. webpack's defaults hold some (the working directory in
 * `output.path`, its own node_modules folder in `snapshot.managedPaths`), and none may reach the
 * site: what the site shows instead, and the strings the site gate looks for
 * (src/build/gates/machine-paths.ts).
 */
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The checkout the build runs in. */
export const CHECKOUT_ROOT = path.resolve(import.meta.dirname, '../..');
/** Shown for the working directory. */
export const CWD_WORDS = '<cwd>';
/** Shown for the node_modules folder webpack is installed in (with its trailing separator). */
export const NODE_MODULES_WORDS = '<node_modules folder of webpack>/';

/** Resolved once: the option tables put every default through `withoutMachinePaths`. */
let nodeModules: string | undefined;

/** The folder webpack's snapshot defaults take as managed (the node_modules holding watchpack), with its separator. */
export function webpackNodeModules(): string {
  nodeModules ??= /^(.+?[\\/]node_modules[\\/])/.exec(require.resolve('watchpack'))?.[1] ?? '\0none';
  return nodeModules;
}

/** `text` with webpack's node_modules folder and the working directory put in words. */
export function withoutMachinePaths(text: string, cwd: string = process.cwd()): string {
  return text.replaceAll(webpackNodeModules(), NODE_MODULES_WORDS).replaceAll(cwd, CWD_WORDS);
}

/** Strings whose presence in a built file means a path of this machine got in: the checkout, and a home folder of a named user. */
export function machinePathMarks(): string[] {
  const home = homedir();
  // `/root` alone is too common a string (webpack's own schema has `.../root/...` paths).
  return [CHECKOUT_ROOT, ...(home.split(path.sep).filter(Boolean).length >= 2 ? [home] : [])];
}
