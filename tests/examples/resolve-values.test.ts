/**
 * What resolve values do, as content/configuration/resolve.md states them, shown by building tiny
 * entries in memory with the installed webpack and running the output.
 */
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'webpack';
import { buildInMemory, runScript } from './build-in-memory.ts';

const PAGE = 'content/configuration/resolve.md';

/** Builds, runs main.js and returns what it logged, or the build errors' first lines. */
async function outcome(config: Configuration, sources: Record<string, string>): Promise<unknown> {
  const { files, errors } = await buildInMemory(config, sources);
  if (errors.length > 0) return errors.map((e) => e.split('\n')[0]);
  const logged: unknown[] = [];
  runScript(files['main.js'] ?? '', { console: { log: (v: unknown) => logged.push(v) } });
  return logged;
}

const packages = {
  'node_modules/lib/package.json': '{ "name": "lib", "main": "index.js" }',
  'node_modules/lib/index.js': "module.exports = 'lib';\n",
  'node_modules/lib/deep.js': "module.exports = 'lib/deep';\n",
  'src/shim.js': "module.exports = 'shim';\n",
  'src/shim/deep.js': "module.exports = 'shim/deep';\n",
  'src/icons/star.js': "module.exports = 'icons/star';\n",
};

describe(`${PAGE}:128-153 resolve.alias`, () => {
  const entry = { ...packages, 'src/index.js': "console.log(require('lib'));\nconsole.log(require('lib/deep'));\n" };

  it('name also captures deep requests, name$ only the exact request, * carries over, false is an empty module, the first matching key wins', async () => {
    expect(await outcome({ resolve: { alias: { lib: '/project/src/shim' } } }, entry)).toEqual(['shim', 'shim/deep']);
    expect(await outcome({ resolve: { alias: { lib$: '/project/src/shim' } } }, entry)).toEqual(['shim', 'lib/deep']);
    expect(await outcome({ resolve: { alias: { 'lib/*': '/project/src/icons/*' } } }, { ...entry, 'src/index.js': "console.log(require('lib/star'));\n" })).toEqual(['icons/star']);
    expect(await outcome({ resolve: { alias: { lib: false } } }, entry)).toEqual([{}, {}]);
    expect(await outcome({ resolve: { alias: { 'lib/deep': '/project/src/icons/star.js', lib: '/project/src/shim' } } }, entry)).toEqual(['shim', 'icons/star']);
    expect(await outcome({ resolve: { alias: { lib: '/project/src/shim', 'lib/deep': '/project/src/icons/star.js' } } }, entry)).toEqual(['shim', 'shim/deep']);
  });

  it('without $, an alias to a file breaks deep requests (the page\'s warning)', async () => {
    const result = await outcome({ resolve: { alias: { lib: '/project/src/shim.js' } } }, entry);
    expect(result).toEqual([expect.stringContaining("Can't resolve 'lib/deep'")]);
  });
});

describe(`${PAGE}:494-522 resolve.fallback`, () => {
  it('applies only when normal resolution fails: never overrides an installed package; false gives an empty module', async () => {
    const entry = { ...packages, 'src/index.js': "console.log(require('lib'));\nconsole.log(require('missing'));\nconsole.log(require('fs'));\n" };
    expect(await outcome({ target: 'web', resolve: { fallback: { lib: '/project/src/shim', missing: '/project/src/shim', fs: false } } }, entry)).toEqual(['lib', 'shim', {}]);
  });
});

describe(`${PAGE}:586-620 resolve.fullySpecified`, () => {
  const sources = {
    'src/index.js': "import('./strict.mjs');\n",
    'src/strict.mjs': "import value from './value';\nconsole.log(value);\n",
    'src/value.js': "export default 'value';\n",
  };
  const notFound = "Module not found: Error: Can't resolve './value'";

  it('an import without extension in a .mjs file fails; a top-level false does not help; a rule-level false does', async () => {
    expect(await outcome({}, sources)).toEqual([expect.stringContaining(notFound)]);
    const { errors } = await buildInMemory({}, sources);
    expect(errors.join('\n')).toContain('was resolved as fully specified');
    expect(await outcome({ resolve: { fullySpecified: false } }, sources)).toEqual([expect.stringContaining(notFound)]);
    const rule = await buildInMemory({ module: { rules: [{ test: /\.mjs$/, resolve: { fullySpecified: false } }] } }, sources);
    expect(rule.errors).toEqual([]);
  });
});

describe(`${PAGE}:422-454 resolve.extensionAlias`, () => {
  it('maps the extension written in a request to the ones tried instead', async () => {
    const sources = { 'src/index.js': "console.log(require('./util.js'));\n", 'src/util.cjs': "module.exports = 'util.cjs';\n" };
    expect(await outcome({}, sources)).toEqual([expect.stringContaining("Can't resolve './util.js'")]);
    expect(await outcome({ resolve: { extensionAlias: { '.js': ['.cjs', '.js'] } } }, sources)).toEqual(['util.cjs']);
  });
});
