/** How the results of a page are ordered in its group: which of the page and its sections leads. */
import { describe, expect, it } from 'vitest';
import type { SourcePage } from './records.ts';
import { firstUrl, indexOf, MODE_PAGE, sectionsPage, withRanking } from './test-index.ts';

describe("a section that answers a words query nearly as much as its page", () => {
  // A page whose description says what a reader asks ('jquery', 'cdn'), as its intro would.
  const externals: SourcePage = {
    ...sectionsPage('/configuration/externals/', 'Externals', 'Intro.', ['externals', 'externals', 'Give each import that stays out of the bundle: jquery loaded from a cdn script tag instead of bundling it.'], ['pitfalls', 'Pitfalls', 'A library missing at runtime.']),
    description: 'Keep a library such as jquery out of the bundle and load it from a CDN.',
  };
  const loaded = indexOf([externals, MODE_PAGE]);

  it('leads the group of its page, within RANKING.sectionLead of what the page answers', () => {
    expect(firstUrl(loaded, 'jquery cdn')).toBe('/configuration/externals/#externals');
    expect(withRanking('sectionLead', 0, () => firstUrl(loaded, 'jquery cdn'))).toBe('/configuration/externals/');
    // One word asks what the page is about.
    expect(firstUrl(loaded, 'jquery')).toBe('/configuration/externals/');
  });
});
