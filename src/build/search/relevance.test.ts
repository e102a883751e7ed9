import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexRecords } from '../../shared/search/loaded.ts';
import { buildRecords } from '../../shared/search/records.ts';
import { CORPUS } from '../../shared/search/test-corpus.ts';
import { aggregatesOf, evaluateRelevance, measureWarmQueries, scoreFresh } from './relevance.ts';
import { answers, loadJudgments, loadRefreshed, loadRelevanceCases, READER_KINDS, REFRESHED_FILE, RELEVANCE_KINDS, RELEVANCE_SETS, withJudgments, withRefreshed, type RelevanceCase } from './relevance-sets.ts';

describe('the relevance sets', () => {
  it('the first set has at least 60 queries covering every kind, each with a route and no duplicates', async () => {
    const cases = await loadRelevanceCases();
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const kind of RELEVANCE_KINDS) expect(cases.some((c) => c.kind === kind)).toBe(true);
    expect(new Set(cases.map((c) => c.query.toLowerCase())).size).toBe(cases.length);
    for (const c of cases) expect(c.accept).toHaveLength(1);
  });

  it('the tuning half reads in the accept format, every kind of the readers set present', async () => {
    // Only the tuning half is opened here: the held-out half is read by the runner, for its totals.
    const cases = await loadRelevanceCases(RELEVANCE_SETS.tuning);
    expect(cases.length).toBeGreaterThanOrEqual(100);
    for (const kind of READER_KINDS) expect(cases.some((c) => c.kind === kind)).toBe(true);
    for (const c of cases) expect(c.accept.length).toBeGreaterThan(0);
  });
});

const single = (query: string, url: string, kind: string, anchor?: string): RelevanceCase => ({ query, kind, accept: [anchor === undefined ? { url } : { url, anchor }] });

describe('evaluateRelevance', () => {
  const index = indexRecords(buildRecords(CORPUS));

  it('counts hit@1, hit@5 and the reciprocal rank, and reports misses with the results seen', () => {
    const cases: RelevanceCase[] = [
      single('afterEmit', '/api/compiler-hooks/', 'hook', 'afteremit'),
      single('output', '/configuration/output/', 'option', 'outputfilename'),
      single('afterEmit', '/guides/code-splitting/', 'guide'),
    ];
    const report = evaluateRelevance(index, cases);
    expect(report).toMatchObject({ total: 3, hit1: 1 });
    expect(report.hit5).toBe(2);
    const outputRank = report.misses[0]?.rank ?? 0;
    expect(outputRank).toBeGreaterThan(1);
    expect(report.mrr).toBeCloseTo((1 + 1 / outputRank) / 3, 10);
    expect(report.misses.map((m) => m.query)).toEqual(['output', 'afterEmit']);
    expect(report.misses[1]?.rank).toBeNull();
    expect(report.byKind['hook']).toEqual({ total: 1, hit1: 1, hit5: 1, reciprocal: 1 });
  });

  it('counts a case answered by any of its accepted results', () => {
    const either: RelevanceCase = { query: 'afterEmit', kind: 'name', accept: [{ url: '/guides/code-splitting/' }, { url: '/api/compiler-hooks/', anchor: 'afteremit' }] };
    expect(evaluateRelevance(index, [either])).toMatchObject({ hit1: 1, mrr: 1 });
  });

  it('measures warm queries without failing on any', () => {
    const warm = measureWarmQueries(index, ['output', 'afterEmit'], 2);
    expect(warm.queries).toBe(2);
    expect(warm.p95Ms).toBeGreaterThanOrEqual(warm.medianMs);
  });
});

describe('answers', () => {
  it('needs the exact anchor when the target names one, else any record of the page', () => {
    const withAnchor = single('q', '/a/', 'option', 'x');
    expect(answers('/a/#x', withAnchor)).toBe(true);
    expect(answers('/a/', withAnchor)).toBe(false);
    const page = single('q', '/a/', 'guide');
    expect(answers('/a/#y', page)).toBe(true);
    expect(answers('/ab/', page)).toBe(false);
  });
});

