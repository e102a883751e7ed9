/**
 * The search tokenizer, shared by the index build (Node) and the query side (browser): both must
 * cut text into the same terms or nothing matches.
 *
 * Documentation vocabulary is full of compound identifiers: option paths (`output.publicPath`),
 * CLI flags (`--config-name`), package names (`mini-css-extract-plugin`, `@babel/core`) and
 * camel-cased hooks (`afterEmit`). A plain word tokenizer shreds them, so an exact query cannot
 * tell the defining section from every page that mentions `output` and `path`. Here each such
 * identifier is kept WHOLE (lower-cased) and its parts are emitted too, so `publicPath` and
 * `public path` still find it.
 */

/** Longer tokens are dropped whole (their parts are kept): long code strings would bloat the index. */
export const MAX_TOKEN_LENGTH = 48;

/** Terms shorter than this are dropped (single letters match everything), digits aside. */
const MIN_TOKEN_LENGTH = 2;

/**
 * Words too common to tell sections apart: left out of body text and descriptions (that keeps
 * the index small) but kept in titles and headings, where 'Why webpack' needs its 'why'.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can do does for from has have if in into is it its of on or so ' +
    'than that the their then there these they this to was we were what when which while will with ' +
    'you your yours our not no also only just more most such each other both all any may might would ' +
    'should could been being one two how why use used using'
  ).split(' '),
);

/**
 * Splits text into raw chunks. Connector characters inside identifiers (`.` `-` `/` `@` `_` `$`)
 * stay so `processTerm` can see the whole identifier; everything else separates. An empty
 * `[]` (as in `plugins[].apply` or `module.rules[].use`) is removed first so the path stays whole.
 */
export function tokenize(text: string): string[] {
  return text
    .replaceAll('[]', '')
    .split(/[^\p{L}\p{N}_$@./-]+/u)
    .filter((chunk) => chunk !== '');
}

/** Trims connector characters a sentence leaves around a word: `path.` `(--mode)` `-` (display-forms.ts trims written words the same way). */
export function trimChunk(chunk: string): string {
  const flag = /^--?(?=[\p{L}])/u.exec(chunk)?.[0] ?? '';
  const body = chunk.slice(flag.length).replace(/^[./-]+/, '').replace(/[.@/-]+$/, '');
  return body === '' ? '' : flag + body;
}

/** Splits `afterEmit` → `after`, `emit`; `HTMLWebpackPlugin` → `html`, `webpack`, `plugin`. */
export function camelParts(word: string): string[] {
  const parts = word.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu);
  return parts !== null && parts.length > 1 ? parts : [];
}

/** Whether a lower-cased term looks like a hash or an id nobody searches for. */
function isNoise(term: string): boolean {
  return /^(?=.*\d)(?=.*[a-f])[0-9a-f]{8,}$/.test(term) || /^\d{5,}$/.test(term);
}

function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** One processed term and how it came about. */
export interface Term {
  /** The lower-cased term as indexed. */
  term: string;
  /** True for a chunk kept whole (`output.publicpath`, `--mode`, `afteremit`), false for a part of one. */
  whole: boolean;
  /** True when the whole chunk was a compound identifier (dotted path, flag, hyphenated or scoped name). */
  compound: boolean;
  /** True for a stop word. */
  stop: boolean;
}

/** Analyses of recent chunks: prose repeats its words, and indexing a site runs this ~10^6 times. */
const memo = new Map<string, readonly Term[]>();
const MEMO_LIMIT = 50_000;

/** Analyses one raw chunk into its whole term and its parts, without duplicates (do not mutate the result). */
export function analyzeChunk(chunk: string): readonly Term[] {
  let terms = memo.get(chunk);
  if (terms === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    terms = analyzeFresh(chunk);
    memo.set(chunk, terms);
  }
  return terms;
}

