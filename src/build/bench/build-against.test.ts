import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWorkPaths } from '../cli/build-site.ts';
import { BUILD_PROGRAM } from '../cli/run-step.ts';
import { AB_OUT, coldPaths, formatAgainst, roundOrder, type AbRun } from './build-against.ts';
import { buildProgramOf } from './build-time.ts';
import { median } from './median.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the build-against benchmark', () => {
  it('alternates which side builds first, so each follows the other as often', () => {
    expect([1, 2, 3, 4].map((round) => roundOrder(round).join(' '))).toEqual(['A B', 'B A', 'A B', 'B A']);
  });

  it("runs each checkout's own npm run build: this one's is the one the tests build with, an older one's through its tsx", () => {
    expect(buildProgramOf(root)).toEqual(BUILD_PROGRAM);
    const other = mkdtempSync(path.join(tmpdir(), 'build-program-'));
    try {
      writeFileSync(path.join(other, 'package.json'), JSON.stringify({ scripts: { build: 'tsx src/build/cli/build.ts' } }));
      expect(buildProgramOf(other)).toEqual([path.join(other, 'node_modules/.bin/tsx'), 'src/build/cli/build.ts']);
      writeFileSync(path.join(other, 'package.json'), JSON.stringify({ scripts: {} }));
      expect(() => buildProgramOf(other)).toThrow(/has no build script/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("clears the other checkout's own output, generated data, prerender bundle, compressed copies and API reference model, as a fresh clone has none", () => {
    const work = buildWorkPaths(path.join(root, AB_OUT));
    expect(coldPaths('/elsewhere/base')).toEqual([
      path.join('/elsewhere/base', AB_OUT),
      path.join('/elsewhere/base', path.relative(root, work.generatedDir)),
      path.join('/elsewhere/base', path.relative(root, work.ssrDir)),
      path.join('/elsewhere/base', path.relative(root, work.compressDir)),
      path.join('/elsewhere/base', '.cache/api-reference'),
    ]);
  });

  it('reports medians per side and A as a share of B', () => {
    const run = (side: AbRun['side'], wall: number, cpu: number): AbRun => ({ side, wallMs: wall * 1000, cpuSeconds: cpu, peakMb: 1000, pages: 227 });
    const table = formatAgainst([run('A', 10, 20), run('B', 40, 50), run('A', 12, 30), run('B', 20, 60), run('A', 11, 25), run('B', 22, 40)], '../base');
    expect(table).toContain('| wall time | 11.0 s | 22.0 s | 50% |');
    expect(table).toContain('| CPU (all threads) | 25.0 s | 50.0 s | 50% |');
    expect(table).toContain('median of 3');
  });
});
