/**
 * Swapped letters, the commonest slip of a typist ('alais' for 'alias', 'contenthahs' for
 * 'contenthash'), cost two edits by MiniSearch's measure (Levenshtein, no transposition), so a
 * short word typed so is searched one edit wide and misses, and a long one ranks the right word
 * no higher than its two-edit neighbours. Before a query is planned, a plain word the index does
 * not hold is replaced by the one word that swapping two neighbouring letters makes and the index
 * holds: then it is searched, ranked and highlighted as if typed right. A word with no such
 * swap, or with more than one, stays as typed (typo matching still applies to it).
 */

/** The shortest word checked: 'alais' is five letters; swaps in shorter words make other words ('form', 'from'). */
const MIN_LENGTH = 5;

/** The words the index holds that swapping two neighbouring letters of `word` makes. */
export function swapsOf(word: string, vocabulary: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) continue;
    const swapped = `${word.slice(0, i)}${word[i + 1] ?? ''}${word[i] ?? ''}${word.slice(i + 2)}`;
    if (vocabulary.has(swapped)) out.add(swapped);
  }
  return [...out];
}

/** The query with each plain lower-case word the index lacks replaced by its one swapped spelling the index holds. */
export function fixSwappedLetters(query: string, vocabulary: ReadonlySet<string>): string {
  return query.replace(/[\p{L}]+/gu, (word, offset: number, whole: string) => {
    // Only a whole chunk of lower-case letters: identifiers, paths and flags are names, typed as they are.
    const before = whole[offset - 1] ?? ' ';
    const after = whole[offset + word.length] ?? ' ';
    if (word.length < MIN_LENGTH || word !== word.toLowerCase() || !/\s/.test(before) || !/\s/.test(after) || vocabulary.has(word)) return word;
    const swaps = swapsOf(word, vocabulary);
    return swaps.length === 1 && swaps[0] !== undefined ? swaps[0] : word;
  });
}
