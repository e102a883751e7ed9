import { describe, expect, it } from 'vitest';
import type { CheckerError, CheckResult } from './check.ts';
import { errorCount, verdictText } from './verdict.ts';

const error: CheckerError = { option: 'devtools', message: 'm', range: { line: 1, from: 0, to: 0 }, link: '/configuration/' };
const invalid = (n: number): CheckResult => ({ status: 'invalid', errors: Array.from({ length: n }, () => error), fullMessage: '', notes: [], value: {} });

describe('verdict', () => {
  it('counts errors in the singular for one, the plural otherwise', () => {
    expect(errorCount(1)).toBe('1 error');
    expect(errorCount(2)).toBe('2 errors');
    expect(errorCount(0)).toBe('0 errors');
  });

  it('gives the status line the same count as the heading', () => {
    expect(verdictText(invalid(1))).toBe('1 error.');
    expect(verdictText(invalid(3))).toBe('3 errors.');
    expect(verdictText({ status: 'valid', value: {}, notes: [], kind: 'object' })).toBe('Valid configuration.');
    expect(verdictText({ status: 'unreadable', message: 'x', line: 1 })).toBe('Could not read this configuration.');
    expect(verdictText(undefined)).toBe('');
  });
});