describe('the fresh held-out set', () => {
  it('is scored when its file exists and skipped when it does not, and its aggregates name no query', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fresh-set-'));
    try {
      const index = indexRecords(buildRecords(CORPUS));
      const freshFile = path.join(dir, 'relevance-fresh.json');
      expect(await scoreFresh(index, freshFile)).toBeNull();
      const fresh = { cases: [{ query: 'afterEmit', accept: [{ url: '/api/compiler-hooks/', anchor: 'afteremit' }], kind: 'name' }] };
      await writeFile(freshFile, JSON.stringify(fresh));
      const report = await scoreFresh(index, freshFile);
      expect(report).toMatchObject({ total: 1, hit1: 1 });
      const printed = JSON.stringify(report === null ? null : aggregatesOf(report));
      expect(printed).toContain('"name":{"total":1');
      expect(printed).not.toContain('afterEmit');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the blind judgments', () => {
  const judged = (url: string, verdict: 'answers' | 'partial' | 'no') => ({ query: 'afterEmit', url, verdict, reason: '' });

  it('add only the results judged to answer a query to what it accepts', () => {
    const index = indexRecords(buildRecords(CORPUS));
    const cases = [single('afterEmit', '/guides/code-splitting/', 'name')];
    expect(evaluateRelevance(index, cases).hit1).toBe(0);
    expect(evaluateRelevance(index, withJudgments(cases, [judged('/api/compiler-hooks/#afteremit', 'partial')])).hit1).toBe(0);
    const added = withJudgments(cases, [judged('/api/compiler-hooks/#afteremit', 'answers'), judged('/api/cli/', 'answers')]);
    expect(added[0]?.accept).toEqual([{ url: '/guides/code-splitting/' }, { url: '/api/compiler-hooks/', anchor: 'afteremit' }, { url: '/api/cli/' }]);
    expect(evaluateRelevance(index, added).hit1).toBe(1);
    expect(cases[0]?.accept).toHaveLength(1);
  });

  it('read as none when the file is absent, and fail with the file named when malformed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'judged-'));
    try {
      const file = path.join(dir, 'relevance-judged.json');
      expect(await loadJudgments(file)).toEqual([]);
      await writeFile(file, JSON.stringify({ method: 'm', judgments: [judged('/a/', 'answers')] }));
      expect(await loadJudgments(file)).toHaveLength(1);
      await writeFile(file, JSON.stringify({ method: 'm', judgments: [{ ...judged('/a/', 'answers'), verdict: 'maybe' }] }));
      await expect(loadJudgments(file)).rejects.toThrow(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the refreshed labels', () => {
  it('replace a case\'s own labels, keep the reference entries apart unless asked, and leave out a query nothing answers', () => {
    const index = indexRecords(buildRecords(CORPUS));
    const cases = [single('afterEmit', '/guides/code-splitting/', 'name'), single('nothing here', '/api/cli/', 'task')];
    const refreshed = [
      { query: 'afterEmit', accept: ['/guides/code-splitting/#x'], reference: ['/api/compiler-hooks/#afteremit'] },
      { query: 'nothing here', accept: [] },
    ];
    const plain = withRefreshed(cases, refreshed);
    expect(plain.unanswerable).toBe(1);
    expect(plain.cases).toEqual([{ query: 'afterEmit', kind: 'name', accept: [{ url: '/guides/code-splitting/', anchor: 'x' }] }]);
    expect(evaluateRelevance(index, plain.cases).hit1).toBe(0);
    const withReference = withRefreshed(cases, refreshed, { reference: true });
    expect(evaluateRelevance(index, withReference.cases).hit1).toBe(1);
    expect(() => withRefreshed(cases, refreshed.slice(0, 1))).toThrow("no label for 'nothing here'");
  });

  it('cover every query of both readers\' halves, each target a route, in the committed file', async () => {
    const refreshed = await loadRefreshed(REFRESHED_FILE);
    for (const name of ['tuning', 'heldout'] as const) {
      const cases = await loadRelevanceCases(RELEVANCE_SETS[name]);
      expect(withRefreshed(cases, refreshed).cases.length + withRefreshed(cases, refreshed).unanswerable).toBe(cases.length);
    }
  });
});
