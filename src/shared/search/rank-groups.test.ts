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

describe('a section about problems in the group of its page', () => {
  // The page explains the task; a section under Pitfalls quotes what the browser says when it goes wrong.
  const page = sectionsPage('/guides/csp/', 'Content Security Policy', 'Give the scripts and script tags webpack adds the nonce of your content security policy.', ['pitfalls', 'Pitfalls', 'A nonce set too late.']);
  const guide: SourcePage = { ...page, description: 'The nonce.', sections: [...page.sections, { id: 'what-the-browser-says', heading: 'What the browser says', level: 3, text: 'Loading the script violates the content security policy directive: the script has no nonce.' }] };
  const loaded = indexOf([guide, MODE_PAGE]);

  it('leads by the margin of RANKING.sectionLead only for a symptom, not for a task in words', () => {
    expect(firstUrl(loaded, 'content security policy nonce for scripts')).toBe('/guides/csp/');
    expect(firstUrl(loaded, 'script blocked: violates the content security policy directive')).toBe('/guides/csp/#what-the-browser-says');
  });
});

describe('sections within the margin of their page', () => {
  // Both sections answer nearly as much as the page (their readers' words); 'Stay up to date' says
  // more of the query, but only 'In development' says a word the page's title does not.
  const base = sectionsPage('/guides/build-performance/', 'Build Performance', 'Make a slow build faster.', ['stay-up-to-date', 'Stay up to date', 'Newer versions are faster.'], ['in-development', 'In development', 'Rebuild in watch mode.']);
  const asks: Record<string, string[]> = { 'stay-up-to-date': ['very slow build in development'], 'in-development': ['slow build'] };
  const guide: SourcePage = { ...base, asks: ['slow build', 'build very slow in development'], sections: base.sections.map((s) => ({ ...s, asks: asks[s.id] })) };
  const loaded = indexOf([guide, MODE_PAGE]);

  it('lead with the one whose heading says a word of the query the title does not', () => {
    expect(firstUrl(loaded, 'build is very slow in development')).toBe('/guides/build-performance/#in-development');
  });
});
