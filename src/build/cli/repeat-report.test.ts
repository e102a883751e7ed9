import { describe, expect, it } from 'vitest';
import { flakeTable, testOutcomes, type JsonReport } from './repeat-report.ts';
import { parseRepeatArgs } from './test-repeat.ts';

const run = (failing: string[], fileMessage?: string): JsonReport => ({
  testResults: [
    {
      name: '/r/tests/e2e/a.test.ts',
      ...(fileMessage === undefined ? {} : { message: fileMessage }),
      assertionResults: ['one', 'two'].map((t) => ({ fullName: t, status: failing.includes(t) ? 'failed' : 'passed', failureMessages: failing.includes(t) ? [`Error: ${t} broke\n  at x`] : [] })),
    },
  ],
});

describe('test:repeat', () => {
  it('lists each test that failed at least once, most often first, with its first reason', () => {
    const { table, failed } = flakeTable([run([]), run(['two']), run(['one', 'two'])], '/r');
    expect(failed).toBe(2);
    expect(table.split('\n')).toEqual([
      '3 runs of 2 tests: 2 failed at least once',
      '  failed 2 of 3: tests/e2e/a.test.ts › two',
      '      Error: two broke',
      '  failed 1 of 3: tests/e2e/a.test.ts › one',
      '      Error: one broke',
    ]);
  });

  it('says so when nothing failed, and counts a file that failed outside its tests', () => {
    expect(flakeTable([run([]), run([])], '/r')).toEqual({ table: '2 runs of 2 tests: no test failed', failed: 0 });
    expect(testOutcomes(run([], 'Error: beforeAll timed out\nstack'), '/r').at(-1)).toEqual({ id: 'tests/e2e/a.test.ts', passed: false, why: 'Error: beforeAll timed out' });
  });

  it('reads its arguments', () => {
    expect(parseRepeatArgs([])).toEqual({ times: 5, load: false, filters: [] });
    expect(parseRepeatArgs(['3', '--load', 'tests/e2e/offline.test.ts'])).toEqual({ times: 3, load: true, filters: ['tests/e2e/offline.test.ts'] });
    expect(() => parseRepeatArgs(['0'])).toThrow(/number of runs/);
  });
});
