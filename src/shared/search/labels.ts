/** How closely a title or heading matches a query: exact, a dotted tail, or a typo or two away. */

/** Two rows reused by every call (it runs for hundreds of terms per query): only their first `b.length + 2` cells are read. */
let scratch: [Uint32Array, Uint32Array] = [new Uint32Array(64), new Uint32Array(64)];

/**
 * Levenshtein distance of two strings when it is at most `limit`, else `limit + 1`. Only the
 * cells within `limit` of the diagonal are computed (no path through the others can stay within
 * it): this runs for many labels on every query.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  if (scratch[0].length < b.length + 2) scratch = [new Uint32Array(b.length + 2), new Uint32Array(b.length + 2)];
  let [row, next] = scratch;
  row.fill(over, 0, b.length + 2);
  next.fill(over, 0, b.length + 2);
  for (let j = 0; j <= Math.min(b.length, limit); j += 1) row[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    next[from - 1] = from === 1 ? i : over;
    let best = next[from - 1] ?? over;
    for (let j = from; j <= to; j += 1) {
      const value = Math.min((row[j] ?? over) + 1, (next[j - 1] ?? over) + 1, (row[j - 1] ?? over) + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      next[j] = value;
      if (value < best) best = value;
    }
    next[to + 1] = over;
    if (best > limit) return over;
    [row, next] = [next, row];
  }
  return Math.min(row[b.length] ?? over, over);
}

/** The name of an error a message starts with, as labels and queries are normalized ('error ', 'uncaught typeerror '). */
const ERROR_CLASS = /^(?:uncaught )?(?:\p{L}*error|\p{L}*warning) /u;

/** Whether a normalized label or query starts with an error's name (`ERROR_CLASS`), checked without a regular expression first: this runs for every label of every query. */
function startsWithErrorName(text: string): boolean {
  const space = text.indexOf(' ');
  if (space < 5) return false;
  const first = text.slice(0, space);
  return first === 'uncaught' || first.endsWith('error') || first.endsWith('warning') ? ERROR_CLASS.test(text) : false;
}

/**
 * How closely a title or heading matches the whole query: 1 when equal, 0.9 when the query is
 * the tail of a dotted path ('publicPath' of 'output.publicPath'), 0.75 when a typo or two away
 * ('devtol', 'reslove.alias'), else 0.
 */
export function labelMatch(label: string, query: string): number {
  if (label === query) return 1;
  // A pasted message with or without the name of its error ('Error: Cannot find module …' and 'cannot find module …'):
  // a message of three words or more ('Error handling' is no message about 'handling').
  if (startsWithErrorName(label) || startsWithErrorName(query)) {
    const bare = query.replace(ERROR_CLASS, '');
    if (bare.split(' ').length >= 3 && label.replace(ERROR_CLASS, '') === bare) return 1;
  }
  if (label.endsWith(`.${query}`)) return 0.9;
  if (query.length < 6) return 0;
  const limit = query.length < 10 ? 1 : 2;
  return boundedDistance(label, query, limit) <= limit ? 0.75 : 0;
}
