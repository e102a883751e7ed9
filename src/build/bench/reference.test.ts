import { describe, expect, it } from 'vitest';
import { parseCpuSeconds } from './build-time.ts';
import { compareBuilds, comparePairs } from './reference.ts';

describe('the API reference build cost', () => {
  it('reads the CPU seconds of the build’s last line', () => {
    const log = '✔ prerender (812 ms)\nBuilt 227 pages in 41.3 s (CPU 64.1 s, peak RSS 1644 MB) → dist/\n';
    expect(parseCpuSeconds(log)).toBe(64.1);
    expect(parseCpuSeconds('✔ prerender (812 ms)\n')).toBeUndefined();
  });

  it('sums the reference’s steps and compares by CPU when both builds have it, else by wall time', () => {
    const withRef = { totalMs: 30_000, cpuS: 60, steps: [{ name: 'API reference: model of types.d.ts', ms: 1500 }, { name: 'API reference: pages', ms: 900 }, { name: 'prerender', ms: 800 }] };
    const without = { totalMs: 20_000, cpuS: 50, steps: [{ name: 'prerender', ms: 700 }] };
    expect(compareBuilds(withRef, without)).toEqual({ stepsMs: 2400, withMs: 30_000, withoutMs: 20_000, withCpuS: 60, withoutCpuS: 50, ratio: 1.2 });
    expect(compareBuilds({ ...withRef, cpuS: undefined } as never, without).ratio).toBe(1.5);
  });

  it('reports several alternated pairs by the median of their ratios, listing each, and one pair as it is', () => {
    const run = (cpuS: number) => ({ totalMs: cpuS * 1000, cpuS, steps: [{ name: 'API reference: pages', ms: 300 }] });
    const pairs = [[run(50), run(48)], [run(60), run(50)], [run(44), run(44)]] as const;
    const figures = comparePairs(pairs);
    expect(figures.pairRatios).toEqual([1.04, 1.2, 1]);
    expect(figures.ratio).toBe(1.04);
    expect(figures.withCpuS).toBe(50);
    expect(figures.withoutCpuS).toBe(48);
    expect(comparePairs([[run(50), run(40)]])).toEqual(compareBuilds(run(50), run(40)));
  });
});
