/** How the results of a page are ordered in its group: which of the page and its sections leads. */
import { describe, expect, it } from 'vitest';
import type { SourcePage } from './records.ts';
import { firstUrl, indexOf, MODE_PAGE, withRanking } from './test-index.ts';

describe("a section that answers a words query nearly as much as its page", () => {
  const externals: SourcePage = {
    url: '/configuration/externals/',
    title: 'Externals',
    description: 'Keep a library such as jquery out of the bundle and load it from a CDN.',
    section: 'configuration',
    sections: [
      { id: '', heading: '', level: 0, text: 'Intro.' },
      { id: 'externals', heading: 'externals', level: 2, text: 'Give each import that stays out of the bundle: jquery loaded from a cdn script tag instead of bundling it.' },
      { id: 'pitfalls', heading: 'Pitfalls', level: 2, text: 'A library missing at runtime.' },
    ],
  };
  const loaded = indexOf([externals, MODE_PAGE]);

  it('leads the group of its page, within RANKING.sectionLead of what the page answers', () => {
    expect(firstUrl(loaded, 'jquery cdn')).toBe('/configuration/externals/#externals');
    expect(withRanking('sectionLead', 0, () => firstUrl(loaded, 'jquery cdn'))).toBe('/configuration/externals/');
    // One word asks what the page is about.
    expect(firstUrl(loaded, 'jquery')).toBe('/configuration/externals/');
  });
});
