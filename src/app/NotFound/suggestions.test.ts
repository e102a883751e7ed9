import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '../../shared/redirects.ts';
import type { NavPage } from '../../shared/types.ts';
import { caseVariantOf, pathSegments, searchWords, suggestPages } from './suggestions.ts';

/** A slice of the site, in sidebar order: enough pages alike (loaders, plugins, two 'Output's) to rank among. */
const SITE: Record<string, string[]> = {
  '': ['glossary', 'comparison'],
  concepts: ['', 'output', 'loaders', 'plugins', 'modules'],
  configuration: ['', 'mode', 'output', 'module', 'node', 'dev-server', 'optimization', 'devtool'],
  guides: ['', 'getting-started', 'code-splitting', 'hot-module-replacement', 'caching'],
  loaders: ['', 'babel-loader', 'css-loader', 'less-loader', 'sass-loader', 'style-loader', 'val-loader', 'html-loader'],
  plugins: ['', 'banner-plugin', 'define-plugin', 'provide-plugin', 'split-chunks-plugin', 'html-webpack-plugin', 'ignore-plugin'],
  api: ['', 'node', 'loaders', 'hot-module-replacement', 'webpack-dev-server'],
};
const PAGES: NavPage[] = Object.entries(SITE).flatMap(([section, slugs]) =>
  slugs.map((slug) => {
    const url = `/${[section, slug].filter(Boolean).join('/')}/`;
    return { url, title: `Title of ${url}` };
  }),
);

/** The URLs suggested for a path. */
const urls = (pathname: string): string[] => suggestPages(pathname, PAGES, REDIRECTS).map((s) => s.url);

describe('suggestPages', () => {
  it('puts the page a typo was meant for first, the same page elsewhere after it and the section index last', () => {
    expect(urls('/configuration/outptu/')).toEqual(['/configuration/output/', '/concepts/output/', '/configuration/']);
    expect(urls('/configuration/optimisation/')[0]).toBe('/configuration/optimization/');
    expect(urls('/glosary/')).toEqual(['/glossary/']);
  });

  it('counts a swapped pair of letters as one edit', () => {
    expect(urls('/concepts/laoders/')[0]).toBe('/concepts/loaders/');
    expect(urls('/configuration/mdoe/')[0]).toBe('/configuration/mode/');
  });

  it('finds the page without the trailing slash, and in another case, spelling or file name', () => {
    expect(urls('/configuration/outptu')[0]).toBe('/configuration/output/');
    expect(urls('/configuration/output')[0]).toBe('/configuration/output/');
    expect(urls('/Guides/Getting_Started.html')[0]).toBe('/guides/getting-started/');
    expect(urls('/configuration/devserver/')[0]).toBe('/configuration/dev-server/');
    expect(urls('/guides/code%20splitting/')[0]).toBe('/guides/code-splitting/');
  });

  it('offers the page in its right section when the section is wrong or missing, and a typo in the section costs little', () => {
    expect(urls('/plugins/output/')).toEqual(['/concepts/output/', '/configuration/output/', '/plugins/']);
    expect(urls('/output/')).toEqual(['/concepts/output/', '/configuration/output/']);
    expect(urls('/configuraton/output/')[0]).toBe('/configuration/output/');
    expect(urls('/guide/caching/')[0]).toBe('/guides/caching/');
  });

  it('puts the typed section’s page before its namesakes elsewhere', () => {
    expect(urls('/api/laoders/')).toEqual(['/api/loaders/', '/concepts/loaders/', '/api/']);
    expect(urls('/concepts/laoders/')).toEqual(['/concepts/loaders/', '/api/loaders/', '/concepts/']);
  });

  it('matches a name by its rare words, never by a word every loader or plugin has', () => {
    expect(urls('/loaders/babel/')).toEqual(['/loaders/babel-loader/', '/loaders/']);
    expect(urls('/plugins/define/')).toEqual(['/plugins/define-plugin/', '/plugins/']);
    expect(urls('/plugins/html-plugin/')[0]).toBe('/plugins/html-webpack-plugin/');
    expect(urls('/loaders/loader/').filter((u) => u.startsWith('/loaders/') && u !== '/loaders/')).toEqual([]);
    expect(urls('/plugins/plugin/').filter((u) => u.startsWith('/plugins/') && u !== '/plugins/')).toEqual([]);
  });

  it('leads an old path, or a typo of one, to where the page lives now, with that page’s title', () => {
    expect(suggestPages('/api/hrm/', PAGES, REDIRECTS)[0]).toEqual({ url: '/api/hot-module-replacement/', title: 'Title of /api/hot-module-replacement/' });
    expect(urls('/concepts/mdoe/')[0]).toBe('/configuration/mode/');
  });

  it('offers the pages above a deeper path', () => {
    expect(urls('/configuration/output/library/')).toEqual(['/configuration/output/', '/configuration/']);
  });

  it('guesses nothing for nonsense, and only the section index under a known section', () => {
    for (const nonsense of ['/zzzz/', '/qwerty/', '/foo/bar/', '/no-such-page/', '/nope/deeper/', '/x/']) expect(urls(nonsense), nonsense).toEqual([]);
    expect(urls('/configuration/zzzz/')).toEqual(['/configuration/']);
    expect(urls('/plugins/nope/')).toEqual(['/plugins/']);
    expect(urls('/plugins/webpack-manifest-plugin/')).toEqual(['/plugins/']);
  });

  it('returns at most the limit, each page once (a page and an old path to it alike)', () => {
    expect(urls('/configuration/outptu/').length).toBeGreaterThan(2);
    expect(suggestPages('/configuration/outptu/', PAGES, REDIRECTS, 2).map((s) => s.url)).toEqual(urls('/configuration/outptu/').slice(0, 2));
    const twice = [...PAGES, { url: '/guides/hot-module-replacement/', title: 'Again' }];
    expect(suggestPages('/guides/hot-module-replacment/', twice, [{ from: '/guides/hmr-react/', to: '/guides/hot-module-replacement/' }]).filter((s) => s.url === '/guides/hot-module-replacement/')).toHaveLength(1);
  });
});

describe('pathSegments and searchWords', () => {
  it('reads the path as routes are written', () => {
    expect(pathSegments('/Configuration/Output/index.html')).toEqual(['configuration', 'output']);
    expect(pathSegments('/guides/code_splitting.md')).toEqual(['guides', 'code-splitting']);
    expect(pathSegments('/a/%E0%A4%A/')).toEqual(['a', '%e0%a4%a']);
    expect(pathSegments('/')).toEqual([]);
  });

  it('searches for the words of the last segment', () => {
    expect(searchWords('/plugins/define-plugn/')).toBe('define plugn');
    expect(searchWords('/configuration/outptu')).toBe('outptu');
    expect(searchWords('/')).toBe('');
  });
});

describe('caseVariantOf', () => {
  it('finds the page a path names in other letter case, and nothing for an unknown or already matching path', () => {
    expect(caseVariantOf('/Configuration/Output/', PAGES)).toBe('/configuration/output/');
    expect(caseVariantOf('/PLUGINS/Define-Plugin', PAGES)).toBe('/plugins/define-plugin/');
    expect(caseVariantOf('/Concepts/Outptu/', PAGES)).toBeUndefined();
    expect(caseVariantOf('/configuration/output/', PAGES)).toBeUndefined();
    expect(caseVariantOf('/Configuration/%E0%A4%A/', PAGES)).toBeUndefined();
  });
});
