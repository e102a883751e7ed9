/** Spellings of a words query that a heading may equal: the words joined, a verb and its object, the words in other forms, the words without fillers. */
import { describe, expect, it } from 'vitest';
import { isOtherNumber } from './spellings.ts';
import { flattenGroups, searchIndex } from './rank.ts';
import type { LoadedIndex } from './loaded.ts';
import { RANKING } from './ranking-params.ts';
import type { SourcePage } from './records.ts';
import { firstUrl, indexOf, MODE_PAGE, onePage, scoresOf, sectionsPage, withRanking } from './test-index.ts';

/** An index of one page beside the mode page (body keywords need a corpus of more than one page). */
const withMode = (page: SourcePage): LoadedIndex => indexOf([page, MODE_PAGE]);

/** How many times `url`'s score for `query` is what it is with the ranking factor `factor` at 0. */
function gain(index: LoadedIndex, query: string, url: string, factor: Parameters<typeof withRanking>[0]): number {
  const score = (): number => scoresOf(index, query).get(url) ?? 0;
  return score() / withRanking(factor, 0, score);
}

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

  it("reads a verb before its object as the object's method: 'close compiler after run' names `compiler.close()`", () => {
    const node = withMode(sectionsPage('/api/node/', 'Node.js API', 'Run webpack from Node.js.', ['compilerrun', 'compiler.run()', 'Runs the compiler once.'], ['compilerclose', 'compiler.close()', 'Ends the compiler.']));
    expect(firstUrl(node, 'close compiler after run')).toBe('/api/node/#compilerclose');
    expect(gain(node, 'close compiler after run', '/api/node/#compilerclose', 'pairName')).toBeGreaterThan(2);
  });

  it("reads 'export mangling' as `optimization.mangleExports`: the option's words in another form", () => {
    const mangle = indexOf([
      onePage('/configuration/optimization/', 'Optimization', 'optimizationmangleexports', 'optimization.mangleExports', 'Renames exports to shorter names.'),
      onePage('/api/compilation-hooks/', 'Compilation hooks', 'optimizecodegeneration', 'optimizeCodeGeneration', 'Export mangling runs here: the mangling of export names, after export analysis.'),
    ]);
    const option = '/configuration/optimization/#optimizationmangleexports';
    expect(flattenGroups(searchIndex(mangle, 'export mangling'))[0]?.url).toBe(option);
    // It matches the heading as the words joined would ('runtime chunk'), no longer a deep name.
    const score = (): number => scoresOf(mangle, 'export mangling').get(option) ?? 0;
    expect(score() / withRanking('nameOfWords', 0, score)).toBeCloseTo((1 + RANKING.nameOfWords) / RANKING.deepName, 1);
    // Merely reordered, the same words name nothing.
    expect(scoresOf(mangle, 'exports mangle').get(option)).toBeCloseTo(withRanking('nameOfWords', 0, () => scoresOf(mangle, 'exports mangle').get(option) ?? 0));
  });

  it("reads the words left without fillers as a heading: 'info in webpack' names the command `info`", () => {
    const cli = indexOf([
      sectionsPage('/api/cli/', 'Command Line Interface', 'Run webpack from a terminal.', ['info', 'info', 'Prints the versions of the system and packages.'], ['build', 'build', 'Builds the project.']),
      sectionsPage('/contribute/debugging/', 'Debugging', 'Find out why a build fails.', ['before-you-report-a-bug', 'Before you report a bug', 'Run webpack info and paste the versions of webpack, webpack info output and Node.js into the issue.']),
      MODE_PAGE,
    ]);
    expect(firstUrl(cli, 'info in webpack')).toBe('/api/cli/#info');
    expect(gain(cli, 'info in webpack', '/api/cli/#info', 'keptWords')).toBeGreaterThan(1.5);
    // The site's name in front is dropped before any of this (`withoutSiteName`).
    expect(firstUrl(cli, 'webpack info')).toBe('/api/cli/#info');
    // A query with nothing left out spells nothing more.
    expect(gain(cli, 'info', '/api/cli/#info', 'keptWords')).toBe(1);
  });

  it("reads a dotted sub-option no heading names as its parent option's section: 'client.webSocketURL' in `devServer.client`", () => {
    const server = withMode(
      sectionsPage('/configuration/dev-server/', 'DevServer', 'Options of the dev server.', ['devserverallowedhosts', 'devServer.allowedHosts', 'Hosts allowed to reach the server. Behind a proxy, also set client.webSocketURL so client.webSocketURL points at the proxy.'], ['devserverclient', 'devServer.client', 'Options of the browser client: overlay, progress, reconnect, webSocketURL.']),
    );
    expect(firstUrl(server, 'client.webSocketURL')).toBe('/configuration/dev-server/#devserverclient');
    expect(gain(server, 'client.webSocketURL', '/configuration/dev-server/#devserverclient', 'parentOption')).toBeGreaterThan(1.5);
    // A heading that names the whole path leaves the parent as it was.
    const named = withMode(sectionsPage('/configuration/output/', 'Output', 'Output options.', ['outputlibrary', 'output.library', 'The library and its type.'], ['outputlibrarytype', 'output.library.type', 'How the library is exposed.']));
    expect(gain(named, 'output.library.type', '/configuration/output/#outputlibrary', 'parentOption')).toBe(1);
  });
});

