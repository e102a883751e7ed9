/**
 * The ids the incumbent site (webpack.js.org) gave its headings. Its markdown pipeline names a
 * heading the way github-slugger does: lower case, punctuation other than `-` and `_` dropped,
 * each space a hyphen, and a repeat on the same page suffixed `-1`, `-2`.
 * `splitChunks.chunks` becomes `splitchunkschunks`, `Rule.use` `ruleuse`, `On The Fly` `on-the-fly`.
 */
import GithubSlugger from 'github-slugger';

/** One heading of the incumbent's page with the id its slugger gave it. */
export interface IncumbentHeading {
  /** Heading text as the page shows it (inline code without its backticks). */
  text: string;
  /** The id on the incumbent's page. */
  id: string;
}

/** The ids of one page's headings, in order, repeats numbered as the incumbent numbered them. */
export function incumbentIds(headings: readonly string[]): IncumbentHeading[] {
  const slugger = new GithubSlugger();
  return headings.map((text) => ({ text, id: slugger.slug(text) }));
}
