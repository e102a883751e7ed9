/**
 * Swapped letters, the commonest slip of a typist ('alais' for 'alias', 'contenthahs' for
 * 'contenthash'), cost two edits by MiniSearch's measure (Levenshtein, no transposition), so a
 * short word typed so is searched one edit wide and misses, and a long one ranks the right word
 * no higher than its two-edit neighbours. Before a query is planned, a plain word the index does
 * not hold is replaced by the one word that swapping two neighbouring letters makes and the index
 * holds: then it is searched, ranked and highlighted as if typed right. A word with no such
 * swap, or with more than one, stays as typed (typo matching still applies to it).
 *
 * A longer word with no swap, a typist's slip away from one word of the index (a letter left out:
 * 'minimzer', 'insall'; a letter doubled: 'moduules'; a key beside the right one: 'compilstion'),
 * is replaced by it the same way (`typingSlip`). With another edit, the one neighbour ('minimiqer'
 * → 'minimizer', `editNeighbour`) is searched as a synonym is, beside the reader's word and not in
 * its place: the index holds only the docs' words, so a plain English word it lacks ('pulling',
 * 'crashing', 'boosts') may be typed right and be an edit from another ('polling', 'clashing',
 * 'boots'). Not for a word that begins a word of the index ('optimiza'), which may still be being
 * typed and is left to prefix search.
 */

import { wordForms } from './lemma.ts';
import { MAX_TOKEN_LENGTH } from './tokenize.ts';

/** The shortest word checked: 'alais' is five letters; swaps in shorter words make other words ('form', 'from'). */
const MIN_LENGTH = 5;

/** The shortest word whose one-letter neighbour is searched or planned ('insall', 'devtol'): shorter words have many neighbours, and readers' short words are more often words of their own. */
const MIN_EDIT_LENGTH = 6;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

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

/** Each vocabulary's recent `editsOf` answers: a query plans a word's edits up to three times (a slip, a neighbour, a placeholder), and each keystroke plans the query again. */
const recentEdits = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();

/** The words the index holds one letter added, dropped or replaced away from `word`. */
export function editsOf(word: string, vocabulary: ReadonlySet<string>): string[] {
  let recent = recentEdits.get(vocabulary);
  if (recent === undefined) recentEdits.set(vocabulary, (recent = new Map<string, string[]>()));
  const known = recent.get(word);
  if (known !== undefined) return known;
  if (recent.size >= 256) recent.clear();
  const edits = computeEdits(word, vocabulary);
  recent.set(word, edits);
  return edits;
}

/** `editsOf` without the memory: every one-letter insertion, deletion and replacement the index holds. */
function computeEdits(word: string, vocabulary: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  const keep = (candidate: string): void => {
    if (vocabulary.has(candidate)) out.add(candidate);
  };
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const rest = word.slice(i);
    if (i < word.length) keep(`${head}${word.slice(i + 1)}`);
    for (const letter of LETTERS) {
      keep(`${head}${letter}${rest}`);
      if (i < word.length && letter !== word[i]) keep(`${head}${letter}${word.slice(i + 1)}`);
    }
  }
  return [...out];
}

const sortedTerms = new WeakMap<ReadonlySet<string>, string[]>();

/** Whether some word of the index begins with `prefix` (binary search of the sorted terms, sorted once per vocabulary). */
export function beginsAWord(prefix: string, vocabulary: ReadonlySet<string>): boolean {
  let sorted = sortedTerms.get(vocabulary);
  if (sorted === undefined) sortedTerms.set(vocabulary, (sorted = [...vocabulary].sort()));
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return (sorted[low] ?? '').startsWith(prefix);
}

/**
 * Whether a plain word may be mended by an edit (`editNeighbour`, `typingSlip`): six letters or
 * more, no longer than any indexed term (the search's cost grows with the square of the length),
 * not held by the index, with no swapped spelling, and not the start of a word of the index.
 */
function mendable(word: string, vocabulary: ReadonlySet<string>): boolean {
  if (word.length < MIN_EDIT_LENGTH || word.length > MAX_TOKEN_LENGTH || !/^\p{Ll}+$/u.test(word) || vocabulary.has(word)) return false;
  return swapsOf(word, vocabulary).length === 0 && !beginsAWord(word, vocabulary);
}

/**
 * The one word of the index a plain word of six letters or more that the index lacks may stand
 * for: its only neighbour an edit away, when it has no swapped spelling and begins no word of the
 * index; else undefined. Words longer than any indexed term are not looked at (the search's cost
 * grows with the square of the length).
 */
export function editNeighbour(word: string, vocabulary: ReadonlySet<string>): string | undefined {
  if (!mendable(word, vocabulary)) return undefined;
  const edits = editsOf(word, vocabulary);
  return edits.length === 1 ? edits[0] : undefined;
}

