/** Up to two initials for an avatar that has no picture: `Ada Lovelace` is `AL`, `octo` is `OC`. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s._-]+/).filter(Boolean);
  const first = words[0] ?? '';
  const letters = words.length > 1 ? [first[0], words.at(-1)?.[0]] : [first[0], first[1]];
  return letters.filter((l): l is string => l !== undefined).join('').toUpperCase() || '?';
}
