import { describe, expect, it } from 'vitest';
import type { NavTree } from '../../shared/types.ts';
import { sectionPagesHtml } from './section-pages.ts';

const page = (title: string, group?: string): NavTree['sections'][number]['pages'][number] => ({ title, url: `/loaders/${title}/`, ...(group === undefined ? {} : { group }) });

const nav = (pages: ReturnType<typeof page>[]): NavTree => ({ sections: [{ title: 'Loaders', url: '/loaders/', pages }] }) as unknown as NavTree;

const headings = (html: string): string[] => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1] ?? '');

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
});
