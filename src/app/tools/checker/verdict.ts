/** The checker's one-line verdict, shared by the results heading and the status line so they agree. */
import type { CheckResult } from './check.ts';

/** `1 error`, `2 errors`. */
export function errorCount(count: number): string {
  return `${count} ${count === 1 ? 'error' : 'errors'}`;
}

/** What the status line says about a result (empty while there is none). */
export function verdictText(result: CheckResult | undefined): string {
  if (result === undefined) return '';
  if (result.status === 'valid') return 'Valid configuration.';
  if (result.status === 'invalid') return `${errorCount(result.errors.length)}.`;
  return 'Could not read this configuration.';
}
