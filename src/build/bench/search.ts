/**
 * Search figures, when the search feature is present: its own benchmark entry
 * (`src/build/search/bench.ts`, `benchSearch`) or else its relevance runner
 * (`src/build/search/relevance.ts`, `runRelevance`). Loaded by path at run time so the
 * benchmark keeps working while that feature changes shape or is absent.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const searchDir = path.resolve(import.meta.dirname, '../search');

/** Calls the first search entry point that exists; resolves `{ skipped }` when none does. */
export async function benchSearchFigures(dir: string): Promise<unknown> {
  const candidates: Array<[file: string, fn: string]> = [
    ['bench.ts', 'benchSearch'],
    ['relevance.ts', 'runRelevance'],
  ];
  for (const [file, fn] of candidates) {
    const full = path.join(searchDir, file);
    if (!existsSync(full)) continue;
    const mod = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
    const entry = mod[fn];
    if (typeof entry === 'function') return (await (entry as (options: { dir: string }) => Promise<unknown>)({ dir })) ?? null;
  }
  return { skipped: 'no search benchmark or relevance runner in src/build/search' };
}

/** A property of a value of unknown shape (the search module's figures), or undefined. */
const get = (obj: unknown, key: string): unknown => (typeof obj === 'object' && obj !== null ? (obj as Record<string, unknown>)[key] : undefined);

/** A share as a percentage to a tenth: 89.7% is not 90%. */
export const percent = (v: number): string => `${(v * 100).toFixed(1)}%`;

/** A few headline numbers from whatever the search module returned, for the table. */
export function searchHeadline(figures: unknown): Array<[string, string]> {
  if (typeof figures !== 'object' || figures === null) return [];
  const f = figures as Record<string, unknown>;
  const rows: Array<[string, string]> = [];
  const num = (v: unknown, digits = 0): string => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : '–');
  if ('skipped' in f) rows.push(['search', String(f['skipped'])]);
  const index = get(f, 'index');
  if (index !== undefined) rows.push(['search index (raw / gzip)', `${num(get(index, 'raw'))} / ${num(get(index, 'gzip'))} B`]);
  const reference = get(f, 'reference');
  if (reference !== undefined && reference !== null) rows.push(['search reference shard, on first query (raw / gzip)', `${num(get(reference, 'raw'))} / ${num(get(reference, 'gzip'))} B`]);
  const warm = get(f, 'warm');
  if (warm !== undefined) rows.push(['search warm query (median / p95)', `${num(get(warm, 'medianMs'), 2)} / ${num(get(warm, 'p95Ms'), 2)} ms`]);
  const cold = get(f, 'cold');
  if (cold !== undefined && cold !== null) rows.push(['search cold, first keystroke to results', `${num(get(cold, 'firstKeystrokeMs'))} ms`]);
  const pct = (v: unknown): string => (typeof v === 'number' ? percent(v) : '–');
  const sets = get(f, 'relevanceSets');
  // Every relevance set by name (the first set, the readers' tuning and held-out halves), else the one set.
  const named: Array<[string, unknown]> = typeof sets === 'object' && sets !== null ? Object.entries(sets) : [['', get(f, 'relevance') ?? f]];
  for (const [name, relevance] of named) {
    const hit1 = get(relevance, 'hitAt1');
    if (typeof hit1 !== 'number') continue;
    const mrr = get(relevance, 'mrr');
    const label = `search relevance${name === '' ? '' : ` (${name})`} hit@1 / hit@5${mrr === undefined ? '' : ' / MRR'}`;
    rows.push([label, `${pct(hit1)} / ${pct(get(relevance, 'hitAt5'))}${mrr === undefined ? '' : ` / ${num(mrr, 3)}`}`]);
  }
  // The readers' sets again with the blind judgments added to their labels, when there are any.
  const judged = get(f, 'judgedSets');
  for (const [name, relevance] of typeof judged === 'object' && judged !== null ? Object.entries(judged) : []) {
    rows.push([`search relevance (${name}, labels + blind judgments) hit@1 / hit@5 / MRR`, `${pct(get(relevance, 'hitAt1'))} / ${pct(get(relevance, 'hitAt5'))} / ${num(get(relevance, 'mrr'), 3)}`]);
  }
  // The readers' halves on their refreshed labels, where the issue's targets are read.
  const refreshed = get(f, 'refreshedSets');
  for (const [name, relevance] of typeof refreshed === 'object' && refreshed !== null ? Object.entries(refreshed) : []) {
    rows.push([`search relevance (${name}, refreshed labels) hit@1 / hit@5 / MRR`, `${pct(get(relevance, 'hitAt1'))} / ${pct(get(relevance, 'hitAt5'))} / ${num(get(relevance, 'mrr'), 3)}`]);
  }
  // The tuning queries in other forms readers type: how many of those a form changes lose their first place.
  const variants = get(f, 'variants');
  for (const [form, counts] of typeof variants === 'object' && variants !== null ? Object.entries(variants) : []) {
    rows.push([`search, tuning queries ${form}: first place lost / gained`, `${num(get(counts, 'lost'))} / ${num(get(counts, 'gained'))} of ${num(get(counts, 'changed'))}`]);
  }
  return rows;
}

/** The held-out half's hit@1 and hit@5 on its refreshed labels (where issue #23's targets are read), when the figures have them. */
export function refreshedHeldout(figures: unknown): { hitAt1: number; hitAt5: number } | undefined {
  const heldout = get(get(figures, 'refreshedSets'), 'heldout');
  const [hitAt1, hitAt5] = [get(heldout, 'hitAt1'), get(heldout, 'hitAt5')];
  return typeof hitAt1 === 'number' && typeof hitAt5 === 'number' ? { hitAt1, hitAt5 } : undefined;
}
