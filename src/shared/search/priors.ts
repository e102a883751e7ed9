/**
 * Priors the re-ranking applies by page and by what a title or heading says:
 *
 * - a third-party package's README ranks below first-party pages unless the query names the
 *   package ('sass-loader', 'SassLoader', 'sass loader');
 * - the blog ranks below reference and guides (its posts mention everything once), and the
 *   glossary below the pages its entries sum up;
 * - a query naming something webpack removed prefers the migration guides;
 * - the generated API reference ranks below the written pages for words, not for names;
 * - a title or heading whose words the query says ('Environment Variables' in 'set environment
 *   variables') answers words better than an option whose name merely contains one of them;
 * - a page about a tool beside webpack (the React guide) answers the readers who name the tool.
 */
import { chunksOf, type QueryPlan } from './query-plan.ts';
import { isTaskFiller } from './query-shape.ts';
import { isBlog, isCommunityList, isGlossary, isInternalCatalogue } from './places.ts';
import type { SearchPage } from './records.ts';
import { RANKING } from './ranking-params.ts';
import { stem } from './stem.ts';
import { camelParts } from './tokenize.ts';
import { isGeneratedReferenceUrl } from '../view-urls.ts';

export { stem } from './stem.ts';

/** Factor for a third-party README the query does not name (read at query time from `RANKING`). */
export const THIRD_PARTY_PRIOR = RANKING.thirdParty;

/** Factor for the blog. */
export const BLOG_PRIOR = RANKING.blog;

/** Factor for the glossary. */
export const GLOSSARY_PRIOR = RANKING.glossary;

/** Factor for the migration guides when the query names something removed. */
export const LEGACY_PRIOR = RANKING.legacy;

/** Package name parts that name no package on their own ('mini' only qualifies mini-css-extract-plugin's name). */
const GENERIC_PARTS: ReadonlySet<string> = new Set(['webpack', 'plugin', 'loader', 'contrib', 'mini']);

/** The stemmed words of a text other than stop words, each once. */
export function contentWords(text: string): string[] {
  const words = new Set<string>();
  for (const chunk of chunksOf(text).chunks) {
    const whole = chunk.find((t) => t.whole);
    if (whole !== undefined && !whole.stop) words.add(stem(whole.term));
  }
  return [...words];
}

/** The content words of a query that are no task fillers ('webpack', 'add', 'my'): what it is about. */
export function subjectWords(normalized: string): string[] {
  return contentWords(normalized).filter((w) => !isTaskFiller(w));
}

/**
 * Words a label may say beside the query's without saying anything else: on a bundler's site
 * every page is about a build, so 'The UMD build' says the 'umd' of 'umd library' as fully as 'UMD' would.
 */
export const GENERIC_LABEL_WORDS: ReadonlySet<string> = new Set(['build']);

/**
 * How much of the query a label says: when every content word of the label (but a generic one)
 * is among the query's, the share of the query's content words it covers; else 0.
 */
export function saysShare(label: readonly string[], query: readonly string[]): number {
  const own = label.filter((w) => !GENERIC_LABEL_WORDS.has(w) || query.includes(w));
  if (own.length === 0 || query.length === 0 || !own.every((w) => query.includes(w))) return 0;
  return own.length / query.length;
}

/** A dotted name's last part when it is camel-cased words of lower-case letters ('devMiddleware'), else ''. */
function camelCasedLast(name: string): string {
  const last = name.trim().split('.').pop() ?? '';
  return /^[a-z]+(?:[A-Z][a-z]+)+$/.test(last) ? last : '';
}

/**
 * Whether a camel-cased name's last part is made of the query's words in another form, in any
 * order: 'export mangling' names `optimization.mangleExports`, 'chunk splitting' `splitChunks`
 * (readers say the noun, the option the verb). The same words merely reordered ('chunk runtime')
 * name nothing; in their order they spell the name (`spellings` in rank.ts).
 */
