import type { SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { ChunkMatcher, EDIT_OF_KNOWN, FIELD_WEIGHTS, PREFIX_CREDIT } from './evidence.ts';
import { planQuery } from './query-plan.ts';

const result = (match: Record<string, string[]>): SearchResult => ({ id: 0, score: 1, terms: Object.keys(match), queryTerms: [], match });

describe('what a record answers of a query', () => {
  it('counts each word once, by the strongest field it matched in', () => {
    const plan = planQuery('invalid host header');
    const matcher = new ChunkMatcher(plan, new Map());
    const weights = [1, 1, 1];
    // An option named after one word answers a third; a section whose body says all three answers more.
    const named = matcher.answered(result({ invalid: ['key', 'heading'] }), weights);
    const said = matcher.answered(result({ invalid: ['body'], host: ['body', 'crumbs'], header: ['body'] }), weights);
    expect(named).toBeCloseTo(1 / 3);
    expect(said).toBeCloseTo(FIELD_WEIGHTS['body'] ?? 0);
    expect(said).toBeGreaterThan(named);
  });

  it('matches indexed terms by prefix and by the typo distance allowed, and a compound by its parts for less', () => {
    const matcher = new ChunkMatcher(planQuery('hidden-source-map modle'), new Map([['modle', 1]]));
    expect(matcher.slotsOf('module')).toEqual([{ chunk: 1, part: -1, credit: PREFIX_CREDIT }]);
    expect(matcher.slotsOf('hidden-source-map-x')).toContainEqual({ chunk: 0, part: -1, credit: PREFIX_CREDIT });
    const parts = matcher.answered(result({ hidden: ['heading'], source: ['heading'], map: ['heading'] }), [1, 0]);
    const whole = matcher.answered(result({ 'hidden-source-map': ['heading'] }), [1, 0]);
    expect(whole).toBe(1);
    expect(parts).toBeGreaterThan(0);
    expect(parts).toBeLessThan(whole);
  });

  it('counts the word as typed a little more than a longer word it begins', () => {
    const matcher = new ChunkMatcher(planQuery('variable path'), new Map());
    expect(matcher.slotsOf('variable')).toEqual([{ chunk: 0, part: -1, credit: 1 }]);
    const typed = matcher.answered(result({ variable: ['heading'], path: ['heading'] }), [1, 1]);
    const longer = matcher.answered(result({ variables: ['heading'], paths: ['heading'] }), [1, 1]);
    expect(typed).toBe(1);
    expect(longer).toBeCloseTo(PREFIX_CREDIT);
  });

  it("counts readers' words (asks) for a word or a whole name, never for a name's parts alone", () => {
    const words = new ChunkMatcher(planQuery('persistent caching'), new Map());
    expect(words.answered(result({ persistent: ['asks'], caching: ['asks'] }), [1, 1])).toBeCloseTo(FIELD_WEIGHTS['asks'] ?? 0);
    const name = new ChunkMatcher(planQuery('TerserPlugin'), new Map());
    expect(name.answered(result({ terser: ['asks'], plugin: ['asks'] }), [1])).toBe(0);
    expect(name.answered(result({ terser: ['heading'], plugin: ['asks'] }), [1])).toBeGreaterThan(0);
    expect(name.answered(result({ terserplugin: ['asks'] }), [1])).toBeCloseTo(FIELD_WEIGHTS['asks'] ?? 0);
  });

  it("answers a synonym phrase's words through its expansion, a word both share only itself", () => {
    const cache = new ChunkMatcher(planQuery('persistent cache invalidation'), new Map());
    // 'persistent cache' → 'cache': a record saying only 'cache' answers 'cache', not 'persistent'.
    expect(new Set(cache.slotsOf('cache').map((slot) => slot.chunk))).toEqual(new Set([1]));
    expect(cache.answered(result({ cache: ['heading'] }), [1, 1, 1])).toBeCloseTo(1 / 3);
    const hot = new ChunkMatcher(planQuery('hot reload'), new Map());
    // 'hot reload' → 'hot module replacement': the words it adds stand for the phrase.
    expect(new Set(hot.slotsOf('replacement').map((slot) => slot.chunk))).toEqual(new Set([0, 1]));
    expect(new Set(hot.slotsOf('hot').map((slot) => slot.chunk))).toEqual(new Set([0]));
    // A stop word the phrase covers stays covered: 'loading' answers 'load the' of 'load the fonts'.
    const load = new ChunkMatcher(planQuery('load the fonts'), new Map());
    expect(new Set(load.slotsOf('loading').map((slot) => slot.chunk))).toEqual(new Set([0, 1]));
  });

  it('counts another spelling of a word typed right for half, a form holding it as a longer word', () => {
    const known = new Set(['file', 'resolver']);
    const matcher = new ChunkMatcher(planQuery('file resolver'), new Map([['file', 1], ['resolver', 1]]), known);
    expect(matcher.slotsOf('pile')).toEqual([{ chunk: 0, part: -1, credit: EDIT_OF_KNOWN }]);
    expect(matcher.slotsOf('resolve')).toEqual([{ chunk: 1, part: -1, credit: PREFIX_CREDIT }]);
    expect(matcher.slotsOf('files')).toEqual([{ chunk: 0, part: -1, credit: PREFIX_CREDIT }]);
    // Another form of the same root is the word ('caches' for 'cached'); an irregular one is not known as one.
    const cached = new ChunkMatcher(planQuery('cached build'), new Map([['cached', 1], ['build', 1]]), new Set(['cached', 'build']));
    expect(cached.slotsOf('caches')).toEqual([{ chunk: 0, part: -1, credit: PREFIX_CREDIT }]);
    expect(cached.slotsOf('built')).toEqual([{ chunk: 1, part: -1, credit: EDIT_OF_KNOWN }]);
    // A word the index does not hold was mistyped: its neighbour is what the reader meant.
    const typo = new ChunkMatcher(planQuery('fille'), new Map([['fille', 1]]), known);
    expect(typo.slotsOf('file')).toEqual([{ chunk: 0, part: -1, credit: PREFIX_CREDIT }]);
  });

  it('weighs a word by how rare it is among the results, and stop words little', () => {
    const matcher = new ChunkMatcher(planQuery('the webpack inotify'), new Map());
    const results = [result({ webpack: ['body'], inotify: ['body'] }), ...Array.from({ length: 9 }, () => result({ webpack: ['body'] }))];
    const [stop, common, rare] = matcher.weights(results, 100);
    expect(rare).toBeGreaterThan(common ?? 0);
    expect(stop).toBeLessThan(rare ?? 0);
  });
});
