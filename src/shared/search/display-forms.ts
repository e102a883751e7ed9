/**
 * How the site writes the indexed terms it spells with capitals inside ('ProvidePlugin',
 * 'publicPath', 'JSON'): the index holds every term in lower case, and a result that shows a
 * matched term outside its title and snippet ('Mentions provideplugin') would otherwise show
 * it in a spelling the page never uses. A word the site usually writes in lower case, or
 * capitalised only at its start ('Cannot' opening a sentence, 'React'), is shown in lower case.
 */
import { vocabularyOf, type SearchDocument, type SourcePage } from './records.ts';
import { BODY_FIELD, KEY_FIELD, tokenize, trimChunk } from './tokenize.ts';
import { isGeneratedReferenceUrl } from '../view-urls.ts';

/** Whether a written word has a capital after its first letter (`publicPath`, `JSON`, `ReactDOM`). */
function hasInnerCapital(word: string): boolean {
  return /^.[^]*\p{Lu}/u.test(word);
}

/** Whether a written word reads as a name to show: letters (and `$`, `_`, dots, hyphens), two in a row. */
function isNameLike(word: string): boolean {
  return /^[@$_-]*\p{L}[\p{L}_$./@-]{2,}$/u.test(word) && /\p{L}{2}/u.test(word);
}

/** The separators of a dotted, scoped, slashed or hyphenated name. */
const SEPARATOR = /[./@-]/;

/** The written words of a text the index may hold a lower-cased term for: each chunk trimmed, and the parts of a name made of several. */
function writtenWords(text: string): string[] {
  const out: string[] = [];
  for (const chunk of tokenize(text)) {
    const trimmed = trimChunk(chunk);
    if (trimmed === '') continue;
    out.push(trimmed);
    if (!SEPARATOR.test(trimmed)) continue;
    const parts = trimmed.split(/[./@-]+/).filter((p) => p !== '');
    if (parts.length > 1) out.push(...parts);
  }
  return out;
}

/** A name written part by part from the forms of its parts. */
function spelledByParts(term: string, forms: ReadonlyMap<string, string>): string {
  return term
    .split(/([./@-])/)
    .map((part) => forms.get(part) ?? part)
    .join('');
}

/**
 * How the texts write the terms of `vocabulary`, where that is not the term itself: every spelling
 * of a term is counted (lower case and a sentence's first capital too), and the most frequent one
 * (the first met on a tie) is kept when it has a capital inside (`ProvidePlugin`, not 'Loader' nor
 * 'LOADER' where 'loader' is the usual spelling). A name made of parts ('externalsPresets.node',
 * 'package.json') has an entry only where its parts' forms would spell it otherwise, which may be
 * in lower case ('package.json', not 'package.JSON'). Each form lower-cased is its term, so the
 * list alone is the table (`formsTable`).
 */
export function displayForms(texts: Iterable<string>, vocabulary: ReadonlySet<string>): string[] {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const word of writtenWords(text)) {
      const term = word.toLowerCase();
      if (!vocabulary.has(term)) continue;
      const spellings = counts.get(term) ?? new Map<string, number>();
      spellings.set(word, (spellings.get(word) ?? 0) + 1);
      counts.set(term, spellings);
    }
  }
  const usual = new Map<string, string>();
  for (const [term, spellings] of counts) {
    let best = term;
    let most = 0;
    for (const [spelling, n] of spellings) {
      if (n > most) {
        best = spelling;
        most = n;
      }
    }
    usual.set(term, best);
  }
  const words = new Map([...usual].filter(([term, form]) => !SEPARATOR.test(term) && hasInnerCapital(form) && isNameLike(form)));
  const names = [...usual].filter(([term, form]) => SEPARATOR.test(term) && isNameLike(form) && spelledByParts(term, words) !== form);
  return [...words, ...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, form]) => form);
}

/** The forms by lower-cased term. */
export function formsTable(forms: readonly string[] | undefined): ReadonlyMap<string, string> {
  return new Map((forms ?? []).map((form) => [form.toLowerCase(), form]));
}

/** A term as the site writes it (`formsTable`): its own form, else, for a name made of parts, its parts' forms, else as indexed. */
export function writtenAs(term: string, forms: ReadonlyMap<string, string> | undefined): string {
  if (forms === undefined) return term;
  return forms.get(term) ?? (SEPARATOR.test(term) ? spelledByParts(term, forms) : term);
}

/** The forms of the terms the records may show, as the written pages spell them (the generated reference's records show their names as their titles). */
export function sourceForms(sources: readonly SourcePage[], documents: readonly SearchDocument[]): string[] {
  const texts = sources.filter((page) => !isGeneratedReferenceUrl(page.url)).flatMap((page) => [page.title, page.description, ...page.sections.flatMap((section) => [section.heading, section.text])]);
  // The terms a result may show as 'Mentions' rather than in its title or snippet: its body
  // keywords and the names it defines (its other fields are its title, heading and page, shown already).
  return displayForms(texts, vocabularyOf(documents, [KEY_FIELD, BODY_FIELD]));
}
