/**
 * What happens to `import.meta.webpackHot` and `module.hot` without HMR, as
 * content/api/hot-module-replacement.md states it, and what the `importMeta` parser option does
 * (content/configuration/module.md), shown by production builds of a tiny entry in memory.
 */
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'webpack';
import { buildInMemory } from './build-in-memory.ts';

/** The main bundle of `code` built for production with `config` (not minified unless `minimize`), comments left out. */
async function built(code: string, config: Configuration = {}, minimize = false): Promise<string> {
  const { files, errors } = await buildInMemory({ mode: 'production', optimization: { minimize }, ...config }, { 'src/index.js': code });
  expect(errors).toEqual([]);
  const main = files['main.js'] ?? files['main.mjs'];
  expect(main).toBeDefined();
  return (main ?? '').replace(/\/\*[^]*?\*\//g, '');
}

describe('content/api/hot-module-replacement.md:36-38 guards without HMR', () => {
  const esmGuard = "if (import.meta.webpackHot) { import.meta.webpackHot.accept(); console.log('esm-guard'); }\nconsole.log('ran');\n";
  const cjsGuard = "if (module.hot) { module.hot.accept(); console.log('cjs-guard'); }\nconsole.log('ran');\n";

  it('script output: import.meta.webpackHot becomes undefined and the minimizer drops the block; webpack drops a module.hot block itself', async () => {
    const esm = await buildInMemory({ mode: 'none' }, { 'src/index.js': esmGuard });
    expect(esm.files['main.js']).toContain('if (/* unsupported import.meta.webpackHot */ undefined)');
    expect(await built(esmGuard, {}, true)).not.toContain('esm-guard');
    const cjs = await buildInMemory({ mode: 'none' }, { 'src/index.js': cjsGuard });
    expect(cjs.files['main.js']).toContain('if (false) // removed by dead control flow');
    expect(cjs.files['main.js']).not.toContain('cjs-guard');
  });

  it('ES module output keeps import.meta.webpackHot as written, until a NODE_ENV condition lets webpack drop the block', async () => {
    const kept = await built(esmGuard, { output: { module: true } }, true);
    expect(kept).toContain('import.meta.webpackHot');
    expect(kept).toContain('esm-guard');
    const guarded = await built(`if (process.env.NODE_ENV !== 'production' && import.meta.webpackHot) { console.log('esm-guard'); }\nconsole.log('ran');\n`, { output: { module: true } });
    expect(guarded).not.toContain('esm-guard');
  });
});

describe('content/configuration/module.md:1262 parser.javascript.importMeta', () => {
  const code = "console.log(import.meta.url, import.meta.custom);\n";

  it("true replaces what webpack knows and an unknown property by undefined; 'preserve-unknown' keeps the unknown one; false leaves import.meta alone; an object turns single properties off", async () => {
    const parser = (importMeta: unknown): Configuration => ({ output: { module: true }, module: { parser: { javascript: { importMeta } } } } as Configuration);
    const onTrue = await built(code, parser(true));
    expect(onTrue).toContain('"file:///project/src/index.js"');
    expect(onTrue).not.toContain('import.meta');
    // Script output defaults to true; ES module output to 'preserve-unknown'.
    expect(await built(code)).not.toContain('import.meta');
    const preserved = await built(code, { output: { module: true } });
    expect(preserved).toContain('"file:///project/src/index.js"');
    expect(preserved).toContain('import.meta');
    expect(preserved).not.toContain('import.meta.url');
    const off = await built(code, parser(false));
    expect(off).toContain('import.meta.url');
    expect(off).toContain('import.meta.custom');
    const urlOff = await built(code, parser({ url: false }));
    expect(urlOff).toContain('import.meta.url');
    expect(urlOff).not.toContain('import.meta.custom');
  });
});
