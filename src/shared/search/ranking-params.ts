/**
 * The ranking's numbers in one table: field boosts, how much each field's match says, priors
 * and re-ranking factors. The modules read them at query time, so `src/build/search/fit.ts` can
 * try values on the relevance sets (with cross-validation) and the fitted values are written
 * here. Frozen: nothing in the site changes them.
 */
export interface RankingParams {
  /** MiniSearch field boosts (exact keys > titles > headings > description, crumbs, body; `asks`: readers' words). */
  boosts: { key: number; title: number; heading: number; description: number; crumbs: number; body: number; asks: number };
  /** How much a match in each field says about the record (`evidence.ts`). */
  evidence: { key: number; heading: number; title: number; description: number; body: number; crumbs: number; asks: number };
  /** Factor left to a record that answers none of the query itself. */
  unanswered: number;
  /** Gain of a title or heading that says the query's words (times the share it says). */
  says: number;
  /** Factor for a name heading a words query only matched inside the name. */
  deepName: number;
  /** Gain of a page record per unit of title match. */
  titleMatch: number;
  /** Gain of a section per unit of heading match, on a page whose title matches too. */
  headingOnTitledPage: number;
  /** Share of a heading's gain on a third-party README the query does not name (its 'Import JSON files' is about importing them in Stylus). */
  foreignHeading: number;
  /** Identifier queries: factor for configuration pages, and for API, plugin and loader pages. */
  configurationPrior: number;
  referencePrior: number;
  /** Third-party README the query does not name; blog; glossary; migration guides for removed names. */
  thirdParty: number;
  blog: number;
  glossary: number;
  legacy: number;
  /** MiniSearch's weight of a prefix and of a fuzzy match. */
  prefix: number;
  fuzzy: number;
  /** Weight of the docs' words a synonym adds, relative to the reader's. */
  expansion: number;
  /** Weight of another form of a reader's word ('cache' for 'caching'); 0 turns forms off. */
  form: number;
  /**
   * A page's second and later sections are shown only when they score at least this share of
   * the next page's best (0 shows them all): weak siblings would push other pages down.
   */
  sibling: number;
  /** Factor for the internal classes' catalogue when the query is words, not a name (`isInternalCatalogue`). */
  internal: number;
  /** Factor for the generated API reference (its pages and entries) when the query is words or a message, not a name. */
  generated: number;
  /** Factor for the guides and concept pages when the query is words of two content words or more (a task or a concept, not a name). */
  guide: number;
  /** Factor for the guides, concept pages and glossary when the query asks what something is ('what is a chunk': `isDefinitionQuestion`). */
  definition: number;
  /** Factor for a section about problems ('Pitfalls', 'Troubleshooting', the debugging guide's messages) when the query is a symptom. */
  problem: number;
  /** Factor for a section about problems when the query describes none (a task, a concept or a name). */
  notProblem: number;
  /** How much less of a symptom query than the best-answering result a problem section may answer itself and still get `problem`. */
  problemMargin: number;
  /** How much less of a symptom than the best-answering result a problem section about its subject may answer for the problem to count as documented (then headings that only name the subject get no gain). */
  problemDocumented: number;
  /** Factor for the migration guides when the query is words naming nothing removed and no guide by its title. */
  migration: number;
  /** Factor for a page about a tool beside webpack (`SearchPage.about`) when the query does not name the tool. */
  offSubject: number;
  /** Factor for a section explaining one side of a comparison on a page that explains the other too (`comparedSides`). */
  comparison: number;
  /** Further factor for a generated reference page whose title a lower-case words query matches ('chunk' for `Chunk`). */
  lowerCaseClass: number;
  /** Factor for the pages about writing plugins and loaders when the query says it is written in one (`authoringContext`). */
  authoring: number;
  /** How much a heading that is two neighbouring words of a longer words query, dotted, matches it ('output filename' in a query of four words or more names `output.filename`). */
  pairName: number;
  /** How much a title or heading made of exactly the query's content words in other forms matches it ('Writing a plugin' for 'how to write a plugin'; an equal label matches 1). */
  /** An option's name whose words are the query's in another order or form ('export mangling', `mangleExports`): as the words joined ('runtime chunk'). */
  nameOfWords: number;
  /** How much less of a words query a section may answer than its page and still lead the page's group (`searchIndex`). */
  sectionLead: number;
  /** How much a heading equal to the query's words without its fillers and stop words matches it ('info' for 'webpack info'). */
  keptWords: number;
  /** How much a heading equal to the query with one word in its other number matches it ('CSS Modules' for 'css module'). */
  otherNumber: number;
  /** How much a heading naming a dotted query's parent option matches it when no heading names it whole ('devServer.client' for 'client.webSocketURL'). */
  parentOption: number;
  /** Factor for the shallowest configuration option (of one or two parts) that a lone plain word ends ('filename': `output.filename`). */
  optionWord: number;
  /** Factor for the glossary when the query is a lone word ('chunk'), in place of `glossary`. */
  glossaryWord: number;
  sameWords: number;
  /** Factor on the `asks` boost when the query is a name: readers' words answer tasks and symptoms, the defining record answers a name. */
  asksOnName: number;
}

/** The values in use. */
export const RANKING: RankingParams = {
  boosts: { key: 10, title: 7, heading: 4, description: 1.5, crumbs: 1.2, body: 1.5, asks: 3 },
  evidence: { key: 1, heading: 1, title: 1, description: 0.6, body: 0.6, crumbs: 0.45, asks: 0.9 },
  unanswered: 0.1,
  says: 2,
  deepName: 0.5,
  titleMatch: 1.5,
  headingOnTitledPage: 1.8,
  // 0.5 and 0.25 each gave 'import a json file' the asset guide over stylus-loader's 'Import JSON files', no other change (session 38).
  foreignHeading: 0.5,
  configurationPrior: 1.6,
  referencePrior: 1.2,
  thirdParty: 0.45,
  // At 0.5 a release post's heading ('Smaller bundles') led 'make the bundle smaller' over the
  // guides; 0.3 moved no other query of the tuning sets (session 31).
  blog: 0.3,
  glossary: 0.6,
  legacy: 3.5,
  prefix: 0.35,
  fuzzy: 0.3,
  expansion: 0.8,
  form: 0.35,
  sibling: 0.3,
  internal: 0.5,
  generated: 0.5,
  guide: 1.3,
  definition: 3,
  problem: 2,
  problemMargin: 0.1,
  problemDocumented: 0.2,
  notProblem: 0.35,
  migration: 0.6,
  asksOnName: 0.2,
  offSubject: 0.5,
  comparison: 2,
  lowerCaseClass: 0.5,
  authoring: 3,
  pairName: 0.4,
  sameWords: 0.85,
  parentOption: 0.8,
  keptWords: 0.8,
  otherNumber: 1,
  // 0.25 until session 39: `fit.ts --all-tuning --only sectionLead` (1,190 queries, 3 folds) chose
  // 0.5 in every fold once a heading that says more leads among the sections within it (+3 −1).
  sectionLead: 0.5,
  nameOfWords: 0.8,
  optionWord: 1.5,
  glossaryWord: 0.8,
};
