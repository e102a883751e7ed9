/** The reference's index page on the fixture `types.d.ts`: a heading per kind, every page listed once, the page record filled in. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/page-record.ts';
import { extractApi } from './extract.ts';
import { API_REFERENCE_MARKER, fillReferenceIndex, referenceIndex } from './index-page.ts';
import { assignPages } from './pages.ts';
import { referenceContext } from './reference.ts';

const fixture = path.resolve(import.meta.dirname, '../../../tests/fixtures/api-reference');
const model = extractApi(readFileSync(path.join(fixture, 'types.d.ts'), 'utf8'), '5.2.0');
const pages = assignPages(model.entries);
const context = referenceContext(model, pages, { idsByUrl: new Map() }, fixture);

/** The index page as the pipeline holds it after its markdown rendered. */
function indexRecord(): PageRecord {
  const anchors = [{ title: 'Intro', id: 'intro', level: 2 }];
  const sections = [{ id: 'intro', heading: 'Intro', level: 2, text: ' Some words. {{api-reference}}' }];
  return {
    path: 'content/api/reference.md', relative: 'api/reference.md', size: 1, url: '/api/reference/', title: 'API Reference', sort: 16, contributors: [], anchors,
    data: { url: '/api/reference/', title: 'API Reference', description: '', html: `<h2 id="intro">Intro</h2>${API_REFERENCE_MARKER}`, anchors, contributors: [], related: [], editUrl: '' },
    links: { file: 'content/api/reference.md', url: '/api/reference/', links: [], linkLines: new Map() },
    ids: new Set(['intro']),
    search: { url: '/api/reference/', title: 'API Reference', description: '', section: 'api', sections },
    blocks: { file: 'content/api/reference.md', url: '/api/reference/', blocks: [], headings: ['Intro'] },
  };
}

describe('the index list', () => {
  const index = referenceIndex(context, new Set());

  it('groups the pages under a heading per kind of entry, in the kinds\' order, each with a permalink', () => {
    const headings = [...index.html.matchAll(/<h2 id="([^"]+)">([^<]+)<a class="heading-link" href="#\1"/g)].map((m) => [m[1], m[2]]);
    expect(headings.map(([, title]) => title)).toEqual(['Classes', 'Interfaces', 'Types', 'Namespaces']);
    // The namespace `webpack` has a page of its own and is listed with the other namespaces, first.
    expect(index.html.indexOf('href="/api/reference/webpack/"')).toBeGreaterThan(index.html.indexOf('id="namespaces"'));
    expect(index.anchors).toEqual(headings.map(([id = '', title = '']) => ({ title, id, level: 2 })));
    expect(index.sections.map((s) => [s.id, s.heading])).toEqual(headings);
    expect(index.sections.every((s) => s.text.length > 20 && !s.text.includes('`'))).toBe(true);
  });

  it('lists every page once, under its own kind, with the URLs the pages have', () => {
    for (const page of pages) {
      const link = `<a href="/api/reference/${page.slug}/"><strong>`;
      expect(index.html.split(link)).toHaveLength(2);
      const section = index.html.slice(index.html.indexOf(`id="${page.category.toLowerCase()}"`));
      expect(section.indexOf(link)).toBeLessThan(section.indexOf('<h2', 1) === -1 ? Infinity : section.indexOf('<h2', 1));
    }
    expect(index.links).toContain(`/api/reference/${pages[0]?.slug ?? ''}/`);
  });

  it('fails loudly when the page already uses a heading id it needs', () => {
    expect(() => referenceIndex(context, new Set(['classes']))).toThrow(/"classes"/);
  });
});

describe('the index page record', () => {
  it('gets the list, its anchors, ids, links, headings and search slices, and loses the marker from its text', () => {
    const record = indexRecord();
    fillReferenceIndex(record, context);
    expect(record.data.html).not.toContain('{{api-reference}}');
    expect(record.data.html).toContain('<nav class="api-index" aria-label="API reference pages"><h2 id="classes">');
    // The fixture has no plugin class, so no Plugins heading.
    expect(record.anchors.map((a) => a.id)).toEqual(['intro', 'classes', 'interfaces', 'types', 'namespaces']);
    expect(record.data.anchors).toBe(record.anchors);
    expect(record.ids.has('classes')).toBe(true);
    expect(record.links.links.length).toBeGreaterThan(pages.length);
    expect(record.blocks.headings).toContain('Namespaces');
    expect(record.search.sections[0]?.text).toBe(' Some words.');
    expect(record.search.sections.map((s) => s.id)).toEqual(record.anchors.map((a) => a.id));
  });
});
