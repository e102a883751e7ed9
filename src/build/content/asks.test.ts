import { describe, expect, it } from 'vitest';
import type { TextSection } from '../markdown/rehype-page.ts';
import { placeAsks } from './asks.ts';
import { ContentError, parseFrontmatter } from './frontmatter.ts';

const SECTIONS: TextSection[] = [
  { id: '', heading: '', level: 0, text: 'Intro.' },
  { id: 'cachetype', heading: 'cache.type', level: 2, text: 'Memory or filesystem.' },
  { id: 'cachebuilddependencies', heading: 'cache.buildDependencies', level: 3, text: 'Files the build depends on.' },
];

const SOURCE = [
  '---',
  'title: Cache',
  'asks:',
  '  page: [persistent caching, speed up the second build]',
  '  cachebuilddependencies:',
  '    - cache not invalidated after the config changes',
  '---',
  '',
  'Body.',
].join('\n');

describe('placeAsks', () => {
  it("puts the page's phrases on the page and a heading's on its section, leaving the others as they were", () => {
    const parsed = parseFrontmatter('content/cache.md', SOURCE);
    const placed = placeAsks('content/cache.md', parsed.data.asks, parsed.asksLine, SECTIONS);
    expect(placed.page).toEqual(['persistent caching', 'speed up the second build']);
    expect(placed.sections.map((s) => s.asks)).toEqual([undefined, undefined, ['cache not invalidated after the config changes']]);
    expect(placed.sections[1]).toBe(SECTIONS[1]);
  });

  it('leaves a page without asks as it is', () => {
    expect(placeAsks('content/a.md', undefined, () => undefined, SECTIONS)).toEqual({ page: [], sections: SECTIONS });
  });

  it('fails on a key that names no heading of the page, with the file and the line of the key', () => {
    const source = SOURCE.replace('  cachebuilddependencies:', '  cache-build-dependencies:');
    const parsed = parseFrontmatter('content/cache.md', source);
    let error: unknown;
    try {
      placeAsks('content/cache.md', parsed.data.asks, parsed.asksLine, SECTIONS);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(/^content\/cache\.md:5: asks key 'cache-build-dependencies' is neither 'page' nor the id of a heading of this page that search indexes/);
    expect((error as ContentError).line).toBe(5);
  });

  it('does not take the text before the first heading (id "") for a key', () => {
    expect(() => placeAsks('content/a.md', { intro: ['x y'] }, (key) => (key === 'intro' ? 3 : undefined), SECTIONS)).toThrow(/content\/a\.md:3: asks key 'intro'/);
  });
});