/** The keys beside each letter on a QWERTY keyboard: a slip of the finger replaces a letter by one of them. */
const BESIDE: Readonly<Record<string, string>> = {
  q: 'wa', w: 'qeas', e: 'wrsd', r: 'etdf', t: 'ryfg', y: 'tugh', u: 'yihj', i: 'uojk', o: 'ipkl', p: 'ol',
  a: 'qwsz', s: 'awedxz', d: 'serfcx', f: 'drtgvc', g: 'ftyhbv', h: 'gyujnb', j: 'huikmn', k: 'jiolm', l: 'kop',
  z: 'asx', x: 'zsdc', c: 'xdfv', v: 'cfgb', b: 'vghn', n: 'bhjm', m: 'njk',
};

/** How `candidate` (one edit from `word`) differs from it, if by a slip a typist makes: a letter left out, a letter doubled, or a key beside the right one. */
function isSlip(word: string, candidate: string): boolean {
  if (candidate.length === word.length + 1) return true;
  let i = 0;
  while (i < word.length && word[i] === candidate[i]) i += 1;
  // A letter typed twice ('moduules'): the extra one is beside its twin.
  if (candidate.length === word.length - 1) return word[i] === word[i - 1] || word[i] === word[i + 1];
  // A key beside the right one ('compilstion'), not the last: that swaps one ending for another ('docked', 'docker').
  return i < word.length - 1 && (BESIDE[candidate[i] ?? ''] ?? '').includes(word[i] ?? '');
}

/**
 * The one word of the index `word` stands for by a typist's slip ('enviroment', 'insall': a letter
 * left out; 'moduules': a letter doubled; 'compilstion': a key beside the right one), when no
 * other word of the index is such a slip away ('manging': 'mangling' or 'managing'; a letter left
 * out is the likelier slip, so 'bunding' is 'bundling' though 'binding' is a key away); else
 * undefined. Not when the slip would be at the first letter ('reloaded' is no 'preloaded' mistyped,
 * 'hanging' no 'changing'), a key beside at the last ('docked' is no 'docker'), or `word` is a form
 * of a word the index holds ('reloaded' of 'reload', 'aliased' of 'alias') that the neighbour is
 * not. Such a word is planned as the word meant, as a swap is. Another edit ('crashing' for
 * 'clashing', 'boosts' for 'boots') is as often a word of the reader's own that the index lacks:
 * that neighbour is only searched beside it (`editNeighbour`).
 */
export function typingSlip(word: string, vocabulary: ReadonlySet<string>): string | undefined {
  if (!mendable(word, vocabulary)) return undefined;
  const slips = editsOf(word, vocabulary).filter((edit) => isSlip(word, edit));
  // A letter left out is the commonest slip: one word it makes wins over the others ('bunding' is 'bundling', not 'binding').
  const longer = slips.filter((edit) => edit.length > word.length);
  const neighbour = longer.length === 1 ? longer[0] : longer.length === 0 && slips.length === 1 ? slips[0] : undefined;
  if (neighbour === undefined || neighbour[0] !== word[0]) return undefined;
  // A form of a word the index holds is a word of the reader's own ('reloaded', 'aliased'), unless
  // the neighbour is among those forms ('warnning' → 'warning', 'spliting' → 'splitting').
  const forms = wordForms(word, vocabulary);
  return forms.length === 0 || forms.includes(neighbour) ? neighbour : undefined;
}

/**
 * Whether `candidate` mends `name` (hyphenated, one edit apart) in one part of at least five
 * letters that the index does not hold as a word, keeping its first letter, the parts otherwise
 * the same.
 */
function editedPart(name: string, candidate: string, vocabulary: ReadonlySet<string>): boolean {
  const typed = name.split('-');
  const meant = candidate.split('-');
  if (typed.length !== meant.length) return false;
  const at = typed.findIndex((part, i) => part !== meant[i]);
  const part = typed[at] ?? '';
  // A typo keeps a name's first letter: 'tslint-loader' is no 'eslint-loader' mistyped.
  return typed.every((p, i) => i === at || p === meant[i]) && part.length >= MIN_LENGTH && !vocabulary.has(part) && part[0] === meant[at]?.[0];
}

/** The query with each plain lower-case word the index lacks replaced by its one swapped spelling the index holds. */
export function fixSwappedLetters(query: string, vocabulary: ReadonlySet<string>): string {
  // A package's name the index lacks as typed ('mini-css-extarct-plugin') is mistyped, not new.
  const named = query.replace(/(?<!\S)\p{Ll}+(?:-\p{Ll}+)+(?!\S)/gu, (name) => {
    // A name that begins one the index holds is still being typed ('inline-s').
    if (name.length > MAX_TOKEN_LENGTH || vocabulary.has(name) || beginsAWord(name, vocabulary)) return name;
    // Else one letter added, dropped or replaced ('clean-webpak-plugin'), in a part of five letters
    // or more that is no word of the index: 'csv-loader' is another package than css-loader.
    const swaps = swapsOf(name, vocabulary);
    const candidates = swaps.length > 0 ? swaps : editsOf(name, vocabulary).filter((candidate) => editedPart(name, candidate, vocabulary));
    return candidates.length === 1 && candidates[0] !== undefined ? candidates[0] : name;
  });
  return named.replace(/[\p{L}]+/gu, (word, offset: number, whole: string) => {
    // Only a whole chunk of lower-case letters, or one capital before them (a phone capitalises a
    // query's first word: 'Enviroment variables'): identifiers, paths and flags are names, typed as they are.
    const before = whole[offset - 1] ?? ' ';
    const after = whole[offset + word.length] ?? ' ';
    const lower = word.toLowerCase();
    const capital = word !== lower && word.slice(1) === lower.slice(1);
    if (word.length < MIN_LENGTH || word.length > MAX_TOKEN_LENGTH || (word !== lower && !capital) || !/\s/.test(before) || !/\s/.test(after) || vocabulary.has(lower)) return word;
    const swaps = swapsOf(lower, vocabulary);
    const meant = swaps.length === 1 && swaps[0] !== undefined ? swaps[0] : typingSlip(lower, vocabulary);
    // The mended word in lower case: its capital was the phone's, not a class name's ('Contenhash' is the placeholder).
    return meant ?? word;
  });
}

