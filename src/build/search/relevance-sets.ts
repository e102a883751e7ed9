/**
 * The relevance sets and their two file formats. The first set (`tests/search/relevance.json`,
 * 140 queries) names one page (and anchor) per query; the readers' set, split into a tuning half
 * (`relevance-tuning.json`) and a held-out half (`relevance-heldout.json`) by `split-set.ts`,
 * lists every acceptable result. Both are read into one shape: a query and what answers it.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../../..');

/** The kinds of query the first set covers. */
export const RELEVANCE_KINDS = ['option', 'hook', 'flag', 'api', 'concept', 'guide', 'loader', 'plugin', 'section', 'typo'] as const;

/** The kinds of query the readers' set covers. */
export const READER_KINDS = ['name', 'concept', 'task', 'symptom', 'legacy', 'typo'] as const;

/** A site path: the home page or a page's folder. */
const route = z.string().regex(/^\/(?:.*\/)?$/);

const singleCase = z.strictObject({ query: z.string().min(1), url: route, anchor: z.string().min(1).optional(), kind: z.enum(RELEVANCE_KINDS) });

const target = z.strictObject({ url: route, anchor: z.string().min(1).optional() });

const acceptCase = z.strictObject({ query: z.string().min(1), accept: z.array(target).min(1), kind: z.enum(READER_KINDS) });

/** A result that answers a query: a page, or one section of it when `anchor` is given. */
export type RelevanceTarget = z.infer<typeof target>;

/** One query and every result that answers it. */
export interface RelevanceCase {
  /** What the reader types. */
  query: string;
  /** Acceptable results; any one of them counts. */
  accept: RelevanceTarget[];
  /** The kind of query. */
  kind: string;
}

/** The sets the runner scores, by name, in the order it reports them. */
export const RELEVANCE_SETS = {
  /** The first set (140 queries, one answer each). */
  reference: path.join(root, 'tests/search/relevance.json'),
  /** The readers' set, half to tune ranking on. */
  tuning: path.join(root, 'tests/search/relevance-tuning.json'),
  /** The readers' set, half never looked at while tuning: only its totals are reported. */
  heldout: path.join(root, 'tests/search/relevance-heldout.json'),
  /** A second set to tune on (session 26), written as the second fresh set was: queries no earlier set holds. */
  tuning2: path.join(root, 'tests/search/relevance-tuning2.json'),
  /** The tuning half of the third set written that way (the held-out half is `fresh3`). */
  tuning3: path.join(root, 'tests/search/relevance-tuning3.json'),
  /** The tuning half of the fourth set (by four more areas of the docs; the held-out half is `fresh4`). */
  tuning4: path.join(root, 'tests/search/relevance-tuning4.json'),
  /** The tuning half of the fifth set (session 27: writing plugins and loaders, code splitting, configuring a project, shipping; the held-out half is `fresh5`). */
  tuning5: path.join(root, 'tests/search/relevance-tuning5.json'),
  /** The tuning half of the sixth set (session 28: rarer options, what runs in the browser, less written-about plugins and READMEs, newcomers and history; the held-out half is `fresh6`). */
  tuning6: path.join(root, 'tests/search/relevance-tuning6.json'),
  /** The tuning half of the seventh set (later in session 28: security and the web platform, debugging a build, structuring configuration, webpack as a library; the held-out half is `fresh7`). */
  tuning7: path.join(root, 'tests/search/relevance-tuning7.json'),
  /** The tuning half of the eighth set (later still in session 28: framework apps, Node.js and other runtimes, arriving from another tool, maintaining a setup; the held-out half is `fresh8`). */
  tuning8: path.join(root, 'tests/search/relevance-tuning8.json'),
  /** The tuning half of the ninth set (last in session 28: webpack's and the dev server's messages, runtime and loader errors, understanding the output, tooling around webpack; the held-out half is `fresh9`). */
  tuning9: path.join(root, 'tests/search/relevance-tuning9.json'),
  /** The tuning half of the tenth set (session 29: fast output for its readers, day-to-day development, writing loaders and plugins, modules and resolving; the held-out half is `fresh10`). */
  tuning10: path.join(root, 'tests/search/relevance-tuning10.json'),
  /** The tuning half of the eleventh set (session 30: getting started and the configuration, styles, assets and frameworks, output for libraries, Node.js and workers, when things go wrong or get slow; the held-out half is `fresh11`). */
  tuning11: path.join(root, 'tests/search/relevance-tuning11.json'),
  /** The tuning half of the twelfth set (session 35: code splitting and caching, working in development, extending webpack, shipping to production; the held-out half is `fresh12`). */
  tuning12: path.join(root, 'tests/search/relevance-tuning12.json'),
  /** The tuning half of the thirteenth set (session 37, after its ranking changes: configuring and running a project, what is not JavaScript, modules and targets, errors and moving over; the held-out half is `fresh13`). */
  tuning13: path.join(root, 'tests/search/relevance-tuning13.json'),
  /** The tuning half of the fourteenth set (session 38, after its ranking and readers'-words changes: production builds, extending webpack, the development loop, tools and frameworks; the held-out half is `fresh14`). */
  tuning14: path.join(root, 'tests/search/relevance-tuning14.json'),
  /** The tuning half of the fifteenth set (session 39, after its first ranking changes: configuring the build in detail, troubleshooting and upgrading, assets and styles, shipping and scaling; the held-out half is `fresh15`). */
  tuning15: path.join(root, 'tests/search/relevance-tuning15.json'),
  /** The tuning half of the sixteenth set (session 40, before its ranking changes: writing plugins and loaders, fast builds and small output, webpack with other tools, running and debugging; asked for the long tail; the held-out half is `fresh16`). */
  tuning16: path.join(root, 'tests/search/relevance-tuning16.json'),
} as const;

