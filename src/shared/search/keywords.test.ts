import { describe, expect, it } from 'vitest';
import { keywordBudget, KEYWORDS, quotedTerms, readsAsMessage, sectionKeywords, termCounts, TopTerms } from './keywords.ts';

describe('section keywords', () => {
  it('counts the non-stop terms of a text, identifiers whole and in parts', () => {
    const counts = termCounts('The poll option; set watchOptions.poll to poll.');
    expect(counts.get('poll')).toBe(3);
    expect(counts.get('watchoptions.poll')).toBe(1);
    expect(counts.has('the')).toBe(false);
  });

  it('keeps more keywords for longer sections, up to a cap', () => {
    expect(keywordBudget(0)).toBe(KEYWORDS.base);
    expect(keywordBudget(KEYWORDS.perChars * 3)).toBe(KEYWORDS.base + 3);
    expect(keywordBudget(1_000_000)).toBe(KEYWORDS.max);
  });

  it('picks the terms that tell a section apart, not those every section says or its heading says already', () => {
    const sections = [
      { text: 'webpack watches files. Inotify limits: raise max_user_watches when inotify runs out.', known: new Set(['pitfalls']) },
      { text: 'webpack polls files when watching fails.', known: new Set(['poll']) },
      { text: 'webpack writes files.', known: new Set<string>() },
    ];
    const [first, second] = sectionKeywords(sections);
    expect(first?.[0]).toBe('inotify');
    expect(first).toContain('max_user_watches');
    expect(first).not.toContain('webpack');
    expect(second).toContain('polls');
    expect(second).not.toContain('files');
  });

  it('keeps every word of a quoted message, however common', () => {
    expect([...quotedTerms('Requests are refused with "Invalid Host header" here.')]).toEqual(['invalid', 'host', 'header']);
    // Code in quotes and single words are not messages.
    expect(quotedTerms('Set "mode" or "a = b(c)".').size).toBe(0);
    const sections = Array.from({ length: 3 }, () => ({ text: 'The server says "Invalid Host header".', known: new Set<string>() }));
    expect(sectionKeywords(sections)[0]).toEqual(expect.arrayContaining(['invalid', 'host', 'header']));
  });

  it('keeps the words of a JavaScript error the text names without quotes', () => {
    expect([...quotedTerms('The page fails with ReferenceError: exports is not defined when it runs.')]).toEqual(expect.arrayContaining(['referenceerror', 'exports', 'defined']));
    expect([...quotedTerms('Then process is not defined in the browser.')]).toEqual(['process', 'defined']);
    expect(quotedTerms('The value is not used by default.').size).toBe(0);
  });

  it('keeps the words of a code span that reads as a message, not of one that reads as code', () => {
    expect(readsAsMessage('Cannot use import statement outside a module')).toBe(true);
    expect(readsAsMessage("ReferenceError: exports is not defined")).toBe(true);
    expect(readsAsMessage('RegExp | string')).toBe(false);
    expect(readsAsMessage('all: true')).toBe(false);
    expect(readsAsMessage('new Foo(bar)')).toBe(false);
    const spans = ['Cannot use import statement outside a module', 'RegExp | string'];
    expect([...quotedTerms('Rename the file to .mjs.', spans)]).toEqual(expect.arrayContaining(['cannot', 'import', 'statement', 'outside']));
    expect(quotedTerms('Rename the file to .mjs.', spans).has('regexp')).toBe(false);
    const sections = Array.from({ length: 3 }, () => ({ text: 'A table of messages and fixes.', phrases: spans, known: new Set<string>() }));
    expect(sectionKeywords(sections)[0]).toEqual(expect.arrayContaining(['statement', 'outside']));
  });
});


describe('TopTerms', () => {
  it('keeps what sorting every term (score down, then term) and taking the first ones keeps, ties included', () => {
    // A fixed pseudo-random sequence with many equal scores.
    let seed = 7;
    const next = (): number => (seed = (seed * 48271) % 2147483647);
    for (const size of [0, 1, 3, 8, 32]) {
      const scored: Array<[string, number]> = Array.from({ length: 200 }, (_, i) => [`t${next() % 1000}-${i}`, (next() % 12) / 4]);
      const top = new TopTerms(size);
      for (const [term, score] of scored) top.offer(term, score);
      const sorted = [...scored].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      expect(top.terms).toEqual(sorted.slice(0, size).map(([term]) => term));
    }
  });
});
