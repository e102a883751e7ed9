/**
 * The light stem the re-ranking compares words by (titles, headings and the query's words):
 * plurals and -ing forms meet their word, and Porter's rules for a final e keep short words apart.
 */

/** Whether the letter at `i` of `word` is a consonant ('y' after a consonant is a vowel, as in 'type'). */
function consonantAt(word: string, i: number): boolean {
  const letter = word[i] ?? '';
  if ('aeiou'.includes(letter)) return false;
  return letter === 'y' ? i === 0 || !consonantAt(word, i - 1) : true;
}

/** How many vowel-consonant runs a word has after its leading consonants ('writ' 1, 'configur' 3): Porter's measure. */
function measure(word: string): number {
  let runs = 0;
  let i = 0;
  while (i < word.length && consonantAt(word, i)) i += 1;
  while (i < word.length) {
    while (i < word.length && !consonantAt(word, i)) i += 1;
    if (i === word.length) break;
    runs += 1;
    while (i < word.length && consonantAt(word, i)) i += 1;
  }
  return runs;
}

/** Whether a word ends consonant-vowel-consonant, the last not w, x or y ('writ', 'stat'): a short syllable that keeps its final e. */
function endsShortSyllable(word: string): boolean {
  const n = word.length;
  return n >= 3 && consonantAt(word, n - 1) && !consonantAt(word, n - 2) && consonantAt(word, n - 3) && !'wxy'.includes(word[n - 1] ?? '');
}

/** Words whose final e tells them apart from another word of the docs ('locale' files, a 'local' loader). */
export const KEEPS_FINAL_E: ReadonlySet<string> = new Set(['locale']);

/**
 * A light stem so 'plugins' says 'plugin', 'loading' says 'load', 'writing' says 'write' and
 * 'caching' says 'cache'. After a plural's s and an -ing go, Porter's rules for the final e: a
 * short syllable keeps it or gets it back ('write', 'writing' → 'write'; 'state' stays apart
 * from 'stats'; 'mode' from 'mod'), a longer word drops it ('cache', 'caching' → 'cach';
 * 'modules' → 'modul'), and a doubled consonant before -ing is one ('splitting' → 'split'; not in
 * a word of three letters: 'adding' → 'add').
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) {
    w = w.slice(0, -3);
    if (/([^aeiouylsz])\1$/.test(w) && w.length > 3) return w.slice(0, -1);
    if (measure(w) === 1 && endsShortSyllable(w)) return `${w}e`;
    return w;
  }
  if (w.length > 3 && w.endsWith('e') && !KEEPS_FINAL_E.has(w)) {
    const base = w.slice(0, -1);
    const m = measure(base);
    if (m > 1 || (m === 1 && !endsShortSyllable(base))) return base;
  }
  return w;
}
