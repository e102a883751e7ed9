import { describe, expect, it } from 'vitest';
import { displayForms, formsTable, writtenAs } from './display-forms.ts';

describe('displayForms', () => {
  const vocabulary = new Set(['provideplugin', 'publicpath', 'output.publicpath', 'output', 'json', 'cannot', 'react', 'a-z', 'loader', 'package.json', 'css-loader', 'content-type']);

  it('keeps the usual spelling of a term where it has a capital inside', () => {
    const texts = ['Use the ProvidePlugin; set output.publicPath.', 'The PublicPath is read once, the publicPath twice: publicPath.', 'Parse JSON, JSON and json.'];
    // output.publicPath is spelled by its parts' forms, so it needs no entry of its own.
    expect(displayForms(texts, vocabulary)).toEqual(['JSON', 'ProvidePlugin', 'publicPath']);
  });

  it('counts every spelling, so a rare capitalised one does not win over the usual lower case', () => {
    expect(displayForms(['The LOADER: a loader, the loader, Loader.'], vocabulary)).toEqual([]);
  });

  it("gives a name made of parts its own entry where its parts' forms would spell it otherwise, in lower case too", () => {
    expect(displayForms(['JSON is JSON; read package.json and package.json.'], vocabulary)).toEqual(['JSON', 'package.json']);
    expect(displayForms(['Set output.publicPath; the PublicPath class; PublicPath again.'], vocabulary)).toEqual(['output.publicPath', 'PublicPath']);
    expect(displayForms(['Send Content-Type with css-loader.'], vocabulary)).toEqual(['Content-Type']);
  });

  it('leaves out words capitalised only at the start, terms the index lacks and words that are no names', () => {
    expect(displayForms(['Cannot resolve React. Use the DefinePlugin with A-Z.'], vocabulary)).toEqual([]);
  });
});

describe('formsTable and writtenAs', () => {
  it('read the list back by lower-cased term, a name made of parts from its parts', () => {
    const forms = formsTable(['ProvidePlugin', 'publicPath', 'package.json', 'JSON']);
    expect(writtenAs('provideplugin', forms)).toBe('ProvidePlugin');
    expect(writtenAs('polyfills', forms)).toBe('polyfills');
    expect(writtenAs('output.publicpath', forms)).toBe('output.publicPath');
    expect(writtenAs('webpackinclude/publicpath', forms)).toBe('webpackinclude/publicPath');
    expect(writtenAs('package.json', forms)).toBe('package.json');
    expect(writtenAs('provideplugin', undefined)).toBe('provideplugin');
    expect(formsTable(undefined).size).toBe(0);
  });
});
