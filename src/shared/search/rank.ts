/**
 * Querying and ranking: MiniSearch scores with field boosts, prefix and fuzzy matching; a light
 * re-rank then rewards records that match every word of the query and records whose heading or
 * title IS the query, and results are grouped by page. Shared so the relevance runner (Node)
 * measures exactly what the browser shows.
 */
import type { SearchResult } from 'minisearch';
import type { LoadedIndex } from './loaded.ts';
import { RANKING } from './ranking-params.ts';
import { sectionTitle } from './places.ts';
import { contentWords, namedInOtherForms, runsOf, namesPackage, namesPackageClass, isOffSubject, pagePrior, saysShare, stem } from './priors.ts';
import { leadGroups } from './group-lead.ts';
import { isProblemSection, isTaskFiller, isTaskVerb, symptomSubject } from './query-shape.ts';
import { ChunkMatcher } from './evidence.ts';
import { fuzzyDistances, planQuery, searchOptionsFor, type QueryPlan } from './query-plan.ts';
import { orderReferencePair } from './reference-order.ts';
import { bestMatch, spellings } from './spellings.ts';
import { isGeneratedReferenceUrl } from '../view-urls.ts';
import { scoreQuery, type ScoredQuery } from './scorer.ts';
import { comparedSections, labelOf, withLabelledRecords, wordsKey } from './labelled.ts';

export { FIELD_BOOSTS, fuzzyDistances, planQuery, searchOptionsFor, type QueryPlan } from './query-plan.ts';

import type { ResultGroup, SearchHit } from './hits.ts';

export type { ResultGroup, SearchHit } from './hits.ts';

/** How many groups and hits per group a search returns by default. */
export const DEFAULT_LIMITS = { groups: 8, hitsPerGroup: 3 } as const;

/**
 * Priors for identifier queries by section: the reference documentation defines identifiers
 * (guides only use them), and a configuration option is the likeliest meaning of a bare name
 * such as `publicPath` or `library` that plugins and loaders reuse for their own options.
 */
function referencePrior(url: string): number {
  if (url.startsWith('/configuration/')) return RANKING.configurationPrior;
  return /^\/(api|plugins|loaders)\//.test(url) ? RANKING.referencePrior : 1;
}

/** How many of MiniSearch's results are re-ranked; the rest score too low to reach the groups shown. */
const RERANKED = 120;


/** MiniSearch's results for a plan: the first `RERANKED` at least, and what the chunk weights need of the rest. */
interface Found {
  /** Results in MiniSearch's order: the first `RERANKED`, or all of them. */
  results: readonly SearchResult[];
  /** The records each matched term reached (`scoreQuery`), or null when `results` holds every result. */
  matched: ScoredQuery['matched'] | null;
  /** Size of an array indexed by record (`ScoredQuery.space`). */
  space: number;
}

/** The plan's results: `scoreQuery` (the same as MiniSearch's, faster), or MiniSearch's own search when that cannot run. */
function find(index: LoadedIndex, plan: QueryPlan): Found {
  const options = searchOptionsFor(plan, index.vocabulary);
  const scored = scoreQuery(index.engine, plan.text, options, RERANKED);
  if (scored !== null) return scored;
  return { results: index.engine.search(plan.text, options), matched: null, space: 0 };
}

