/** Ranking rules read from what a query says it wants: a comparison, a word rather than a class, a task rather than a problem, code written inside a plugin. */
import { describe, expect, it } from 'vitest';
import { flattenGroups, searchIndex } from './rank.ts';
import { RANKING } from './ranking-params.ts';
import type { SourcePage } from './records.ts';
import { firstUrl, indexOf, MODE_PAGE, onePage, scoresOf, sectionsPage, withRanking } from './test-index.ts';

describe('comparisons', () => {
  // Two sections of one page, one for each side; a page that names both in one section of its own.
  const explained = sectionsPage(
    '/concepts/under-the-hood/',
    'Under the hood',
    'How a build runs.',
    ['the-compiler', 'The compiler', 'It reads the options and starts every build.'],
    ['the-compilation', 'The compilation', 'One build of the module graph, made again in watch mode.'],
  );
  const passing = onePage('/api/plugins/', 'Plugin API', 'compiler-and-compilation-hooks', 'Compiler and compilation hooks', 'Tap the compiler for the whole run and the compilation for one build.');
  const other = onePage('/configuration/mode/', 'Mode', 'mode', 'mode', 'Production or development builds.');
  const index = indexOf([passing, explained, other]);
  const top = (query: string): string[] => flattenGroups(searchIndex(index, query)).slice(0, 2).map((h) => h.url);

  it('puts the sections on each side, on one page, ahead of a section that names both in passing', () => {
    expect(top('compiler vs compilation')).toEqual(['/concepts/under-the-hood/#the-compiler', '/concepts/under-the-hood/#the-compilation']);
    expect(top('difference between the compiler and the compilation')[0]).toBe('/concepts/under-the-hood/#the-compiler');
    // Without the comparison the passing mention answers both words in one section and leads.
    expect(top('compiler compilation')[0]).toBe('/api/plugins/#compiler-and-compilation-hooks');
  });
});

describe('a class named by a word in lower case', () => {
  const classPage: SourcePage = { url: '/api/reference/chunk/', title: 'Chunk', description: '', section: 'api', sections: [{ id: '', heading: '', level: 0, text: 'class Chunk: a chunk of modules, its files and its groups.' }] };
  const glossary = onePage('/glossary/', 'Glossary', 'chunk', 'Chunk', 'A chunk is a group of modules written to one file.');
  const guide = onePage('/guides/code-splitting/', 'Code splitting', 'chunks', 'Chunks', 'Each chunk is a file the browser loads.');
  const index = indexOf([classPage, glossary, guide]);
  const scores = (query: string): Map<string, number> => scoresOf(index, query);

  it('scores the class page RANKING.lowerCaseClass lower for the word than for its name; the explanations alike', () => {
    expect(RANKING.lowerCaseClass).toBeLessThan(1);
    const word = scores('chunk');
    const name = scores('Chunk');
    expect(word.get('/api/reference/chunk/')).toBeCloseTo((name.get('/api/reference/chunk/') ?? 0) * RANKING.lowerCaseClass, 6);
    expect(word.get('/glossary/#chunk')).toBeCloseTo(name.get('/glossary/#chunk') ?? -1, 6);
    expect(word.get('/guides/code-splitting/#chunks')).toBeCloseTo(name.get('/guides/code-splitting/#chunks') ?? -1, 6);
  });
});

describe('a section about problems, for words that describe none', () => {
  const page = sectionsPage(
    '/configuration/dev-server/',
    'DevServer',
    'Options of the development server.',
    ['devserverproxy', 'Proxy', 'Send API requests to another server with a proxy.'],
    ['pitfalls', 'Pitfalls', 'A proxy to another server fails when the API server is down: start the API server first.'],
  );
  const other = onePage('/configuration/mode/', 'Mode', 'mode', 'mode', 'Production or development builds.');
  const index = indexOf([page, other]);
  const scores = (query: string): Map<string, number> => scoresOf(index, query);
  const withFactor = (factor: number, query: string): Map<string, number> => withRanking('notProblem', factor, () => scores(query));

  it('weighs RANKING.notProblem for a task and never for a symptom or a name', () => {
    expect(RANKING.notProblem).toBeLessThan(1);
    const task = 'set up a proxy to the api server';
    expect((scores(task).get('/configuration/dev-server/#pitfalls') ?? 0) / (withFactor(1, task).get('/configuration/dev-server/#pitfalls') ?? 1)).toBeCloseTo(RANKING.notProblem, 6);
    expect(scores(task).get('/configuration/dev-server/#devserverproxy')).toBeCloseTo(withFactor(1, task).get('/configuration/dev-server/#devserverproxy') ?? -1, 6);
    for (const query of ['proxy to the api server fails', 'devServer.proxy']) expect(scores(query).get('/configuration/dev-server/#pitfalls'), query).toBeCloseTo(withFactor(1, query).get('/configuration/dev-server/#pitfalls') ?? -1, 6);
  });
});

