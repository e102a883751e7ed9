import { Parser } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { elementsByTagName, fastLookupInstalled, libraryElementsByTagName, setLookup } from './html-validate-lookup.ts';
import { createValidator, validateDocument } from './validate.ts';

const validator = createValidator();

/** A page with nesting, landmarks, focusable elements and forms, and faults for the rules that query the document. */
const faulty = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>
<nav><ul><li><a href="/a/">A</a><ul><li><a href="/b/" aria-hidden="true">B</a></li></ul></li></ul></nav>
<nav><a href="/c/">C</a></nav>
<main id="m"><h1>Title</h1><h2></h2><section aria-label="S"><div><div><p><span>deep <a href="/d/">d</a></span></p></div></div></section>
<form><input type="text" name="q" aria-label="Q"><input type="text" name="q" aria-label="Q again"><button type="submit">Go</button></form>
<div aria-label="label on a div">x</div><button aria-hidden="true" type="button">hidden</button></main>
<footer><nav aria-label="Footer"><a href="/e/">E</a></nav></footer></body></html>`;

describe('html-validate element lookup', () => {
  it('is installed by the validator the gate makes', () => {
    expect(fastLookupInstalled()).toBe(true);
  });

  it('finds the same elements in the same order as the library', async () => {
    const root = new Parser(await validator.getConfigFor('x.html')).parseHtml(faulty);
    for (const tag of ['*', 'a', 'nav', 'div', 'input', 'NAV', 'table']) {
      const ours = elementsByTagName(root, tag);
      const theirs = libraryElementsByTagName(root, tag);
      expect(ours.length, tag).toBe(theirs.length);
      expect(ours.every((element, i) => element === theirs[i]), tag).toBe(true);
    }
    expect(elementsByTagName(root, '*').length).toBeGreaterThan(20);
  });

  it('leaves the findings of the rules that query the document as they were', async () => {
    const ours = await validateDocument(validator, faulty, '/x/');
    setLookup('library');
    try {
      expect(fastLookupInstalled()).toBe(false);
      expect(await validateDocument(validator, faulty, '/x/')).toEqual(ours);
    } finally {
      setLookup('fast');
    }
    expect(new Set(ours.map((f) => f.rule))).toEqual(
      new Set(['html-validate/unique-landmark', 'html-validate/hidden-focusable', 'html-validate/empty-heading', 'html-validate/form-dup-name', 'html-validate/aria-label-misuse']),
    );
  });
});
