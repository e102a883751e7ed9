import { describe, expect, it } from 'vitest';
import { VARIANT_FORMS } from './variants.ts';

const form = (name: string, query: string, vocabulary: ReadonlySet<string> = new Set()): string => {
  const make = VARIANT_FORMS[name];
  if (make === undefined) throw new Error(`no form ${name}`);
  return make(query, vocabulary);
};

describe('the forms a tuning query is also typed in', () => {
  it('lower-cases a query and drops its quotes and the name of the error it starts with', () => {
    expect(form('lower case', "Error: Cannot find module 'webpack-cli'")).toBe('cannot find module webpack-cli');
    expect(form('lower case', 'CssMinimizerPlugin')).toBe('cssminimizerplugin');
  });

  it("puts the site's name in front or behind a short query that lacks it", () => {
    expect(form('webpack first', 'lazy compilation')).toBe('webpack lazy compilation');
    expect(form('webpack last', '[name]')).toBe('[name] webpack');
    expect(form('webpack first', 'add babel to webpack')).toBe('add babel to webpack');
    expect(form('webpack first', 'how to split vendor code out')).toBe('how to split vendor code out');
  });

  it('makes one slip in the middle of the longest plain word', () => {
    expect(form('letter left out', 'set up environment variables')).toBe('set up envirnment variables');
    expect(form('letter doubled', 'css modules')).toBe('css moduules');
    expect(form('key beside', 'css modules')).toBe('css modyles');
    expect(form('letters swapped', 'css modules')).toBe('css modlues');
    // No plain word long enough: the query stays, and is not counted.
    expect(form('letter left out', 'output.publicPath')).toBe('output.publicPath');
  });

  it("gives the last word its other number when the index holds it, and a task 'how to'", () => {
    expect(form('other number', 'css module', new Set(['modules']))).toBe('css modules');
    expect(form('other number', 'css module')).toBe('css module');
    expect(form('how to', 'split vendor code')).toBe('how to split vendor code');
    expect(form('how to', 'vendor chunk')).toBe('vendor chunk');
  });
});