describe('a query written inside a plugin', () => {
  const option = onePage('/configuration/output/', 'Output', 'outputclean', 'output.clean', 'Remove old files from the output folder before each build and add new files.');
  const api = onePage('/api/compilation-object/', 'Compilation Object', 'emitasset', 'emitAsset', 'Add a file to the output of the compilation.');
  const index = indexOf([option, api]);
  const ratio = (query: string, factor: number): number =>
    withRanking('authoring', factor, () => {
      const m = scoresOf(index, query);
      return (m.get('/api/compilation-object/#emitasset') ?? 0) / (m.get('/configuration/output/#outputclean') ?? 1);
    });

  it('weighs the API pages RANKING.authoring more when the query says it is written in one', () => {
    expect(RANKING.authoring).toBeGreaterThan(1);
    expect(ratio('add a file to the output folder in a plugin', RANKING.authoring) / ratio('add a file to the output folder in a plugin', 1)).toBeCloseTo(RANKING.authoring, 6);
    expect(ratio('add a file to the output folder plugin', RANKING.authoring) / ratio('add a file to the output folder plugin', 1)).toBeCloseTo(1, 6);
  });
});

describe('two neighbouring words that name an option, in a longer query', () => {
  const option = onePage('/configuration/output/', 'Output', 'outputfilename', 'output.filename', 'The name of each bundle, hashes and all.');
  const other = onePage('/plugins/module-federation-plugin/', 'ModuleFederationPlugin', 'filename', 'filename', 'The file name of the remote entry, without a hash by default, for the output.');
  const index = indexOf([option, other]);
  const first = (query: string): string | undefined => flattenGroups(searchIndex(index, query))[0]?.url;

  it("reads 'output filename' in 'remove hash from output filename' as `output.filename`, by RANKING.pairName", () => {
    expect(RANKING.pairName).toBeGreaterThan(0);
    const query = 'remove hash from output filename';
    expect(first(query)).toBe('/configuration/output/#outputfilename');
    const on = scoresOf(index, query);
    const off = withRanking('pairName', 0, () => scoresOf(index, query));
    // The heading counts as matched (1 + pairName) instead of a name that merely holds a word (deepName).
    expect((on.get('/configuration/output/#outputfilename') ?? 0) / (off.get('/configuration/output/#outputfilename') ?? 1)).toBeCloseTo((1 + RANKING.pairName) / RANKING.deepName, 6);
    expect(on.get('/plugins/module-federation-plugin/#filename')).toBeCloseTo(off.get('/plugins/module-federation-plugin/#filename') ?? -1, 6);
    // Three words are compared whole ('output file name' spells `outputfilename`), not by pairs.
    expect(scoresOf(index, 'output filename hash').get('/configuration/output/#outputfilename')).toBeCloseTo(withRanking('pairName', 0, () => scoresOf(index, 'output filename hash')).get('/configuration/output/#outputfilename') ?? -1, 6);
  });
});

describe('a comparison among many results', () => {
  // More pages naming both words than are re-ranked (120): the two sections headed by the sides
  // are found by their headings ('The compiler': the rough key drops 'the'), however low they scored.
  const many = Array.from({ length: 150 }, (_, i) => onePage(`/api/hooks-${i}/`, `Compiler and compilation hooks ${i}`, 'tap', 'Tap the compiler and the compilation', 'Compiler hooks and compilation hooks, compiler and compilation.'));
  const explained = sectionsPage('/concepts/under-the-hood/', 'Under the hood', 'How a build runs.', ['the-compiler', 'The compiler', 'Reads the options and starts every build.'], ['the-compilation', 'The compilation', 'One build of the module graph.']);
  const index = indexOf([...many, explained]);

  it('re-ranks the sections on each side, headed by the words of each, and puts them first', () => {
    const urls = flattenGroups(searchIndex(index, 'compiler vs compilation')).slice(0, 2).map((h) => h.url);
    expect(urls).toEqual(['/concepts/under-the-hood/#the-compiler', '/concepts/under-the-hood/#the-compilation']);
  });
});

