/**
 * The `fs` module an example receives when it sets `resolve.fileSystem`. Such an example builds its
 * resolver's file system from Node's `fs`, which on the real disk would never see the stub tree.
 * This object has the callback API of `fs` (the calls a resolver makes) and answers them from the
 * compile's input file system: the stub tree laid over the real disk. The example's own code (a
 * wrapper, a logger) runs as written between the resolver and those files.
 */

type Call = (...args: unknown[]) => void;
/** A file system with Node's callback API, as `compile-example.ts` builds for each compile. */
export type CallbackFs = Record<string, Call>;

/** The methods enhanced-resolve and webpack's input file system use. */
export const FS_METHODS = ['stat', 'lstat', 'readFile', 'readdir', 'readlink', 'realpath'] as const;

/** An `fs` for one example, pointed at each compile's file system in turn. */
export interface ExampleFs {
  /** What `require('fs')` and `require('node:fs')` return inside the example. */
  readonly module: CallbackFs;
  /** Points the module at the file system of the compile about to run. */
  use: (target: CallbackFs) => void;
  /** Calls made through the module so far (proof that the resolver read through the example's code). */
  readonly calls: () => number;
}

/** Whether an evaluated configuration brings its own resolver file system. */
export const setsResolveFileSystem = (config: unknown): boolean => (config as { resolve?: { fileSystem?: unknown } } | undefined)?.resolve?.fileSystem !== undefined;

/** A fresh `fs` stand-in; every method fails until `use` gives it a file system. */
export function exampleFs(): ExampleFs {
  let target: CallbackFs | undefined;
  let calls = 0;
  const module: CallbackFs = {};
  for (const name of FS_METHODS) {
    module[name] = (...args: unknown[]) => {
      calls++;
      if (target === undefined) throw new Error(`fs.${name} called outside a compile of the docs check`);
      (target[name] as Call)(...args);
    };
  }
  return { module, use: (fs) => (target = fs), calls: () => calls };
}
