/**
 * The markdown-it instance behind parse-markdown.ts: CommonMark with GFM tables, raw HTML kept,
 * URLs left as written, and rules wrapped so the tree can be the one micromark makes: where each
 * link and image was (its line, its kind of reference), code spans with their line endings,
 * strikethrough with one or two tildes, and each definition's own label, destination and title.
 */
import markdownIt, { type MarkdownIt, type StateInline } from 'markdown-it';

/** Where a link or image was in its inline text, set by the wrapped link rules. */
export interface SourceSpan {
  /** Offset of the `[` (or `!`) in the inline content. */
  start: number;
  /** Offset just past the construct. */
  end: number;
  /** Offset of the label's `]`. */
  labelEnd: number;
}

/** Token meta this module reads: markdown-it's reference label and the span added here. */
export interface LinkMeta extends Record<string, unknown> {
  /** markdown-it's normalised reference label. */
  label?: string;
  /** Set on links and images. */
  span?: SourceSpan;
  /** Set on definitions: the label as written. */
  rawLabel?: string;
  /** Set on definitions: the destination as written (escapes decoded). */
  href?: string;
  /** Set on definitions: the title, empty when none. */
  title?: string;
}

/** The environment markdown-it fills while parsing: the definitions by normalised label. */
export interface ParseEnv {
  /** Definitions by normalised label, first of each label (what links resolve to). */
  references?: Record<string, { href: string; title: string }>;
}

/**
 * An mdast identifier: micromark-util-normalize-identifier (whitespace runs as one space, trimmed,
 * case-folded through upper case) lower-cased, as mdast-util-from-markdown stores it.
 */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\t\n\r ]+/g, ' ').replace(/^ | $/g, '').toLowerCase().toUpperCase().toLowerCase();
}

/** Records where a link or image rule matched, so the tree can give its line and reference kind. */
function withSpan(rule: (state: StateInline, silent: boolean) => boolean, open: string, labelOffset: number): (state: StateInline, silent: boolean) => boolean {
  return (state, silent) => {
    const start = state.pos;
    const before = state.tokens.length;
    if (!rule(state, silent)) return false;
    if (silent) return true;
    for (let i = before; i < state.tokens.length; i++) {
      const token = state.tokens[i];
      if (token?.type !== open) continue;
      const labelEnd = state.md.helpers.parseLinkLabel(state, start + labelOffset - 1, open === 'link_open');
      const meta = (token.meta ?? {}) as LinkMeta;
      meta.span = { start, end: state.pos, labelEnd };
      token.meta = meta;
      break;
    }
    return true;
  };
}

/**
 * Keeps a code span's line endings, as micromark does (markdown-it turns them into spaces;
 * mdast-util-to-hast does that later, and the page markdown step reads the tree as it is).
 */
function rawCodeSpan(rule: (state: StateInline, silent: boolean) => boolean): (state: StateInline, silent: boolean) => boolean {
  return (state, silent) => {
    const start = state.pos;
    const before = state.tokens.length;
    if (!rule(state, silent)) return false;
    const token = state.tokens[state.tokens.length - 1];
    if (silent || state.tokens.length === before || token?.type !== 'code_inline') return true;
    const fence = token.markup.length;
    const raw = state.src.slice(start + fence, state.pos - fence);
    if (raw.includes('\n')) token.content = raw.length === token.content.length ? raw : raw.slice(1, -1);
    return true;
  };
}

/** GFM strikethrough as micromark reads it: runs of one or two tildes, closed by a run of the same length. */
function strikethroughTokenize(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (silent || state.src.charCodeAt(start) !== 0x7e) return false;
  const scanned = state.scanDelims(start, true);
  const length = scanned.length;
  const token = state.push('text', '', 0);
  token.content = state.src.slice(start, start + length);
  // Three or more tildes are text, never a delimiter.
  if (length <= 2) state.delimiters.push({ marker: 0x7e, length, token: state.tokens.length - 1, end: -1, open: scanned.can_open, close: scanned.can_close });
  state.pos += length;
  return true;
}