export function namedInOtherForms(name: string, words: readonly string[]): boolean {
  const last = camelCasedLast(name);
  if (words.length < 2 || last === '') return false;
  const parts = camelParts(last).map((part) => part.toLowerCase());
  const key = (list: readonly string[]): string => [...list].sort().join(' ');
  return parts.length === words.length && key(parts.map(stem)) === key(words.map(stem)) && key(parts) !== key(words);
}

/**
 * Whether a camel-cased name's last part holds two of the given words that follow each other, in
 * their order ('dev middleware' in `devServer.devMiddleware`; rank.ts gives the query's content
 * words, so 'dev for middleware' counts too): `runsOf(words)` once per query, then the returned
 * test for each name. A last part with capitals in a row or digits (`webSocketURL`) is no such name.
 */
export function runsOf(words: readonly string[]): (name: string) => boolean {
  const stems = words.map(stem);
  const pairs = stems.slice(1).map((w, i) => ` ${stems[i] ?? ''} ${w} `);
  // The first two letters of a pair's first word, looked for before the name is split (stemming
  // keeps them: 'adding' is 'add' of `addDependency`, 'tries' is 'try').
  const starts = stems.slice(0, -1).map((w) => w.slice(0, 2));
  if (pairs.length === 0) return () => false;
  return (name) => {
    const last = camelCasedLast(name);
    const lower = last.toLowerCase();
    if (last === '' || !starts.some((start) => lower.includes(start))) return false;
    const parts = ` ${camelParts(last).map((part) => stem(part.toLowerCase())).join(' ')} `;
    return pairs.some((pair) => parts.includes(pair));
  };
}

/** Stemmed words and the parts of the compound ones ('css-loader' also says 'css' and 'loader'). */
export function withParts(words: readonly string[]): string[] {
  return [...new Set([...words, ...words.flatMap((w) => (/[-./_]/.test(w) ? w.split(/[-./_]+/).filter((p) => p !== '').map(stem) : []))])];
}

/**
 * The section that should lead its page's group instead of the page record: the first whose
 * heading, read with the page title, says more of the query's words than the title alone
 * ('Compression Webpack Plugin' yields to its 'Using Brotli' for 'compression-webpack-plugin
 * brotli'). `headings` are the group's hits in order, null for the page record; -1 when none does.
 * `alternatives` gives a query word the words of each synonym for it: a heading that says all the
 * words of one says the word ('Sass and Less' says 'scss'; 'Modules' does not say 'harmony',
 * 'ECMAScript modules' does).
 */
export function sectionSayingMore(query: readonly string[], title: readonly string[], headings: ReadonlyArray<readonly string[] | null>, alternatives: ReadonlyMap<string, ReadonlyArray<readonly string[]>> = new Map(), verbs: readonly string[] = []): number {
  const says = (words: readonly string[], w: string): boolean => words.includes(w) || (alternatives.get(w) ?? []).some((a) => a.every((v) => words.includes(v)));
  // The query's task verbs ('enable' of 'how to enable hot module replacement') only break a tie,
  // for a heading that says a word of the query too: 'Enabling HMR' says the task its page's title
  // names; 'Set it at run time' says nothing of 'set the public path'.
  const verbSaid = (heading: readonly string[]): number => (query.some((w) => says(heading, w)) ? verbs.filter((w) => heading.includes(w) && !title.includes(w)).length / (verbs.length + 1) : 0);
  const said = (heading: readonly string[]): number => query.filter((w) => says(title, w) || says(heading, w)).length + verbSaid(heading);
  let pick = -1;
  let most = said([]);
  headings.forEach((heading, i) => {
    if (heading === null) return;
    const n = said(heading);
    if (n > most) [pick, most] = [i, n];
  });
  return pick;
}

