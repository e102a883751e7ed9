/** How closely a title or heading matches a query: exact, a dotted tail, or a typo or two away. */

/** Levenshtein distance of two strings, or `limit + 1` as soon as it must exceed `limit`. */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      next.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    row = next;
  }
  return row[b.length] ?? limit + 1;
}

/**
 * How closely a title or heading matches the whole query: 1 when equal, 0.9 when the query is
 * the tail of a dotted path ('publicPath' of 'output.publicPath'), 0.75 when a typo or two away
 * ('devtol', 'reslove.alias'), else 0.
 */
export function labelMatch(label: string, query: string): number {
  if (label === query) return 1;
  if (label.endsWith(`.${query}`)) return 0.9;
  if (query.length < 6) return 0;
  const limit = query.length < 10 ? 1 : 2;
  return boundedDistance(label, query, limit) <= limit ? 0.75 : 0;
}
