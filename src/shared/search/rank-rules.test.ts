/** The re-ranking rules, each on a small corpus of its own (`rank.ts`, `priors.ts`, `query-shape.ts`). */
import { describe, expect, it } from 'vitest';
import { roughKey } from './labelled.ts';
import { flattenGroups, searchIndex, type SearchHit } from './rank.ts';
import { chunksOf } from './query-plan.ts';
import { CORPUS } from './test-corpus.ts';
import { RANKING } from './ranking-params.ts';
import { runsOf } from './priors.ts';
import type { SourcePage } from './records.ts';
import { firstUrl, indexOf, MODE_PAGE, onePage, scoresOf, sectionsPage, withRanking } from './test-index.ts';


describe('symptoms and sections about problems', () => {
  const page = (url: string, title: string, id: string, heading: string): SourcePage => ({
    url,
    title,
    description: '',
    section: 'configuration',
    sections: [
      { id: '', heading: '', level: 0, text: `${title} options.` },
      { id, heading, level: 2, text: 'File changes are not detected inside a virtual machine; polling the files helps.' },
    ],
  });
  const pitfalls = page('/configuration/watch/', 'Watch', 'pitfalls', 'Pitfalls');
  const notes = page('/configuration/other/', 'Other', 'notes', 'Notes');
  // A third page, so the two sections' words are rarer than everywhere (body keywords are by TF-IDF).
  const mode = MODE_PAGE;
  const problems = indexOf([notes, pitfalls, mode]);
  const first = (query: string): string | undefined => firstUrl(problems, query);

  it("puts a 'Pitfalls' section ahead of one saying the same for a symptom, by RANKING.problem", () => {
    expect(RANKING.problem).toBeGreaterThan(1);
    expect(first('changes not detected in a virtual machine')).toBe('/configuration/watch/#pitfalls');
    const saved = RANKING.problem;
    try {
      (RANKING as { problem: number }).problem = 1;
      expect(first('changes not detected in a virtual machine')).toBe('/configuration/other/#notes');
    } finally {
      (RANKING as { problem: number }).problem = saved;
    }
  });
});

describe('a section that says the rest of the query', () => {
  const page = sectionsPage;
  const compression = page(
    '/plugins/compression-plugin/',
    'CompressionPlugin',
    'CompressionPlugin writes compressed copies of assets, with gzip or brotli.',
    ['options', 'Options', 'The algorithm, brotli or gzip, and the threshold.'],
    ['using-brotli', 'Using Brotli', 'Set the algorithm to brotliCompress.'],
  );
  const migrate = page('/migrate/5/', 'To v5 from v4', 'What changed from webpack 4 to webpack 5.', ['rule-syntax', 'Rule syntax from webpack 1 is gone', 'Use module.rules in webpack 5.']);
  const mode = MODE_PAGE;
  const loaded = indexOf([compression, migrate, mode]);
  const first = (query: string): string | undefined => firstUrl(loaded, query);

  it('leads the page group when its heading says a word of the query the title does not', () => {
    expect(first('CompressionPlugin brotli')).toBe('/plugins/compression-plugin/#using-brotli');
    expect(first('CompressionPlugin')).toBe('/plugins/compression-plugin/');
  });

  it("does not count 'webpack' or a task filler as a word the heading adds", () => {
    expect(first('webpack to v5 from v4')).toBe('/migrate/5/');
  });

  it("does not lead with a section that says no more of the query than its page but a joining word ('with')", () => {
    // The page's text says every word of the queries below: only headings tell the records apart.
    const react = page('/guides/react/', 'React', 'Build a React app with webpack: split off a component, compile JSX and bundle React.', ['lazy', 'Split off a component with React.lazy', 'React.lazy loads a component in a chunk of its own.']);
    const index = indexOf([react, compression, mode]);
    expect(firstUrl(index, 'use webpack with react')).toBe('/guides/react/');
    // A section whose heading says more of the query's own words than the title still leads.
    expect(firstUrl(index, 'split off a component with react')).toBe('/guides/react/#lazy');
  });
});

