import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatReviewRecord, pageHash, reviewedText, readContentPages, readReviewRecord, reviewedPercent, reviewedVersions, reviewFailures, reviewStatus, stampPage, type ReviewRecord } from './review-record.ts';

const entry = (source: string, claims = 10, fixed = 1): ReviewRecord['pages'][string] => ({ hash: pageHash(source), claims, fixed, reviewed: '2026-11-25' });

describe('review record', () => {
  it('hashes like the documented one-liner, CRLF as LF', () => {
    expect(pageHash('a\nb\n')).toBe(pageHash('a\r\nb\r\n'));
    expect(pageHash('# x\n')).toBe('253b610bd786f254');
    expect(pageHash('# x\n')).not.toBe(pageHash('# y\n'));
  });

  it("leaves the frontmatter's asks out of the hash, and nothing else", () => {
    const page = '---\ntitle: Cache\nsort: 9\n---\n\nBody.\n';
    const withAsks = '---\ntitle: Cache\nasks:\n  page: [persistent caching]\n  cachetype: [store the cache on disk]\nsort: 9\n---\n\nBody.\n';
    expect(reviewedText(withAsks)).toBe(page);
    expect(pageHash(withAsks)).toBe(pageHash(page));
    expect(pageHash('---\ntitle: Cache\nasks: {page: [a b]}\n---\n\nBody.\n')).toBe(pageHash('---\ntitle: Cache\n---\n\nBody.\n'));
    // The same words in the body, or another key of the frontmatter, still count.
    expect(pageHash('---\ntitle: Cache\n---\n\nasks:\n  page: [x]\n')).not.toBe(pageHash('---\ntitle: Cache\n---\n\n'));
    expect(pageHash(withAsks.replace('sort: 9', 'sort: 8'))).not.toBe(pageHash(page));
  });

  it("leaves the frontmatter's about out of the hash too, beside asks", () => {
    const page = '---\ntitle: React\nsort: 9\n---\n\nBody.\n';
    expect(reviewedText('---\ntitle: React\nabout: [react, jsx]\nasks:\n  page: [jsx]\nsort: 9\n---\n\nBody.\n')).toBe(page);
    expect(reviewedText('---\ntitle: React\nabout:\n  - react\nsort: 9\n---\n\nBody.\n')).toBe(page);
    expect(reviewedText('---\ntitle: React\nabout:\n- react\n- jsx\nsort: 9\n---\n\nBody.\n')).toBe(page);
  });

  it('counts a page as reviewed only while its hash matches; an edited-but-unreviewed page fails', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reviewed-'));
    await mkdir(path.join(dir, 'configuration'));
    await mkdir(path.join(dir, 'api'));
    await writeFile(path.join(dir, 'configuration/output.md'), '# Output\n');
    await writeFile(path.join(dir, 'api/cli.md'), '# CLI\n');
    await writeFile(path.join(dir, 'glossary.md'), '# Glossary\n');
    const record: ReviewRecord = { webpack: '5.112.2', pages: { 'configuration/output.md': entry('# Output\n', 118, 3), 'api/cli.md': entry('# CLI\n', 20, 0) } };
    await writeFile(path.join(dir, '.reviewed.json'), formatReviewRecord(record));
    const pages = await readContentPages(dir);
    const clean = reviewStatus(await readReviewRecord(dir), pages);
    expect(clean).toMatchObject({ total: 3, reviewed: 2, never: ['glossary.md'], edited: [] });
    expect(clean.sections.find((s) => s.section === 'configuration')).toEqual({ section: 'configuration', pages: 1, reviewed: 1, claims: 118, fixed: 3 });
    expect(reviewFailures(clean, 66.6, false)).toEqual([]);
    expect(reviewFailures(clean, 0, true)).toEqual(['content/glossary.md: never reviewed']);

    // The seeded edit: the page changes after its review.
    await writeFile(path.join(dir, 'configuration/output.md'), '# Output\n\nA new sentence nobody checked.\n');
    const edited = reviewStatus(await readReviewRecord(dir), await readContentPages(dir));
    expect(edited).toMatchObject({ reviewed: 1, edited: ['configuration/output.md'] });
    expect(edited.sections.find((s) => s.section === 'configuration')?.claims).toBe(0);
    const failures = reviewFailures(edited, 0, false);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^content\/configuration\/output\.md: edited after its review/);
    expect(reviewFailures(edited, 66.6, false)).toContain('reviewed pages: 33.3% < baseline 66.6%');
  });

  it('treats a missing record as nothing reviewed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reviewed-'));
    await writeFile(path.join(dir, 'a.md'), 'x');
    const status = reviewStatus(await readReviewRecord(dir), await readContentPages(dir));
    expect(status).toMatchObject({ total: 1, reviewed: 0, never: ['a.md'] });
    expect(reviewedPercent(status)).toBe(0);
  });

  it('stamps with sorted keys in the shared format', () => {
    const first = stampPage({ webpack: '', pages: {} }, 'z.md', entry('z'), '5.112.2');
    const both = stampPage(first, 'a/b.md', { hash: '0123456789abcdef', claims: 3, fixed: 0, reviewed: '2026-11-26' }, '5.999.0');
    const text = formatReviewRecord(both);
    expect(Object.keys((JSON.parse(text) as ReviewRecord).pages)).toEqual(['a/b.md', 'z.md']);
    expect(text).toContain('"webpack": "5.112.2"');
    expect(text).toContain('  "pages": {\n    "a/b.md": {\n      "hash": "0123456789abcdef",\n      "claims": 3,\n      "fixed": 0,\n      "reviewed": "2026-11-26",\n      "webpack": "5.999.0"\n    },');
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('records the webpack each page was stamped with, and counts reviewed pages by version', () => {
    const old: ReviewRecord = { webpack: '5.112.2', pages: { 'a.md': entry('a'), 'b.md': entry('b'), 'c.md': entry('c') } };
    const restamped = stampPage(old, 'b.md', entry('b'), '5.113.0');
    expect(restamped.webpack).toBe('5.112.2');
    expect(restamped.pages['b.md']?.webpack).toBe('5.113.0');
    // An entry older than the field counts under the record's version; a page not reviewed now counts nowhere.
    expect(reviewedVersions(restamped, ['a.md', 'b.md'])).toEqual([{ webpack: '5.113.0', pages: 1 }, { webpack: '5.112.2', pages: 1 }]);
    expect(reviewedVersions(stampPage(restamped, 'c.md', entry('c'), '5.9.0'), ['a.md', 'b.md', 'c.md']).map((v) => v.webpack)).toEqual(['5.113.0', '5.112.2', '5.9.0']);
    expect(formatReviewRecord(old)).not.toContain('"webpack": "5.113.0"');
  });
});