/** A set's name. */
export type RelevanceSetName = keyof typeof RELEVANCE_SETS;

/** The later tuning sets (`tuning2`, `tuning3`, ...), written as the fresh sets were, in order. */
export const LATER_TUNING_SETS = (Object.keys(RELEVANCE_SETS) as RelevanceSetName[]).filter((name) => /^tuning\d+$/.test(name));

/**
 * A fresh held-out set, written by someone else after the ranking work and never seen by it.
 * Scored only when the file exists, and reported by its aggregates alone (totals and kinds).
 */
export const FRESH_SET = path.join(root, 'tests/search/relevance-fresh.json');

/**
 * A second fresh set (session 26), written the same way by four others after the refreshed labels'
 * held-out figure had been read, less every query that repeats one of another set: held out as a
 * whole and reported like the first fresh set, by its aggregates alone.
 */
export const FRESH2_SET = path.join(root, 'tests/search/relevance-fresh2.json');

/** The later fresh sets by name, each held out as a whole and reported by its aggregates alone. */
export const LATER_FRESH_SETS = {
  fresh2: FRESH2_SET,
  /** Half of 99 queries written as the second fresh set was, after it had been read (the other half is `tuning3`). */
  fresh3: path.join(root, 'tests/search/relevance-fresh3.json'),
  /** Half of 156 queries written the same way over four other areas of the docs (the other half is `tuning4`). */
  fresh4: path.join(root, 'tests/search/relevance-fresh4.json'),
  /** Half of 144 queries written the same way in session 27 over four more areas (the other half is `tuning5`). */
  fresh5: path.join(root, 'tests/search/relevance-fresh5.json'),
  /** Half of 144 queries written the same way in session 28 over four more areas (the other half is `tuning6`). */
  fresh6: path.join(root, 'tests/search/relevance-fresh6.json'),
  /** Half of 169 queries written the same way later in session 28, after the sixth set's tuning (the other half is `tuning7`). */
  fresh7: path.join(root, 'tests/search/relevance-fresh7.json'),
  /** Half of 131 queries written the same way after the seventh set's tuning (the other half is `tuning8`). */
  fresh8: path.join(root, 'tests/search/relevance-fresh8.json'),
  /** Half of 123 queries written the same way after the eighth set's tuning, more of them pasted messages (the other half is `tuning9`). */
  fresh9: path.join(root, 'tests/search/relevance-fresh9.json'),
  /** Half of 114 queries written the same way in session 29, after the ninth set's tuning (164 of the 280 written repeated a query of another set and were dropped; the other half is `tuning10`). */
  fresh10: path.join(root, 'tests/search/relevance-fresh10.json'),
  /** Half of 103 queries written the same way in session 30, before that session's tuning (175 of the 280 written repeated a query of another set and were dropped, 2 had no answer; the other half is `tuning11`). */
  fresh11: path.join(root, 'tests/search/relevance-fresh11.json'),
  /** Half of the queries written the same way in session 35, after its one ranking change (the repeats of another set and those nothing answers dropped; the other half is `tuning12`). */
  fresh12: path.join(root, 'tests/search/relevance-fresh12.json'),
  /** Half of the queries written the same way in session 37, after its ranking changes (199 of the 280 written repeated a query of another set, 2 had no answer; the other half is `tuning13`). */
  fresh13: path.join(root, 'tests/search/relevance-fresh13.json'),
  /** Half of the queries written the same way in session 38, after its changes (198 of the 280 written repeated a query of another set, 1 had no answer; the other half is `tuning14`). */
  fresh14: path.join(root, 'tests/search/relevance-fresh14.json'),
  /** Half of the queries written the same way in session 39, after its first ranking changes (182 of the 280 written repeated a query of another set, 2 one of the same set, 3 had no answer; the other half is `tuning15`). */
  fresh15: path.join(root, 'tests/search/relevance-fresh15.json'),
  /** Half of the queries written the same way at the start of session 40 (145 of the 280 written repeated a query of another set, 3 had no answer; the other half is `tuning16`). */
  fresh16: path.join(root, 'tests/search/relevance-fresh16.json'),
} as const;

