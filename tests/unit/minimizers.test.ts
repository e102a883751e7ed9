/**
 * Which compress passes each browser script is minified with (webpack.config.ts): two for the
 * app's scripts, every page's first load among them, and one for a tool's own script. One
 * minimizer takes every script, so all of them are minified at once (see `jsMinimizer`).
 */
import TerserPlugin from 'terser-webpack-plugin';
import { describe, expect, it } from 'vitest';
import { clientScriptPasses, createClientConfig, withPasses } from '../../webpack.config.ts';

describe('script minimizers', () => {
  it('one minimizer takes every script of the client bundle', () => {
    const minimizers = (createClientConfig({ mode: 'production' }).optimization?.minimizer ?? []).filter((m) => m instanceof TerserPlugin);
    expect(minimizers).toHaveLength(1);
    const { include, exclude } = (minimizers[0] as unknown as { options: { include?: unknown; exclude?: unknown } }).options;
    expect([include, exclude]).toEqual([undefined, undefined]);
  });

  it('minify the app’s scripts with two compress passes', () => {
    expect(clientScriptPasses('main.0123456789.js')).toBe(2);
    expect(clientScriptPasses('0a1b2c3d4e5f.js')).toBe(2);
  });

  it('minify a tool’s own script with one', () => {
    expect(clientScriptPasses('tool-checker.0123456789.js')).toBe(1);
    expect(clientScriptPasses('tool-defaults.abcdef0123.js')).toBe(1);
  });

  it('set the passes among the other compress options, and leave them alone without a number or compressing', () => {
    expect(withPasses({ mangle: true, compress: { ecma: 2020 } }, 1)).toEqual({ mangle: true, compress: { ecma: 2020, passes: 1 } });
    expect(withPasses({ compress: true }, 2)).toEqual({ compress: { passes: 2 } });
    expect(withPasses({ compress: false }, 2)).toEqual({ compress: false });
    expect(withPasses(undefined, 2)).toEqual({ compress: { passes: 2 } });
    const options = { compress: { ecma: 2020 } };
    expect(withPasses(options, undefined)).toBe(options);
  });
});
