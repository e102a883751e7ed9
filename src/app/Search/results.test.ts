import { describe, expect, it } from 'vitest';
import type { ResultGroup } from '../../shared/search/rank.ts';
import { activeAfter, hostedDisplay, localDisplay, markedTerms, parentLabel, queryMarks, type DisplayItem } from './results.ts';

const groups: ResultGroup[] = [
  {
    url: '/configuration/output/',
    title: 'Output',
    section: 'Configuration',
    hits: [
      { id: 2, url: '/configuration/output/#outputpublicpath', heading: 'output.publicPath', parent: 'URLs', score: 3, terms: ['output.publicpath'], exact: true, answered: 1 },
      { id: 0, url: '/configuration/output/', heading: '', parent: '', score: 1, terms: ['output'], exact: false, answered: 0.5 },
    ],
  },
];

describe('localDisplay', () => {
  it('shows the heading (or the page title) and the snippet with the query marked', () => {
    const [group] = localDisplay(groups, 'output.publicPath', ['Where bundles go.', '', 'Set output.publicPath to auto.']);
    expect(group?.items[0]?.title).toEqual([{ text: 'output.publicPath', mark: true }]);
    expect(group?.items[0]?.parent).toBe('URLs');
    expect(group?.items[0]?.snippet).toEqual([
      { text: 'Set ', mark: false },
      { text: 'output.publicPath', mark: true },
      { text: ' to auto.', mark: false },
    ]);
    expect(group?.items[1]?.title).toEqual([{ text: 'Output', mark: true }]);
  });

  it("keeps the page's section for the group label", () => {
    expect(localDisplay(groups, 'output', undefined)[0]?.section).toBe('Configuration');
  });

  it("says 'Mentions' and the words a result matched when neither its title nor its snippet shows one, as the reader typed them", () => {
    const hit = (id: number, url: string, heading: string, terms: string[]) => ({ id, url, heading, parent: '', score: 1, terms, exact: false, answered: 1 });
    const groups = [{ url: '/configuration/output/', title: 'Output', section: 'Configuration', hits: [hit(0, '/configuration/output/#outputfilename', 'output.filename', ['publicpath', 'public', 'path']), hit(1, '/configuration/output/#outputpublicpath', 'output.publicPath', ['publicpath'])] }];
    const [group] = localDisplay(groups, 'publicPath', ['The name of each bundle.', 'Where the files are served from.']);
    expect(group?.items.map((i) => i.mentions)).toEqual([['publicPath'], []]);
    // Not before the snippets arrive, when the snippet cannot show it yet.
    expect(localDisplay(groups, 'publicPath', undefined)[0]?.items[0]?.mentions).toEqual([]);
  });

  it("writes a mentioned word the reader did not type as the site writes it ('ProvidePlugin'), else as indexed", () => {
    const hit = { id: 0, url: '/configuration/node/#pitfalls', heading: 'Pitfalls', parent: '', score: 1, terms: ['provideplugin', 'polyfills'], exact: false, answered: 1 };
    const groups = [{ url: '/configuration/node/', title: 'Node', section: 'Configuration', hits: [hit] }];
    const mentions = (forms?: ReadonlyMap<string, string>) => localDisplay(groups, 'provide polyfills', ['Some globals are gone.'], undefined, forms)[0]?.items[0]?.mentions;
    expect(mentions(new Map([['provideplugin', 'ProvidePlugin']]))).toEqual(['ProvidePlugin', 'polyfills']);
    expect(mentions()).toEqual(['provideplugin', 'polyfills']);
  });

  it('shows no snippet until the snippets arrive', () => {
    expect(localDisplay(groups, 'output', undefined)[0]?.items[0]?.snippet).toEqual([]);
  });
});

