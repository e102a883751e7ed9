/**
 * A query analysed for ranking: its chunks and weighted terms, its shape (`query-shape.ts`), and
 * the docs' words it stands for (`synonyms.ts`), which MiniSearch searches alongside the
 * reader's words and which cover the words they replace when results are re-ranked.
 */
import type { SearchOptions } from 'minisearch';
import { authoringContext, comparedSides, kindNamed, saysRemoved, isDefinitionQuestion, isSymptom, queryShape, taskFillers, type QueryShape } from './query-shape.ts';
import { expansionsOf, withJqueryNamed, type Expansion } from './synonyms.ts';
import { wordForms } from './lemma.ts';
import { beginsAWord, editNeighbour, fixMistypedNames, fixMistypedPaths, fixSwappedLetters } from './spelling.ts';
import { RANKING } from './ranking-params.ts';
import { analyzeChunk, tokenize, type Term } from './tokenize.ts';

/** Field boosts: exact keys > titles > headings > description > crumbs > body. */
export const FIELD_BOOSTS: Readonly<Record<string, number>> = RANKING.boosts;

/** A query cut into chunks (one per word or identifier) with their terms. */
export interface QueryPlan {
  /** One entry per chunk: its terms, the whole one first. */
  chunks: Array<readonly Term[]>;
  /** Every term of the query by its text. */
  terms: Map<string, Term>;
  /** Weight of each term: compound identifiers count most, their parts and stop words least. */
  weights: Map<string, number>;
  /** The chunks' whole terms, space-joined: compared with headings and titles for exact matches. */
  normalized: string;
  /** Whether the query names an identifier (see `queryShape`). */
  identifier: boolean;
  /** The query's shape: a name, words, or a pasted message. */
  shape: QueryShape;
  /** Whether the query describes a problem (`isSymptom`): sections about problems rank higher. */
  symptom: boolean;
  /** Whether the query asks what something is (`isDefinitionQuestion`): the glossary and explanations answer it. */
  definition: boolean;
  /** What the reader says they are writing ('in a plugin': `authoringContext`), if anything. */
  authoring: 'plugin' | 'loader' | undefined;
  /** The one kind of extension the query's words name, when they name one and not the other ('validate plugin options': `kindNamed`). */
  kindNamed: 'plugin' | 'loader' | undefined;
  /** Whether the query is typed in lower case ('chunk', not `Chunk`): a word, not a class's name. */
  lowerCase: boolean;
  /** The two things a comparison sets side by side ('compiler vs compilation': `comparedSides`), as typed; empty for any other query. */
  compared: string[];
  /** The docs' words the query's words stand for, with their terms (searched too, never by typo). */
  expansions: Array<Expansion & { terms: string[] }>;
  /** Whether the query names something webpack removed, or says something was (`saysRemoved`): the migration guides answer it. */
  legacy: boolean;
  /** The text MiniSearch searches: the query, its expansions and its words' other forms. */
  text: string;
  /** Other forms of the reader's plain words that the index holds (`lemma.ts`), by chunk: they count as the word. */
  forms: Array<{ chunk: number; terms: string[] }>;
}


function termWeight(t: Term): number {
  if (t.stop) return 0.25;
  if (!t.whole) return 0.45;
  return t.compound ? 2.5 : 1;
}

/** The chunks of a text and their whole terms, space-joined (how titles and headings are compared with queries). */
export function chunksOf(text: string): { chunks: Array<readonly Term[]>; normalized: string } {
  const chunks = tokenize(text)
    .map((c) => analyzeChunk(c))
    .filter((terms) => terms.length > 0);
  return { chunks, normalized: chunks.map((list) => list.find((t) => t.whole)?.term ?? list[0]?.term ?? '').join(' ') };
}

/**
 * The hash placeholders, which readers also type without brackets ('contenthash'): no option
 * or page is called that, while `contentHash` (camel-cased, a name) is a compilation hook.
 */