/** Re-ranks MiniSearch results into hits. */
function rerank(index: LoadedIndex, plan: QueryPlan, found: Found): SearchHit[] {
  const hits: SearchHit[] = [];
  const matcher = new ChunkMatcher(plan, fuzzyDistances(plan, index.vocabulary), index.vocabulary);
  const results = withLabelledRecords(index.tables, plan, found.results.slice(0, RERANKED), RERANKED);
  const documents = index.tables.docs.length;
  const chunkWeights = found.matched === null ? matcher.weights(found.results, documents) : matcher.weightsOfMatched(found.matched, found.space, documents);
  const forms = spellings(plan);
  const placeholderQuery = plan.expansions.some((e) => e.placeholder === true && e.covers.length === plan.normalized.split(' ').length);
  const own = contentWords(plan.normalized);
  // A dotted name no heading of the results ends with: its parent option's path ('client' of 'client.webSocketURL').
  const dotted = plan.identifier && /^[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)+$/u.test(plan.normalized);
  const namedWhole = dotted && results.some((result) => {
    const doc = index.tables.docs[result['id'] as number];
    const normalized = doc === undefined || doc.anchor === '' ? '' : labelOf(index.tables, result['id'] as number, doc.heading).normalized;
    return normalized === plan.normalized || normalized.endsWith(`.${plan.normalized}`);
  });
  // A third-party package the query names ('cache babel-loader results'): its page defines the
  // name, and the configuration pages get no more than the other reference pages (`referencePrior`).
  const namedPackage = plan.identifier && results.some((result) => {
    const pkg = index.tables.pages[index.tables.docs[result['id'] as number]?.page ?? -1]?.package?.toLowerCase();
    return pkg !== undefined && plan.terms.has(pkg);
  });
  const parentPath = dotted && !namedWhole ? plan.normalized.slice(0, plan.normalized.lastIndexOf('.')) : '';
  // The query's content words as typed (unstemmed), for a name made of them in other forms.
  const typedWords = plan.normalized.split(' ').filter((w) => own.includes(stem(w)));
  const namesRun = runsOf(typedWords);
  const queryWords = plan.expansions.length === 0 ? own : [...new Set([...own, ...plan.expansions.flatMap((e) => contentWords(e.text))])];
  const ownWords = own.length;
  // A title or heading of the query's own words in other forms ('Writing a plugin' for 'how to write a plugin') all but equals it.
  // A task's fillers other than its verb ('webpack', 'my', not 'enable'), and 'custom' ('write a custom loader': a reader's own one), are no words the title must say.
  const told = own.filter((w) => (!isTaskFiller(w) || isTaskVerb(w)) && w !== 'custom');
  const ownKey = told.length >= 2 ? wordsKey(told) : '';
  const sameWords = (words: readonly string[]): number => (ownKey !== '' && words.length === told.length && wordsKey(words) === ownKey ? RANKING.sameWords : 0);
  // A lone plain word names the configuration option it ends, the shallowest of one or two parts
  // (`RANKING.optionWord`): 'filename' is `output.filename` before a plugin's `filename`, 'context'
  // the top-level option before `stats.context`; a concept ('chunk') is no option of three parts,
  // and the stats display flags ('chunks', 'logging', 'runtime') are left out.
  const optionWord = !plan.identifier && plan.chunks.length === 1 && ownWords === 1 ? plan.normalized : '';
  const depthOf = (result: SearchResult): number => {
    const id = result['id'] as number;
    const doc = optionWord === '' ? undefined : index.tables.docs[id];
    if (doc === undefined || doc.anchor === '' || !(index.tables.pages[doc.page]?.url ?? '').startsWith('/configuration/')) return 0;
    const label = labelOf(index.tables, id, doc.heading);
    // An option's heading is its path in lower camel case ('TypeScript' on the configuration languages page is none); `stats`' display flags name no option a reader configures.
    if (!/^[a-z_$][\w$]*(?:[.[]|$)/.test(doc.heading) || doc.heading.startsWith('stats.')) return 0;
    return label.normalized === optionWord || label.normalized.endsWith(`.${optionWord}`) ? label.normalized.split('.').length : 0;
  };
  const depths = results.map(depthOf);
  const shallowest = Math.min(Infinity, ...depths.filter((d) => d > 0 && d <= 2));
  // Results cluster on few pages: each page title is compared with the query once.
  const pages = new Map<number, { match: number; prior: number; off: boolean; foreign: number }>();
  // How much of the query each record answers itself, each word by its strongest field.
  const shares = results.map((result) => matcher.answered(result, chunkWeights));
  const mostAnswered = Math.max(0, ...shares);
  // What a symptom is about: a problem section that matched none of it is about another problem.
  const subject = plan.symptom ? symptomSubject(own) : [];
  const sides = comparedSections(index, plan, results);
  const aboutSubject = (terms: readonly string[]): boolean => subject.length === 0 || terms.some((t) => subject.some((w) => t.startsWith(w) || stem(t) === w));
  // How much of the query each record answers, the sections on each side of a comparison together.
  const answeredAt = results.map((result, r) => (sides.has(result['id'] as number) ? 1 : (shares[r] ?? 0)));
  // For a symptom, which records are sections about problems that are about its subject.
  const aboutProblem = results.map((result) => {
    const doc = plan.symptom ? index.tables.docs[result['id'] as number] : undefined;
    if (doc === undefined || doc.anchor === '') return false;
    const parent = doc.parent === -1 ? '' : (index.tables.docs[doc.parent]?.heading ?? '');
    return isProblemSection(doc.heading, parent) && aboutSubject(result.terms);
  });
  // Such a section that answers the symptom within `margin` of the best result (`RANKING.problem` below).
  const answersSymptom = (r: number, margin: number): boolean => aboutProblem[r] === true && (answeredAt[r] ?? 0) >= mostAnswered - margin;
  // When one answers it nearly as well as any result (`RANKING.problemDocumented`), the problem is
  // documented: a heading that names the subject but no problem explains the thing, not what goes wrong with it.
  const problemAnswered = plan.symptom && results.some((_, r) => answersSymptom(r, RANKING.problemDocumented));
  for (let r = 0; r < results.length; r += 1) {
    const result = results[r];
    const id = result?.['id'] as number;
    const doc = index.tables.docs[id];
    const page = doc === undefined ? undefined : index.tables.pages[doc.page];
    if (result === undefined || doc === undefined || page === undefined) continue;
    const answered = answeredAt[r] ?? 0;
    // A record that answers none of the query itself keeps `RANKING.unanswered` of its score.
    let score = result.score * (RANKING.unanswered + (1 - RANKING.unanswered) * answered * answered);
    const pageLabel = labelOf(index.tables, -1 - doc.page, page.title);
    let known = pages.get(doc.page);
    if (known === undefined) {
      const match = namesPackageClass(plan, page) ? 1 : Math.max(bestMatch(pageLabel.normalized, forms), sameWords(pageLabel.words));
      const off = isOffSubject(plan, page);
      // A third-party README's heading speaks of its package: one equal to the query counts for less unless the query names the package.
      const foreign = page.package !== undefined && !namesPackage(plan, page) ? RANKING.foreignHeading : 1;
      pages.set(doc.page, (known = { match, prior: pagePrior(plan, page, match, off), off, foreign }));
    }
    const pageMatch = known.match;
    const label = doc.anchor === '' ? pageLabel : labelOf(index.tables, id, doc.heading);
    const parent = doc.parent === -1 ? '' : (index.tables.docs[doc.parent]?.heading ?? '');
    // For a symptom some section about problems answers, a page titled by its subject gains nothing for the title ('Hot Module Replacement' for 'hot reload not working').
    if (doc.anchor === '' && !problemAnswered) score *= 1 + RANKING.titleMatch * pageMatch;
    // A bare name is the option's before anything else's: `chunkIds` names `optimization.chunkIds` as fully as the hook `chunkIds`.
    const optionTail = plan.identifier && doc.anchor !== '' && page.url.startsWith('/configuration/') && label.normalized.endsWith(`.${plan.normalized}`);
    // An option named by the query's words in another form ('export mangling' for `optimization.mangleExports`) as by the words joined.
    const nameOfWords = label.name && plan.shape === 'words' && typedWords.length <= 3 && namedInOtherForms(doc.heading, typedWords) ? RANKING.nameOfWords : 0;
    // A sub-option documented inside its parent's section ('client.webSocketURL' in `devServer.client`), when no heading names it whole.
    const parentTail = parentPath !== '' && doc.anchor !== '' && (label.normalized === parentPath || label.normalized.endsWith(`.${parentPath}`)) ? RANKING.parentOption : 0;
    if (depths[r] === shallowest) score *= RANKING.optionWord;
    // A namespace of the site's object ('webpack.config', 'webpack.dll') is no answer to the words
    // 'webpack config' typed apart: they ask for the configuration, as 'webpack dll' for the DLL plugin.
    const siteNamespace = plan.shape === 'words' && /^webpack\.\w/i.test(doc.heading);
    // The page's title and the heading together may be the query: 'babel-loader options' is the
    // 'Options' section of the page 'babel-loader'.
    const headingMatch =
      doc.anchor === '' || siteNamespace ? 0 : optionTail ? 1 : Math.max(bestMatch(`${pageLabel.normalized} ${label.normalized}`, forms), bestMatch(label.normalized, forms), label.name ? Math.max(nameOfWords, parentTail) : sameWords(label.words));
    // On a page named after an option ('Devtool'), the section defining it comes first. A page about
    // a tool beside webpack that the query does not name speaks of that tool: its heading 'Babel'
    // (Configuration Languages: a configuration file Babel compiles) does not say the 'babel' of
    // 'use babel with webpack', and gains nothing for it, nor for saying its words below.
    const offSubject = known.off && !plan.identifier;
    if (!offSubject) score *= 1 + known.foreign * headingMatch * (pageMatch > 0 ? RANKING.headingOnTitledPage : 1);
    // A member named by the word in lower case ('logger' for `Compilation.logger`), as a class's page (`pagePrior`).
    if (!plan.identifier && plan.lowerCase && headingMatch > 0 && pageMatch === 0 && isGeneratedReferenceUrl(page.url)) score *= RANKING.lowerCaseClass;
    // An error's name ('ChunkLoadError') is explained where the error is, not by an option that mentions it.
    // A placeholder ('[contenthash]') is a name too, but no option's: the options that use it are no definition of it.
    if (plan.identifier && !/error$/.test(plan.normalized)) score *= placeholderQuery ? 1 : namedPackage && page.url.startsWith('/configuration/') ? RANKING.referencePrior : referencePrior(page.url);
    else {
      // Words: the title or heading that says them wins over an option that merely contains one.
      // An option or class heading that holds the words only as parts of its name ('watchOptions.poll'
      // for 'watch mode', 'DynamicEntryPlugin' for 'dynamic entry') merely contains them.
      // A generated class's page or entry titled by one of the words in lower case ('Compilation' in
      // 'detect when compilation is done') is the class, not what the words describe: saying the word
      // earns it nothing (a title that is the whole query is `lowerCaseClass`'s).
      const className = plan.lowerCase && isGeneratedReferenceUrl(page.url) && (doc.anchor === '' ? pageMatch : headingMatch) === 0;
      // For a symptom some section about problems answers, a section heading that names the subject
      // but no problem ('Watch mode' for 'changes not detected in watch mode') gets no gain either.
      const subjectOnly = problemAnswered && (doc.anchor === '' || !isProblemSection(doc.heading, parent));
      if (label.name) {
        if (doc.anchor !== '' && headingMatch === 0 && !namesRun(doc.heading)) score *= RANKING.deepName;
      } else if (!className && !subjectOnly && !offSubject) score *= 1 + RANKING.says * Math.min(1, saysShare(label.words, queryWords) * (queryWords.length / Math.max(1, ownWords)));
    }
    score *= known.prior;
    if (sides.has(id)) score *= RANKING.comparison;
    // A symptom is answered by the sections written about problems ('Pitfalls', the debugging guide's
    // messages), among those that answer about as much of it as any result does: the entry for
    // 'document is not defined' does not answer 'Buffer is not defined'.
    if (answersSymptom(r, RANKING.problemMargin)) score *= RANKING.problem;
    // Words that describe no problem ('set up a dev server proxy', 'alias for the src folder') ask
    // for a task or a concept: a section about what goes wrong answers a reader who has that problem.
    else if (plan.shape === 'words' && !plan.symptom && doc.anchor !== '' && isProblemSection(doc.heading, parent)) score *= RANKING.notProblem;
    // A section's index page is the answer to the section's name ('plugins', 'loader').
    if (doc.anchor === '' && /^\/[\w-]+\/$/.test(page.url) && plan.chunks.length === 1) {
      const name = page.url.slice(1, -1);
      if (plan.normalized === name || `${plan.normalized}s` === name) score *= 3;
    }
    hits.push({ id, url: doc.anchor === '' ? page.url : `${page.url}#${doc.anchor}`, heading: doc.heading, parent, score, terms: result.terms, exact: headingMatch === 1, answered });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/** Searches and groups by page: groups ordered by their best hit. */
export function searchIndex(index: LoadedIndex, query: string, limits: { groups: number; hitsPerGroup: number } = DEFAULT_LIMITS): ResultGroup[] {
  const plan = planQuery(query, index.vocabulary);
  if (plan.chunks.length === 0) return [];
  const groups = new Map<number, ResultGroup>();
  for (const hit of rerank(index, plan, find(index, plan))) {
    const pageIndex = index.tables.docs[hit.id]?.page ?? -1;
    const page = index.tables.pages[pageIndex];
    if (page === undefined) continue;
    let group = groups.get(pageIndex);
    if (group === undefined) {
      if (groups.size >= limits.groups) continue;
      group = { url: page.url, title: page.title, section: sectionTitle(index.tables, page), hits: [] };
      groups.set(pageIndex, group);
    }
    if (group.hits.length < limits.hitsPerGroup) group.hits.push(hit);
    // A section whose heading is the query leads its page's group, even ahead of the page itself.
    else if (hit.exact && !group.hits.some((h) => h.exact)) group.hits.splice(limits.hitsPerGroup - 1, 1, hit);
  }
  leadGroups(index, plan, groups);
  return trimSiblings(orderReferencePair([...groups.values()], query));
}

/** Drops a page's later sections that score below `RANKING.sibling` of the next page's best (the first hit always stays). */
export function trimSiblings(groups: ResultGroup[]): ResultGroup[] {
  if (RANKING.sibling === 0) return groups;
  groups.forEach((group, i) => {
    const next = groups[i + 1]?.hits.reduce((best, h) => Math.max(best, h.score), 0);
    if (next !== undefined) group.hits = group.hits.filter((h, j) => j === 0 || h.score >= RANKING.sibling * next);
  });
  return groups;
}

/** The hits in the order the reader sees them (groups in order, hits within each). */
export function flattenGroups(groups: readonly ResultGroup[]): SearchHit[] {
  return groups.flatMap((g) => g.hits);
}
