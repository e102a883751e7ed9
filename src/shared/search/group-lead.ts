/**
 * Which hit leads each page's group: the page itself, or a section of it that answers more of the
 * query, or says words of it that the page's title does not. Moved from rank.ts (session 30) as it
 * neared the size limit; the rules are unchanged.
 */
import type { LoadedIndex } from './loaded.ts';
import type { ResultGroup, SearchHit } from './hits.ts';
import { labelOf } from './labelled.ts';
import { contentWords, GENERIC_LABEL_WORDS, sectionSayingMore, subjectWords, withParts } from './priors.ts';
import type { QueryPlan } from './query-plan.ts';
import { isProblemSection, isTaskVerb } from './query-shape.ts';
import { RANKING } from './ranking-params.ts';

/** Words that only join others: prepositions, articles, conjunctions. */
const JOINING_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'and', 'or', 'with', 'without', 'for', 'to', 'in', 'into', 'on', 'of', 'from', 'at', 'by', 'as']);

/** Sorts each group (a section whose heading is the query first, then by score) and puts its lead first; `groups` by page index. */
export function leadGroups(index: LoadedIndex, plan: QueryPlan, groups: ReadonlyMap<number, ResultGroup>): void {
  // The words a heading may add to its page title's: fillers ('webpack', 'add', 'my') say nothing of a section.
  const own = subjectWords(plan.normalized);
  const verbs = contentWords(plan.normalized).filter(isTaskVerb);
  // The words a synonym of one query word adds count as that word, all of them together ('sass'
  // for 'scss'; 'ecmascript modules' for 'harmony', which a title 'Modules' does not say).
  const queryWords = plan.normalized.split(' ');
  const alternatives = new Map<string, string[][]>();
  for (const e of plan.expansions) {
    const word = e.covers.length === 1 && e.placeholder !== true ? contentWords(queryWords[e.covers[0] ?? -1] ?? '')[0] : undefined;
    const words = contentWords(e.text);
    if (word !== undefined && words.length > 0) alternatives.set(word, [...(alternatives.get(word) ?? []), words]);
  }
  // Whether a title says a query word: itself, a word every page says ('build'), a one-word synonym's words, or all the words of a synonym for a phrase it is part of ('Devtool' says 'source maps').
  const phrases = plan.expansions.filter((e) => e.placeholder !== true).map((e) => ({ words: contentWords(e.text), covers: e.covers.flatMap((i) => contentWords(queryWords[i] ?? '')) }));
  const titleSays = (title: readonly string[], w: string): boolean =>
    title.includes(w) ||
    GENERIC_LABEL_WORDS.has(w) || (alternatives.get(w) ?? []).some((a) => a.every((v) => title.includes(v))) || phrases.some((p) => p.covers.includes(w) && p.words.length > 0 && p.words.every((v) => title.includes(v)));
  // Whether the query words a section's terms say beyond its page's are only words that join
  // others, which headings keep ('Split off a component with React.lazy' for 'use webpack with
  // react'): that answers no more of what the reader asked than the page titled by it. ('How'
  // and 'why' are no such words: 'How it works' answers 'how hmr works'.)
  // A section whose heading says more of the query's own words than the title does is not held
  // back so ('lazy load a component with react': 'Split off a component with React.lazy').
  const says = (terms: readonly string[], w: string): boolean => terms.some((t) => t === w || (!JOINING_WORDS.has(w) && t.startsWith(w)));
  const onlyJoiningWordsMore = (h: SearchHit, page: SearchHit, title: readonly string[]): boolean => {
    const more = queryWords.filter((w) => says(h.terms, w) && !says(page.terms, w));
    if (more.length === 0 || !more.every((w) => JOINING_WORDS.has(w))) return false;
    const heading = withParts(labelOf(index.tables, h.id, h.heading).words);
    return own.filter((w) => titleSays(heading, w)).length <= own.filter((w) => titleSays(title, w)).length;
  };
  for (const [pageIndex, group] of groups) {
    group.hits.sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
    // A section that answers more of the query than its page does goes ahead of the page; for
    // words of more than one kind that the page's title does not all say ('emit a manifest of the
    // built files', 'harmony modules'), one that answers nearly as much (`RANKING.sectionLead`):
    // the reader wants the part of the page that does it or says it, where the page is only about
    // it. A title that says them all ('Tree Shaking') is the answer itself.
    const first = group.hits[0];
    if (first !== undefined && !first.url.includes('#')) {
      let best = 0;
      const title = withParts(labelOf(index.tables, -1 - pageIndex, group.title).words);
      const margin = plan.shape === 'words' && own.length >= 2 && !own.every((w) => titleSays(title, w)) ? RANKING.sectionLead : 0;
      // A section about what goes wrong ('Pitfalls' and what is under it) takes the lead by that
      // margin only for a symptom: 'content security policy nonce for scripts' asks how, and the
      // page answers it before the browser's messages do.
      const marginFor = (h: SearchHit): number => (plan.symptom || !isProblemSection(h.heading, h.parent) ? margin : 0);
      group.hits.forEach((h, i) => {
        if (i > 0 && h.answered > (best === 0 ? first.answered - marginFor(h) : (group.hits[best]?.answered ?? 0)) && !onlyJoiningWordsMore(h, first, title)) best = i;
      });
      // Else a section whose heading says the words of the query its page's title does not.
      if (best === 0) best = sectionSayingMore(own, title, group.hits.map((h) => (h.url.includes('#') ? labelOf(index.tables, h.id, h.heading).words : null)), alternatives, verbs);
      else {
        // Among the sections within that margin of the page, one whose heading says a word of the
        // query (or a task verb) the title does not leads, the one of them that answers most, even
        // where the section picked above answers more: 'build is very slow in
        // development' opens the performance guide on 'In development', not on a section whose text
        // happens to say one more of the words (session 39).
        let sayer = 0;
        group.hits.forEach((h, i) => {
          if (i === 0 || h.answered <= first.answered - marginFor(h)) return;
          const more = sectionSayingMore(own, title, [labelOf(index.tables, h.id, h.heading).words], alternatives, verbs) !== -1;
          if (more && (sayer === 0 || h.answered > (group.hits[sayer]?.answered ?? 0))) sayer = i;
        });
        if (sayer > 0) best = sayer;
      }
      if (best > 0) group.hits.unshift(...group.hits.splice(best, 1));
    }
  }
}