/** Pairs tilde runs of equal length (nearest opener first) into `s` tokens. */
function strikethroughPostProcess(state: StateInline): void {
  const process = (delimiters: StateInline['delimiters']): void => {
    const used = new Set<number>();
    for (let closer = 0; closer < delimiters.length; closer++) {
      const close = delimiters[closer];
      if (close?.marker !== 0x7e || !close.close || used.has(closer)) continue;
      for (let opener = closer - 1; opener >= 0; opener--) {
        const open = delimiters[opener];
        if (open?.marker !== 0x7e || !open.open || used.has(opener) || open.length !== close.length) continue;
        used.add(opener);
        used.add(closer);
        const openToken = state.tokens[open.token];
        const closeToken = state.tokens[close.token];
        if (openToken === undefined || closeToken === undefined) break;
        openToken.type = 's_open';
        openToken.tag = 's';
        openToken.nesting = 1;
        openToken.markup = openToken.content;
        openToken.content = '';
        closeToken.type = 's_close';
        closeToken.tag = 's';
        closeToken.nesting = -1;
        closeToken.markup = closeToken.content;
        closeToken.content = '';
        // Openers between the pair can no longer close anything outside it.
        for (let k = opener + 1; k < closer; k++) used.add(k);
        break;
      }
    }
  };
  process(state.delimiters);
  for (const meta of state.tokens_meta) if (meta?.delimiters) process(meta.delimiters);
}

/** The one configured markdown-it instance. */
function createParser(): MarkdownIt {
  const md = markdownIt('default', { html: true, linkify: false });
  // URLs stay as written (mdast-util-to-hast encodes them), and no scheme is refused here: the sanitiser decides.
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  md.validateLink = () => true;
  // Definitions stay in the tree as `definition` nodes.
  md.core.ruler.disable('strip_references');
  const rules = md.inline.ruler.__rules__;
  const link = rules.find((r) => r.name === 'link')?.fn;
  const image = rules.find((r) => r.name === 'image')?.fn;
  if (link === undefined || image === undefined) throw new Error('markdown-it has no link or image rule');
  md.inline.ruler.at('link', withSpan(link, 'link_open', 1));
  md.inline.ruler.at('image', withSpan(image, 'image', 2));
  const autolink = rules.find((r) => r.name === 'autolink')?.fn;
  const backtick = rules.find((r) => r.name === 'backticks')?.fn;
  if (autolink === undefined || backtick === undefined) throw new Error('markdown-it has no autolink or backtick rule');
  md.inline.ruler.at('autolink', withSpan(autolink, 'link_open', 1));
  md.inline.ruler.at('backticks', rawCodeSpan(backtick));
  md.inline.ruler.at('strikethrough', strikethroughTokenize);
  md.inline.ruler2.at('strikethrough', strikethroughPostProcess);
  // Each definition's own label, destination and title (markdown-it keeps only the first of a label).
  const reference = md.block.ruler.__rules__.find((r) => r.name === 'reference')?.fn;
  if (reference === undefined) throw new Error('markdown-it has no reference rule');
  md.block.ruler.at(
    'reference',
    (state, startLine, endLine, silent) => {
      if (silent) return reference(state, startLine, endLine, silent);
      const env = state.env as ParseEnv;
      const known = (env.references ??= {});
      const own: NonNullable<ParseEnv['references']> = {};
      env.references = own;
      const before = state.tokens.length;
      const found = reference(state, startLine, endLine, silent);
      env.references = known;
      const token = state.tokens[before];
      if (!found || token?.type !== 'reference_definition') return found;
      const meta = token.meta as LinkMeta;
      const key = meta.label ?? '';
      const target = own[key];
      if (target !== undefined) known[key] ??= target;
      const from = (state.bMarks[startLine] ?? 0) + (state.tShift[startLine] ?? 0);
      const m = /^\[((?:[^\\[\]]|\\[^])*)\]:/.exec(state.src.slice(from, state.eMarks[state.line - 1]));
      meta.rawLabel = m?.[1] ?? key;
      meta.href = target?.href ?? '';
      meta.title = target?.title ?? '';
      return true;
    },
    { alt: ['paragraph', 'reference'] },
  );
  return md;
}

/** The one markdown-it instance the site's markdown is read with. */
export const parser = createParser();
