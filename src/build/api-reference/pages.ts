/**
 * Which page each reference entry lives on. The large classes and namespaces (and the ones
 * plugin authors reach for first) get a page each; the rest share pages by kind, in name order,
 * each page holding about `PAGE_WEIGHT` characters of signatures and descriptions, so the
 * reference stays a few dozen pages rather than a thousand tiny ones.
 */
import { slugOf } from './ids.ts';
import type { ApiEntry } from './model.ts';

/** Entries that always get their own page. */
const OWN_PAGE = new Set([
  'Compiler', 'Compilation', 'Stats', 'Module', 'NormalModule', 'Chunk', 'ChunkGraph', 'ModuleGraph', 'Dependency',
  'RuntimeModule', 'Template', 'WebpackError', 'MultiCompiler', 'Watching', 'NormalModuleFactory', 'JavascriptParser',
  'ContextModuleFactory', 'webpack',
]);

/** An entry of at least this weight gets its own page. */
const OWN_PAGE_WEIGHT = 25_000;
/** The weight a shared page fills up to. */
export const PAGE_WEIGHT = 40_000;

/** A page of the reference. */
export interface ReferencePage {
  /** URL slug under `/api/reference/`. */
  slug: string;
  /** Page title. */
  title: string;
  /** Its entries, in order. */
  entries: ApiEntry[];
  /** The kind of entry it holds, which heads its group on the reference's index. */
  category: Category;
}

/** Roughly how many characters an entry renders. */
export function weightOf(entry: ApiEntry): number {
  return entry.signature.length + entry.doc.length + entry.members.reduce((sum, m) => sum + 120 + m.doc.length + m.signatures.join('').length, 200);
}

/**
 * A shared page's title, short enough for the sidebar and the document title (at most 60
 * characters, so that with the site's name it stays within html-validate's 70): its first and last
 * entries' names, or, when those are too long, the first and how many more follow.
 */
export function pageTitle(category: string, names: readonly string[]): string {
  const first = names[0] ?? '';
  const last = names.at(-1) ?? first;
  const full = first === last ? `${category}: ${first}` : `${category}: ${first} to ${last}`;
  if (full.length <= 50) return full;
  const more = `${category}: ${first} and ${names.length - 1} more`;
  if (more.length <= 60) return more;
  // A long dotted namespace keeps its last segments ('…parser.tokTypes'): the document title ('… | webpack') stays within 70 characters.
  const titled = (tail: string): string => `${category}: ${tail === first ? first : `…${tail}`} +${names.length - 1} more`;
  let tail = first;
  while (titled(tail).length > 60 && tail.includes('.')) tail = tail.slice(tail.indexOf('.') + 1);
  return titled(tail);
}

/** The kinds of entry, in the order shared pages and the index list them. */
export const CATEGORIES = ['Classes', 'Plugins', 'Interfaces', 'Types', 'Namespaces'] as const;
/** A kind of entry: its shared pages' title prefix and its heading on the index. */
export type Category = (typeof CATEGORIES)[number];

/** The kind of an entry (a class named `…Plugin` is a plugin). */
export function categoryOf(entry: ApiEntry): Category {
  if (entry.kind === 'namespace') return 'Namespaces';
  if (entry.kind === 'class') return entry.name.endsWith('Plugin') ? 'Plugins' : 'Classes';
  return entry.kind === 'interface' ? 'Interfaces' : 'Types';
}

/** Splits the entries into pages: own pages first (by name), then shared pages by kind and name. */
export function assignPages(entries: readonly ApiEntry[], pageWeight = PAGE_WEIGHT): ReferencePage[] {
  const own: ReferencePage[] = [];
  const rest = new Map<Category, ApiEntry[]>(CATEGORIES.map((c) => [c, []]));
  for (const entry of entries) {
    if (OWN_PAGE.has(entry.name) || ((entry.kind === 'class' || entry.kind === 'namespace') && weightOf(entry) >= OWN_PAGE_WEIGHT)) {
      own.push({ slug: slugOf(entry.name), title: entry.name, entries: [entry], category: categoryOf(entry) });
    } else rest.get(categoryOf(entry))?.push(entry);
  }
  const shared: ReferencePage[] = [];
  for (const [category, list] of rest) {
    let current: ApiEntry[] = [];
    let weight = 0;
    const flush = (): void => {
      const first = current[0];
      const last = current.at(-1);
      if (first === undefined || last === undefined) return;
      shared.push({ slug: `${slugOf(category)}-${slugOf(first.name)}`, title: pageTitle(category, current.map((e) => e.name)), entries: current, category });
      current = [];
      weight = 0;
    };
    for (const entry of list) {
      const w = weightOf(entry);
      if (weight > 0 && weight + w > pageWeight) flush();
      current.push(entry);
      weight += w;
    }
    flush();
  }
  return [...own.sort((a, b) => a.title.localeCompare(b.title, 'en')), ...shared];
}
