/** Reading the repeated runs of `npm run test:repeat`: which tests failed, in how many runs. */
import path from 'node:path';

/** The part of Vitest's JSON report read here. */
export interface JsonReport {
  testResults: Array<{ name: string; message?: string; assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }> }>;
}

/** One test's outcome in one run. */
export interface TestOutcome {
  /** `file › full name`; a file that failed outside its tests is named alone. */
  id: string;
  passed: boolean;
  /** First line of the first failure message. */
  why?: string;
}

/** Every test of a run with its outcome; a file that failed before its tests counts as one failure. */
export function testOutcomes(report: JsonReport, root = '/'): TestOutcome[] {
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults.map((t) => {
      const why = t.failureMessages?.[0]?.split('\n')[0];
      return { id: `${name} › ${t.fullName}`, passed: t.status !== 'failed', ...(why === undefined ? {} : { why }) };
    });
    const failedOutside = file.message !== undefined && file.message !== '' && tests.every((t) => t.passed);
    return failedOutside ? [...tests, { id: name, passed: false, why: file.message?.split('\n')[0] ?? '' }] : tests;
  });
}

/** The table of tests that failed at least once, and how many there were. */
export function flakeTable(reports: readonly JsonReport[], root = '/'): { table: string; failed: number } {
  const runs = reports.map((r) => testOutcomes(r, root));
  const counts = new Map<string, { failed: number; why: string }>();
  for (const run of runs) {
    for (const t of run) {
      if (t.passed) continue;
      const c = counts.get(t.id) ?? { failed: 0, why: t.why ?? '' };
      c.failed += 1;
      counts.set(t.id, c);
    }
  }
  const tests = new Set(runs.flat().map((t) => t.id)).size;
  if (counts.size === 0) return { table: `${reports.length} runs of ${tests} tests: no test failed`, failed: 0 };
  const lines = [...counts].sort((a, b) => b[1].failed - a[1].failed).map(([id, c]) => `  failed ${c.failed} of ${reports.length}: ${id}\n      ${c.why}`);
  return { table: `${reports.length} runs of ${tests} tests: ${counts.size} failed at least once\n${lines.join('\n')}`, failed: counts.size };
}
