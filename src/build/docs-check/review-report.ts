/** The review-record part of `npm run check:docs`: the table it prints and the failures it returns. */
import path from 'node:path';
import { readContentPages, readReviewRecord, reviewedPercent, reviewedVersions, reviewFailures, reviewStatus } from './review-record.ts';

/** The baseline key of the reviewed share (it only rises, like the coverage rows). */
export const REVIEWED_BASELINE_KEY = 'reviewed pages %';

/** Prints the review summary; returns failures and today's percentage (for `--update-baseline`). */
export async function reportReviews(root: string, baseline: Readonly<Record<string, number>>, options: { requireAll: boolean; verbose: boolean }): Promise<{ failures: string[]; percent: number }> {
  const contentDir = path.join(root, 'content');
  const record = await readReviewRecord(contentDir);
  const status = reviewStatus(record, await readContentPages(contentDir));
  const percent = reviewedPercent(status);
  const versions = reviewedVersions(record, status.current).map((v) => `webpack ${v.webpack}: ${v.pages}`);
  console.log(`\nFact-check review (content/.reviewed.json): ${status.reviewed} of ${status.total} pages reviewed (${percent}%)${versions.length === 0 ? '' : `; checked against ${versions.join(', ')}`}\n`);
  console.log('| section | pages | reviewed | claims checked | fixed |\n| --- | ---: | ---: | ---: | ---: |');
  for (const s of status.sections) console.log(`| ${s.section} | ${s.pages} | ${s.reviewed} | ${s.claims} | ${s.fixed} |`);
  const sum = (k: 'claims' | 'fixed'): number => status.sections.reduce((n, s) => n + s[k], 0);
  console.log(`| all | ${status.total} | ${status.reviewed} | ${sum('claims')} | ${sum('fixed')} |`);
  const list = (label: string, items: string[]): void => {
    if (items.length === 0) return;
    const shown = options.verbose ? items : items.slice(0, 15);
    console.log(`\n${label} (${items.length}): ${shown.join(', ')}${shown.length < items.length ? ', … (--verbose lists all)' : ''}`);
  };
  list('Pages never reviewed', status.never);
  list('Pages edited since their review', status.edited);
  list('Review entries for pages that no longer exist', status.stale);
  return { failures: reviewFailures(status, baseline[REVIEWED_BASELINE_KEY] ?? 0, options.requireAll), percent };
}