const HASH_PLACEHOLDERS: ReadonlySet<string> = new Set(['contenthash', 'chunkhash', 'fullhash']);

/**
 * Whether a bare word is a hash placeholder, or, being no word of the index, one being typed
 * ('contenthas', seven letters or more; not 'content') or mistyped ('contenhash': the index's one
 * word an edit away).
 */
function isHashPlaceholder(word: string, vocabulary: ReadonlySet<string> | undefined): boolean {
  if (HASH_PLACEHOLDERS.has(word)) return true;
  if (vocabulary === undefined || vocabulary.has(word)) return false;
  if (word.length >= 7 && [...HASH_PLACEHOLDERS].some((p) => p.startsWith(word))) return true;
  const neighbour = editNeighbour(word, vocabulary);
  return neighbour !== undefined && HASH_PLACEHOLDERS.has(neighbour);
}

/** The docs' name for `[name]`, `[contenthash]` and the like: a query of placeholders searches 'filename placeholders'. */
function placeholderExpansion(query: string, normalized: string, vocabulary: ReadonlySet<string> | undefined): Expansion[] {
  const inBrackets = new Set([...query.toLowerCase().matchAll(/\[([\p{L}-]+)(?::\d+)?\]/gu)].map((m) => m[1]));
  const bare = new Set([...query.matchAll(/\b[a-z]+\b/g)].map((m) => m[0]).filter((w) => isHashPlaceholder(w, vocabulary)));
  const covers = normalized.split(' ').flatMap((w, i) => (inBrackets.has(w) || bare.has(w) ? [i] : []));
  return covers.length === 0 ? [] : [{ text: 'filename placeholders', covers, legacy: false, placeholder: true }];
}


/**
 * webpack's validation messages name the option at fault from the configuration's root
 * ('configuration.output.path: The provided value …', 'configuration.module.rules[0].use'): the
 * option's own path is searched too, its indexes left out.
 */
function validationPathExpansions(chunks: ReadonlyArray<readonly Term[]>): Expansion[] {
  return chunks.flatMap((list, i) => {
    const whole = list.find((t) => t.whole)?.term ?? '';
    const m = /^configuration\.([\p{L}$_][\p{L}\p{N}$_.]*?)\.?$/u.exec(whole.replace(/\[\d+\]/g, ''));
    return m?.[1] === undefined || !m[1].includes('.') && m[1].length < 3 ? [] : [{ text: m[1], covers: [i], legacy: false }];
  });
}

/** 'minimzer' also searches 'minimizer': a plain word the index lacks, with its one neighbour an edit away (`editNeighbour`). */
function neighbourExpansions(chunks: ReadonlyArray<readonly Term[]>, shape: QueryShape, vocabulary: ReadonlySet<string> | undefined): Expansion[] {
  if (vocabulary === undefined || shape === 'message') return [];
  return chunks.flatMap((list, i) => {
    const only = list.length === 1 ? list[0] : undefined;
    const neighbour = only === undefined || !only.whole || only.stop || only.compound ? undefined : editNeighbour(only.term, vocabulary);
    return neighbour === undefined ? [] : [{ text: neighbour, covers: [i], legacy: false }];
  });
}

/** The other forms the index holds of each chunk that is one plain word; none for a pasted message, whose words are as printed. */
function formsOf(chunks: ReadonlyArray<readonly Term[]>, shape: QueryShape, vocabulary: ReadonlySet<string> | undefined): QueryPlan['forms'] {
  if (vocabulary === undefined || RANKING.form === 0 || shape === 'message') return [];
  return chunks.flatMap((list, chunk) => {
    const only = list.length === 1 ? list[0] : undefined;
    const terms = only === undefined || only.stop || only.compound ? [] : wordForms(only.term, vocabulary);
    return terms.length === 0 ? [] : [{ chunk, terms }];
  });
}

