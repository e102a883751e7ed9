import { describe, expect, it } from 'vitest';
import { indexRecords } from '../../shared/search/loaded.ts';
import { buildRecords } from '../../shared/search/records.ts';
import { CORPUS } from '../../shared/search/test-corpus.ts';
import { answers, evaluateRelevance, loadRelevanceCases, measureWarmQueries, RELEVANCE_KINDS, type RelevanceCase } from './relevance.ts';

describe('the relevance set', () => {
  it('has at least 60 queries covering every kind, each with a route and no duplicates', async () => {
    const cases = await loadRelevanceCases();
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const kind of RELEVANCE_KINDS) expect(cases.some((c) => c.kind === kind)).toBe(true);
    expect(new Set(cases.map((c) => c.query.toLowerCase())).size).toBe(cases.length);
  });
});

describe('evaluateRelevance', () => {
  const index = indexRecords(buildRecords(CORPUS));

  it('counts hit@1 and hit@5 and reports misses with the results seen', () => {
    const cases: RelevanceCase[] = [
      { query: 'afterEmit', url: '/api/compiler-hooks/', anchor: 'afteremit', kind: 'hook' },
      { query: 'output', url: '/configuration/output/', anchor: 'outputfilename', kind: 'option' },
      { query: 'afterEmit', url: '/guides/code-splitting/', kind: 'guide' },
    ];
    const report = evaluateRelevance(index, cases);
    expect(report).toMatchObject({ total: 3, hit1: 1 });
    expect(report.hit5).toBe(2);
    expect(report.misses.map((m) => m.query)).toEqual(['output', 'afterEmit']);
    expect(report.misses[1]?.rank).toBeNull();
    expect(report.byKind['hook']).toEqual({ total: 1, hit1: 1, hit5: 1 });
  });

  it('measures warm queries without failing on any', () => {
    const warm = measureWarmQueries(index, ['output', 'afterEmit'], 2);
    expect(warm.queries).toBe(2);
    expect(warm.p95Ms).toBeGreaterThanOrEqual(warm.medianMs);
  });
});

describe('answers', () => {
  it('needs the exact anchor when the case names one, else any record of the page', () => {
    const withAnchor: RelevanceCase = { query: 'q', url: '/a/', anchor: 'x', kind: 'option' };
    expect(answers('/a/#x', withAnchor)).toBe(true);
    expect(answers('/a/', withAnchor)).toBe(false);
    const page: RelevanceCase = { query: 'q', url: '/a/', kind: 'guide' };
    expect(answers('/a/#y', page)).toBe(true);
    expect(answers('/ab/', page)).toBe(false);
  });
});