describe('a problem section about another message', () => {
  const section = (id: string, heading: string, text: string): SourcePage['sections'][number] => ({ id, heading, level: 2, text });
  const page = (url: string, title: string, ...sections: SourcePage['sections']): SourcePage => ({ url, title, description: '', section: url.split('/')[1] ?? '', sections });
  const loaded = indexOf([
    page(
      '/contribute/debugging/',
      'Debugging',
      section('common-failure-messages', 'Common failure messages', 'What the messages mean.'),
      { ...section('referenceerror-document-is-not-defined', 'ReferenceError: document is not defined', 'Buffer or document: browser code ran in Node.js, where document is not defined.'), level: 3 },
    ),
    page('/guides/shimming/', 'Shimming', section('buffer-is-not-defined', 'Buffer is not defined', 'A package that reads Buffer fails in a browser: provide Buffer with ProvidePlugin.')),
    page('/configuration/mode/', 'Mode', section('mode', 'mode', 'Production or development.')),
  ]);
  const entry = '/contribute/debugging/#referenceerror-document-is-not-defined';
  const scoreOf = (query: string, margin: number): number => {
    const saved = RANKING.problemMargin;
    try {
      (RANKING as { problemMargin: number }).problemMargin = margin;
      return flattenGroups(searchIndex(loaded, query)).find((h) => h.url === entry)?.score ?? 0;
    } finally {
      (RANKING as { problemMargin: number }).problemMargin = saved;
    }
  };

  it('gets the problem factor for its own message, not for one it answers less of than another result', () => {
    expect(scoreOf('document is not defined', RANKING.problemMargin)).toBeCloseTo(scoreOf('document is not defined', Infinity));
    const without = scoreOf('Buffer is not defined', RANKING.problemMargin);
    expect(without).toBeGreaterThan(0);
    expect(scoreOf('Buffer is not defined', Infinity) / without).toBeCloseTo(RANKING.problem);
  });

  it('gets no problem factor when it matched none of what the symptom is about', () => {
    // 'process is not defined': the entry matched only 'is not defined', the words of every such message.
    expect(scoreOf('process is not defined', Infinity)).toBeGreaterThan(0);
    expect(scoreOf('process is not defined', Infinity)).toBeCloseTo(scoreOf('process is not defined', -Infinity));
    expect(scoreOf('document is not defined', Infinity) / scoreOf('document is not defined', -Infinity)).toBeCloseTo(RANKING.problem);
  });
});

describe('a placeholder query', () => {
  const loaded = indexOf([
    onePage('/plugins/dll-plugin/', 'DllPlugin', 'name', 'name', 'The name of the exposed function, which the manifest records.'),
    onePage('/concepts/output/', 'Output', 'filename-placeholders', 'Filename placeholders', '[name] is the chunk name; [contenthash] is a hash of its content.'),
  ]);
  const option = (query: string): SearchHit | undefined => flattenGroups(searchIndex(loaded, query)).find((h) => h.url === '/plugins/dll-plugin/#name');

  it("does not take an option whose heading is the bare word for the definition of '[name]'", () => {
    expect(option('name')?.exact).toBe(true);
    expect(option('[name]')?.exact).toBe(false);
    expect(flattenGroups(searchIndex(loaded, '[name]')).map((h) => h.url)).toContain('/concepts/output/#filename-placeholders');
  });
});

describe('a page titled by the query', () => {
  // More reference entries named after a word than the re-ranking reads push the page titled by the query out of MiniSearch's first results.
  const entries = Array.from({ length: 140 }, (_, i) => onePage(`/api/reference/e${i}/`, `webpack.e${i}`, `webpack-e${i}`, `webpack.e${i}`, `The webpack.e${i} namespace of webpack.`));
  const loaded = indexOf([...entries, onePage('/concepts/why-webpack/', 'Why webpack', 'the-problem', 'The problem', 'Scripts shared one global scope.')]);

  it('is re-ranked even when MiniSearch scores it below the first results', () => {
    expect(flattenGroups(searchIndex(loaded, 'why webpack'))[0]?.url).toBe('/concepts/why-webpack/');
  });
});

