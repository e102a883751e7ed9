/** Coverage rows and the baseline rule of the documentation checks. */

/** One coverage row. */
export interface CoverageRow {
  /** What is counted. */
  name: string;
  /** Documented count. */
  documented: number;
  /** Total count. */
  total: number;
  /** What is missing. */
  missing: string[];
}

/** Counts which of `expected` are documented. */
export function coverageRow(name: string, expected: readonly string[], isDocumented: (item: string) => boolean): CoverageRow {
  const missing = expected.filter((item) => !isDocumented(item));
  return { name, documented: expected.length - missing.length, total: expected.length, missing };
}

/** Rows whose documented count fell below the committed baseline, as messages. */
export function coverageDrops(rows: readonly CoverageRow[], baseline: Readonly<Record<string, number>>): string[] {
  return rows.filter((r) => r.documented < (baseline[r.name] ?? 0)).map((r) => `${r.name}: ${r.documented} < baseline ${baseline[r.name] ?? 0}`);
}

/** The baseline raised to today's figures; it never falls. */
export function raiseBaseline(rows: readonly CoverageRow[], baseline: Readonly<Record<string, number>>): Record<string, number> {
  return { ...baseline, ...Object.fromEntries(rows.map((r) => [r.name, Math.max(r.documented, baseline[r.name] ?? 0)])) };
}

/** Coverage as a percentage with one decimal. */
export function percent(row: CoverageRow): string {
  return row.total === 0 ? '100.0' : ((100 * row.documented) / row.total).toFixed(1);
}
