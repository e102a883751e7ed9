import { describe, expect, it } from 'vitest';
import { boundedDistance, labelMatch } from './labels.ts';

/** Levenshtein distance, the whole table. */
function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] ?? 0;
}

describe('boundedDistance', () => {
  it('equals the Levenshtein distance up to the limit, and limit + 1 beyond, whatever came before it', () => {
    let seed = 11;
    const random = (n: number): number => Math.floor(((seed = (seed * 48271) % 2147483647) / 2147483647) * n);
    const word = (): string => Array.from({ length: random(random(4) === 0 ? 90 : 12) }, () => 'abc'[random(3)]).join('');
    for (let run = 0; run < 3000; run += 1) {
      // Long words now and then: the rows it reuses grow, and shorter words come after them.
      const a = word();
      const b = random(2) === 0 ? word() : a.slice(0, random(a.length + 1)) + word().slice(0, 2);
      const limit = 1 + random(3);
      expect(boundedDistance(a, b, limit)).toBe(Math.min(levenshtein(a, b), limit + 1));
    }
  });
});

describe('labelMatch', () => {
  it('equals a label that is the query, or the query with or without the name of the error it starts with', () => {
    expect(labelMatch('output.publicpath', 'output.publicpath')).toBe(1);
    expect(labelMatch('error cannot find module webpack-cli', 'cannot find module webpack-cli')).toBe(1);
    expect(labelMatch('cannot read property tap of undefined', 'uncaught typeerror cannot read property tap of undefined')).toBe(1);
    expect(labelMatch('error cannot find module webpack-cli', 'cannot find module webpack')).toBe(0);
    expect(labelMatch('error handling', 'handling')).toBe(0);
  });

  it('scores a dotted tail and a near spelling below an exact match', () => {
    expect(labelMatch('output.publicpath', 'publicpath')).toBe(0.9);
    expect(labelMatch('devtool', 'devtol')).toBe(0.75);
  });
});
