import { describe, expect, it } from 'vitest';
import { compareDumps, sameRows, type ResultsDump } from './results-dump.ts';

describe('comparing results dumps', () => {
  it('holds rows equal only with the same urls in the same order, the same matched terms and scores within 1e-9 relative', () => {
    const row: Array<[string, number]> = [
      ['/a/', 2],
      ['/b/#x', 1.5],
    ];
    expect(sameRows(row, [['/a/', 2 * (1 + 1e-12)], ['/b/#x', 1.5]])).toBe(true);
    expect(sameRows(row, [['/a/', 2 * (1 + 1e-8)], ['/b/#x', 1.5]])).toBe(false);
    expect(sameRows(row, [['/b/#x', 1.5], ['/a/', 2]])).toBe(false);
    expect(sameRows(row, row.slice(0, 1))).toBe(false);
    expect(sameRows([['/a/', 1, 'output']], [['/a/', 1, 'output']])).toBe(true);
    expect(sameRows([['/a/', 1, 'output']], [['/a/', 1, 'outputs']])).toBe(false);
  });

  it('counts differing queries per set, a set missing from one dump counting every query', () => {
    const a: ResultsDump = { 'one.json|main': [[['/a/', 1]], [['/b/', 1]]], 'two.json|main': [[['/c/', 1]]] };
    const b: ResultsDump = { 'one.json|main': [[['/a/', 1]], [['/b/', 0.5]]] };
    expect(compareDumps(a, b)).toEqual([
      { set: 'one.json|main', queries: 2, differing: [1] },
      { set: 'two.json|main', queries: 1, differing: [0] },
    ]);
  });
});
