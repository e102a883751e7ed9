import { describe, expect, it } from 'vitest';
import { authoringContext, comparedSides, saysRemoved, isDefinitionQuestion, isNameChunk, isProblemSection, isSymptom, isTaskVerb, queryShape, symptomSubject, taskFillers } from './query-shape.ts';
import { planQuery, withoutSiteName } from './query-plan.ts';

describe('queryShape', () => {
  it('calls dotted paths, camel- and snake-cased identifiers, flags, placeholders and packages names', () => {
    for (const q of ['output.publicPath', 'module.hot.accept', 'afterEmit', 'EnvironmentPlugin', '__webpack_nonce__', 'PROCESS_ASSETS_STAGE_OPTIMIZE', '--entry', '[name]', '[contenthash:8].js', 'mini-css-extract-plugin', '@babel/core']) {
      expect(queryShape(q), q).toBe('name');
    }
  });

  it('keeps a name with words beside it a name, and a configuration line too', () => {
    expect(queryShape('splitChunks chunks all')).toBe('name');
    expect(queryShape('thisCompilation hook')).toBe('name');
    expect(queryShape('set publicPath at runtime for remote')).toBe('words');
    expect(queryShape('set publicPath, at runtime for remote')).toBe('words');
    expect(queryShape('publicPath for remote')).toBe('name');
    expect(queryShape('configuration.node has an unknown property')).toBe('name');
    expect(queryShape("type: 'filesystem'")).toBe('name');
    expect(queryShape("stats: 'errors-only'")).toBe('name');
  });

  it('calls concepts and tasks words, file names included', () => {
    for (const q of ['watch mode', 'what is a plugin', 'load images', 'use webpack.config.mjs', 'package.json fields', 'Built-in css support', 'bail']) {
      expect(queryShape(q), q).toBe('words');
    }
  });

  it('calls a pasted error or warning a message', () => {
    expect(queryShape("ChunkLoadError: Loading chunk 5 failed")).toBe('message');
    expect(queryShape('Buffer is not defined')).toBe('message');
    expect(queryShape("Can't resolve 'fs'")).toBe('message');
  });
});

describe('isNameChunk', () => {
  it('tells a file name from an option path, and an English word from a package', () => {
    expect(isNameChunk('webpack.config.js')).toBe(false);
    expect(isNameChunk('resolve.alias')).toBe(true);
    expect(isNameChunk('Built-in')).toBe(false);
    // Proper names with an inner capital are words of prose; a class name is a name.
    expect(isNameChunk('JavaScript')).toBe(false);
    expect(isNameChunk('TypeScript')).toBe(false);
    expect(queryShape('JavaScript heap out of memory')).toBe('words');
    expect(isNameChunk('JavascriptParser')).toBe(true);
    expect(isNameChunk('hidden-source-map')).toBe(true);
    expect(isNameChunk('plugins')).toBe(false);
  });
});

describe('taskFillers', () => {
  const stop = (w: string): boolean => ['the', 'a', 'to'].includes(w);
  it("marks a task's filler words in a words query that says something else too", () => {
    expect([...taskFillers(['make', 'the', 'bundle', 'smaller'], 'words', stop)]).toEqual([0]);
    expect([...taskFillers(['write', 'my', 'own', 'plugin'], 'words', stop)]).toEqual([1, 2]);
    // The site's name: every page is about webpack.
    expect([...taskFillers(['webpack', 'vs', 'vite'], 'words', stop)]).toEqual([0]);
    expect(taskFillers(['webpack'], 'words', stop).size).toBe(0);
    // Of the fillers, only a task's verbs say what to do ('enable'), not 'project' or 'way'.
    expect(['enabl', 'set', 'creat', 'project', 'way', 'webpack'].map(isTaskVerb)).toEqual([true, true, true, false, false, false]);
    // 'up' of 'set up' is part of the verb; alone it is a word of the query.
    expect([...taskFillers(['how', 'to', 'set', 'up', 'autoprefixer'], 'words', stop)]).toEqual([2, 3]);
    expect([...taskFillers(['stay', 'up', 'to', 'date'], 'words', stop)]).toEqual([]);
    // 'to my project' says where, not what: 'add sass to my project' is about sass.
    expect([...taskFillers(['add', 'sass', 'to', 'my', 'project'], 'words', stop)]).toEqual([0, 3, 4]);
  });

  it('leaves a query of fillers alone, and names and messages as typed', () => {
    expect(taskFillers(['make'], 'words', stop).size).toBe(0);
    expect(taskFillers(['set', 'the'], 'words', stop).size).toBe(0);
    expect(taskFillers(['make', 'hook'], 'name', stop).size).toBe(0);
    expect(taskFillers(['cannot', 'set', 'property'], 'message', stop).size).toBe(0);
  });

  it('weighs a filler as a stop word in the plan: no prefix, little weight', () => {
    const plan = planQuery('change the output directory');
    expect(plan.terms.get('change')?.stop).toBe(true);
    expect(plan.weights.get('change')).toBeLessThan(plan.weights.get('output') ?? 0);
    expect(planQuery('make').terms.get('make')?.stop).toBe(false);
  });
});

