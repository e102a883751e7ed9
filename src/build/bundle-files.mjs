/**
 * What the build's bundles of its own code share: `workers.ts` (the threads' bundles) and
 * `launch-build.mjs` (the bundle `npm run build` runs). Plain JavaScript, because the launcher
 * needs it before any TypeScript can run.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * An esbuild plugin that gives each of our TypeScript modules its own `import.meta.url`,
 * `import.meta.dirname` and `import.meta.filename`, written into a bundle as strings (a bundle
 * otherwise gives every module the bundle's): for code that finds files next to its source.
 * @type {import('esbuild').Plugin}
 */
export const moduleMetaPlugin = {
  name: 'module-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      /** @type {Record<string, string>} */
      const values = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
      const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, name) => JSON.stringify(values[name]));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Writes a file under a temporary name and renames it: a reader sees the whole file or none.
 * @param {string} out
 * @param {Uint8Array} contents
 * @returns {Promise<void>}
 */
export async function writeAtomically(out, contents) {
  const temporary = `${out}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, out);
}
