/**
 * The root of an English word, searched by prefix so a query's word meets the other forms of it
 * that the docs use: 'caching' → 'cach' (cache, cached, caching), 'files' → 'file', 'hashes' →
 * 'hash', 'loaded' → 'load', 'bundling' → 'bundl'. The index is not stemmed (identifiers must
 * stay exact); only the query side adds the root, as a weaker part of the reader's word.
 */

import { KEEPS_FINAL_E } from './stem.ts';

/** Roots shorter than this are not searched: a three-letter prefix matches too much. */
export const MIN_ROOT = 4;

/** Inflections removed, the first that fits: '-es' only after a hissing sound ('hashes', not 'files'). */
const RULES: ReadonlyArray<[ending: RegExp, replacement: string]> = [
  // Adverbs meet their adjective: 'dynamically' → 'dynamic', 'globally' → 'global', 'lazily' → 'lazy',
  // 'separately' → 'separate' (not 'apply', 'assembly', nor the options 'readonly', 'hotOnly',
  // 'transpileOnly': their '-ly' is no ending).
  [/(?<=\p{L}{4})ically$/u, 'ic'],
  [/(?<=\p{L}{3})ally$/u, 'al'],
  [/(?<=\p{L}{3})ily$/u, 'y'],
  [/(?<=\p{L}{4}[^pb])(?<!on)ly$/u, ''],
  // Nouns of action meet their verb: 'transpilation' → 'transpil' (transpile), 'installation' →
  // 'install', 'configuration' → 'configur', 'optimization' → 'optimiz', 'minification' →
  // 'minify', 'generation' → 'generat' (generate).
  [/(?<=\p{L}{3})ization$/u, 'iz'],
  [/(?<=\p{L}{2})ification$/u, 'ify'],
  [/(?<=\p{L}{2}(?:il|all|ur|ar))ation$/u, ''],
  [/(?<=\p{L}{3})ation$/u, 'at'],
  [/ies$/, 'y'],
  [/ied$/, 'y'],
  [/ing$/, ''],
  [/(?<=(?:[sxz]|[cs]h))es$/, ''],
  [/ed$/, ''],
  [/s$/, ''],
  [/e$/, ''],
];

/** Each rule with the literal ending its pattern ends in ('ization' of `(?<=\p{L}{3})ization$`). */
const ENDINGS: ReadonlyArray<[ending: RegExp, replacement: string, suffix: string]> = RULES.map(([ending, replacement]) => [ending, replacement, /(\p{Ll}+)\$$/u.exec(ending.source)?.[1] ?? '']);

/** Words that name a thing of webpack's, not an action: 'compilation' is the Compilation object, not compiling ('detect when compilation is done'). */
const NAMES: ReadonlySet<string> = new Set(['compilation']);

/**
 * The prefix a word's forms share, or null when it is the word itself or too short to search.
 * Only plain lower-case words of letters: identifiers and numbers are names, not inflected.
 */
export function wordRoot(word: string): string | null {
  // 'locale' keeps its final e: it is no form of 'local' (`KEEPS_FINAL_E`); a name is no form either (`NAMES`).
  if (!/^\p{Ll}+$/u.test(word) || word.endsWith('ss') || KEEPS_FINAL_E.has(word) || NAMES.has(word)) return null;
  for (const [ending, replacement, suffix] of ENDINGS) {
    // The plain test first: most words end in none of them, and the patterns' look-behinds are slow.
    if (!word.endsWith(suffix) || !ending.test(word)) continue;
    let root = word.replace(ending, replacement);
    // 'splitting' → 'split', 'mapped' → 'map': a doubled consonant before -ing or -ed is one.
    if (replacement === '' && /(?:ing|ed)$/.test(word) && /([^aeiou])\1$/.test(root)) root = root.slice(0, -1);
    return root.length >= MIN_ROOT && root !== word ? root : null;
  }
  return null;
}

/** The root a word and its forms share: `wordRoot` applied until nothing is left to strip ('modules' → 'module' → 'modul'). */
export function rootOf(word: string): string {
  let root = word;
  for (let i = 0; i < 2; i += 1) {
    const next = wordRoot(root);
    if (next === null) break;
    root = next;
  }
  return root;
}

/** Most forms searched for one word. */
export const MAX_FORMS = 6;

const formsByVocabulary = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();

/** The index's plain words by their root, built once per vocabulary. */
function formsTable(vocabulary: ReadonlySet<string>): Map<string, string[]> {
  let table = formsByVocabulary.get(vocabulary);
  if (table === undefined) {
    table = new Map();
    for (const term of vocabulary) {
      if (term.length < MIN_ROOT || !/^\p{Ll}+$/u.test(term)) continue;
      const root = rootOf(term);
      const list = table.get(root);
      if (list === undefined) table.set(root, [term]);
      else list.push(term);
    }
    formsByVocabulary.set(vocabulary, table);
  }
  return table;
}

/**
 * The other forms of a plain word that the index holds ('caching' → cache, cached, caches), the
 * shortest first: exact terms, so they cost a lookup each rather than a prefix walk.
 */
export function wordForms(word: string, vocabulary: ReadonlySet<string>): string[] {
  if (word.length < MIN_ROOT || !/^\p{Ll}+$/u.test(word)) return [];
  const forms = formsTable(vocabulary).get(rootOf(word)) ?? [];
  return forms
    .filter((f) => f !== word)
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    .slice(0, MAX_FORMS);
}