/**
 * The query without the site's own name at its start or end when the rest says something of its
 * own ('webpack devServer.https', 'lazy compilation webpack', 'webpack [name]'): every page is
 * about webpack, so the word only adds the pages that say it most, and a name beside it stops
 * reading as a name. It stays before a version ('webpack 4 to 5'), in a package's name written
 * with spaces or still being typed ('webpack dev server', 'webpack dev ser'), beside a word that
 * joins it to the rest ('add babel to webpack', 'webpack vs vite'), in the middle, and when the rest
 * is one plain word, which the name goes with ('webpack config', 'upgrade webpack').
 */
export function withoutSiteName(typed: string, vocabulary: ReadonlySet<string>): string {
  const words = typed.trim().split(/\s+/);
  const site = (w: string | undefined): boolean => w !== undefined && /^webpack[,:?]?$/i.test(w);
  let rest = words;
  if (site(rest[0]) && !/^v?\d/i.test(rest[1] ?? '') && !SITE_JOINERS.has((rest[1] ?? '').toLowerCase())) {
    const next = rest.slice(1).map((w) => w.toLowerCase());
    // A package's name, before other words ('webpack sources library') or all the rest, perhaps still being typed ('webpack dev ser…').
    const packageName = vocabulary.has(`webpack-${next[0] ?? ''}`) || vocabulary.has(`webpack-${next.slice(0, 2).join('-')}`) || beginsAWord(`webpack-${next.join('-')}`, vocabulary);
    if (!packageName) rest = rest.slice(1);
  }
  if (rest.length > 1 && site(rest[rest.length - 1]) && !SITE_JOINERS.has((rest[rest.length - 2] ?? '').toLowerCase())) rest = rest.slice(0, -1);
  if (rest.length === words.length || rest.length === 0) return typed;
  const left = rest.join(' ');
  const said = chunksOf(left).chunks.filter((list) => list.some((t) => t.whole && !t.stop));
  // One plain word left is what the site's name is about or goes with ('upgrade webpack', 'webpack
  // config'); a name ('webpack devServer.https', 'webpack [name]') or more words say it all.
  if (said.length === 0 || (said.length === 1 && queryShape(left) !== 'name')) return typed;
  return left;
}

/** Words that join the site's name to the rest of a query ('to webpack', 'and webpack'): it is then what the words are about. */
const SITE_JOINERS: ReadonlySet<string> = new Set('to in into with and from for of on vs versus or by without'.split(' '));

