/**
 * HTML pieces of the reference: a signature with its keywords marked and every named type
 * linked to its entry, and JSDoc text (escaped; backticks become code, `{@link X}` a link,
 * `*x*` / `_x_` emphasis, `**x**` strong, a ``` fence a code block). Everything from webpack's
 * types is escaped: only the markup made here reaches the page.
 */
import { layoutSignature } from './signature-layout.ts';
import { withoutComments } from './signature-text.ts';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `escapeHtml` of the characters it changes, for the one-character tokens of a signature (most of its tokens). */
const ESCAPED_CHARACTER: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Resolves a type name to the URL of its entry (`/api/reference/compilation/#compilation`), if it has one. */
export type TypeLinker = (name: string) => string | undefined;

const KEYWORDS = new Set([
  'abstract', 'any', 'as', 'asserts', 'bigint', 'boolean', 'class', 'const', 'declare', 'extends', 'false', 'function',
  'get', 'implements', 'in', 'infer', 'interface', 'is', 'keyof', 'let', 'namespace', 'never', 'new', 'null', 'number',
  'object', 'out', 'private', 'protected', 'public', 'readonly', 'set', 'static', 'string', 'symbol', 'true', 'type',
  'typeof', 'undefined', 'unique', 'unknown', 'void',
]);

const TOKEN = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)|([A-Za-z_$][\w$]*)|(\d[\d_.eExXa-fA-F]*)|([\s\S])/g;

/**
 * A line this long or longer may wrap on a phone, so it is marked to wrap under its own
 * indentation: 35 characters of code fit the signature box of a 360 px wide screen.
 */
const WRAPPING_LINE = 36;

/**
 * The deepest indentation the stylesheet knows (`.api-sig .d1` to `.d4`); a deeper line (23 of
 * webpack 5.113's 4,668 long lines) wraps as this one does, still right of the box's edge.
 */
const DEEPEST = 4;

/**
 * A laid-out line as HTML: a line that may wrap on a narrow screen is a `<span>` (with the class
 * `dN` when indented N levels), which the stylesheet gives a hanging indent, so its wrapped part
 * stays under its own text; a shorter line is left bare, which keeps the page's bytes down (the
 * largest reference page is near its budget, src/build/gates/budgets.ts).
 */
function lineHtml(html: string, text: string): string {
  if (text.length < WRAPPING_LINE) return html;
  const depth = Math.min(DEEPEST, (text.length - text.trimStart().length) / 2);
  return depth === 0 ? `<span>${html}</span>` : `<span class="d${depth}">${html}</span>`;
}

/**
 * One signature as highlighted HTML (no wrapper), laid out over several lines when long
 * (signature-layout.ts). An identifier followed by `:` or `?:` is a name, not a type, so it stays
 * plain; a known type name links to its entry.
 */
