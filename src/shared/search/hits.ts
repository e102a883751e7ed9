/** What a search returns: the matched records, grouped by page (rank.ts makes them, group-lead.ts orders each group). */

/** One matched record. */
export interface SearchHit {
  /** Record id (position in the tables, and in the snippets). */
  id: number;
  /** Site-relative link: the page URL plus `#anchor` for a section. */
  url: string;
  /** Heading of the section ('' for the page itself). */
  heading: string;
  /** Heading of the enclosing section ('' when none). */
  parent: string;
  /** Final score after re-ranking. */
  score: number;
  /** Indexed terms that matched (for highlighting prefix and fuzzy matches). */
  terms: string[];
  /** Whether the section's heading is exactly the query (it then leads its page's group). */
  exact: boolean;
  /** Share of the query the record answers by its own fields (`ChunkMatcher.answered`). */
  answered: number;
}

/** Hits of one page, best first. */
export interface ResultGroup {
  /** Page URL. */
  url: string;
  /** Page title. */
  title: string;
  /** Name of the page's section ('Configuration'; '' for a root page or a section index). */
  section: string;
  /** The page's matching records (the page record and/or sections). */
  hits: SearchHit[];
}
