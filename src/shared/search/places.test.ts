import { describe, expect, it } from 'vitest';
import { isBlog, placeLabel, sectionOf, sectionTitle } from './places.ts';
import type { SearchTables } from './records.ts';

const tables: SearchTables = {
  pages: [
    { url: '/configuration/', title: 'Configuration' },
    { url: '/configuration/output/', title: 'Output' },
    { url: '/concepts/', title: 'Concepts' },
    { url: '/concepts/output/', title: 'Output' },
    { url: '/glossary/', title: 'Glossary' },
  ],
  docs: [],
};

describe('places', () => {
  it("names a page's section by its index page's title, so two 'Output' pages read apart", () => {
    const labels = tables.pages.map((p) => placeLabel(sectionTitle(tables, p), p.title));
    expect(labels).toEqual(['Configuration', 'Configuration › Output', 'Concepts', 'Concepts › Output', 'Glossary']);
  });

  it("names a shared page of the generated API reference by its kind, not by the range of entries in its title", () => {
    expect(placeLabel('API', 'Plugins: AbstractLibraryPlugin and 31 more', '/api/reference/plugins-abstractlibraryplugin/')).toBe('API › Reference › Plugins');
    expect(placeLabel('API', 'Compilation', '/api/reference/compilation/')).toBe('API › Reference › Compilation');
    expect(placeLabel('API', 'Plugins: a hand-written page', '/api/plugins/')).toBe('API › Plugins: a hand-written page');
  });

  it('finds the section of a URL, and the blog', () => {
    expect(sectionOf('/api/node/')).toBe('api');
    expect(sectionOf('/api/')).toBe('');
    expect(isBlog('/blog/2020-12-08-roadmap-2021/')).toBe(true);
    expect(isBlog('/guides/')).toBe(false);
  });
});