describe('markedTerms', () => {
  const marks = (query: string, vocabulary?: string[]) => queryMarks(query, vocabulary === undefined ? undefined : new Set(vocabulary));

  it("leaves out a typo's neighbour of a word typed as meant, and keeps one standing for a mistyped word", () => {
    // 'tree' was matched as typed, so 'true' only matched by the typo tolerance.
    expect(markedTerms(marks('tree shaking'), ['tree', 'shaking', 'true'])).toEqual(['tree', 'shaking', 'tree', 'shaking']);
    // 'size' is a word the index holds: 'side' is another word, not what was meant.
    expect(markedTerms(marks('reduce bundle size', ['size', 'side']), ['bundle', 'side'])).toEqual(['reduce', 'bundle', 'size', 'bundle']);
    expect(markedTerms(marks('minimiqer', ['minimizer']), ['minimizer'])).toEqual(['minimiqer', 'minimizer']);
    // A word one letter short of its neighbour is planned as the word meant ('minimzer' as 'minimizer').
    expect(markedTerms(marks('minimzer', ['minimizer']), ['minimizer'])).toEqual(['minimizer', 'minimizer']);
    // Of a mistyped word's neighbours, not one two edits away that begins otherwise beside a nearer one; alone it is what was meant
    // (the vocabulary given leaves 'shaking' out: with it, 'shakng' is planned as 'shaking').
    expect(markedTerms(marks('tree shakng', ['tree', 'sharing', 'shaken']), ['tree', 'sharing', 'shaken', 'shaking'])).toEqual(['tree', 'shakng', 'tree', 'shaken', 'shaking']);
    expect(markedTerms(marks('typscrpt', ['typescript']), ['typescript'])).toEqual(['typscrpt', 'typescript']);
    // A longer form of the typed word and a synonym stay marked.
    expect(markedTerms(marks('cache'), ['cache', 'caching', 'cacheable'])).toEqual(['cache', 'cache', 'caching', 'cacheable']);
    expect(markedTerms(marks('source maps'), ['source', 'maps', 'devtool'])).toEqual(['source', 'maps', 'source', 'maps', 'devtool']);
  });

  it("keeps the docs' words the query stands for, the word's other forms and a task's filler words marked", () => {
    expect(markedTerms(marks('hmr'), ['hot', 'module', 'replacement'])).toEqual(['hmr', 'hot', 'module', 'replacement']);
    expect(markedTerms(marks('plugins ', ['plugins', 'plugin']), ['plugin'])).toContain('plugin');
    expect(markedTerms(marks('minifier ', ['minifier', 'minimizer', 'minified']), ['minimizer', 'minified'])).toEqual(['minifier', 'minimizer', 'minified']);
    expect(markedTerms(marks('enable hmr'), ['enable', 'hmr'])).toContain('enable');
  });

  it("does not mark the words searched for a placeholder, which the reader did not type", () => {
    expect(markedTerms(marks('[contenthash]'), ['contenthash', 'filename', 'placeholders'])).toEqual(['contenthash', 'contenthash']);
    expect(markedTerms(marks('filename'), ['filename'])).toEqual(['filename', 'filename']);
  });

  it("leaves out a longer word that merely begins with one typed: 'webpack' for 'web', 'minimal' for a name's 'Mini'", () => {
    expect(markedTerms(marks('use web workers'), ['web', 'webpack', 'workers', 'worker'])).toEqual(['web', 'workers', 'web', 'workers', 'worker']);
    expect(markedTerms(marks('MiniCssExtractPlugin'), ['minicssextractplugin', 'mini', 'minimal', 'minify', 'css', 'extract', 'extracts'])).not.toEqual(expect.arrayContaining(['minimal']));
    expect(markedTerms(marks('MiniCssExtractPlugin'), ['minicssextractplugin', 'mini', 'minimal', 'minify', 'css'])).not.toContain('minify');
    expect(markedTerms(marks('ERR_OSSL_EVP_UNSUPPORTED'), ['err_ossl_evp_unsupported', 'error', 'errors'])).toEqual(['err_ossl_evp_unsupported', 'err', 'ossl', 'evp', 'unsupported', 'err_ossl_evp_unsupported']);
  });

  it("does not mark the parts of a name a synonym searched ('webpack' of copy-webpack-plugin for 'static files'), only the name and what was typed", () => {
    const marked = markedTerms(marks('copy static files'), ['copy', 'copy-webpack-plugin', 'static', 'files', 'webpack', 'plugin']);
    expect(marked).toContain('copy-webpack-plugin');
    expect(marked).not.toContain('webpack');
    expect(marked).not.toContain('plugin');
  });

  it('leaves out stop words and longer dotted names that only begin with a part of the query', () => {
    expect(markedTerms(marks('use with react'), ['with', 'react'])).not.toContain('with');
    expect(markedTerms(marks('compiler.hooks.emit'), ['compiler.hooks.emit', 'hooks.run', 'emit'])).not.toContain('hooks.run');
    expect(markedTerms(marks('devServer.proxy'), ['devserver.compress', 'devserver.proxy'])).toContain('devserver.proxy');
    expect(markedTerms(marks('devServer.proxy'), ['devserver.compress', 'devserver.proxy'])).not.toContain('devserver.compress');
  });

  it("marks 'tree', not 'true', in a snippet of a hit that matched both", () => {
    const hit = { id: 0, url: '/guides/tree-shaking/', heading: '', parent: '', score: 1, terms: ['tree', 'shaking', 'true'], exact: false, answered: 1 };
    const [group] = localDisplay([{ url: '/guides/tree-shaking/', title: 'Tree Shaking', section: 'Guides', hits: [hit] }], 'tree shaking', ['Set sideEffects to true for tree shaking.']);
    expect(group?.items[0]?.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(['tree', 'shaking']);
  });

  it('marks other words that begin with the last word only while it may still be typed', () => {
    const hit = { id: 0, url: '/x/', heading: '', parent: '', score: 1, terms: ['out', 'memory'], exact: false, answered: 1 };
    const shown = (query: string): string[] => localDisplay([{ url: '/x/', title: 'X', section: '', hits: [hit] }], query, ['Out of memory: set output.path outside.'])[0]?.items[0]?.snippet.filter((s) => s.mark).map((s) => s.text) ?? [];
    expect(shown('heap out of memory')).toEqual(['Out', 'memory']);
    expect(shown('memory out')).toEqual(['Out', 'memory', 'output', 'outside']);
    expect(shown('memory out ')).toEqual(['Out', 'memory']);
    // A word followed by anything is finished ('Cannot GET /'), and a pasted message is pasted whole.
    expect(queryMarks('Cannot GET /').open).toBeUndefined();
    expect(queryMarks('Module parse failed: You may need an appropriate loader to handle this file type').open).toBeUndefined();
    expect(queryMarks('output.pa').open).toBe('output.pa');
  });
});

describe('parentLabel', () => {
  it("puts the page's title for a single-letter heading (the glossary's A to Z)", () => {
    expect(parentLabel('C', 'Glossary')).toBe('Glossary');
    expect(parentLabel(' h ', 'Glossary')).toBe('Glossary');
  });

  it('keeps any other heading, and no heading', () => {
    expect(parentLabel('URLs', 'Output')).toBe('URLs');
    expect(parentLabel('CI', 'Glossary')).toBe('CI');
    expect(parentLabel('', 'Glossary')).toBe('');
  });

  it('labels a glossary entry "Glossary › …" from the local index and the hosted service alike', () => {
    const glossary: ResultGroup[] = [
      {
        url: '/glossary/',
        title: 'Glossary',
        section: '',
        hits: [{ id: 7, url: '/glossary/#code-splitting', heading: 'Code splitting', parent: 'C', score: 2, terms: ['splitting'], exact: false, answered: 1 }],
      },
    ];
    expect(localDisplay(glossary, 'code splitting', undefined)[0]?.items[0]?.parent).toBe('Glossary');
    const hosted = hostedDisplay([{ url: '/glossary/', title: 'Glossary', section: '', items: [{ url: '/glossary/#code-splitting', title: [{ text: 'Code splitting', mark: false }], parent: 'C', snippet: [] }] }]);
    expect(hosted[0]?.items[0]?.parent).toBe('Glossary');
  });
});

describe('activeAfter', () => {
  const row = (url: string): DisplayItem => ({ url, title: [], parent: '', snippet: [], mentions: [] });
  const rows = [row('/a/'), row('/b/'), row('/c/')];

  it('starts a new query at its first row', () => {
    expect(activeAfter({ query: 'emit', url: '/b/' }, 'emitAsset', rows)).toBe(0);
  });

  it('keeps the row the reader moved to when the same query is answered again, wherever it now sits', () => {
    expect(activeAfter({ query: 'emitAsset', url: '/b/' }, 'emitAsset', [row('/x/'), ...rows])).toBe(2);
  });

  it('falls back to the first row when that row is gone, or none was active', () => {
    expect(activeAfter({ query: 'emitAsset', url: '/gone/' }, 'emitAsset', rows)).toBe(0);
    expect(activeAfter({ query: 'emitAsset', url: undefined }, 'emitAsset', rows)).toBe(0);
  });
});