function analyzeFresh(chunk: string): Term[] {
  const trimmed = trimChunk(chunk);
  if (trimmed === '') return [];
  const lower = normalize(trimmed);
  // A hash is noise through and through: its digit runs are not words either.
  if (isNoise(lower)) return [];
  const out = new Map<string, Term>();
  const add = (term: string, whole: boolean, compound: boolean): void => {
    // Single digits stay: 'webpack 5' names a version.
    if ((term.length < MIN_TOKEN_LENGTH && !/^\d$/.test(term)) || term.length > MAX_TOKEN_LENGTH || isNoise(term)) return;
    const seen = out.get(term);
    if (seen === undefined || (whole && !seen.whole)) out.set(term, { term, whole, compound, stop: !compound && STOP_WORDS.has(term) });
  };
  const pieces = trimmed.split(/[./@-]+/).filter((p) => p !== '');
  const camel = pieces.length === 1 ? camelParts(trimmed) : [];
  const compound = pieces.length > 1 || camel.length > 1 || trimmed.startsWith('-') || trimmed.startsWith('@');
  add(lower, true, compound);
  if (trimmed.startsWith('--') && pieces.length > 1) add(normalize(trimmed.slice(2)), false, true);
  for (const piece of pieces) {
    const p = normalize(piece);
    add(p, false, false);
    if (p.startsWith('_')) add(p.replace(/^_+/, ''), false, false);
    for (const part of camelParts(piece)) add(normalize(part), false, false);
  }
  return [...out.values()];
}

/** Field whose terms are indexed whole only (exact identifiers, see `headingKeys`). */
export const KEY_FIELD = 'key';

/** Field of a record's readers' words (frontmatter `asks`): prose, so without stop words. */
export const ASKS_FIELD = 'asks';

/** Field of a section's body keywords, already chosen terms: indexed whole only, like the key field. */
export const BODY_FIELD = 'body';

/** Fields whose stop words are dropped (prose, where they are noise and cost the most). */
const PROSE_FIELDS: ReadonlySet<string> = new Set(['description', 'crumbs', ASKS_FIELD]);

/**
 * MiniSearch's `processTerm`: the whole term and its parts; for the key field the whole term
 * only; no stop words in prose fields. At query time there is no field name: queries get all.
 */
export function processTerm(chunk: string, fieldName?: string): string[] | null {
  let analyzed = analyzeChunk(chunk);
  if (fieldName === KEY_FIELD || fieldName === BODY_FIELD) analyzed = analyzed.filter((t) => t.whole);
  else if (fieldName !== undefined && PROSE_FIELDS.has(fieldName)) analyzed = analyzed.filter((t) => !t.stop);
  const terms = analyzed.map((t) => t.term);
  return terms.length === 0 ? null : terms;
}

/** All terms of a text but stop words, with their kind. */
export function analyzeText(text: string): Term[] {
  const out = new Map<string, Term>();
  for (const chunk of tokenize(text)) {
    for (const t of analyzeChunk(chunk)) {
      if (t.stop) continue;
      const seen = out.get(t.term);
      if (seen === undefined || (t.whole && !seen.whole)) out.set(t.term, t);
    }
  }
  return [...out.values()];
}

/**
 * Whole identifier-like terms of a heading, for the exact-term `key` field: a heading made only
 * of identifiers (`output.publicPath`, `--mode`, `afterEmit`, `test, include, exclude`) defines
 * them; a dotted path also defines its tails (`splitChunks.minSize` and `minSize` of
 * `optimization.splitChunks.minSize`), the way people shorten them. Headings in prose
 * (`Getting Started`) define nothing.
 */
export function headingKeys(heading: string): string[] {
  const chunks = heading.replaceAll('[]', '').split(/\s*,\s*|\s+(?:and|or)\s+/);
  if (chunks.some((c) => c.trim() === '' || /\s/.test(c.trim()))) return [];
  const keys = new Set<string>();
  for (const raw of chunks) {
    const chunk = raw.trim().replace(/\(\)$/, '');
    if (!/^(?:--?|@)?[\p{L}_$][\p{L}\p{N}_$./@-]*$/u.test(chunk)) return [];
    // 'Options', 'Usage', 'Order' are English headings; option names are lower-case
    // (`devtool`, `url`) or camel-cased (`DefinePlugin`, `sourceMap`).
    if (/^\p{Lu}\p{Ll}+$/u.test(chunk)) return [];
    const segments = chunk.split('.');
    for (let i = 0; i < segments.length; i += 1) {
      for (const t of analyzeChunk(segments.slice(i).join('.'))) if (t.whole) keys.add(t.term);
    }
  }
  return [...keys];
}