/** A later fresh set's name. */
export type LaterFreshName = keyof typeof LATER_FRESH_SETS;

/**
 * Blind judgments of results the sets' labels did not foresee (`tests/search/relevance-judged.json`):
 * a judge who never saw the labels nor which set a query belongs to read the first results of each
 * missed query (with labelled answers mixed in, unmarked, as a control) and said whether each
 * answers it. Scored beside the labels, never instead of them.
 */
export const JUDGED_FILE = path.join(root, 'tests/search/relevance-judged.json');

const judgment = z.strictObject({ query: z.string().min(1), url: z.string().regex(/^\/.*\/(?:#.+)?$/), verdict: z.enum(['answers', 'partial', 'no']), reason: z.string() });

/** One judged result: whether the page or section at `url` answers `query`. */
export type Judgment = z.infer<typeof judgment>;

/** Reads the judgments; an empty list when the file is absent. */
export async function loadJudgments(file: string = JUDGED_FILE): Promise<Judgment[]> {
  return (await loadOptionalFile(file, z.object({ method: z.string(), judgments: z.array(judgment) })))?.judgments ?? [];
}

/** A JSON file read with `schema`: undefined when the file is absent, an error naming it when malformed. */
async function loadOptionalFile<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  try {
    await access(file);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** A page or section URL as a target. */
function targetOf(url: string): RelevanceTarget {
  const [page = '', anchor] = url.split('#');
  return anchor === undefined ? { url: page } : { url: page, anchor };
}

/** The cases with every result judged to answer them added to what they accept. */
export function withJudgments(cases: readonly RelevanceCase[], judgments: readonly Judgment[]): RelevanceCase[] {
  const byQuery = new Map<string, RelevanceTarget[]>();
  for (const j of judgments) {
    if (j.verdict !== 'answers') continue;
    byQuery.set(j.query, [...(byQuery.get(j.query) ?? []), targetOf(j.url)]);
  }
  return cases.map((c) => ({ ...c, accept: [...c.accept, ...(byQuery.get(c.query) ?? [])] }));
}

/**
 * Refreshed labels of the readers' two halves (`tests/search/relevance-refreshed.json`): every
 * query relabelled from today's documents by helpers who never saw the search, the sets' names or
 * any result (its `method` says how). The issue's targets are read on them since session 25; the
 * labels they replace were written before much of the content and are still reported.
 */
export const REFRESHED_FILE = path.join(root, 'tests/search/relevance-refreshed.json');

const pageOrSection = z.string().regex(/^\/.*\/(?:#.+)?$/);

const refreshedEntry = z.strictObject({ query: z.string().min(1), accept: z.array(pageOrSection), reference: z.array(pageOrSection).min(1).optional(), note: z.string().optional() });

/** One query's refreshed label: what answers it (`accept`; empty when nothing on the site does) and the generated reference entries kept apart. */
export type RefreshedLabel = z.infer<typeof refreshedEntry>;

/** Reads the refreshed labels; an empty list when the file is absent. */
export async function loadRefreshed(file: string = REFRESHED_FILE): Promise<RefreshedLabel[]> {
  return (await loadOptionalFile(file, z.object({ method: z.string(), refreshed: z.array(refreshedEntry) })))?.refreshed ?? [];
}

/**
 * The cases with their refreshed labels in place of their own (with the reference entries too
 * when `reference`), and the queries nothing on the site answers left out; a case without a
 * refreshed label is an error (the file must cover both halves).
 */
export function withRefreshed(cases: readonly RelevanceCase[], refreshed: readonly RefreshedLabel[], options: { reference?: boolean } = {}): { cases: RelevanceCase[]; unanswerable: number } {
  const byQuery = new Map(refreshed.map((r) => [r.query, r]));
  const out: RelevanceCase[] = [];
  let unanswerable = 0;
  for (const c of cases) {
    const label = byQuery.get(c.query);
    if (label === undefined) throw new Error(`${path.relative(root, REFRESHED_FILE)} has no label for '${c.query}'`);
    const urls = [...label.accept, ...(options.reference === true ? (label.reference ?? []) : [])];
    if (label.accept.length === 0) unanswerable += 1;
    else out.push({ ...c, accept: urls.map(targetOf) });
  }
  return { cases: out, unanswerable };
}

/** The default relevance file (the first set). */
export const RELEVANCE_FILE = RELEVANCE_SETS.reference;

/** Reads and validates a relevance file of either format. */
export async function loadRelevanceCases(file: string = RELEVANCE_FILE): Promise<RelevanceCase[]> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  const parsed = z.object({ cases: z.array(z.union([singleCase, acceptCase])) }).safeParse(raw);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data.cases.map((c) =>
    'accept' in c ? c : { query: c.query, kind: c.kind, accept: [c.anchor === undefined ? { url: c.url } : { url: c.url, anchor: c.anchor }] },
  );
}

/** Reads a relevance file that may be absent: null when there is no such file. */
export async function loadOptionalCases(file: string): Promise<RelevanceCase[] | null> {
  try {
    await access(file);
  } catch {
    return null;
  }
  return loadRelevanceCases(file);
}

/** Whether a result URL is a target: the exact anchor when one is given, else any record of the page. */
export function answersTarget(resultUrl: string, expected: RelevanceTarget): boolean {
  if (expected.anchor !== undefined) return resultUrl === `${expected.url}#${expected.anchor}`;
  return resultUrl === expected.url || resultUrl.startsWith(`${expected.url}#`);
}

/** Whether a result URL answers a case (any of its targets). */
export function answers(resultUrl: string, expected: RelevanceCase): boolean {
  return expected.accept.some((t) => answersTarget(resultUrl, t));
}

/** A case's targets as one line: `url#anchor | url`. */
export function describeTargets(c: RelevanceCase): string {
  return c.accept.map((t) => (t.anchor === undefined ? t.url : `${t.url}#${t.anchor}`)).join(' | ');
}
