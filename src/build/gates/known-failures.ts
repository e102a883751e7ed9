/**
 * Findings of the real site that are known, tracked in an issue, and allowed to not fail
 * `npm test` until that issue is done. Each names the rule, the issue and the reason; the gate
 * still prints them on every run. The gates' own tests never use this list, so every gate keeps
 * failing on its seeded fixture.
 */
import type { Finding } from './finding.ts';

/** One tracked exception. */
export interface KnownFailure {
  /** The finding's rule. */
  rule: string;
  /** The issue that tracks the fix. */
  issue: number;
  /** Why it is not fixed yet. */
  reason: string;
}

export const KNOWN_FAILURES: readonly KnownFailure[] = [];

/** Splits findings into those that fail the run and those tracked as known. */
export function splitKnown(findings: readonly Finding[]): { failing: Finding[]; known: Array<Finding & { issue: number; reason: string }> } {
  const failing: Finding[] = [];
  const known: Array<Finding & { issue: number; reason: string }> = [];
  for (const finding of findings) {
    const match = KNOWN_FAILURES.find((k) => k.rule === finding.rule);
    if (match === undefined) failing.push(finding);
    else known.push({ ...finding, issue: match.issue, reason: match.reason });
  }
  return { failing, known };
}
