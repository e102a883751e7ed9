import { describe, expect, it } from 'vitest';
import type { ResultGroup } from '../../shared/search/rank.ts';
import { activeAfter, hostedDisplay, localDisplay, markedTerms, parentLabel, type DisplayItem } from './results.ts';

const groups: ResultGroup[] = [
  {
    url: '/configuration/output/',
    title: 'Output',
    section: 'Configuration',
    hits: [
      { id: 2, url: '/configuration/output/#outputpublicpath', heading: 'output.publicPath', parent: 'URLs', score: 3, terms: ['output.publicpath'], exact: true, answered: 1 },
      { id: 0, url: '/configuration/output/', heading: '', parent: '', score: 1, terms: ['output'], exact: false, answered: 0.5 },
    ],
  },
];

describe('localDisplay', () => {
  it('shows the heading (or the page title) and the snippet with the query marked', () => {
    const [group] = localDisplay(groups, 'output.publicPath', ['Where bundles go.', '', 'Set output.publicPath to auto.']);
    expect(group?.items[0]?.title).toEqual([{ text: 'output.publicPath', mark: true }]);
    expect(group?.items[0]?.parent).toBe('URLs');
    expect(group?.items[0]?.snippet).toEqual([
      { text: 'Set ', mark: false },
      { text: 'output.publicPath', mark: true },
      { text: ' to auto.', mark: false },
    ]);
    expect(group?.items[1]?.title).toEqual([{ text: 'Output', mark: true }]);
  });

  it("keeps the page's section for the group label", () => {
    expect(localDisplay(groups, 'output', undefined)[0]?.section).toBe('Configuration');
  });

  it('shows no snippet until the snippets arrive', () => {
    expect(localDisplay(groups, 'output', undefined)[0]?.items[0]?.snippet).toEqual([]);
  });
});

describe('markedTerms', () => {
  it("leaves out a typo's neighbour of a word the hit matched as typed, and keeps one standing for a word it did not", () => {
    expect(markedTerms(['tree', 'shaking'], ['tree', 'shaking', 'true'])).toEqual(['tree', 'shaking', 'tree', 'shaking']);
    expect(markedTerms(['minimzer'], ['minimizer'])).toEqual(['minimzer', 'minimizer']);
    // A longer form of the typed word and a synonym stay marked.
    expect(markedTerms(['cache'], ['cache', 'caching', 'cacheable'])).toEqual(['cache', 'cache', 'caching', 'cacheable']);
    expect(markedTerms(['source', 'maps'], ['source', 'maps', 'devtool'])).toEqual(['source', 'maps', 'source', 'maps', 'devtool']);
  });

  it("marks 'tree', not 'true', in a snippet of a hit that matched both", () => {
    const hit = { id: 0, url: '/guides/tree-shaking/', heading: '', parent: '', score: 1, terms: ['tree', 'shaking', 'true'], exact: false, answered: 1 };
    const [group] = localDisplay([{ url: '/guides/tree-shaking/', title: 'Tree Shaking', section: 'Guides', hits: [hit] }], 'tree shaking', ['Set sideEffects to true for tree shaking.']);
    expect(group?.items[0]?.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(['tree', 'shaking']);
  });
});

describe('parentLabel', () => {
  it("puts the page's title for a single-letter heading (the glossary's A to Z)", () => {
    expect(parentLabel('C', 'Glossary')).toBe('Glossary');
    expect(parentLabel(' h ', 'Glossary')).toBe('Glossary');
  });

  it('keeps any other heading, and no heading', () => {
    expect(parentLabel('URLs', 'Output')).toBe('URLs');
    expect(parentLabel('CI', 'Glossary')).toBe('CI');
    expect(parentLabel('', 'Glossary')).toBe('');
  });

  it('labels a glossary entry "Glossary › …" from the local index and the hosted service alike', () => {
    const glossary: ResultGroup[] = [
      {
        url: '/glossary/',
        title: 'Glossary',
        section: '',
        hits: [{ id: 7, url: '/glossary/#code-splitting', heading: 'Code splitting', parent: 'C', score: 2, terms: ['splitting'], exact: false, answered: 1 }],
      },
    ];
    expect(localDisplay(glossary, 'code splitting', undefined)[0]?.items[0]?.parent).toBe('Glossary');
    const hosted = hostedDisplay([{ url: '/glossary/', title: 'Glossary', section: '', items: [{ url: '/glossary/#code-splitting', title: [{ text: 'Code splitting', mark: false }], parent: 'C', snippet: [] }] }]);
    expect(hosted[0]?.items[0]?.parent).toBe('Glossary');
  });
});

describe('activeAfter', () => {
  const row = (url: string): DisplayItem => ({ url, title: [], parent: '', snippet: [] });
  const rows = [row('/a/'), row('/b/'), row('/c/')];

  it('starts a new query at its first row', () => {
    expect(activeAfter({ query: 'emit', url: '/b/' }, 'emitAsset', rows)).toBe(0);
  });

  it('keeps the row the reader moved to when the same query is answered again, wherever it now sits', () => {
    expect(activeAfter({ query: 'emitAsset', url: '/b/' }, 'emitAsset', [row('/x/'), ...rows])).toBe(2);
  });

  it('falls back to the first row when that row is gone, or none was active', () => {
    expect(activeAfter({ query: 'emitAsset', url: '/gone/' }, 'emitAsset', rows)).toBe(0);
    expect(activeAfter({ query: 'emitAsset', url: undefined }, 'emitAsset', rows)).toBe(0);
  });
});