describe('a section headed by the query', () => {
  // 140 reference entries that say 'chunk' in their name and text outscore a glossary entry whose heading is the word.
  const entries = Array.from({ length: 140 }, (_, i) => onePage(`/api/reference/c${i}/`, `ChunkGraph${i}`, `chunkgraph${i}-chunks`, `ChunkGraph${i}.chunks`, 'Chunks, chunk, chunk and chunks.'));
  const glossary: SourcePage = onePage('/glossary/', 'Glossary', 'chunk', 'Chunk', 'A group of modules webpack writes to one file.');
  const loaded = indexOf([...entries, glossary]);

  it('is re-ranked even when MiniSearch scores it below the first results', () => {
    expect(flattenGroups(searchIndex(loaded, 'chunk', { groups: 200, hitsPerGroup: 3 })).map((h) => h.url)).toContain('/glossary/#chunk');
  });

  it('is found through a rough key that is the same for the heading and for its analysed words', () => {
    const headings = [...CORPUS.flatMap((page) => page.sections.map((s) => s.heading)), 'What is a chunk', 'Café chunk', 'Do and don\'t', '`output.publicPath`', '@babel/core', 'A', 'webpack 5'];
    for (const heading of headings) expect(roughKey(chunksOf(heading).normalized), heading).toBe(roughKey(heading));
    const accented = indexOf([...entries, onePage('/glossary/', 'Glossary', 'a-chunk', 'A chunk', 'A group of modules.')]);
    expect(flattenGroups(searchIndex(accented, 'a chunk', { groups: 200, hitsPerGroup: 3 })).map((h) => h.url)).toContain('/glossary/#a-chunk');
  });
});

describe('a bare name that is an option and a hook', () => {
  const loaded = indexOf([
    onePage('/api/compilation-hooks/', 'Compilation Hooks', 'chunkids', 'chunkIds', 'Called to assign an id to each chunk; chunk.ids and chunk.id hold them. chunkIds, chunk ids.'),
    onePage('/configuration/optimization/', 'Optimization', 'optimizationchunkids', 'optimization.chunkIds', 'Which algorithm names the chunk ids.'),
  ]);
  const hit = (url: string): SearchHit | undefined => flattenGroups(searchIndex(loaded, 'chunkIds')).find((h) => h.url === url);

  it("reads `chunkIds` as fully the option's name as the hook's: the configuration option leads", () => {
    expect(hit('/configuration/optimization/#optimizationchunkids')?.exact).toBe(true);
    expect(flattenGroups(searchIndex(loaded, 'chunkIds'))[0]?.url).toBe('/configuration/optimization/#optimizationchunkids');
  });
});

describe('an error name is not an option name', () => {
  const output: SourcePage = {
    url: '/configuration/output/',
    title: 'Output',
    description: '',
    section: 'configuration',
    sections: [{ id: 'outputchunkloadtimeout', heading: 'output.chunkLoadTimeout', level: 2, text: 'How long a chunk request may take before it fails with a ChunkLoadError. A ChunkLoadError after the timeout names the chunk; raise the timeout on slow networks.' }],
  };
  const debugging = onePage('/contribute/debugging/', 'Debugging', 'chunkloaderror-loading-chunk-123-failed-after-a-deploy', 'ChunkLoadError: Loading chunk 123 failed after a deploy', 'A lazy chunk could not be fetched: check the public path and the deployed files.');
  const filler = onePage('/guides/caching/', 'Caching', 'hashes', 'Content hashes', 'File names change when their content changes.');
  const index = indexOf([output, debugging, filler]);
  const first = (query: string): string | undefined => firstUrl(index, query);

  it("leads with the section about the error, not the configuration option that mentions it (no configuration prior for '…Error')", () => {
    const saved = RANKING.configurationPrior;
    try {
      // However strongly a name query prefers the configuration, an error's name is not an option's.
      (RANKING as { configurationPrior: number }).configurationPrior = 50;
      expect(first('ChunkLoadError')).toBe('/contribute/debugging/#chunkloaderror-loading-chunk-123-failed-after-a-deploy');
      expect(first('chunkLoadTimeout')).toBe('/configuration/output/#outputchunkloadtimeout');
    } finally {
      (RANKING as { configurationPrior: number }).configurationPrior = saved;
    }
  });
});

