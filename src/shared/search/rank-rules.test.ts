/** The re-ranking rules, each on a small corpus of its own (`rank.ts`, `priors.ts`, `query-shape.ts`). */
import { describe, expect, it } from 'vitest';
import { encodeIndex } from './codec.ts';
import { indexRecords, loadIndexFile, type LoadedIndex } from './loaded.ts';
import { roughKey } from './labelled.ts';
import { flattenGroups, searchIndex, type SearchHit } from './rank.ts';
import { chunksOf } from './query-plan.ts';
import { CORPUS } from './test-corpus.ts';
import { RANKING } from './ranking-params.ts';
import { buildRecords, type SourcePage } from './records.ts';

/** An index of `pages`, through the file format, as the browser loads it. */
function indexOf(pages: SourcePage[]): LoadedIndex {
  const built = indexRecords(buildRecords(pages));
  return loadIndexFile(JSON.parse(JSON.stringify(encodeIndex(built.engine, built.tables))) as ReturnType<typeof encodeIndex>);
}

/** A page of one level-2 section. */
const onePage = (url: string, title: string, id: string, heading: string, text: string): SourcePage => ({ url, title, description: '', section: url.split('/')[1] ?? '', sections: [{ id, heading, level: 2, text }] });

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
  const mode: SourcePage = { url: '/configuration/mode/', title: 'Mode', description: '', section: 'configuration', sections: [{ id: 'mode', heading: 'mode', level: 2, text: 'Production or development.' }] };
  const problems = indexOf([notes, pitfalls, mode]);
  const first = (query: string): string | undefined => flattenGroups(searchIndex(problems, query))[0]?.url;

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
  /** A page: its intro, then `##` sections given as [id, heading, text]. */
  const page = (url: string, title: string, intro: string, ...sections: Array<[string, string, string]>): SourcePage => ({
    url,
    title,
    description: '',
    section: url.split('/')[1] ?? '',
    sections: [{ id: '', heading: '', level: 0, text: intro }, ...sections.map(([id, heading, text]) => ({ id, heading, level: 2, text }))],
  });
  const compression = page(
    '/plugins/compression-plugin/',
    'CompressionPlugin',
    'CompressionPlugin writes compressed copies of assets, with gzip or brotli.',
    ['options', 'Options', 'The algorithm, brotli or gzip, and the threshold.'],
    ['using-brotli', 'Using Brotli', 'Set the algorithm to brotliCompress.'],
  );
  const migrate = page('/migrate/5/', 'To v5 from v4', 'What changed from webpack 4 to webpack 5.', ['rule-syntax', 'Rule syntax from webpack 1 is gone', 'Use module.rules in webpack 5.']);
  const mode: SourcePage = { url: '/configuration/mode/', title: 'Mode', description: '', section: 'configuration', sections: [{ id: 'mode', heading: 'mode', level: 2, text: 'Production or development.' }] };
  const loaded = indexOf([compression, migrate, mode]);
  const first = (query: string): string | undefined => flattenGroups(searchIndex(loaded, query))[0]?.url;

  it('leads the page group when its heading says a word of the query the title does not', () => {
    expect(first('CompressionPlugin brotli')).toBe('/plugins/compression-plugin/#using-brotli');
    expect(first('CompressionPlugin')).toBe('/plugins/compression-plugin/');
  });

  it("does not count 'webpack' or a task filler as a word the heading adds", () => {
    expect(first('webpack to v5 from v4')).toBe('/migrate/5/');
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

describe('words that spell a name', () => {
  const loaded = indexOf([
    onePage('/configuration/optimization/', 'Optimization', 'optimizationruntimechunk', 'optimization.runtimeChunk', 'Puts the runtime into a chunk of its own.'),
    onePage('/plugins/old-plugin/', 'OldPlugin', 'runtime-and-manifest', 'Runtime and manifest', 'The old way to move the runtime out of a chunk.'),
  ]);
  const scoreOf = (query: string, url: string): number => flattenGroups(searchIndex(loaded, query)).find((h) => h.url === url)?.score ?? 0;

  it("reads 'runtime chunk' as the heading `optimization.runtimeChunk`, not as a name that merely contains the words", () => {
    const option = '/configuration/optimization/#optimizationruntimechunk';
    expect(flattenGroups(searchIndex(loaded, 'runtime chunk'))[0]?.url).toBe(option);
    // The same words apart from each other ('chunk runtime') spell no name: the option is a deep name again.
    expect(scoreOf('runtime chunk', option) / scoreOf('chunk runtime', option)).toBeGreaterThan(2);
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
  const first = (query: string): string | undefined => flattenGroups(searchIndex(index, query))[0]?.url;

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

describe('comparisons', () => {
  // Two sections of one page, one for each side; a page that names both in one section of its own.
  const explained: SourcePage = {
    url: '/concepts/under-the-hood/',
    title: 'Under the hood',
    description: '',
    section: 'concepts',
    sections: [
      { id: '', heading: '', level: 0, text: 'How a build runs.' },
      { id: 'the-compiler', heading: 'The compiler', level: 2, text: 'It reads the options and starts every build.' },
      { id: 'the-compilation', heading: 'The compilation', level: 2, text: 'One build of the module graph, made again in watch mode.' },
    ],
  };
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
  const scores = (query: string): Map<string, number> => new Map(flattenGroups(searchIndex(index, query)).map((h) => [h.url, h.score]));

  it('scores the class page RANKING.lowerCaseClass lower for the word than for its name; the explanations alike', () => {
    expect(RANKING.lowerCaseClass).toBeLessThan(1);
    const word = scores('chunk');
    const name = scores('Chunk');
    expect(word.get('/api/reference/chunk/')).toBeCloseTo((name.get('/api/reference/chunk/') ?? 0) * RANKING.lowerCaseClass, 6);
    expect(word.get('/glossary/#chunk')).toBeCloseTo(name.get('/glossary/#chunk') ?? -1, 6);
    expect(word.get('/guides/code-splitting/#chunks')).toBeCloseTo(name.get('/guides/code-splitting/#chunks') ?? -1, 6);
  });
});
