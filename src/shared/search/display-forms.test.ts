import { describe, expect, it } from 'vitest';
import { displayForms, formsTable, writtenAs } from './display-forms.ts';

describe('displayForms', () => {
  const vocabulary = new Set(['provideplugin', 'publicpath', 'output.publicpath', 'output', 'json', 'cannot', 'react', 'a-z']);

  it('keeps the spelling of each indexed term written with a capital inside, the most frequent one', () => {
    const texts = ['Use the ProvidePlugin; set output.publicPath.', 'The PublicPath is read once, the publicPath twice: publicPath.', 'Parse JSON.'];
    // output.publicPath is spelled by its parts' forms, so it needs no entry of its own.
    expect(displayForms(texts, vocabulary)).toEqual(['JSON', 'ProvidePlugin', 'publicPath']);
    // Where the parts' forms spell it otherwise, the name keeps its own.
    expect(displayForms(['Set output.publicPath; the PublicPath class; PublicPath again.'], new Set(['output.publicpath', 'publicpath']))).toEqual(['output.publicPath', 'PublicPath']);
  });

  it('finds a capital after a dot or a hyphen too', () => {
    expect(displayForms(['Send Content-Type and use webpack.Compilation.'], new Set(['content-type', 'webpack.compilation']))).toEqual(['Content-Type', 'webpack.Compilation']);
  });

  it('leaves out words capitalised only at the start, terms the index lacks and words that are no names', () => {
    expect(displayForms(['Cannot resolve React. Use the DefinePlugin with A-Z.'], vocabulary)).toEqual([]);
  });
});

describe('formsTable', () => {
  it('reads the list back by lower-cased term', () => {
    const forms = formsTable(['ProvidePlugin', 'publicPath']);
    expect(forms.get('provideplugin')).toBe('ProvidePlugin');
    expect(forms.get('polyfills')).toBeUndefined();
    expect(formsTable(undefined).size).toBe(0);
    expect(writtenAs('output.publicpath', formsTable(['publicPath']))).toBe('output.publicPath');
    expect(writtenAs('provideplugin', undefined)).toBe('provideplugin');
  });
});