describe("a title of the query's own words in other forms", () => {
  const writing = sectionsPage('/contribute/writing-a-plugin/', 'Writing a plugin', 'A plugin step by step.');
  const more = sectionsPage('/contribute/writing-a-custom-plugin/', 'Writing a custom plugin', 'A plugin step by step.');
  const api = sectionsPage('/api/plugins/', 'Plugin API', 'Write a plugin against these hooks.');
  const mode = MODE_PAGE;
  const loaded = indexOf([api, writing, more, mode]);

  it("matches the query as a title match of RANKING.sameWords ('Writing a plugin' for 'how to write a plugin'); a title saying more does not", () => {
    expect(RANKING.sameWords).toBeGreaterThan(0);
    const scores = scoresOf(loaded, 'how to write a plugin');
    const without = withRanking('sameWords', 0, () => scoresOf(loaded, 'how to write a plugin'));
    expect((scores.get('/contribute/writing-a-plugin/') ?? 0) / (without.get('/contribute/writing-a-plugin/') ?? 1)).toBeCloseTo(1 + RANKING.titleMatch * RANKING.sameWords);
    for (const url of ['/contribute/writing-a-custom-plugin/', '/api/plugins/']) expect(scores.get(url)).toBeCloseTo(without.get(url) ?? -1);
  });

  it("passes over a task's filler that is no verb ('custom'), never its verb ('enable')", () => {
    const ratio = (query: string, url: string): number => (scoresOf(loaded, query).get(url) ?? 0) / (withRanking('sameWords', 0, () => scoresOf(loaded, query)).get(url) ?? 1);
    expect(ratio('write a custom webpack plugin', '/contribute/writing-a-plugin/')).toBeCloseTo(1 + RANKING.titleMatch * RANKING.sameWords);
    const hmr = indexOf([sectionsPage('/concepts/hot-module-replacement/', 'Hot Module Replacement', 'Modules swapped while the app runs.'), mode]);
    const enable = (scoresOf(hmr, 'enable hot module replacement').get('/concepts/hot-module-replacement/') ?? 0) / (withRanking('sameWords', 0, () => scoresOf(hmr, 'enable hot module replacement')).get('/concepts/hot-module-replacement/') ?? 1);
    expect(enable).toBeCloseTo(1);
  });
});

describe("a generated class's page titled by a lower-case word of the query", () => {
  const klass = sectionsPage('/api/reference/compilation/', 'Compilation', 'class Compilation: the build of one set of assets, from modules to chunks.');
  const hooks = sectionsPage('/api/compiler-hooks/', 'Compiler Hooks', 'Hooks of the compiler.', ['done', 'done', 'Called when the compilation is done.']);
  const mode = MODE_PAGE;
  const loaded = indexOf([klass, hooks, mode]);

  it("earns nothing for saying the word ('compilation'), where the class's name ('Compilation') earns RANKING.says", () => {
    const lower = scoresOf(loaded, 'when compilation is done').get('/api/reference/compilation/') ?? 0;
    const named = scoresOf(loaded, 'when Compilation is done').get('/api/reference/compilation/') ?? 0;
    expect(lower).toBeGreaterThan(0);
    expect(named / lower).toBeCloseTo(1 + RANKING.says * 0.5);
  });
});

