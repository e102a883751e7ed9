/**
 * Which compress passes each browser script is minified with (webpack.config.ts): two for the
 * app's scripts, every page's first load among them, and one for a tool's own script. Each
 * script is taken by exactly one of the script minimizers.
 */
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { createClientConfig } from '../../webpack.config.ts';

/** The options a TerserPlugin keeps (its own fields, read here to see what each instance takes). */
interface MinimizerOptions {
  include?: RegExp;
  exclude?: RegExp;
  minimizer: { options?: { compress?: { passes?: number } } };
}

function passesFor(file: string): Array<number | undefined> {
  const minimizers = createClientConfig({ mode: 'production' }).optimization?.minimizer ?? [];
  return minimizers
    .filter((m): m is TerserPlugin<unknown> => m instanceof TerserPlugin)
    .map((m) => (m as unknown as { options: MinimizerOptions }).options)
    .filter((o) => webpack.ModuleFilenameHelpers.matchObject({ ...(o.include ? { include: o.include } : {}), ...(o.exclude ? { exclude: o.exclude } : {}) }, file))
    .map((o) => o.minimizer.options?.compress?.passes);
}

describe('script minimizers', () => {
  it('minify the app’s scripts with two compress passes', () => {
    expect(passesFor('main.0123456789.js')).toEqual([2]);
    expect(passesFor('0a1b2c3d4e5f.js')).toEqual([2]);
  });

  it('minify a tool’s own script with one', () => {
    expect(passesFor('tool-checker.0123456789.js')).toEqual([1]);
    expect(passesFor('tool-defaults.abcdef0123.js')).toEqual([1]);
  });
});
