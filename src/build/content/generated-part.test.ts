import { describe, expect, it } from 'vitest';
import { fillMarker, levelAtMarker } from './generated-part.ts';
import type { PageRecord } from './page-record.ts';

const MARKER = '<p>{{list}}</p>';

/** A page record with the parts `fillMarker` reads and writes. */
function record(html: string, anchors: Array<{ title: string; id: string }>): PageRecord {
  const withLevel = anchors.map((a) => ({ ...a, level: 2 }));
  return {
    path: 'content/x/index.md',
    anchors: withLevel,
    ids: new Set(anchors.map((a) => a.id)),
    data: { html, anchors: withLevel },
    links: { file: 'content/x/index.md', url: '/x/', links: ['/y/'], linkLines: {} },
    blocks: { headings: anchors.map((a) => a.title) },
  } as unknown as PageRecord;
}

const part = { html: '<h2 id="group-a">A</h2><a href="/x/a/">a</a>', anchors: [{ title: 'A', id: 'group-a', level: 2 }], links: ['/x/a/'] };

describe('fillMarker', () => {
  it("puts the part's headings among the page's in document order, with its ids, links and heading texts", () => {
    const page = record(`<h2 id="intro">Intro</h2>${MARKER}<h2 id="more">More</h2>`, [
      { title: 'Intro', id: 'intro' },
      { title: 'More', id: 'more' },
    ]);
    fillMarker(page, MARKER, part);
    expect(page.data.html).toBe('<h2 id="intro">Intro</h2><h2 id="group-a">A</h2><a href="/x/a/">a</a><h2 id="more">More</h2>');
    expect(page.anchors.map((a) => a.id)).toEqual(['intro', 'group-a', 'more']);
    expect(page.data.anchors).toBe(page.anchors);
    expect(page.ids.has('group-a')).toBe(true);
    expect(page.links.links).toEqual(['/y/', '/x/a/']);
    expect(page.blocks.headings).toEqual(['Intro', 'More', 'A']);
  });

  it('fails with the page and the id when a written heading already uses it', () => {
    const page = record(`<h2 id="group-a">A</h2>${MARKER}`, [{ title: 'A', id: 'group-a' }]);
    expect(() => fillMarker(page, MARKER, part)).toThrow('content/x/index.md: the generated heading "A" needs the id "group-a", which the page already uses');
  });

  it('leaves a page without the marker as it is', () => {
    const page = record('<p>text</p>', []);
    fillMarker(page, MARKER, part);
    expect(page.data.html).toBe('<p>text</p>');
    expect(page.anchors).toEqual([]);
  });

  it('puts generated headings one level below the heading before the marker, h2 under none', () => {
    expect(levelAtMarker(record(`<h2 id="all">All</h2>${MARKER}`, [{ title: 'All', id: 'all' }]), MARKER)).toBe(3);
    expect(levelAtMarker(record(`${MARKER}<h2 id="later">Later</h2>`, [{ title: 'Later', id: 'later' }]), MARKER)).toBe(2);
  });
});
