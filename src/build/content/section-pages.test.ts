import { describe, expect, it } from 'vitest';
import type { NavTree } from '../../shared/types.ts';
import { demoteHeadings, printableBody, sectionPages } from './section-pages.ts';

const sectionPagesHtml = (...args: Parameters<typeof sectionPages>): string => sectionPages(...args).html;

const page = (title: string, group?: string): NavTree['sections'][number]['pages'][number] => ({ title, url: `/loaders/${title}/`, ...(group === undefined ? {} : { group }) });

const nav = (pages: ReturnType<typeof page>[]): NavTree => ({ sections: [{ title: 'Loaders', url: '/loaders/', pages }] }) as unknown as NavTree;

const headings = (html: string): string[] => [...html.matchAll(/<h[23][^>]*>([^<]*)</g)].map((m) => m[1] ?? '');

describe('the grouped list of a section index', () => {
  it('gives pages without a group that follow a group a heading of their own', () => {
    const html = sectionPagesHtml(nav([page('babel-loader'), page('css-loader', 'CSS'), page('style-loader', 'CSS'), page('val-loader')]), [], '/loaders/');
    expect(headings(html)).toEqual(['CSS', 'Other']);
    expect(html.indexOf('val-loader')).toBeGreaterThan(html.indexOf('>Other<'));
  });

  it('adds no heading to a section without groups, nor before the first group', () => {
    expect(headings(sectionPagesHtml(nav([page('a'), page('b')]), [], '/loaders/'))).toEqual([]);
    expect(headings(sectionPagesHtml(nav([page('a'), page('b', 'CSS')]), [], '/loaders/'))).toEqual(['CSS']);
  });

  it('gives each group heading a permalink and an anchor for "On this page"', () => {
    const part = sectionPages(nav([page('css-loader', 'CSS'), page('html-loader', 'HTML & templates')]), [], '/loaders/', 3);
    expect(part.anchors).toEqual([
      { title: 'CSS', id: 'group-css', level: 3 },
      { title: 'HTML & templates', id: 'group-html-templates', level: 3 },
    ]);
    expect(part.html).toContain('<h3 id="group-html-templates">HTML &amp; templates<a class="heading-link" href="#group-html-templates" aria-label="Permalink to HTML &amp; templates">#</a></h3>');
    expect(part.links).toEqual(['#group-css', '/loaders/css-loader/', '#group-html-templates', '/loaders/html-loader/']);
  });
});

describe("a page body on its section's printable page", () => {
  it('moves every heading one level down, an h6 staying an h6, and leaves look-alike tags alone', () => {
    const html = '<h1 id="a">A</h1><h2 id="b" class="x">B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6><header><hr></header><pre>&lt;h2&gt;</pre>';
    expect(demoteHeadings(html)).toBe('<h2 id="a">A</h2><h3 id="b" class="x">B</h3><h4>C</h4><h5>D</h5><h6>E</h6><h6>F</h6><header><hr></header><pre>&lt;h2&gt;</pre>');
  });

  it('keeps ids and in-page links, prefixed by the page', () => {
    expect(printableBody('/guides/caching/', '<h2 id="output">Output<a class="heading-link" href="#output">#</a></h2>')).toBe(
      '<h3 id="caching-output">Output<a class="heading-link" href="#caching-output">#</a></h3>',
    );
  });
});
