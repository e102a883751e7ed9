/**
 * What a page says, for comparing its HTML with its markdown: the text of `<main>` without the
 * page chrome (edit and print links, dates, pager, contributors, permalinks, screen-reader-only
 * text), and the words of both counted and matched.
 */
import { hasClass, parseHtml, type HtmlElement, type HtmlNode } from '../llms/html-tree.ts';

/** Elements inside a line of text. */
const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'code', 'del', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/** Whether an element of `<main>` holds page content: the title, the disclaimer, the body, further reading. */
function isContent(e: HtmlElement): boolean {
  return (
    e.tag === 'h1' ||
    e.attrs.has('data-page-body') ||
    (e.tag === 'aside' && e.attrs.has('data-package-notice')) ||
    (e.tag === 'section' && e.attrs.get('aria-labelledby') === 'further-reading')
  );
}

/** Chrome inside content: the permalink after each heading and text only screen readers get. */
function isChrome(e: HtmlElement): boolean {
  return (e.tag === 'a' && hasClass(e, 'heading-link')) || hasClass(e, 'visually-hidden');
}

function collect(node: HtmlNode, inContent: boolean, out: string[]): void {
  if (typeof node === 'string') {
    if (inContent) out.push(node);
    return;
  }
  if (inContent && isChrome(node)) return;
  const content = inContent || isContent(node);
  for (const child of node.children) collect(child, content, out);
  // Block boundaries separate words ('</p><p>' is a space to a reader); inline ones do not ('<wbr>', '<code>x</code>s').
  if (!INLINE.has(node.tag)) out.push(' ');
}

/** The content text of a prerendered page's `<main>`. */
export function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end === -1) return '';
  const out: string[] = [];
  collect(parseHtml(html.slice(start, end + '</main>'.length)), false, out);
  return out.join('');
}

/** Lower-case words (letters and digits) with their counts. */
export function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** How far two texts hold the same words: matched occurrences over the larger total (1 is identical). */
export function wordOverlap(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): { ratio: number; onlyA: string[]; onlyB: string[] } {
  let common = 0;
  let totalA = 0;
  let totalB = 0;
  for (const n of a.values()) totalA += n;
  for (const n of b.values()) totalB += n;
  const onlyA: Array<[string, number]> = [];
  const onlyB: Array<[string, number]> = [];
  for (const [word, n] of a) {
    const m = b.get(word) ?? 0;
    common += Math.min(n, m);
    if (n > m) onlyA.push([word, n - m]);
  }
  for (const [word, m] of b) if (m > (a.get(word) ?? 0)) onlyB.push([word, m - (a.get(word) ?? 0)]);
  const top = (list: Array<[string, number]>): string[] => list.sort((x, y) => y[1] - x[1]).slice(0, 8).map(([w, n]) => `${w}×${n}`);
  const total = Math.max(totalA, totalB);
  return { ratio: total === 0 ? 1 : common / total, onlyA: top(onlyA), onlyB: top(onlyB) };
}
