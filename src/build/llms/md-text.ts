/** Markdown spelling: escapes for text, code spans, fences, link destinations and container prefixes. */

/** Any character `escapeText` may escape: most text holds none, and one test costs less than its three replacements. */
const MAY_ESCAPE = /[\\`*_[\]~|<&]/;

/** Escapes characters that would start markdown syntax inside a line of text. */
export function escapeText(text: string): string {
  if (!MAY_ESCAPE.test(text)) return text;
  return text
    .replace(/[\\`*_[\]~|]/g, '\\$&')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#?\w+;)/g, '\\&');
}

/** Escapes what would make the start of a line a heading, quote, list item, rule or setext underline. */
export function escapeLineStart(line: string): string {
  if (/^(?:#{1,6}(?:\s|$)|>|[-+](?:\s|$)|=+\s*$)/.test(line)) return `\\${line}`;
  const ordered = /^(\d{1,9})([.)])(\s|$)/.exec(line);
  if (ordered !== null) return `${ordered[1] ?? ''}\\${line.slice((ordered[1] ?? '').length)}`;
  return line;
}

/** An inline code span of some text, with enough backticks and padding for any content. */
export function codeSpan(code: string): string {
  const text = code.replace(/\s*\n\s*/g, ' ');
  if (text === '') return '';
  const runs = text.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || (/^ .* $/.test(text) && text.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced code block: a fence longer than any backtick run in the code, the language and meta after it. */
export function fencedBlock(lang: string, meta: string | null, code: string): string {
  const runs = code.match(/`{3,}/g) ?? [];
  const fence = '`'.repeat(Math.max(3, ...runs.map((r) => r.length + 1)));
  return `${fence}${lang}${meta === null ? '' : ` ${meta}`}\n${code}\n${fence}`;
}

/** A link destination that survives markdown: spaces, parentheses and angle brackets percent-encoded. */
export function destination(url: string): string {
  return url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Prefixes the first line with `first` and the others with `rest` (blank lines stay blank). */
export function prefixLines(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? `${first}${line}`.trimEnd() : line === '' ? '' : `${rest}${line}`))
    .join('\n');
}

/** A blockquote of some blocks. */
export function quote(blocks: readonly string[]): string {
  return blocks
    .join('\n\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

/** Wraps inline text in a delimiter (`**`, `*`, `~~`), keeping surrounding spaces outside it. */
export function wrapInline(marker: string, inner: string): string {
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner);
  const core = m?.[2] ?? '';
  return core === '' ? inner : `${m?.[1] ?? ''}${marker}${core}${marker}${m?.[3] ?? ''}`;
}