/**
 * `mended` in `typed`'s case (`typed` lower-cased and `mended` differ by one edit): the letters
 * around the edit as typed, and a letter replacing a capital a capital ('publicBath' → 'publicPath').
 */
function inCaseOf(typed: string, mended: string): string {
  const lower = typed.toLowerCase();
  let head = 0;
  while (head < lower.length && head < mended.length && lower[head] === mended[head]) head += 1;
  let tail = 0;
  while (tail < lower.length - head && tail < mended.length - head && lower[lower.length - 1 - tail] === mended[mended.length - 1 - tail]) tail += 1;
  const replaced = typed.slice(head, typed.length - tail);
  const middle = [...mended.slice(head, mended.length - tail)].map((letter, i) => (replaced.length === mended.length - tail - head && replaced[i] !== undefined && replaced[i] !== replaced[i]?.toLowerCase() ? letter.toUpperCase() : letter)).join('');
  return `${typed.slice(0, head)}${middle}${typed.slice(typed.length - tail)}`;
}

/** A name's camel-cased and dotted parts, lower-cased ('output.chunkFilname' → output, chunk, filname). */
function nameParts(name: string): string[] {
  return name
    .split(/[._$]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
    .map((part) => part.toLowerCase())
    .filter((part) => part.length > 1);
}

/**
 * A camel-cased name the index lacks ('pubicPath', 'output.chunkFilname') mended to the one name
 * of the index a swap or else one edit away, in the case typed ('publicPath'): then it ranks as
 * the name does, its option's section first. Only when one of its parts is no word of the index
 * either: a name made of known words ('RemoteModule', 'contextHash') is typed as meant, though
 * the index does not hold it whole. A name that begins one of the index's may still be being
 * typed, and one with several neighbours is left to typo matching.
 */
export function fixMistypedNames(query: string, vocabulary: ReadonlySet<string>): string {
  return query.replace(/(?<!\S)[\p{L}\p{N}_$.]+(?!\S)/gu, (name) => {
    const lower = name.toLowerCase();
    if (!/\p{Ll}\p{Lu}/u.test(name) || lower.length < MIN_EDIT_LENGTH || lower.length > MAX_TOKEN_LENGTH || vocabulary.has(lower) || beginsAWord(lower, vocabulary)) return name;
    if (nameParts(name).every((part) => vocabulary.has(part))) return name;
    const swaps = swapsOf(lower, vocabulary);
    const candidates = swaps.length > 0 ? swaps : editsOf(lower, vocabulary);
    return candidates.length === 1 && candidates[0] !== undefined ? inCaseOf(name, candidates[0]) : name;
  });
}

/**
 * A dotted name the index lacks as typed, one of its parts mistyped ('stats.tojosn',
 * 'webpack.confg.ts'): that part mended by a swap or one edit, when the mended name is one the
 * index holds and no other mending makes one. Parts of fewer than four letters, and a name or
 * part that begins one the index holds (still being typed), stay as typed.
 */
export function fixMistypedPaths(query: string, vocabulary: ReadonlySet<string>): string {
  return query.replace(/(?<!\S)[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)+(?!\S)/gu, (path) => {
    // A name that begins one the index holds, or a part that begins a word, is still being typed ('devServer.hist').
    if (path.length > MAX_TOKEN_LENGTH || vocabulary.has(path.toLowerCase()) || beginsAWord(path.toLowerCase(), vocabulary)) return path;
    const parts = path.split('.');
    const mended = new Set<string>();
    parts.forEach((part, i) => {
      const lower = part.toLowerCase();
      if (lower.length < 4 || vocabulary.has(lower) || beginsAWord(lower, vocabulary)) return;
      for (const candidate of new Set([...swapsOf(lower, vocabulary), ...editsOf(lower, vocabulary)])) {
        const whole = parts.map((other, j) => (j === i ? candidate : other.toLowerCase())).join('.');
        if (vocabulary.has(whole)) mended.add(parts.map((other, j) => (j === i ? inCaseOf(part, candidate) : other)).join('.'));
      }
    });
    return mended.size === 1 ? ([...mended][0] ?? path) : path;
  });
}

