/**
 * A name query that both a generated API reference entry and a hand-written section answer
 * (`emitAsset`: `Compilation.emitAsset` and the Compilation Object page's `emitAsset`) shows the
 * two together, one right below the other; the rest of the results keep their order. Which leads
 * follows the links between them (src/build/api-reference/integrate.ts) and how the query spells
 * the name:
 *
 * - a hook's entry has no description of its own and links to the section that explains it
 *   ('explained in Compilation Hooks › emit'), and a plugin class's entry stands for the plugin's own page: the
 *   hand-written section leads (`compiler.hooks.done`, `CleanPlugin`);
 * - for any other member, the one whose title is the query as typed leads: the qualified name
 *   (`Compilation.emitAsset`) is the entry's title, the bare name (`emitAsset`) the section's,
 *   which explains it and links to the entry for the full signature.
 *
 * It applies when the query holds names (`emitAsset`, `compiler.hooks.done`, `thisCompilation
 * hook`, `normalModuleFactory beforeResolve`); the pair is the best entry those names designate
 * (`designates`) and the best hand-written section (or page) titled by the last name's last part.
 */
import { isGeneratedReferenceUrl } from '../view-urls.ts';
import { isNameChunk } from './query-shape.ts';

/** What the ordering reads of a result group (`ResultGroup` in rank.ts). */
export interface PairGroup<H extends { heading: string } = { heading: string }> {
  /** Page URL. */
  url: string;
  /** Page title. */
  title: string;
  /** Hits, best first. */
  hits: H[];
}

/** Which of the two leads. */
export type PairOrder = 'entry-first' | 'section-first';

/** Which leads, for an entry's heading and the name in the query (both lower case): see the module comment. */
export function pairOrder(entryHeading: string, name: string): PairOrder {
  const heading = entryHeading.toLowerCase();
  if (heading.includes('.hooks.') || /plugin$/.test(heading)) return 'section-first';
  return heading === name ? 'entry-first' : 'section-first';
}

/** The names the query holds (lower case), in order: `compiler.hooks.done`; `normalmodulefactory`, `beforeresolve`. */
export function queryNames(query: string): string[] {
  // A call as a reader copies it (`compilation.emitAsset()`) names the member.
  return query
    .trim()
    .split(/\s+/)
    .map((chunk) => chunk.replace(/\(\)$/, ''))
    .filter(isNameChunk)
    .map((name) => name.replace(/^[('"`]+|[)'"`,;:]+$/g, '').toLowerCase());
}

/**
 * Whether an entry's heading (lower case) is what the names designate: one name that is the
 * heading or ends it (`emitasset`, `compilation.emitasset`), or several that are all parts of it,
 * the last one ending it (`normalmodulefactory beforeresolve` for `NormalModuleFactory.hooks.beforeResolve`).
 */
export function designates(heading: string, names: readonly string[]): boolean {
  const [only] = names;
  if (names.length === 1 && only !== undefined) return heading === only || heading.endsWith(`.${only}`);
  const parts = heading.split('.');
  const last = names.at(-1);
  return last !== undefined && parts.at(-1) === last && names.slice(0, -1).every((n) => parts.includes(n));
}

interface Found<G extends PairGroup> {
  group: G;
  hit: G['hits'][number];
}

const pathOf = (url: string): string => url.split('#')[0] ?? url;

/** The entry a name designates: a member (`Compilation.emitAsset`) or a plugin class whose qualified name is or ends with the name. */
function findEntry<G extends PairGroup>(groups: readonly G[], names: readonly string[]): Found<G> | undefined {
  for (const group of groups) {
    if (!isGeneratedReferenceUrl(pathOf(group.url))) continue;
    for (const hit of group.hits) {
      const heading = hit.heading.toLowerCase();
      if (heading === '' || !(heading.includes('.') || /plugin$/.test(heading))) continue;
      if (designates(heading, names)) return { group, hit };
    }
  }
  return undefined;
}

/** The hand-written section (or page) titled by the name's last part. */
function findSection<G extends PairGroup>(groups: readonly G[], last: string): Found<G> | undefined {
  for (const group of groups) {
    if (isGeneratedReferenceUrl(pathOf(group.url))) continue;
    for (const hit of group.hits) {
      const label = (hit.heading === '' ? group.title : hit.heading).toLowerCase();
      if (label === last) return { group, hit };
    }
  }
  return undefined;
}

/** The entry's group with the entry first (a reference page's group holds many members); a section's group keeps its order. */
function withEntryFirst<G extends PairGroup>(found: Found<G>): G {
  return { ...found.group, hits: [found.hit, ...found.group.hits.filter((h) => h !== found.hit)] };
}

/** Orders a reference entry and the hand-written section about the same name as the module comment says; other groups keep their places. */
export function orderReferencePair<G extends PairGroup>(groups: G[], query: string): G[] {
  const names = queryNames(query);
  if (names.length === 0) return groups;
  const entry = findEntry(groups, names);
  const last = names.at(-1)?.split('.').at(-1) ?? '';
  const section = entry === undefined ? undefined : findSection(groups, last);
  if (entry === undefined || section === undefined) return groups;
  const entryGroup = withEntryFirst(entry);
  const pair = pairOrder(entry.hit.heading, names.join('.')) === 'entry-first' ? [entryGroup, section.group] : [section.group, entryGroup];
  const at = Math.min(groups.indexOf(entry.group), groups.indexOf(section.group));
  const rest = groups.filter((g) => g !== entry.group && g !== section.group);
  rest.splice(at, 0, ...pair);
  return rest;
}
