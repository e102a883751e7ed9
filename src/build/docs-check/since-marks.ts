/**
 * That every option heading of a rendered configuration page whose option came after webpack
 * 5.0 carries its generated "since 5.N" mark with the version the history gives. The markup is
 * the build's own (the signature paragraph right after the heading), so a pattern reads it.
 */
import { sinceMark } from '../api-history/versions.ts';

/** What one page shows. */
export interface SinceMarks {
  /** Option headings whose option came after 5.0. */
  expected: number;
  /** `heading: problem` for each heading without the right mark. */
  missing: string[];
}

const HEADING = /<h([2-6])\b[^>]*>([\s\S]*?)<\/h\1>(<p class="option-signature">[\s\S]*?<\/p>)?/g;
const text = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();

/** Checks one page's body HTML against the history's option versions. */
export function checkSinceMarks(html: string, options: Readonly<Record<string, string>>): SinceMarks {
  const result: SinceMarks = { expected: 0, missing: [] };
  for (const [, , inner = '', signature] of html.matchAll(HEADING)) {
    const heading = text(inner).replace(/#$/, '').trim();
    const since = sinceMark(options[heading]);
    if (since === undefined) continue;
    result.expected++;
    const shown = signature === undefined ? undefined : /since webpack 5\.\d+/.exec(text(signature))?.[0];
    if (shown !== `since webpack ${since}`) result.missing.push(`${heading}: ${shown ?? 'no mark'}, expected since ${since}`);
  }
  return result;
}
