/**
 * Matches the incumbent's section ids of one page to this site's headings of the same page, by
 * the option or API name a heading carries: `splitChunks.chunks` is the section `chunks` of the
 * split-chunks page, `Rule.use` the section `module.rules[].use`. A heading in words is matched
 * only when a reviewed entry names its section (`manual`); anything else stays unmapped, since a
 * link that lands at the top of the page is better than one that lands on the wrong section.
 */
import type { IncumbentHeading } from './slug.ts';

/** A heading of this site's page. */
export interface OurHeading {
  /** Its element id. */
  id: string;
  /** Its text. */
  text: string;
}

/** What became of one page's old ids. */
export interface PageMatch {
  /** Old id → our id. */
  mapped: Record<string, string>;
  /** Old ids this page already has. */
  already: string[];
  /** Old ids left unmapped, with the reason. */
  unmapped: { id: string; text: string; reason: string }[];
}

/**
 * The dotted name a heading spells, as lower-case segments (`splitChunks.cacheGroups.{cacheGroup}.test`
 * → `splitchunks cachegroups test`, `module.rules[].use` → `module rules use`, `stats.toJson(options)`
 * → `stats tojson`, `module.id (CommonJS)` → `module id`), or undefined for a heading in words.
 */
export function nameSegments(text: string): string[] | undefined {
  const bare = text
    .trim()
    // A note after the name (`module.id (CommonJS)`, `__webpack_hash__ (webpack-specific)`), unlike a call's `(options)`.
    .replace(/\s+\([^)]*\)$/, '')
    .replace(/\{[^}]*\}/g, '.')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\([^)]*\)$/, '');
  if (!/^[A-Za-z_$][\w$]*(\.+[\w$]+)*$/.test(bare)) return undefined;
  const segments = bare.split('.').filter((s) => s !== '');
  // One plain word (`Configuration`, `Examples`) is prose; one camel-cased (`UseEntry`) or underscored (`__dirname`) name, or a dotted path, is a name.
  if (segments.length === 1 && !/[a-z][A-Z]|^[a-z]+[A-Z]|_/.test(segments[0] ?? '')) return undefined;
  return segments.map((s) => s.toLowerCase());
}

/** The names one of our headings covers: `maxSize, maxAsyncSize, maxInitialSize` covers three. */
function headingNames(text: string): string[][] {
  const out: string[][] = [];
  for (const part of text.split(/\s*,\s*|\s+\/\s+|\s+or\s+|\s+and\s+/)) {
    const segments = nameSegments(part) ?? (/^[a-z][\w$]*$/.test(part.trim()) ? [part.trim().toLowerCase()] : undefined);
    if (segments !== undefined) out.push(segments);
  }
  return out;
}

/** `rule` and `rules` name the same thing in a path. */
function sameSegment(a: string, b: string): boolean {
  return a === b || `${a}s` === b || a === `${b}s`;
}

/** How many trailing segments two names share. */
function commonSuffix(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && sameSegment(a[a.length - 1 - n] ?? '', b[b.length - 1 - n] ?? '')) n++;
  return n;
}

/** The one heading whose name ends like `segments`, longest shared tail first; undefined when none, a reason when two tie. */
function bestByName(segments: readonly string[], ours: readonly OurHeading[]): { id: string } | { reason: string } | undefined {
  let best = 0;
  let ids = new Set<string>();
  for (const heading of ours) {
    for (const names of headingNames(heading.text)) {
      if (names[names.length - 1] !== segments[segments.length - 1]) continue;
      const score = commonSuffix(segments, names);
      if (score > best) {
        best = score;
        ids = new Set([heading.id]);
      } else if (score === best) ids.add(heading.id);
    }
  }
  if (ids.size === 0) return undefined;
  if (ids.size > 1) return { reason: `ambiguous: ${[...ids].join(', ')}` };
  return { id: [...ids][0] ?? '' };
}

/**
 * Maps each old id of a page that the page lacks: a reviewed entry first, then the section whose
 * name ends as the old heading's name does, then (for a name three or more deep, such as
 * `Rule.parser.parse`) the section of its parent name. Old ids the page already has are listed
 * as such; an id the page template uses (`reserved`, such as `further-reading`) is never mapped;
 * everything else is unmapped with the reason.
 */
export function matchPage(old: readonly IncumbentHeading[], ours: readonly OurHeading[], manual: Readonly<Record<string, string>> = {}, reserved: ReadonlySet<string> = new Set()): PageMatch {
  const ourIds = new Set(ours.map((h) => h.id));
  const result: PageMatch = { mapped: {}, already: [], unmapped: [] };
  for (const heading of old) {
    if (ourIds.has(heading.id)) {
      result.already.push(heading.id);
      continue;
    }
    if (reserved.has(heading.id)) {
      result.unmapped.push({ id: heading.id, text: heading.text, reason: 'an id of the page template' });
      continue;
    }
    const reviewed = manual[heading.id];
    if (reviewed !== undefined) {
      if (!ourIds.has(reviewed)) throw new Error(`reviewed match #${heading.id} → #${reviewed}: the page has no #${reviewed}`);
      result.mapped[heading.id] = reviewed;
      continue;
    }
    const segments = nameSegments(heading.text);
    if (segments === undefined) {
      result.unmapped.push({ id: heading.id, text: heading.text, reason: 'a heading in words with no reviewed match' });
      continue;
    }
    let found = bestByName(segments, ours);
    if (found === undefined && segments.length >= 3) found = bestByName(segments.slice(0, -1), ours);
    if (found === undefined) result.unmapped.push({ id: heading.id, text: heading.text, reason: 'no section of that name' });
    else if ('reason' in found) result.unmapped.push({ id: heading.id, text: heading.text, reason: found.reason });
    else result.mapped[heading.id] = found.id;
  }
  return result;
}
