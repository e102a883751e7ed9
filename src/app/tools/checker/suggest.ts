/** "Did you mean": the known name closest to a misspelt one. */
import { editDistance } from '../../../shared/edit-distance.ts';

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