/** A package name without its npm scope ('@babel/core' → 'core'). */
const unscoped = (pkg: string): string => pkg.replace(/^@[^/]+\//, '');

/** Whether the query names a third-party page's package: whole, by its title, or by all its distinctive words. */
export function namesPackage(plan: QueryPlan, page: SearchPage): boolean {
  const pkg = page.package?.toLowerCase();
  if (pkg === undefined) return true;
  const title = page.title.toLowerCase();
  if (plan.terms.has(pkg) || plan.terms.has(title) || plan.terms.has(unscoped(pkg))) return true;
  const parts = pkg.split(/[@/-]+/).filter((p) => p !== '' && !GENERIC_PARTS.has(p));
  // A package the synonym table names for the reader's words ('lint' → eslint) is named by them.
  const expanded = plan.expansions.flatMap((e) => e.terms);
  if (parts.length > 0 && parts.every((p) => expanded.includes(p))) return true;
  const words = plan.terms;
  return parts.length > 0 && parts.every((p) => words.has(p)) && (parts.length > 1 || pkg.split('-').some((p) => GENERIC_PARTS.has(p) && words.has(p)));
}

/**
 * Whether the query says the page's subject (`SearchPage.about`): one of its words is among the
 * query's words, their parts ('react-refresh' and `ReactDOM` say 'react') or the words its
 * synonyms add.
 */
export function saysSubject(plan: QueryPlan, about: readonly string[]): boolean {
  const words = withParts(contentWords(plan.text));
  return about.some((w) => words.includes(stem(w)) || plan.terms.has(w));
}

/**
 * Whether the query is the name a third-party package's README gives its class, the package's
 * words without 'webpack' ('CssMinimizerPlugin' for css-minimizer-webpack-plugin, 'TerserPlugin'):
 * what readers write after `require`, which names the package as its title does.
 */
export function namesPackageClass(plan: QueryPlan, page: SearchPage): boolean {
  if (page.package === undefined || !plan.identifier) return false;
  const words = unscoped(page.package).split('-').filter((w) => w !== 'webpack');
  return words.length >= 2 && plan.normalized === words.join('');
}

/** Whether a page is about a tool beside webpack (`SearchPage.about`) that the query does not name. */
export function isOffSubject(plan: QueryPlan, page: SearchPage): boolean {
  return page.about !== undefined && !saysSubject(plan, page.about);
}

/** Whether a name query also holds a plain lower-case word of its own ('compilation.assets deprecated'). */
export function namesAndWords(plan: QueryPlan): boolean {
  return plan.identifier && plan.chunks.length >= 2 && plan.chunks.some((list) => list.length === 1 && list[0] !== undefined && list[0].whole && !list[0].stop && !list[0].compound && /^[a-z]+$/.test(list[0].term));
}

/** Whether a page explains rather than defines: a guide or a concept page. */
export function isExplanation(url: string): boolean {
  return url.startsWith('/guides/') || url.startsWith('/concepts/');
}

/**
 * API pages about something other than writing plugins or loaders: the command line, the stats
 * data, what application code calls (module methods and variables) and the dev server's API.
 * ('log messages from a plugin' led with the stats data's 'Logging' ahead of the logger's page.)
 */
const NOT_AUTHORS_API = /^\/api\/(?:cli|stats|module-methods|module-variables|webpack-dev-server)\//;

/** Whether a page documents writing plugins or loaders: the API pages that do and the contributor guides to writing them. */
export function isAuthorsPage(url: string): boolean {
  return (url.startsWith('/api/') && !NOT_AUTHORS_API.test(url)) || /^\/contribute\/(?:writing-a-(?:plugin|loader)|plugin-patterns)\//.test(url);
}

/** The pages about writing one kind only: a loader's API and guide, a plugin's guide, patterns and hooks. */
const ONE_KIND_PAGES = { loader: /^\/(?:api\/loaders|contribute\/writing-a-loader)\//, plugin: /^\/(?:api\/(?:plugins|[a-z-]*hooks)|contribute\/(?:writing-a-plugin|plugin-patterns))\// } as const;

/** Whether a page is about writing the other kind than the one the reader says they write ('emit a file from a plugin' and the loader API's `this.emitFile`). */
export function isOtherKindPage(url: string, authoring: 'plugin' | 'loader' | undefined): boolean {
  return authoring !== undefined && ONE_KIND_PAGES[authoring === 'plugin' ? 'loader' : 'plugin'].test(url);
}

/** The prior of a page for a query, given how closely its title matches the query (`labelMatch`) and whether the page is off the query's subject (`isOffSubject`, when the caller has it already). */
export function pagePrior(plan: QueryPlan, page: SearchPage, titleMatch: number, offSubject = isOffSubject(plan, page)): number {
  let prior = 1;
  if (page.package !== undefined && !namesPackage(plan, page)) prior *= RANKING.thirdParty;
  // A post the query names by its title ('webpack 5 release') is what the reader wants.
  if (isBlog(page.url) && titleMatch < 0.9) prior *= RANKING.blog;
  if (plan.legacy && page.url.startsWith('/migrate/')) prior *= RANKING.legacy;
  // Otherwise a migration guide mentions a feature in passing ('scope hoisting' in the v2 → v3
  // guide): the pages that document it come first, unless the query names the guide.
  else if (!plan.identifier && page.url.startsWith('/migrate/') && titleMatch < 0.9) prior *= RANKING.migration;
  // The glossary sums a term up in a line and links to the page that explains it, unless the
  // query asks what the term is: then the glossary's line is an answer, beside the explanations.
  // A lone word ('chunk') is as often a term looked up: its line there weighs more (`RANKING.glossaryWord`).
  if (isGlossary(page.url)) prior *= plan.definition ? RANKING.definition : plan.shape === 'words' && subjectWords(plan.normalized).length === 1 ? RANKING.glossaryWord : RANKING.glossary;
  if (!plan.identifier && isInternalCatalogue(page.url)) prior *= RANKING.internal;
  // The community list names other people's packages in a line each: its sections answer a reader
  // who asks for such a package, and rank as the packages' own pages do.
  if (isCommunityList(page.url) && titleMatch < 0.9 && !plan.terms.has('awesome')) prior *= RANKING.thirdParty;
  // The generated reference defines names: signatures with a line of description. Words are
  // answered by the pages that explain them; a name query keeps the reference at full weight.
  // A class's page named by the word in lower case ('chunk', 'compiler') answers the word less
  // still: the reader means the thing the pages explain, not the class (`Chunk` names it).
  // A name with plain words beside it ('compilation.assets deprecated') asks what the pages say of
  // the name; the reference's entry defines the name and says none of the words.
  if (isGeneratedReferenceUrl(page.url)) {
    if (!plan.identifier) prior *= plan.lowerCase && titleMatch > 0 ? RANKING.generated * RANKING.lowerCaseClass : RANKING.generated;
    else if (namesAndWords(plan)) prior *= RANKING.generated;
  }
  // The React guide's 'Generate the page' answers a React reader, not every reader who asks how
  // to generate a page: a page about a tool beside webpack needs a query that names the tool.
  if (offSubject) prior *= RANKING.offSubject;
  // A task or concept in words ('import css from javascript', 'remove unused exports') is
  // explained by a guide or concept page; a reference option that contains its words defines
  // something else. A question asking what a term is ('what is a chunk') more strongly so (and by
  // the glossary): an option named after the term ('stats.chunks') answers another question.
  if (plan.shape === 'words' && isExplanation(page.url)) {
    if (plan.definition) prior *= RANKING.definition;
    else if (contentWords(plan.normalized).length >= 2) prior *= RANKING.guide;
  }
  // 'in a plugin': the APIs a plugin or loader calls, not the option with the same words; the
  // other kind's pages weigh less, also when the query only names one kind ('plugin options').
  if (isOtherKindPage(page.url, plan.authoring ?? plan.kindNamed)) prior *= RANKING.offSubject;
  else if (plan.authoring !== undefined && isAuthorsPage(page.url)) prior *= RANKING.authoring;
  return prior;
}
