/**
 * An esbuild plugin that gives each of our TypeScript modules its own `import.meta.url`,
 * `import.meta.dirname` and `import.meta.filename`, written into a bundle as strings (a bundle
 * otherwise gives every module the bundle's): for code that finds files next to its source.
 * Plain JavaScript, because `launch-build.mjs` needs it before any TypeScript can run;
 * `workers.ts` (`BundleOptions.moduleMeta`) uses it too.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @type {import('esbuild').Plugin} */
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
