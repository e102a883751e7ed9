import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { decodeIndex, decodeTables, encodeIndex } from './codec.ts';
import { boundedDistance } from './labels.ts';
import { flattenGroups, planQuery, searchIndex, type LoadedIndex } from './rank.ts';
import { buildRecords, indexOptions } from './records.ts';
import { suggestQuery } from './suggest.ts';
import { CORPUS } from './test-corpus.ts';

function load(): LoadedIndex {
  const { tables, documents } = buildRecords(CORPUS);
  const engine = new MiniSearch(indexOptions());
  engine.addAll(documents);
  // Through the file format, as the browser loads it.
  const file = JSON.parse(JSON.stringify(encodeIndex(engine, tables))) as ReturnType<typeof encodeIndex>;
  return { engine: decodeIndex(file, indexOptions()), tables: decodeTables(file) };
}

const index = load();
const top = (query: string, n = 1): string[] => flattenGroups(searchIndex(index, query)).slice(0, n).map((h) => h.url);

describe('ranking', () => {
  it('puts the section defining an exact option path first, ahead of pages that mention it', () => {
    expect(top('output.publicPath')).toEqual(['/configuration/output/#outputpublicpath']);
    expect(top('publicPath')).toEqual(['/configuration/output/#outputpublicpath']);
  });

  it('puts the defining section first for a hook and a CLI flag', () => {
    expect(top('afterEmit')).toEqual(['/api/compiler-hooks/#afteremit']);
    expect(top('--mode')).toEqual(['/api/cli/#--mode']);
    expect(top('mode')).toEqual(['/configuration/mode/#mode']);
  });

  it('finds a package by its hyphenated name and its class name', () => {
    expect(top('mini-css-extract-plugin')).toEqual(['/plugins/mini-css-extract-plugin/']);
    expect(top('MiniCssExtractPlugin')).toEqual(['/plugins/mini-css-extract-plugin/']);
  });

  it('ranks titles above headings above body text', () => {
    expect(top('code splitting')).toEqual(['/guides/code-splitting/']);
    expect(top('public path')).toEqual(['/guides/public-path/']);
  });

  it("answers a section's name with the section index page", () => {
    expect(top('plugins')).toEqual(['/plugins/']);
  });

  it('keeps stop words of titles ("why webpack")', () => {
    expect(top('why webpack')).toEqual(['/concepts/why-webpack/']);
  });

  it('forgives typos', () => {
    expect(top('afterEmitt')).toEqual(['/api/compiler-hooks/#afteremit']);
    expect(top('ouptut.publicPath')).toEqual(['/configuration/output/#outputpublicpath']);
    expect(top('code spliting')).toEqual(['/guides/code-splitting/']);
  });

  it('groups hits by page, best page first, and returns site-relative links', () => {
    const groups = searchIndex(index, 'output');
    expect(groups[0]?.url).toBe('/configuration/output/');
    expect(new Set(groups.map((g) => g.url)).size).toBe(groups.length);
    for (const hit of flattenGroups(groups)) expect(hit.url.startsWith('/')).toBe(true);
  });

  it('returns nothing for an empty query or stop words only', () => {
    expect(searchIndex(index, '  ')).toEqual([]);
    expect(searchIndex(index, 'zzqqxx')).toEqual([]);
  });
});

describe('planQuery', () => {
  it('weights whole identifiers above words above parts and stop words', () => {
    const plan = planQuery('the output.publicPath');
    expect(plan.weights.get('output.publicpath')).toBeGreaterThan(plan.weights.get('output') ?? 0);
    expect(plan.weights.get('the')).toBeLessThan(plan.weights.get('output') ?? 0);
    expect(plan.normalized).toBe('the output.publicpath');
    expect(plan.identifier).toBe(true);
  });
});

describe('boundedDistance', () => {
  it('computes edit distance and stops past the limit', () => {
    expect(boundedDistance('devtool', 'devtol', 2)).toBe(1);
    expect(boundedDistance('moduel', 'module', 2)).toBe(2);
    expect(boundedDistance('abc', 'xyzxyz', 2)).toBe(3);
  });
});

describe('suggestQuery', () => {
  it('offers the nearest indexed term for a query with no results', () => {
    expect(searchIndex(index, 'splittingzzz')).toEqual([]);
    expect(suggestQuery(index, 'splittingzzz')).toBe('splitting');
  });

  it('maps words from other tools to what this documentation calls them', () => {
    expect(searchIndex(index, 'caching')).toEqual([]);
    expect(suggestQuery(index, 'caching')).toBe('cache');
  });

  it('suggests nothing when nothing is close', () => {
    expect(suggestQuery(index, 'zzqqxx')).toBeNull();
  });
});
