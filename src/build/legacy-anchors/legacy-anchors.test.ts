import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANUAL_MATCHES } from './manual.ts';
import { matchPage, nameSegments, type OurHeading } from './match.ts';
import { headingsOfHtml } from './our-headings.ts';
import { incumbentIds } from './slug.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('incumbentIds', () => {
  it('gives the ids the incumbent linked to (the reader review found these)', () => {
    const ids = incumbentIds(['splitChunks.chunks', 'splitChunks.cacheGroups', 'optimization.splitChunks', 'Rule.use', 'Rule.test', 'Output Filenames', 'On The Fly', 'Configuration', 'Stats Presets', 'Compiler Instance'].map((t) => t)).map((h) => h.id);
    expect(ids).toEqual(['splitchunkschunks', 'splitchunkscachegroups', 'optimizationsplitchunks', 'ruleuse', 'ruletest', 'output-filenames', 'on-the-fly', 'configuration', 'stats-presets', 'compiler-instance']);
  });

  it('drops punctuation, keeps hyphens and numbers repeats as the incumbent did', () => {
    expect(incumbentIds(['splitChunks.cacheGroups.{cacheGroup}.priority', 'Rule.options / Rule.query', 'stats.toJson(options)', 'Automatic publicPath', 'Defaults: Example 1', 'Example', 'Example']).map((h) => h.id)).toEqual([
      'splitchunkscachegroupscachegrouppriority',
      'ruleoptions--rulequery',
      'statstojsonoptions',
      'automatic-publicpath',
      'defaults-example-1',
      'example',
      'example-1',
    ]);
  });
});

describe('nameSegments', () => {
  it('reads dotted option and API names, and leaves words alone', () => {
    expect(nameSegments('splitChunks.cacheGroups.{cacheGroup}.test')).toEqual(['splitchunks', 'cachegroups', 'test']);
    expect(nameSegments('module.rules[].use')).toEqual(['module', 'rules', 'use']);
    expect(nameSegments('stats.toJson(options)')).toEqual(['stats', 'tojson']);
    expect(nameSegments('UseEntry')).toEqual(['useentry']);
    expect(nameSegments('Configuration')).toBeUndefined();
    expect(nameSegments('Output Filenames')).toBeUndefined();
  });

  it('reads a name followed by a note in parentheses, and an underscored name, as names', () => {
    expect(nameSegments('module.id (CommonJS)')).toEqual(['module', 'id']);
    expect(nameSegments('__webpack_public_path__ (webpack-specific)')).toEqual(['__webpack_public_path__']);
    expect(nameSegments('WEBPACK_PACKAGE')).toEqual(['webpack_package']);
    expect(nameSegments('define (with factory)')).toBeUndefined();
    expect(nameSegments('ES6 (Recommended)')).toBeUndefined();
  });
});

const SPLIT_CHUNKS: OurHeading[] = [
  { id: 'options', text: 'Options' },
  { id: 'chunks', text: 'chunks' },
  { id: 'maxsize-maxasyncsize-maxinitialsize', text: 'maxSize, maxAsyncSize, maxInitialSize' },
  { id: 'cachegroups', text: 'cacheGroups' },
  { id: 'test', text: 'test' },
];