/** Analyses a query; given the index's vocabulary, its plain words' other forms are searched too. */
export function planQuery(typed: string, vocabulary?: ReadonlySet<string>): QueryPlan {
  // 'resolve alais' is planned as 'resolve alias', 'pubicPath' as 'publicPath' (`spelling.ts`).
  const query = withJqueryNamed(vocabulary === undefined ? typed : fixMistypedPaths(fixMistypedNames(fixSwappedLetters(withoutSiteName(typed, vocabulary), vocabulary), vocabulary), vocabulary));
  const shape = queryShape(query);
  const analysed = chunksOf(query);
  const { normalized } = analysed;
  // A task's filler words ('make', 'change', 'my') weigh as stop words: no prefix, no typo, little credit.
  const fillers = taskFillers(normalized.split(' '), shape, (w) => analysed.chunks.some((list) => list.some((t) => t.whole && t.term === w && t.stop)));
  // So does the word that sets two things side by side ('vs', 'versus').
  const compared = comparedSides(query, shape) ?? [];
  const chunks = analysed.chunks.map((list, i) => (fillers.has(i) || (compared.length > 0 && list.some((t) => t.whole && /^(?:vs|versus)$/.test(t.term))) ? list.map((t) => ({ ...t, stop: true })) : list));
  const terms = new Map<string, Term>();
  const weights = new Map<string, number>();
  for (const list of chunks) {
    for (const t of list) {
      if (termWeight(t) > (weights.get(t.term) ?? 0)) {
        weights.set(t.term, termWeight(t));
        terms.set(t.term, t);
      }
    }
  }
  const found = [...expansionsOf(normalized === '' ? [] : normalized.split(' ')), ...placeholderExpansion(query, normalized, vocabulary), ...neighbourExpansions(analysed.chunks, shape, vocabulary), ...validationPathExpansions(analysed.chunks)];
  const expansions = found.map((e) => {
    const own = chunksOf(e.text).chunks.flat();
    // A removed name's replacement is searched more lightly: the migration guide about the name comes first.
    for (const t of own) if (!weights.has(t.term)) weights.set(t.term, termWeight(t) * RANKING.expansion * (e.legacy ? 0.5 : 1));
    return { ...e, terms: own.filter((t) => t.whole).map((t) => t.term) };
  });
  const forms = formsOf(chunks, shape, vocabulary);
  for (const f of forms) for (const term of f.terms) if (!weights.has(term)) weights.set(term, RANKING.form);
  return {
    chunks,
    terms,
    weights,
    normalized,
    identifier: shape === 'name',
    shape,
    symptom: isSymptom(query, shape),
    definition: isDefinitionQuestion(query, shape),
    compared,
    lowerCase: query === query.toLowerCase(),
    authoring: authoringContext(query),
    kindNamed: kindNamed(chunks.flatMap((list) => list.filter((t) => t.whole && !t.stop).map((t) => t.term))),
    expansions,
    legacy: expansions.some((e) => e.legacy) || saysRemoved(query, shape),
    text: [query, ...expansions.map((e) => e.text), ...forms.flatMap((f) => f.terms)].join(' '),
    forms,
  };
}

/**
 * The typo tolerance of each query term (edit distance; terms not listed match exactly or by
 * prefix). Whole dotted, scoped and flag identifiers match exactly or by prefix, and their parts
 * carry the typo tolerance, unless the index holds the whole identifier: then it was typed
 * right. A word the index holds is searched one edit wide ('optimisation' still finds
 * 'optimization'), since two edits around a real word add only neighbours and are by far the
 * costliest lookup; an unknown word of six letters or more gets two ('moduel').
 */
export function fuzzyDistances(plan: QueryPlan, vocabulary: ReadonlySet<string>): Map<string, number> {
  const typedRight = new Set<string>();
  for (const chunk of plan.chunks) {
    if (chunk.some((t) => t.whole && vocabulary.has(t.term))) for (const t of chunk) if (!t.whole) typedRight.add(t.term);
  }
  const distances = new Map<string, number>();
  for (const [term, t] of plan.terms) {
    if (t.stop || (t.whole && t.compound && /[./@-]/.test(term)) || term.length < 4 || /^\d+$/.test(term)) continue;
    if (!t.whole) {
      if (!typedRight.has(term)) distances.set(term, 1);
    } else distances.set(term, term.length < 6 || vocabulary.has(term) ? 1 : 2);
  }
  return distances;
}

/** MiniSearch options for a plan: prefix for the reader's words of 3+ letters, fuzzy as `fuzzyDistances` says, boosts by kind. */
export function searchOptionsFor(plan: QueryPlan, vocabulary: ReadonlySet<string>): SearchOptions {
  const distances = fuzzyDistances(plan, vocabulary);
  return {
    // Readers' words are for words and messages: a name is answered by the record that defines it.
    boost: plan.identifier ? { ...FIELD_BOOSTS, asks: RANKING.boosts.asks * RANKING.asksOnName } : { ...FIELD_BOOSTS },
    boostTerm: (term) => plan.weights.get(term) ?? 0.45,
    prefix: (term) => term.length >= 3 && plan.terms.has(term) && plan.terms.get(term)?.stop !== true,
    fuzzy: (term) => distances.get(term) ?? false,
    maxFuzzy: 2,
    weights: { fuzzy: RANKING.fuzzy, prefix: RANKING.prefix },
    combineWith: 'OR',
  };
}
