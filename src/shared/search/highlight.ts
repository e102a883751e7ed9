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

/** Endings a word may add to a term and still be that word ('loader' marks 'Loaders', 'hash' 'hashed'); not '-er', which makes another word of webpack's ('load', 'loader'; 'bundle', 'bundler'). */
const INFLECTION = '(?:s|es|ed|d|ing)?';

/**
 * Marks every word that is one of the terms, or a term with an ending (`INFLECTION`), case-
 * insensitively: `publicPath` for the term `publicpath`, `Loaders` for `loader`, but not `output`
 * for `out`. `open`, the word the reader may still be typing, marks every word it begins. Terms
 * are matched as text, never as patterns; longer terms win over their prefixes.
 */
export function highlightTerms(text: string, terms: readonly string[], open?: string): TextSegment[] {
  const usable = [...new Set(terms.filter((t) => t.length >= 2 && t !== open))].sort((a, b) => b.length - a.length);
  if (text === '') return [];
  const typing = open !== undefined && open.length >= 2 ? open : undefined;
  if (usable.length === 0 && typing === undefined) return [{ text, mark: false }];
  // Longest first, the word being typed among them: 'output.path' before 'output' being typed.
  const alternatives = [...usable.map((t) => ({ length: t.length, source: `${escapeRegExp(t)}${INFLECTION}(?![\\p{L}\\p{N}_])` })), ...(typing === undefined ? [] : [{ length: typing.length, source: `${escapeRegExp(typing)}[\\p{L}\\p{N}_]*` }])]
    .sort((a, b) => b.length - a.length)
    .map((a) => a.source);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})`, 'giu');
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
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
