/**
 * The fact-check review record, `content/.reviewed.json`: which page was reviewed against which
 * webpack, at which content hash, with how many claims checked and fixed. A page counts as
 * reviewed only while its current hash equals the recorded one, so an edit after review shows.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One reviewed page. */
export interface ReviewEntry {
  /** First 16 hex characters of the SHA-256 of the page source (CRLF as LF, less its `asks` and `about`: `reviewedText`) after the review's fixes. */
  hash: string;
  /** Checkable claims verified. */
  claims: number;
  /** Claims that were wrong or imprecise and were corrected. */
  fixed: number;
  /** Day of the review, `YYYY-MM-DD`. */
  reviewed: string;
  /** The webpack version installed when the page was stamped; absent in entries older than the field (the record's `webpack` then). */
  webpack?: string;
}

/** The whole record. */
export interface ReviewRecord {
  /** The webpack version of the first reviews: the version of every entry that names none. */
  webpack: string;
  /** Page path under `content/` → entry. */
  pages: Record<string, ReviewEntry>;
}

/** Where the record lives, relative to the content folder. */
export const REVIEW_FILE = '.reviewed.json';

/**
 * The page as the review covers it: its source (CRLF as LF) less the frontmatter's `asks` and
 * `about`, the words only search reads (issue #23). They are never shown on the page, so they make
 * no claim a reader sees, and adding or rewording them leaves the review standing.
 */
export function reviewedText(source: string): string {
  const text = source.replace(/\r\n/g, '\n');
  if (!text.startsWith('---\n')) return text;
  const end = text.indexOf('\n---\n', 3);
  if (end === -1) return text;
  return text.slice(0, end + 1).replace(/^(?:asks|about):[^\n]*\n(?:[ \t-][^\n]*\n)*/gm, '') + text.slice(end + 1);
}

/** The page hash the record stores: of `reviewedText`. */
export function pageHash(source: string): string {
  return createHash('sha256').update(reviewedText(source)).digest('hex').slice(0, 16);
}

/** Reads the record; a missing file is an empty record (every page unreviewed). */
export async function readReviewRecord(contentDir: string): Promise<ReviewRecord> {
  const text = await readFile(path.join(contentDir, REVIEW_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return { webpack: '', pages: {} };
  const parsed = JSON.parse(text) as Partial<ReviewRecord>;
  return { webpack: parsed.webpack ?? '', pages: parsed.pages ?? {} };
}

/** The record as committed: 2-space JSON, page keys sorted, entry keys in a fixed order. */
export function formatReviewRecord(record: ReviewRecord): string {
  const pages = Object.fromEntries(
    Object.keys(record.pages)
      .sort()
      .map((key) => {
        const e = record.pages[key] as ReviewEntry;
        return [key, { hash: e.hash, claims: e.claims, fixed: e.fixed, reviewed: e.reviewed, ...(e.webpack === undefined ? {} : { webpack: e.webpack }) }];
      }),
  );
  return `${JSON.stringify({ webpack: record.webpack, pages }, null, 2)}\n`;
}

/** The record with one page's entry written or replaced. */
export function stampPage(record: ReviewRecord, page: string, entry: ReviewEntry, webpackVersion: string): ReviewRecord {
  return { webpack: record.webpack === '' ? webpackVersion : record.webpack, pages: { ...record.pages, [page]: { ...entry, webpack: webpackVersion } } };
}

/** The webpack version each reviewed page was checked against, newest first, with its page count. */
export function reviewedVersions(record: ReviewRecord, reviewed: readonly string[]): Array<{ webpack: string; pages: number }> {
  const counts = new Map<string, number>();
  for (const page of reviewed) {
    const version = record.pages[page]?.webpack ?? record.webpack;
    counts.set(version, (counts.get(version) ?? 0) + 1);
  }
  const parts = (v: string): number[] => v.split('.').map(Number);
  const newer = (a: string, b: string): number => {
    const [x, y] = [parts(a), parts(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
    return 0;
  };
  return [...counts].map(([webpack, pages]) => ({ webpack, pages })).sort((a, b) => newer(a.webpack, b.webpack));
}

/** Every page source under the content folder: path under it → text. */
export async function readContentPages(contentDir: string): Promise<Map<string, string>> {
  const files = (await readdir(contentDir, { recursive: true })).filter((f) => f.endsWith('.md')).map((f) => f.split(path.sep).join('/'));
  const out = new Map<string, string>();
  for (const file of files.sort()) out.set(file, await readFile(path.join(contentDir, file), 'utf8'));
  return out;
}

/** Totals of one section (top folder of `content/`, `(root)` for top-level pages). */
export interface SectionReview {
  section: string;
  pages: number;
  reviewed: number;
  claims: number;
  fixed: number;
}

/** What the record says about today's pages. */
export interface ReviewStatus {
  total: number;
  reviewed: number;
  /** Pages with no entry. */
  never: string[];
  /** Pages whose source changed after their review. */
  edited: string[];
  /** Pages reviewed at their current hash. */
  current: string[];
  /** Entries for pages that no longer exist. */
  stale: string[];
  sections: SectionReview[];
}

const sectionOf = (page: string): string => (page.includes('/') ? (page.split('/')[0] as string) : '(root)');

/** Compares the record with the current page sources. Claims count only for pages still reviewed. */
export function reviewStatus(record: ReviewRecord, pages: ReadonlyMap<string, string>): ReviewStatus {
  const status: ReviewStatus = { total: pages.size, reviewed: 0, never: [], edited: [], current: [], stale: [], sections: [] };
  const sections = new Map<string, SectionReview>();
  for (const [page, source] of pages) {
    const name = sectionOf(page);
    const section = sections.get(name) ?? { section: name, pages: 0, reviewed: 0, claims: 0, fixed: 0 };
    sections.set(name, section);
    section.pages++;
    const entry = record.pages[page];
    if (entry === undefined) status.never.push(page);
    else if (entry.hash !== pageHash(source)) status.edited.push(page);
    else {
      status.reviewed++;
      status.current.push(page);
      section.reviewed++;
      section.claims += entry.claims;
      section.fixed += entry.fixed;
    }
  }
  status.stale = Object.keys(record.pages).filter((p) => !pages.has(p));
  status.sections = [...sections.values()].sort((a, b) => a.section.localeCompare(b.section));
  return status;
}

/** Reviewed share with one decimal, as a number. */
export function reviewedPercent(status: Pick<ReviewStatus, 'reviewed' | 'total'>): number {
  return status.total === 0 ? 100 : Math.floor((1000 * status.reviewed) / status.total) / 10;
}

/** Why the record fails the check: edited pages always; a drop below the ratchet; anything unreviewed when required. */
export function reviewFailures(status: ReviewStatus, baselinePercent: number, requireAll: boolean): string[] {
  const failures = status.edited.map((p) => `content/${p}: edited after its review (hash differs); review it again and run \`npm run review:stamp -- content/${p} --claims N --fixed M\``);
  const now = reviewedPercent(status);
  if (now < baselinePercent) failures.push(`reviewed pages: ${now}% < baseline ${baselinePercent}%`);
  if (requireAll) failures.push(...status.never.map((p) => `content/${p}: never reviewed`));
  return failures;
}
