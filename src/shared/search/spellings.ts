/**
 * The ways a query may be written that a title or heading can equal (rank.ts compares each label
 * with them): the query itself, its words joined ('runtime chunk' → `runtimeChunk`), neighbouring
 * words as a dotted name, a verb before its object as the object's method, the words left
 * without the site's name, and the query with each synonym in place of the words it stands for.
 */
import { labelMatch } from './labels.ts';
import { chunksOf, type QueryPlan } from './query-plan.ts';
import { isTaskFiller } from './query-shape.ts';
import { RANKING } from './ranking-params.ts';

/** The query and its expansions written out ('source maps' → 'devtool'), with how much a label equal to each counts. */
export function spellings(plan: QueryPlan): Array<[text: string, weight: number]> {
  const words = plan.normalized.split(' ');
  // '[name]' is a placeholder, not an option called 'name': a heading that says the bare word is not its definition.
  const placeholders = plan.expansions.some((e) => e.placeholder === true && e.covers.length === words.length);
  const out: Array<[string, number]> = [[plan.normalized, placeholders ? 0.3 : 1]];
  // The words left without the site's name and stop words: 'webpack info' asks for the command
  // `info`. Not without a task's verb: 'create a library' asks how to make one, not for `output.library`.
  const kept = plan.chunks.flatMap((list) => list.filter((t) => t.whole && !t.stop).map((t) => t.term));
  const verbLeft = words.some((w) => w !== 'webpack' && isTaskFiller(w));
  if (plan.shape === 'words' && !verbLeft && kept.length > 0 && kept.join(' ') !== plan.normalized) out.push([kept.join(' '), RANKING.keptWords]);
  // 'runtime chunk' spells `runtimeChunk`: a name heading whose name the words make is not a deep name.
  if (plan.shape === 'words' && words.length >= 2 && words.length <= 3) out.push([words.join(''), 0.8]);
  // In a longer query two neighbouring words may name an option: 'remove hash from output filename' names `output.filename`.
  if (plan.shape === 'words' && words.length >= 4) for (let i = 0; i + 1 < words.length; i += 1) out.push([`${words[i]}.${words[i + 1]}`, RANKING.pairName]);
  // A verb before its object names the object's method: 'close compiler' names `compiler.close()`.
  if (plan.shape === 'words' && words.length >= 2) for (let i = 0; i + 1 < words.length; i += 1) out.push([`${words[i + 1]}.${words[i]}`, RANKING.pairName]);
  for (const e of plan.expansions) {
    const replaced = words.flatMap((w, i) => (e.covers[0] === i ? [chunksOf(e.text).normalized] : e.covers.includes(i) ? [] : [w]));
    out.push([replaced.join(' '), 0.9]);
  }
  // A word in its other number ('css module' is the heading 'CSS Modules'), when the index holds it;
  // not a lone word, whose number tells things apart ('chunk' the concept, `chunks` an option's name).
  if (plan.shape === 'words' && words.length >= 2) for (const { chunk, terms } of plan.forms) for (const other of terms.filter((t) => isOtherNumber(words[chunk] ?? '', t))) out.push([words.map((w, i) => (i === chunk ? other : w)).join(' '), RANKING.otherNumber]);
  return out;
}

/** Whether `other` is `word`'s plural or singular ('module'/'modules', 'library'/'libraries', 'match'/'matches'). */
export function isOtherNumber(word: string, other: string): boolean {
  const plural = (w: string): string[] => [`${w}s`, `${w}es`, ...(/[^aeiou]y$/.test(w) ? [`${w.slice(0, -1)}ies`] : [])];
  return word.length >= 3 && other.length >= 3 && (plural(word).includes(other) || plural(other).includes(word));
}

/** The best match of a label with any spelling of the query. */
export function bestMatch(label: string, forms: ReadonlyArray<[string, number]>): number {
  let best = 0;
  for (const [text, weight] of forms) best = Math.max(best, labelMatch(label, text) * weight);
  return best;
}
