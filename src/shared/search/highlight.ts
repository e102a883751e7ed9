/**
 * Highlighting as data: text cut into marked and unmarked segments, which the dialog renders as
 * React text and `<mark>` elements. No HTML is built or parsed, so a snippet can never inject
 * markup, whatever the index or the hosted service returns.
 */

/** A run of text, marked when it matched the query. */
export interface TextSegment {
  /** The text. */
  text: string;
  /** Whether it matched. */
  mark: boolean;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Endings a word may add to a term and still be that word ('loader' marks 'Loaders', 'hash' 'hashed'); not '-er', which makes another word of webpack's ('load', 'loader'; 'bundle', 'bundler'). The empty one last. */
const ENDINGS = ['s', 'es', 'ed', 'd', 'ing', ''];

/** `ENDINGS` as a pattern. */
const INFLECTION = `(?:${ENDINGS.filter((e) => e !== '').join('|')})?`;

/**
 * Marks every word that is one of the terms, or a term with an ending (`INFLECTION`), case-
 * insensitively: `publicPath` for the term `publicpath`, `Loaders` for `loader`, but not `output`
 * for `out`. `open`, the word the reader may still be typing, marks every word it begins. Terms
 * are matched as text, never as patterns; longer terms win over their prefixes.
 */
export function highlightTerms(text: string, terms: readonly string[], open?: string): TextSegment[] {
  if (text === '') return [];
  const typing = typingOf(open);
  const usable = usableTerms(terms, open);
  if (usable.length === 0 && typing === undefined) return [{ text, mark: false }];
  return segmentsOf(text, patternOf(usable, typing), () => true) ?? [];
}

/**
 * `highlightTerms` for texts that each have their own terms, out of `lists`, with one pattern for
 * all of them: compiling one (its letter classes) took milliseconds, a few per result row on a
 * query's first display. A text marks only its own terms; where another list's term matched in
 * it (a longer one may hide a shorter own one: 'output.path' over 'output'), it gets a pattern of
 * its own, so every text comes out as `highlightTerms` makes it.
 */
export function highlighter(lists: ReadonlyArray<readonly string[]>, open?: string): (text: string, terms: readonly string[]) => TextSegment[] {
  const typing = typingOf(open);
  const pattern = patternOf(usableTerms(lists.flat(), open), typing);
  const typed = typing === undefined ? undefined : new RegExp(`^${escapeRegExp(typing)}${WORD}*$`, 'u');
  return (text, terms) => {
    if (text === '') return [];
    const own = new Set(terms.filter((t) => isUsable(t, open)));
    if (own.size === 0 && typing === undefined) return [{ text, mark: false }];
    const isOwn = (match: string): boolean => {
      const lower = match.toLowerCase();
      return typed?.test(lower) === true || ENDINGS.some((ending) => lower.endsWith(ending) && own.has(lower.slice(0, lower.length - ending.length)));
    };
    return segmentsOf(text, pattern, isOwn) ?? highlightTerms(text, terms, open);
  };
}

/** A letter, digit or underscore: what a marked word may not begin or end beside. */
const WORD = '[\\p{L}\\p{N}_]';


const typingOf = (open: string | undefined): string | undefined => (open !== undefined && open.length >= 2 ? open : undefined);

/** Whether a term is worth marking: two characters or more, and not the word still being typed (which marks on its own). */
const isUsable = (term: string, open: string | undefined): boolean => term.length >= 2 && term !== open;

/** The terms worth marking, each once, longest first. */
function usableTerms(terms: readonly string[], open: string | undefined): string[] {
  return [...new Set(terms.filter((t) => isUsable(t, open)))].sort((a, b) => b.length - a.length);
}

/**
 * Longest first ('output.path' before 'output'), the word being typed among them: the terms at
 * least as long, the word being typed, then the shorter terms. The boundaries are written once per
 * run of terms, not once per term: each copy of the letter classes made the pattern slower to compile.
 */
function patternOf(usable: readonly string[], typing: string | undefined): RegExp {
  const group = (list: readonly string[]): string[] => (list.length === 0 ? [] : [`(?:${list.map(escapeRegExp).join('|')})${INFLECTION}(?!${WORD})`]);
  const cut = typing === undefined ? usable.length : usable.filter((t) => t.length >= typing.length).length;
  const alternatives = [...group(usable.slice(0, cut)), ...(typing === undefined ? [] : [`${escapeRegExp(typing)}${WORD}*`]), ...group(usable.slice(cut))];
  return new RegExp(`(?<!${WORD})(?:${alternatives.join('|')})`, 'giu');
}

/** `text` cut at `pattern`'s matches, or undefined when one is not `allowed`. */
function segmentsOf(text: string, pattern: RegExp, allowed: (match: string) => boolean): TextSegment[] | undefined {
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (!allowed(match[0])) return undefined;
    const start = match.index;
    if (start > last) out.push({ text: text.slice(last, start), mark: false });
    out.push({ text: match[0], mark: true });
    last = start + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), mark: false });
  return out;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** Decodes the few entities a hosted service escapes text with; anything else stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * Segments of a value a hosted service highlighted with our own marker strings (not HTML tags):
 * `a\uE000b\uE001c` is `a`, marked `b`, `c`.
 */
export function segmentsFromMarkers(value: string, open: string, close: string): TextSegment[] {
  const out: TextSegment[] = [];
  let rest = value;
  while (rest !== '') {
    const start = rest.indexOf(open);
    if (start === -1) break;
    const end = rest.indexOf(close, start + open.length);
    if (end === -1) break;
    if (start > 0) out.push({ text: decodeEntities(rest.slice(0, start)), mark: false });
    out.push({ text: decodeEntities(rest.slice(start + open.length, end)), mark: true });
    rest = rest.slice(end + close.length);
  }
  if (rest !== '') out.push({ text: decodeEntities(rest.replaceAll(open, '').replaceAll(close, '')), mark: false });
  return out.filter((s) => s.text !== '');
}
