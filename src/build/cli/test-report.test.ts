import { describe, expect, it } from 'vitest';
import { slowestFiles } from './test-report.ts';

describe('slowest test files', () => {
  it('lists the slowest first, with their share of the whole, relative to the root', () => {
    const lines = slowestFiles(
      [
        { file: '/r/tests/a.test.ts', project: 'unit', ms: 1000 },
        { file: '/r/tests/e2e/b.test.ts', project: 'e2e', ms: 3000 },
        { file: '/r/src/c.test.ts', project: 'unit', ms: 0 },
      ],
      '/r',
      2,
    ).split('\n');
    expect(lines).toEqual(['     3.0 s   75%  e2e    tests/e2e/b.test.ts', '     1.0 s   25%  unit   tests/a.test.ts']);
  });
});