describe('matchPage', () => {
  it('maps an old name to the section of the same name, keeps ids the page has, and leaves words without a reviewed match unmapped', () => {
    const old = incumbentIds(['splitChunks.chunks', 'splitChunks.maxAsyncSize', 'splitChunks.cacheGroups.{cacheGroup}.test', 'Options', 'Split Chunks: Example 1', 'splitChunks.unheardOf']);
    const result = matchPage(old, SPLIT_CHUNKS);
    expect(result.mapped).toEqual({ splitchunkschunks: 'chunks', splitchunksmaxasyncsize: 'maxsize-maxasyncsize-maxinitialsize', splitchunkscachegroupscachegrouptest: 'test' });
    expect(result.already).toEqual(['options']);
    expect(result.unmapped.map((u) => [u.id, u.reason])).toEqual([
      ['split-chunks-example-1', 'a heading in words with no reviewed match'],
      ['splitchunksunheardof', 'no section of that name'],
    ]);
  });

  it("prefers the longest shared tail (Rule.use is module.rules[].use, not module.generator's use), falls back to a deep name's parent, and refuses a tie", () => {
    const ours: OurHeading[] = [
      { id: 'modulerulesuse', text: 'module.rules[].use' },
      { id: 'moduleotheruse', text: 'module.other.use' },
      { id: 'modulerulesparser', text: 'module.rules[].parser' },
      { id: 'atype', text: 'a.type' },
      { id: 'btype', text: 'b.type' },
    ];
    const result = matchPage(incumbentIds(['Rule.use', 'Rule.parser.dataUrlCondition', 'Rule.type', 'Rule.loaders']), ours);
    expect(result.mapped).toEqual({ ruleuse: 'modulerulesuse', ruleparserdataurlcondition: 'modulerulesparser' });
    expect(result.unmapped.map((u) => [u.id, u.reason])).toEqual([
      ['ruletype', 'ambiguous: atype, btype'],
      ['ruleloaders', 'no section of that name'],
    ]);
  });

  it("never maps an id of the page template, such as the related links' further-reading", () => {
    const result = matchPage(incumbentIds(['Further Reading']), SPLIT_CHUNKS, { 'further-reading': 'options' }, new Set(['further-reading']));
    expect(result.mapped).toEqual({});
    expect(result.unmapped.map((u) => u.reason)).toEqual(['an id of the page template']);
  });

  it('takes a reviewed match for a heading in words, and fails on one that names a section the page lacks', () => {
    expect(matchPage(incumbentIds(['Configuration']), SPLIT_CHUNKS, { configuration: 'options' }).mapped).toEqual({ configuration: 'options' });
    expect(() => matchPage(incumbentIds(['Configuration']), SPLIT_CHUNKS, { configuration: 'settings' })).toThrow('the page has no #settings');
  });
});

describe('headingsOfHtml', () => {
  it('reads id and text, without the permalink, with entities read', () => {
    const html = '<p>x</p><h3 id="chunks">chunks<a class="heading-link" href="#chunks" aria-label="Permalink to chunks">#</a></h3><h2 id="the-default-auto">The default: <code>&#x27;auto&#x27;</code> &amp; more</h2>';
    expect(headingsOfHtml(html)).toEqual([
      { id: 'chunks', text: 'chunks' },
      { id: 'the-default-auto', text: "The default: 'auto' & more" },
    ]);
  });
});

describe('the committed data', () => {
  const source = JSON.parse(readFileSync(path.join(ROOT, 'src/build/legacy-anchors/incumbent-headings.json'), 'utf8')) as { pages: Record<string, { headings: string[] }> };
  const map = JSON.parse(readFileSync(path.join(ROOT, 'content/legacy-anchors.json'), 'utf8')) as { pages: Record<string, Record<string, string>> };
  const oldIds = (url: string): Set<string> => new Set(incumbentIds(source.pages[url]?.headings ?? []).map((h) => h.id));

  it('reviews only old ids the incumbent had, on pages whose headings were read', () => {
    for (const [url, entries] of Object.entries(MANUAL_MATCHES)) {
      const ids = oldIds(url);
      expect(ids.size, url).toBeGreaterThan(0);
      for (const old of Object.keys(entries)) expect(ids.has(old), `${url}#${old}`).toBe(true);
    }
  });

  it('maps only old ids the incumbent had', () => {
    for (const [url, entries] of Object.entries(map.pages)) {
      const ids = oldIds(url);
      for (const old of Object.keys(entries)) expect(ids.has(old), `${url}#${old}`).toBe(true);
    }
  });
});