export function signatureHtml(written: string, link: TypeLinker): string {
  // Doc comments of nested members (an options object's fields) are not part of the signature:
  // shown, they ran a signature on as one long line of comment text.
  const signature = layoutSignature(withoutComments(written));
  let out = '';
  for (const match of signature.matchAll(TOKEN)) {
    const [token, str, word, num] = match;
    if (str !== undefined) out += `<span class="tk-s">${escapeHtml(str)}</span>`;
    else if (num !== undefined) out += `<span class="tk-s">${escapeHtml(num)}</span>`;
    else if (word !== undefined) {
      const after = signature.slice((match.index ?? 0) + word.length);
      const isName = /^\??:/.test(after) || /^\s*\(/.test(after) || /^ as\b/.test(after);
      const href = isName ? undefined : link(word);
      if (href !== undefined) out += `<a href="${escapeHtml(href)}">${word}</a>`;
      else if (KEYWORDS.has(word) && !isName) out += `<span class="tk-k">${word}</span>`;
      else out += escapeHtml(word);
    } else out += token.length === 1 ? (ESCAPED_CHARACTER[token] ?? token) : escapeHtml(token);
  }
  // No token holds a line break but a line break itself, so the HTML splits where the text does.
  const lines = signature.split('\n');
  return out
    .split('\n')
    .map((html, i) => lineHtml(html, lines[i] ?? ''))
    .join('\n');
}

const STRONG = /\*\*(?=\S)([^*]+?)(?<=\S)\*\*/g;
const EM_STAR = /(^|[^\w*])\*(?=[^\s*])([^*]+?)(?<=[^\s*])\*(?![\w*])/g;
const EM_UNDERSCORE = /(^|[^\w])_(?=[^\s_])([^_]+?)(?<=[^\s_])_(?!\w)/g;

/**
 * Escapes plain JSDoc text and turns its Markdown emphasis into markup: `**x**` strong, `*x*`
 * and `_x_` emphasis (not inside words, so `snake_case` and `a * b` stay as written). The marks
 * are matched on the escaped text, so what they wrap stays escaped.
 */
export function emphasisHtml(text: string): string {
  return escapeHtml(text)
    .replace(STRONG, '<strong>$1</strong>')
    .replace(EM_STAR, '$1<em>$2</em>')
    .replace(EM_UNDERSCORE, '$1<em>$2</em>');
}

/** Plain text of JSDoc emphasis: the marks dropped, the words kept. */
function withoutEmphasis(text: string): string {
  return text.replace(STRONG, '$1').replace(EM_STAR, '$1$2').replace(EM_UNDERSCORE, '$1$2');
}

/** Inline JSDoc text: backtick spans as code, `{@link Name}` as a link when the name has an entry, emphasis. */
function inlineDoc(text: string, link: TypeLinker): string {
  return text
    .split(/(`[^`]+`|\{@link(?:code|plain)?\s+[^}]+\})/g)
    .map((part, i) => {
      if (i % 2 === 0) return emphasisHtml(part);
      if (part.startsWith('`')) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      const target = part.replace(/^\{@link\w*\s+|\}$/g, '').trim();
      const [name = '', ...label] = target.split(/[\s|]+/);
      const href = /^https?:/.test(name) ? undefined : link(name.split('.')[0] ?? name);
      const shown = escapeHtml(label.length > 0 ? label.join(' ') : name);
      return href === undefined ? `<code>${shown}</code>` : `<a href="${escapeHtml(href)}"><code>${shown}</code></a>`;
    })
    .join('');
}

/** A fenced block in JSDoc text: its info string and its lines. */
const FENCE = /^[ \t]*```[^\n]*\n([\s\S]*?)\n[ \t]*```[ \t]*$/gm;

/** JSDoc text as paragraphs, and fenced blocks as code blocks; '' when there is none. */
export function docHtml(doc: string, link: TypeLinker): string {
  if (doc.trim() === '') return '';
  // Odd pieces are the insides of fences, kept line by line.
  return doc
    .split(FENCE)
    .map((piece, i) =>
      i % 2 === 1
        ? // Focusable like the site's other code blocks, so a keyboard can scroll a long line.
          `<pre tabindex="0" aria-label="code"><code>${escapeHtml(piece)}</code></pre>`
        : piece
            .split(/\n\s*\n/)
            .map((para) => para.trim())
            .filter((para) => para !== '')
            .map((para) => `<p>${inlineDoc(para.replace(/\s*\n\s*/g, ' '), link)}</p>`)
            .join(''),
    )
    .join('');
}

/** The first sentence of a JSDoc text, as plain text (search snippets, the index page). */
export function firstSentence(doc: string): string {
  const text = withoutEmphasis(doc.replace(FENCE, ' ').replace(/\{@link\w*\s+([^}|\s]+)[^}]*\}/g, '$1').replace(/`/g, '')).replace(/\s+/g, ' ').trim();
  for (const end of text.matchAll(/[.!?](?=\s|$)/g)) {
    // 'e. g.', 'i.e.' and 'etc.' end no sentence.
    if (end[0] === '.' && /(?:^|[\s.(])(?:[a-z]|etc)$/.test(text.slice(0, end.index))) continue;
    return text.slice(0, end.index + 1);
  }
  return text;
}
