/** The search index file's records as columns (codec.ts; the reference shard, shard.ts, uses them too). */
import { damaged, decodeNumbers, encodeNumbers } from './number-code.ts';
import type { SearchDoc } from './records.ts';

/**
 * Records as columns, one entry per record in each (`encodeDocs`): like data side by side is what
 * gzip compresses best.
 */
export interface DocColumns {
  /** Each record's page minus the page of the record before it (`encodeNumbers`). */
  page: string;
  /** Anchors, one line each; '' when the anchor is the heading's slug (`slugOf`). */
  anchor: string;
  /** Headings, one line each. */
  heading: string;
  /** Each record's id minus its parent's, 0 for none (`encodeNumbers`). */
  parent: string;
}

/** The heading id github-slugger gives a unique heading, so most anchors need not be stored. */
export function slugOf(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replaceAll(' ', '-');
}

/** Text with its tabs and line breaks made spaces, so it fits one field of a line. */
export const clean = (s: string): string => s.replace(/[\t\n]+/g, ' ');

/**
 * Records as columns (`DocColumns`); `first` is the id of the first one, so a later file (the
 * reference shard) continues the ids and may point at parents before it.
 */
export function encodeDocs(docs: readonly SearchDoc[], first = 0): DocColumns {
  const headings = docs.map((d) => clean(d.heading));
  return {
    page: encodeNumbers(docs.map((d, i) => d.page - (docs[i - 1]?.page ?? 0))),
    anchor: docs.map((d, i) => (d.anchor === slugOf(headings[i] ?? '') ? '' : clean(d.anchor))).join('\n'),
    heading: headings.join('\n'),
    parent: encodeNumbers(docs.map((d, i) => (d.parent === -1 ? 0 : first + i - d.parent))),
  };
}

/** Reads `encodeDocs` columns back; the first entry is record `first`. */
export function decodeDocs(columns: DocColumns, first = 0): SearchDoc[] {
  const pageSteps = decodeNumbers(columns.page);
  const parents = decodeNumbers(columns.parent);
  const headings = columns.heading.split('\n');
  const anchors = columns.anchor.split('\n');
  if (parents.length !== pageSteps.length || headings.length !== Math.max(1, pageSteps.length) || anchors.length !== headings.length) throw damaged('the record columns differ in length');
  let page = 0;
  return pageSteps.map((step, i): SearchDoc => {
    const heading = headings[i] ?? '';
    const anchor = anchors[i] ?? '';
    const parent = parents[i] ?? 0;
    page += step;
    return { page, anchor: anchor === '' ? slugOf(heading) : anchor, heading, parent: parent === 0 ? -1 : first + i - parent };
  });
}
