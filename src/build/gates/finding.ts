/** What every gate reports: one finding per problem, printable as one line. */

/** One problem a gate found. */
export interface Finding {
  /** The gate's rule, e.g. `broken-anchor`, `button-name`, `budget-js`. */
  rule: string;
  /** The page (route) or file the problem is on. */
  page: string;
  /** What is wrong, naming the element or link where there is one. */
  message: string;
}

/** One line per finding, sorted by page then rule, for a readable failure. */
export function formatFindings(findings: readonly Finding[]): string {
  return [...findings]
    .sort((a, b) => a.page.localeCompare(b.page) || a.rule.localeCompare(b.rule) || a.message.localeCompare(b.message))
    .map((f) => `${f.page}: [${f.rule}] ${f.message}`)
    .join('\n');
}