describe('a symptom and a heading that names its subject but no problem', () => {
  const guide = sectionsPage('/guides/development/', 'Development', 'Set up a development build.', ['watch-mode', 'Watch mode', 'Watch mode rebuilds the bundle when files change.']);
  const watch = sectionsPage('/configuration/watch/', 'Watch and WatchOptions', 'Options for watching.', ['pitfalls', 'Pitfalls', 'In watch mode, changes are not detected on some network drives, where no change is detected until you poll.']);
  const mode = MODE_PAGE;
  const loaded = indexOf([guide, watch, mode]);
  const first = (query: string): string | undefined => firstUrl(loaded, query);

  it("gives the heading no gain for saying the subject ('Watch mode'): the section about what goes wrong leads", () => {
    expect(first('changes not detected in watch mode')).toBe('/configuration/watch/#pitfalls');
    // The same words naming no problem are answered by the section that says them.
    expect(first('changes in watch mode')).toBe('/guides/development/#watch-mode');
  });

  it("gives a page titled by the subject ('Watch mode') no gain for its title either", () => {
    const titled = sectionsPage('/concepts/watch-mode/', 'Watch mode', 'Watch mode rebuilds when files change, and watch mode keeps the compiler alive.', ['how-it-works', 'How it works', 'The watcher reports changed files.']);
    const both = indexOf([titled, watch, mode]);
    expect(firstUrl(both, 'changes not detected in watch mode')).toBe('/configuration/watch/#pitfalls');
    expect(firstUrl(both, 'watch mode')).toBe('/concepts/watch-mode/');
  });

  it('keeps the gain when no section about problems answers the symptom: the problem is not documented', () => {
    const otherPitfalls = sectionsPage('/configuration/watch/', 'Watch and WatchOptions', 'Options for watching.', ['pitfalls', 'Pitfalls', 'Polling costs CPU on large projects.']);
    const without = indexOf([guide, otherPitfalls, mode]);
    expect(flattenGroups(searchIndex(without, 'changes not detected in watch mode'))[0]?.url).toBe('/guides/development/#watch-mode');
    expect(withRanking('problemDocumented', 1, () => scoresOf(without, 'changes not detected in watch mode').get('/guides/development/#watch-mode') ?? 0)).toBeLessThan(scoresOf(without, 'changes not detected in watch mode').get('/guides/development/#watch-mode') ?? 0);
  });
});

describe('a placeholder query', () => {
  const concepts = sectionsPage('/concepts/output/', 'Output', 'Where the files go.', ['filename-placeholders', 'Filename placeholders', 'A filename may hold [name] and [contenthash], the hash of the content.']);
  const option = sectionsPage('/configuration/optimization/', 'Optimization', 'Optimization options.', ['optimizationsplitchunksfilename', 'optimization.splitChunks.filename', 'The filename of a split chunk, with placeholders such as [contenthash] and [name]: [name].[contenthash].js.']);
  const mode = MODE_PAGE;
  const loaded = indexOf([option, concepts, mode]);

  it("gets no configuration prior: the options that use '[contenthash]' do not define it", () => {
    const url = '/configuration/optimization/#optimizationsplitchunksfilename';
    const at = (query: string, prior: number): number => withRanking('configurationPrior', prior, () => scoresOf(loaded, query).get(url) ?? 0);
    expect(RANKING.configurationPrior).toBeGreaterThan(1);
    expect(at('[contenthash]', RANKING.configurationPrior)).toBeCloseTo(at('[contenthash]', 1));
    // The option's own name keeps the prior.
    expect(at('splitChunks.filename', RANKING.configurationPrior) / at('splitChunks.filename', 1)).toBeCloseTo(RANKING.configurationPrior);
  });
});

describe('an option whose name holds words of the query in a row', () => {
  const devServer = sectionsPage(
    '/configuration/dev-server/',
    'DevServer',
    'Options of the development server.',
    ['devserversetupmiddlewares', 'devServer.setupMiddlewares', 'Adds your own middlewares to the dev server, before or after the ones that keep the bundle in memory.'],
    ['devserverdevmiddleware', 'devServer.devMiddleware', 'Options passed to the middleware that serves the bundle.'],
  );
  const loaded = indexOf([devServer, MODE_PAGE]);
  const namesRun = (name: string, words: readonly string[]): boolean => runsOf(words)(name);

  it("is not a name the query merely touches: 'dev middleware' in a longer query names devServer.devMiddleware", () => {
    expect(namesRun('devServer.devMiddleware', ['dev', 'middleware'])).toBe(true);
    // The other option's text says more of the query; without the rule it leads.
    expect(firstUrl(loaded, 'in memory bundle dev middleware')).toBe('/configuration/dev-server/#devserverdevmiddleware');
    expect(namesRun('devServer.setupMiddlewares', ['dev', 'middleware'])).toBe(false);
    // Other forms of the words: the stems are compared.
    expect(namesRun('this.addDependency', ['adding', 'dependency'])).toBe(true);
    expect(namesRun('compilation.getLogger', ['gets', 'logger'])).toBe(true);
  });
});