describe('a lone word that ends a configuration option', () => {
  const plugin = onePage('/plugins/split-chunks-plugin/', 'SplitChunksPlugin', 'filename', 'filename', 'The filename of a split chunk.');
  const output = sectionsPage(
    '/configuration/output/',
    'Output',
    'Where and how webpack writes the bundles.',
    ['outputfilename', 'output.filename', 'The name of each bundle file, with placeholders for the filename of an entry.'],
    ['outputresourcehintschunk', 'output.resourceHints.chunk', 'Hints for a chunk the page loads later.'],
  );
  const glossary = onePage('/glossary/', 'Glossary', 'chunk', 'Chunk', 'A chunk is a group of modules written to one file.');
  const languages = onePage('/configuration/configuration-languages/', 'Configuration Languages', 'typescript', 'TypeScript', 'Write the configuration in TypeScript.');
  const stats = onePage('/configuration/stats/', 'Stats', 'statschunks', 'stats.chunks', 'Whether the stats list the chunks.');
  const index = indexOf([plugin, output, glossary, languages, stats]);
  const scores = (query: string): Map<string, number> => scoresOf(index, query);

  it('weighs RANKING.optionWord for the shallowest option of one or two parts, so the configuration leads', () => {
    expect(RANKING.optionWord).toBeGreaterThan(1);
    expect(flattenGroups(searchIndex(index, 'filename'))[0]?.url).toBe('/configuration/output/#outputfilename');
    const plain = withRanking('optionWord', 1, () => scores('filename'));
    expect(scores('filename').get('/configuration/output/#outputfilename')).toBeCloseTo((plain.get('/configuration/output/#outputfilename') ?? 0) * RANKING.optionWord, 6);
    expect(scores('filename').get('/plugins/split-chunks-plugin/#filename')).toBeCloseTo(plain.get('/plugins/split-chunks-plugin/#filename') ?? -1, 6);
  });

  it('leaves an option of three parts, a heading that is no option, a stats flag, a name typed as one and a query of more words alone', () => {
    const unchanged = (query: string, url: string): void => expect(scores(query).get(url), query).toBeCloseTo(withRanking('optionWord', 1, () => scores(query)).get(url) ?? -1, 6);
    unchanged('chunk', '/configuration/output/#outputresourcehintschunk');
    unchanged('output.filename', '/configuration/output/#outputfilename');
    unchanged('chunk filename', '/configuration/output/#outputfilename');
    // A heading that is no option's path, and the stats display flags.
    unchanged('typescript', '/configuration/configuration-languages/#typescript');
    unchanged('chunks', '/configuration/stats/#statschunks');
  });
});

describe('a heading on a page about a tool beside webpack', () => {
  // The configuration languages page's 'Babel' is a configuration file Babel compiles; the
  // loader's page is what a reader asking to use Babel wants.
  const languages: SourcePage = { ...onePage('/configuration/configuration-languages/', 'Configuration Languages', 'babel', 'Babel', 'A webpack.config.babel.js file is compiled by Babel before webpack reads it.'), about: ['config', 'configuration'] };
  const loader = onePage('/loaders/babel-loader/', 'babel-loader', 'usage', 'Usage', 'Runs Babel over each JavaScript module webpack bundles.');
  const index = indexOf([languages, loader, MODE_PAGE]);

  it("gains nothing for saying the words of a query that does not name the page's subject", () => {
    expect(firstUrl(index, 'use babel with webpack')).toMatch(/^\/loaders\/babel-loader\//);
    const off = scoresOf(index, 'use babel with webpack').get('/configuration/configuration-languages/#babel') ?? 0;
    // Only the page's prior is left: the heading and its words earn the section nothing.
    const bare = withRanking('says', 0, () => scoresOf(index, 'use babel with webpack').get('/configuration/configuration-languages/#babel'));
    expect(off).toBeGreaterThan(0);
    expect(off).toBeCloseTo(bare ?? -1, 6);
  });

  it('keeps the gains for a query that names the subject', () => {
    expect(firstUrl(index, 'babel configuration file')).toBe('/configuration/configuration-languages/#babel');
    const named = scoresOf(index, 'babel configuration file').get('/configuration/configuration-languages/#babel') ?? 0;
    expect(named).toBeGreaterThan(withRanking('says', 0, () => scoresOf(index, 'babel configuration file').get('/configuration/configuration-languages/#babel') ?? Infinity));
  });
});
