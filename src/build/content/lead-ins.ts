/**
 * Headings with no text of their own: a `##` followed straight by a `###` (or any heading by a
 * deeper one). A reader who lands on such a heading from search, the table of contents or a link
 * sees a bare title, and its search record says nothing but the heading; the writers' guide asks
 * for a lead-in of one to three sentences that says what the sections below are for.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A heading directly followed by a deeper one. */
export interface BareHeading {
  /** 1-based line of the heading. */
  line: number;
  /** The heading as written (`## In development`). */
  heading: string;
}

/**
 * Pages whose bare headings are how they are built, not sections without text: the glossary's
 * letters (an index to jump in), the curated list's groups, and the blog's dated posts, which stay
 * as they were published.
 */
export const LEAD_IN_EXEMPT: readonly RegExp[] = [/^glossary\.md$/, /^awesome-webpack\.md$/, /^blog\//];

/** The bare headings of one markdown source (front matter and fenced code are skipped). */
export function bareHeadings(source: string): BareHeading[] {
  const lines = source.split('\n');
  const found: BareHeading[] = [];
  let fence: string | null = null;
  let last: { level: number; line: number; heading: string } | null = null;
  let text = false;
  let start = 0;
  if (lines[0] === '---') start = lines.indexOf('---', 1) + 1;
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      // A closing fence is the opening's character, at least as many, and nothing after it.
      const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (closing !== undefined && closing[0] === fence[0] && closing.length >= fence.length) fence = null;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      text = true;
      continue;
    }
    const heading = /^(#{2,6})\s+\S/.exec(line);
    if (heading !== null) {
      const level = heading[1]?.length ?? 0;
      if (last !== null && !text && level > last.level) found.push({ line: last.line, heading: last.heading });
      last = { level, line: i + 1, heading: line.trim() };
      text = false;
    } else if (line.trim() !== '') text = true;
  }
  return found;
}

/** Every bare heading of the pages under `contentDir`, as `file:line heading`, exempt pages left out. */
export async function bareHeadingsIn(contentDir: string): Promise<string[]> {
  const files = (await readdir(contentDir, { recursive: true })).map((f) => f.split(path.sep).join('/')).filter((f) => f.endsWith('.md')).sort();
  const out: string[] = [];
  for (const file of files) {
    if (LEAD_IN_EXEMPT.some((re) => re.test(file))) continue;
    for (const bare of bareHeadings(await readFile(path.join(contentDir, file), 'utf8'))) out.push(`content/${file}:${bare.line} ${bare.heading}`);
  }
  return out;
}