describe('a word in its other number', () => {
  it("reads 'css module' as the heading 'CSS Modules', leading its page's group; not a lone word, whose number tells things apart", () => {
    const guide = sectionsPage('/guides/css/', 'CSS', 'CSS in a build: each css module, css module files, a css module per component.', ['css-modules', 'CSS Modules', 'Scoped class names.']);
    const index = indexOf([guide, MODE_PAGE]);
    expect(firstUrl(index, 'css modules')).toBe('/guides/css/#css-modules');
    expect(firstUrl(index, 'css module')).toBe('/guides/css/#css-modules');
    // The heading counts as the query itself: a section whose heading is the query leads its page's group whatever its score.
    const exact = (): boolean | undefined => flattenGroups(searchIndex(index, 'css module')).find((h) => h.url === '/guides/css/#css-modules')?.exact;
    expect(exact()).toBe(true);
    expect(withRanking('otherNumber', 0, exact)).toBe(false);
    expect(isOtherNumber('module', 'modules')).toBe(true);
    expect(isOtherNumber('library', 'libraries')).toBe(true);
    expect(isOtherNumber('import', 'imported')).toBe(false);
  });
});

describe("a namespace of the site's object", () => {
  it("does not read 'webpack config' typed apart as the heading `webpack.config`, which the dotted name still finds", () => {
    const internal = sectionsPage('/plugins/internal-plugins/', 'Internal plugins', 'Plugins webpack applies itself.', ['webpackconfig', 'webpack.config', 'Holds the platform plugin and helpers for a configuration.']);
    const concepts = sectionsPage('/concepts/configuration/', 'Configuration', 'A webpack configuration is a file that exports an object.', ['the-configuration-file', 'The configuration file', 'webpack reads webpack.config.js from the current folder.']);
    const index = indexOf([internal, concepts, MODE_PAGE]);
    expect(firstUrl(index, 'webpack.config')).toBe('/plugins/internal-plugins/#webpackconfig');
    const scores = scoresOf(index, 'webpack config');
    const namespace = scores.get('/plugins/internal-plugins/#webpackconfig') ?? 0;
    const file = scores.get('/concepts/configuration/#the-configuration-file') ?? 0;
    // Read as the heading (one letter from it), the namespace scored four times the configuration file's section.
    expect(file).toBeGreaterThan(0);
    expect(namespace / file).toBeLessThan(2);
  });
});

describe("a third-party README's heading", () => {
  it("gains less for equalling the query unless the query names the package (RANKING.foreignHeading)", () => {
    const stylus: SourcePage = { ...sectionsPage('/loaders/stylus-loader/', 'stylus-loader', 'Compiles Stylus to CSS.', ['import-json-files', 'Import JSON files', 'Read a JSON file into Stylus variables with the json function.']), package: 'stylus-loader' };
    const index = indexOf([stylus, MODE_PAGE]);
    const url = '/loaders/stylus-loader/#import-json-files';
    const score = (query: string) => (): number => scoresOf(index, query).get(url) ?? 0;
    expect(RANKING.foreignHeading).toBeLessThan(1);
    expect(score('import json files')()).toBeGreaterThan(0);
    expect(score('import json files')()).toBeLessThan(withRanking('foreignHeading', 1, score('import json files')) * 0.8);
    // Named, the package's heading gains in full.
    expect(score('stylus-loader import json files')()).toBe(withRanking('foreignHeading', 1, score('stylus-loader import json files')));
  });
});

describe("a page's title with its heading", () => {
  const loader: SourcePage = { ...sectionsPage('/loaders/x-loader/', 'x-loader', 'Compiles X files.', ['options', 'Options', 'cacheDirectory keeps the results between builds.'], ['usage', 'Usage', 'Add the loader to a rule.']), package: 'x-loader' };
  const module = sectionsPage('/configuration/module/', 'Module', 'How modules are treated.', ['modulerulesoptions', 'module.rules[].options', 'Options passed to the loader, such as x-loader options.']);
  const index = indexOf([loader, module, MODE_PAGE]);

  it("reads 'x-loader options' as the 'Options' section of the page 'x-loader'", () => {
    const hit = flattenGroups(searchIndex(index, 'x-loader options')).find((h) => h.url === '/loaders/x-loader/#options');
    expect(hit?.exact).toBe(true);
    expect(flattenGroups(searchIndex(index, 'x-loader usage')).find((h) => h.url === '/loaders/x-loader/#options')?.exact ?? false).toBe(false);
  });

  it('gives the configuration pages no more than the other reference pages when the query names a package', () => {
    const score = (): number => scoresOf(index, 'x-loader options').get('/configuration/module/#modulerulesoptions') ?? 0;
    expect(score()).toBeGreaterThan(0);
    expect(withRanking('configurationPrior', 3, score)).toBe(score());
    // A name that is no package's keeps the configuration pages' prior.
    const plain = (): number => scoresOf(index, 'module.rules.options').get('/configuration/module/#modulerulesoptions') ?? 0;
    expect(withRanking('configurationPrior', 3, plain)).toBeGreaterThan(plain());
  });
});
