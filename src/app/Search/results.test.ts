import { describe, expect, it } from 'vitest';
import type { ResultGroup } from '../../shared/search/rank.ts';
import { activeAfter, hostedDisplay, localDisplay, parentLabel, type DisplayItem } from './results.ts';

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
