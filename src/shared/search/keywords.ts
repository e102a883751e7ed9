/**
 * Per-section body keywords. The index holds a page's body terms once per page (per-section
 * postings of every word tripled it), so a word only a section's body says ('ENOSPC',
 * 'historyApiFallback', 'base64') led to the page, never to the section. Each section keeps
 * instead the few terms that tell it apart: the top terms of its text by TF-IDF over all
 * sections (a term frequent in this section and rare elsewhere), not already in its heading.
 * The number kept grows with the section's length, up to a cap, so the index stays small.
 */
import { analyzeChunk, tokenize } from './tokenize.ts';

/** Keywords kept for a section: a base, one more per this many characters of text, and a cap. */
export const KEYWORDS = { base: 8, perChars: 50, max: 32 } as const;

/** A term's counts in one section's text. */
type Counts = Map<string, number>;

/** Non-stop terms of a text with their frequency; a compound identifier counts for its parts too. */
export function termCounts(text: string): Counts {
  const counts: Counts = new Map();
  for (const chunk of tokenize(text)) {
    for (const t of analyzeChunk(chunk)) {
      if (t.stop || /^\d+$/.test(t.term)) continue;
      counts.set(t.term, (counts.get(t.term) ?? 0) + 1);
    }
  }
  return counts;
}

/** A quoted phrase of prose in a section ("Invalid Host header"): an error message or output a reader may paste. */
const QUOTED = /"([\p{L}][^"\n]{5,120})"|“([^”\n]{6,120})”/gu;

/**
 * A JavaScript error a section names without quotes (the pipeline's text has lost the code span
 * around it): `ReferenceError: exports is not defined`, `x is not a function`.
 */
const RUNTIME_ERROR = /\b[\p{L}_$][\p{L}\p{N}_$.]* is not (?:defined|a function|a constructor)\b|\b\p{Lu}\p{L}*Error: [^\n.]{3,80}/gu;

/**
 * Whether a code span reads as a message rather than code: three words or more, starting with a
 * letter, without the punctuation of code or types (`Cannot use import statement outside a
 * module`, `ReferenceError: exports is not defined`; not `RegExp | string`, `all: true`).
 */
export function readsAsMessage(span: string): boolean {
  return /^\p{L}/u.test(span) && span.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 3 && !/[{}();=|&<>[\]]|=>/.test(span);
}

/**
 * Terms of the phrases a text quotes, of the JavaScript errors it names, and of its code spans
 * (`spans`, from the pipeline) that read as messages: words rather than code.
 */
export function quotedTerms(text: string, spans: readonly string[] = []): Set<string> {
  const terms = new Set<string>();
  const phrases = [...text.matchAll(QUOTED)].map((m) => m[1] ?? m[2] ?? '').filter((phrase) => /\s/.test(phrase) && !/[{}();=]/.test(phrase));
  for (const m of text.matchAll(RUNTIME_ERROR)) phrases.push(m[0]);
  phrases.push(...spans.filter(readsAsMessage));
  for (const phrase of phrases) for (const term of termCounts(phrase).keys()) terms.add(term);
  return terms;
}

/** How many keywords a section of this many characters keeps. */
export function keywordBudget(length: number): number {
  return Math.min(KEYWORDS.max, KEYWORDS.base + Math.floor(length / KEYWORDS.perChars));
}

/**
 * The `size` highest-scoring terms, best first (equal scores in term order): what sorting every
 * scored term and keeping the first `size` gives, without sorting the terms that are not kept. A
 * section scores about a hundred terms to keep eight to 32, and sorting them all, for each of the
 * site's 3,000 sections, took about a tenth of the search index's CPU.
 */
export class TopTerms {
  /** The kept terms, best first. */
  readonly terms: string[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly size: number) {}

  /** Keeps `term` if it is among the best so far. */
  offer(term: string, score: number): void {
    const { terms, scores } = this;
    let at = terms.length;
    // Walks up from the end past every kept term this one ranks before.
    while (at > 0 && ranksBefore(term, score, terms[at - 1] ?? '', scores[at - 1] ?? 0)) at -= 1;
    if (at >= this.size) return;
    terms.splice(at, 0, term);
    scores.splice(at, 0, score);
    if (terms.length > this.size) {
      terms.pop();
      scores.pop();
    }
  }
}

/** Whether a term scored `score` comes before `other` scored `otherScore`: a higher score, or the same and an earlier term. */
function ranksBefore(term: string, score: number, other: string, otherScore: number): boolean {
  return score > otherScore || (score === otherScore && term < other);
}

/**
 * The keywords of each section, given each section's text and the terms it is found by already
 * (heading, keys): the highest TF-IDF terms of its text, best first.
 */
export function sectionKeywords(sections: ReadonlyArray<{ text: string; phrases?: readonly string[]; known: ReadonlySet<string> }>): string[][] {
  const counts = sections.map((s) => termCounts(s.text));
  const df = new Map<string, number>();
  for (const c of counts) for (const term of c.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = Math.max(1, sections.length);
  return sections.map((section, i) => {
    const best = new TopTerms(keywordBudget(section.text.length));
    for (const [term, tf] of counts[i] ?? []) {
      const seen = df.get(term) ?? 0;
      if (seen >= n || section.known.has(term)) continue;
      best.offer(term, (1 + Math.log(tf)) * Math.log(n / (seen || 1)));
    }
    const chosen = best.terms;
    const quoted = [...quotedTerms(section.text, section.phrases)].filter((t) => !section.known.has(t) && !chosen.includes(t));
    return [...chosen, ...quoted];
  });
}
