/**
 * How the site writes the indexed terms it spells with capitals inside ('ProvidePlugin',
 * 'publicPath', 'JSON'): the index holds every term in lower case, and a result that shows a
 * matched term outside its title and snippet ('Mentions provideplugin') would otherwise show
 * it in a spelling the page never uses. A word capitalised only at its start ('Cannot' opening
 * a sentence, 'React') is written in lower case as before.
 */
import type { SearchDocument, SourcePage } from './records.ts';
import { BODY_FIELD, KEY_FIELD, processTerm, tokenize } from './tokenize.ts';
import { isGeneratedReferenceUrl } from '../view-urls.ts';

/** Whether a written word has a capital after its first letter (`publicPath`, `JSON`, `ReactDOM`). */
function hasInnerCapital(word: string): boolean {
  return /^.[^]*\p{Lu}/u.test(word);
}

/** A chunk of a text (`tokenize`'s characters) with a capital after its first character. */
const CAPITALISED_INSIDE = /(?<![\p{L}\p{N}_$@./-])[\p{L}\p{N}_$@./-]*[\p{L}\p{N}_$@./-]\p{Lu}[\p{L}\p{N}_$@./-]*/gu;

/**
 * The written words of a text with a capital inside that the index may hold a lower-cased term
 * for: each such chunk trimmed, and its dotted or hyphenated parts. (Found by one pattern rather
 * than by tokenizing every word: the site's text is long, and few of its words qualify.)
 */
function writtenWords(text: string): string[] {
  const out: string[] = [];
  for (const [chunk] of text.replaceAll('[]', '').matchAll(CAPITALISED_INSIDE)) {
    const trimmed = chunk.replace(/^[^\p{L}\p{N}_$@-]+|[^\p{L}\p{N}_$]+$/gu, '');
    if (trimmed === '') continue;
    out.push(trimmed);
    const parts = trimmed.split(/[./@-]+/).filter((p) => p !== '');
    if (parts.length > 1) out.push(...parts);
  }
  return out;
}

/**
 * The written form of each term of `vocabulary` that the texts spell with a capital inside, the
 * most frequent spelling where they differ (the first met on a tie), in the order of the terms.
 * Each form lower-cased is its term, so the list alone is the table (`formsTable`); a dotted or
 * hyphenated name its parts' forms spell ('externalsPresets.electronMain') is left to them.
 */
export function displayForms(texts: Iterable<string>, vocabulary: ReadonlySet<string>): string[] {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const word of writtenWords(text)) {
      if (!hasInnerCapital(word) || !/^[@$_-]*\p{L}[\p{L}_$.-]{2,}$/u.test(word) || !/\p{L}{2}/u.test(word)) continue;
      const term = word.toLowerCase();
      if (!vocabulary.has(term)) continue;
      const forms = counts.get(term) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      counts.set(term, forms);
    }
  }
  const best = new Map<string, string>();
  for (const term of [...counts.keys()].sort()) {
    let form = '';
    let most = 0;
    for (const [written, n] of counts.get(term) ?? []) {
      if (n > most) {
        form = written;
        most = n;
      }
    }
    best.set(term, form);
  }
  // Whole words first, so a name made of parts can be checked against its parts' forms.
  const words = new Map([...best].filter(([term]) => !SEPARATOR.test(term)));
  return [...best].filter(([term, form]) => !SEPARATOR.test(term) || spelledByParts(term, words) !== form).map(([, form]) => form);
}

/** The separators of a dotted or hyphenated name. */
const SEPARATOR = /[.-]/;

/** A name written part by part from the forms of its parts. */
function spelledByParts(term: string, forms: ReadonlyMap<string, string>): string {
  return term
    .split(/([.-])/)
    .map((part) => forms.get(part) ?? part)
    .join('');
}

/** The forms by lower-cased term. */
export function formsTable(forms: readonly string[] | undefined): ReadonlyMap<string, string> {
  return new Map((forms ?? []).map((form) => [form.toLowerCase(), form]));
}

/** A term as the site writes it (`formsTable`): its own form, else its parts', else as indexed. */
export function writtenAs(term: string, forms: ReadonlyMap<string, string> | undefined): string {
  if (forms === undefined) return term;
  return forms.get(term) ?? (SEPARATOR.test(term) ? spelledByParts(term, forms) : term);
}

/**
 * The terms a result may show as 'Mentions' rather than in its title or snippet: its body keywords
 * and the names it defines (its other fields are its title, heading and page, shown already).
 */
function shownTerms(documents: readonly SearchDocument[]): Set<string> {
  const terms = new Set<string>();
  for (const doc of documents) for (const field of [KEY_FIELD, BODY_FIELD] as const) for (const chunk of tokenize(doc[field])) for (const term of processTerm(chunk, field) ?? []) terms.add(term);
  return terms;
}

/** The forms of the terms the records may show, as the written pages spell them (the generated reference's records show their names as their titles). */
export function sourceForms(sources: readonly SourcePage[], documents: readonly SearchDocument[]): string[] {
  const texts = sources.filter((page) => !isGeneratedReferenceUrl(page.url)).flatMap((page) => [page.title, page.description, ...page.sections.flatMap((section) => [section.heading, section.text])]);
  return displayForms(texts, shownTerms(documents));
}
