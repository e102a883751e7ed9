/**
 * What `npm test` reads back from Vitest: the JSON report's counts, and each test file's wall time
 * as Vitest's own reporter prints it (hooks included: the JSON report's start and end times
 * cover the tests alone, so a file whose work is in `beforeAll` would look fast there). The
 * times come from FileTimesReporter, which `npm test` passes to Vitest.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** The JSON report's counts. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

/** One test file's time. */
export interface FileTime {
  /** Absolute path. */
  file: string;
  /** Project name (unit, gates, e2e). */
  project: string;
  /** Wall time of the file in ms: set-up, collection, hooks and tests. */
  ms: number;
}

/** Where the reporter writes the times, unless the environment's FILE_TIMES_OUT names another file. */
export const FILE_TIMES = '.cache/vitest-file-times.json';

/** The slowest `count` files, one line each, with their share of the sum. */
export function slowestFiles(times: readonly FileTime[], root: string, count: number): string {
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${((100 * t.ms) / Math.max(total, 1)).toFixed(0).padStart(3)}%  ${t.project.padEnd(5)}  ${path.relative(root, t.file)}`)
    .join('\n');
}

/** A Vitest reporter that writes every file's wall time to FILE_TIMES (or FILE_TIMES_OUT) when the run ends. */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((m) => {
      const d = m.diagnostic();
      return { file: m.moduleId, project: m.project.name, ms: Math.round(d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) };
    });
    writeFileSync(process.env['FILE_TIMES_OUT'] ?? FILE_TIMES, `${JSON.stringify(times, null, 1)}\n`);
  }
}