describe('definition questions', () => {
  it('knows a reader asking what a term is', () => {
    for (const q of ['what is a chunk', "what's a loader", 'whats tree shaking', 'What are externals', 'how plugins work', 'how does tree shaking work?', 'how do loaders work']) expect(isDefinitionQuestion(q, 'words'), q).toBe(true);
    for (const q of ['see what is inside my bundle', 'what', 'chunk', 'whatever is', 'how to make hmr work', 'how works', 'how loaders work with css', 'how do i make alias work', 'how can i get source maps to work', 'how do we fix it so hmr works']) expect(isDefinitionQuestion(q, 'words'), q).toBe(false);
    expect(isDefinitionQuestion('what is output.publicPath', 'name')).toBe(false);
    expect(planQuery('what is a plugin').definition).toBe(true);
    expect(planQuery('plugin').definition).toBe(false);
  });
});

describe('comparisons', () => {
  it('finds the two things a query sets side by side', () => {
    expect(comparedSides('compiler vs compilation', 'words')).toEqual(['compiler', 'compilation']);
    expect(comparedSides('loader vs. plugin', 'words')).toEqual(['loader', 'plugin']);
    expect(comparedSides('eval versus source-map', 'name')).toEqual(['eval', 'source-map']);
    expect(comparedSides("what's the difference between a loader and a plugin?", 'words')).toEqual(['a loader', 'a plugin']);
    expect(comparedSides('differences between chunkhash and contenthash', 'words')).toEqual(['chunkhash', 'contenthash']);
    for (const q of ['loaders and plugins', 'canvas', 'vs', 'env vars']) expect(comparedSides(q, 'words'), q).toBeNull();
    expect(comparedSides('Error: a vs b failed', 'message')).toBeNull();
    // The word that compares searches as little as a stop word.
    const plan = planQuery('compiler vs compilation');
    expect(plan.compared).toEqual(['compiler', 'compilation']);
    expect(plan.chunks[1]?.every((t) => t.stop)).toBe(true);
    expect(planQuery('vs code').chunks[0]?.every((t) => t.stop)).toBe(false);
  });
});

describe('what the reader is writing', () => {
  it("reads 'in a plugin', 'from my loader' and the like", () => {
    expect(authoringContext('add a file to output in plugin')).toBe('plugin');
    expect(authoringContext('log messages from my custom Loader')).toBe('loader');
    expect(authoringContext('read options inside a loader')).toBe('loader');
    expect(authoringContext('source maps in loaders')).toBe('loader');
    for (const q of ['plugin', 'html-webpack-plugin options', 'plugins in the configuration', 'write a plugin', 'loader order', 'order of plugins in plugins array']) expect(authoringContext(q), q).toBeUndefined();
  });
});

