/** "Did you mean": the known name closest to a misspelt one. */

/** Edit distance (insertions, deletions, substitutions and swaps of neighbours), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** The closest of `known` to `name`: same letters in another case, else within a third of its length (at least 2 edits). */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const sameCase = known.find((k) => k.toLowerCase() === lower);
  if (sameCase !== undefined) return sameCase;
  const max = Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of known) {
    const d = editDistance(lower, candidate.toLowerCase(), max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
