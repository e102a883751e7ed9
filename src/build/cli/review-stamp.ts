/**
 * `npm run review:stamp -- content/<page>.md --claims N --fixed M [--date YYYY-MM-DD]`: writes or
 * replaces one page's entry in `content/.reviewed.json` (hash computed from the page as it is now,
 * keys sorted), so reviewers and merges never hand-compute hashes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatReviewRecord, pageHash, readReviewRecord, REVIEW_FILE, stampPage } from '../docs-check/review-record.ts';
import { info } from '../log.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const contentDir = path.join(root, 'content');

function count(args: string[], flag: string): number {
  const i = args.indexOf(flag);
  const value = i === -1 ? undefined : Number(args[i + 1]);
  if (value === undefined || !Number.isInteger(value) || value < 0) throw new Error(`${flag} N is required (a whole number ≥ 0)`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && !['--claims', '--fixed', '--date'].includes(args[i - 1] ?? ''));
  if (file === undefined) throw new Error('usage: npm run review:stamp -- content/<page>.md --claims N --fixed M [--date YYYY-MM-DD]');
  const page = path.relative(contentDir, path.resolve(process.cwd(), file)).split(path.sep).join('/');
  if (page.startsWith('..') || !page.endsWith('.md')) throw new Error(`${file} is not a page under content/`);
  const claims = count(args, '--claims');
  const fixed = count(args, '--fixed');
  if (fixed > claims) throw new Error('--fixed cannot exceed --claims');
  const dateArg = args.indexOf('--date');
  const reviewed = dateArg === -1 ? new Date().toISOString().slice(0, 10) : (args[dateArg + 1] ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(reviewed)) throw new Error('--date must be YYYY-MM-DD');
  const hash = pageHash(await readFile(path.join(contentDir, page), 'utf8'));
  const version = (createRequire(import.meta.url)('webpack/package.json') as { version: string }).version;
  const record = stampPage(await readReviewRecord(contentDir), page, { hash, claims, fixed, reviewed }, version);
  await writeFile(path.join(contentDir, REVIEW_FILE), formatReviewRecord(record));
  info(`${page}: hash ${hash}, ${claims} claims, ${fixed} fixed, reviewed ${reviewed}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