describe('removals', () => {
  it('reads words saying that something was removed, as a removed name is read', () => {
    for (const q of ['node polyfills removed', 'loaders no longer supported', 'why was this dropped']) expect(saysRemoved(q, 'words'), q).toBe(true);
    for (const q of ['remove unused css', 'removes comments', 'dropdown']) expect(saysRemoved(q, 'words'), q).toBe(false);
    expect(saysRemoved('Error: removed option', 'message')).toBe(false);
    expect(planQuery('node polyfills removed').legacy).toBe(true);
    expect(planQuery('node polyfills').legacy).toBe(false);
  });
});

describe('symptoms', () => {
  it('calls a pasted message or words that say something goes wrong a symptom', () => {
    expect(isSymptom("Module not found: Error: Can't resolve './App'", 'message')).toBe(true);
    expect(isSymptom('page does not reload after saving', 'words')).toBe(true);
    expect(isSymptom('build is very slow', 'words')).toBe(true);
    expect(isSymptom('chunks 404 after deploying', 'words')).toBe(true);
    // webpack's own words for what went wrong.
    expect(isSymptom('asset size limit exceeded', 'words')).toBe(true);
    expect(isSymptom('configuration has an unknown property', 'words')).toBe(true);
    expect(isSymptom('invalid options object', 'words')).toBe(true);
    expect(isSymptom('size limit', 'words')).toBe(false);
    expect(isSymptom('reload the page after saving', 'words')).toBe(false);
    expect(isSymptom('notifications', 'words')).toBe(false);
    expect(isSymptom('output.publicPath', 'name')).toBe(false);
  });

  it('knows the sections written about problems by their heading or their parent', () => {
    expect(isProblemSection('Pitfalls', '')).toBe(true);
    expect(isProblemSection('Troubleshooting', '')).toBe(true);
    expect(isProblemSection('Invalid configuration object', 'Common failure messages')).toBe(true);
    expect(isProblemSection('devServer.hot', 'devServer')).toBe(false);
  });

  it('plans a symptom so the ranking can prefer those sections', () => {
    expect(planQuery('styles are not applied').symptom).toBe(true);
    expect(planQuery('load styles').symptom).toBe(false);
  });
});

describe('symptomSubject', () => {
  it('keeps what a symptom is about, not the words every such message or build has', () => {
    expect(symptomSubject(['exports', 'is', 'not', 'defined'])).toEqual(['exports']);
    expect(symptomSubject(['images', 'not', 'showing', 'after', 'build'])).toEqual(['images', 'showing']);
    expect(symptomSubject(['uncaught', 'referenceerror', 'process', 'is', 'not', 'defined'])).toEqual(['process']);
    expect(symptomSubject(['build', 'fails'])).toEqual([]);
  });
});

describe("the site's name at either end", () => {
  const vocabulary = new Set(['webpack-sources', 'webpack-dev-server', 'webpack-cli']);
  it('drops it before or after what the query says, so a name stays a name', () => {
    expect(withoutSiteName('webpack devServer.https', vocabulary)).toBe('devServer.https');
    expect(withoutSiteName('webpack [name]', vocabulary)).toBe('[name]');
    expect(withoutSiteName('lazy compilation webpack', vocabulary)).toBe('lazy compilation');
    expect(withoutSiteName('Webpack: module ids', vocabulary)).toBe('module ids');
    expect(planQuery('webpack devServer.https', vocabulary).identifier).toBe(true);
  });

  it('keeps it before a version, in a package name written with spaces, after a joining word, and when nothing else is said', () => {
    for (const q of ['webpack 4 to 5', 'webpack v5 release', 'webpack sources library', 'webpack dev server proxy', 'add babel to webpack', 'babel and webpack', 'what is webpack', 'webpack']) {
      expect(withoutSiteName(q, vocabulary), q).toBe(q);
    }
    // Only its ends: in the middle it is part of what the words say.
    expect(withoutSiteName('validate webpack config', vocabulary)).toBe('validate webpack config');
    // One plain word left goes with it; a joining word or a package's name being typed keeps it too.
    for (const q of ['webpack config', 'upgrade webpack', 'how to upgrade webpack', 'webpack chunk', 'webpack vs vite', 'webpack and babel', 'webpack dev ser', 'webpack dev']) {
      expect(withoutSiteName(q, vocabulary), q).toBe(q);
    }
  });
});
